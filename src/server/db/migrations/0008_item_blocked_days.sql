DROP INDEX "items_category_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "blocked_days" datemultirange DEFAULT '{}'::datemultirange NOT NULL;--> statement-breakpoint
CREATE INDEX "items_category_created_idx" ON "items" USING btree ("category_id","created_at");