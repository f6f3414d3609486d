ALTER TYPE "public"."notification_type" ADD VALUE 'rental_booked_instantly';--> statement-breakpoint
ALTER TYPE "public"."rental_status_reason" ADD VALUE 'instant';--> statement-breakpoint
CREATE INDEX "items_instant_created_idx" ON "items" USING btree ("created_at","id") WHERE "items"."instant_booking" and "items"."deleted_at" is null;