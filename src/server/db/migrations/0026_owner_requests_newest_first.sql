DROP INDEX "rentals_owner_idx";--> statement-breakpoint
CREATE INDEX "rentals_owner_recent_idx" ON "rentals" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);