DROP INDEX "items_location_key_idx";--> statement-breakpoint
-- The filters of GET /api/items and what a count needs besides them (the owner, for deleted accounts; availability
-- and the blocked days, for a date range): counting the matches of a browse reads this index alone, not the wide rows.
-- Written here because drizzle's schema cannot declare INCLUDE (see src/server/db/schema/catalogue.ts).
CREATE INDEX "items_filters_idx" ON "items" USING btree ("location_key", "district_key", "category_id") INCLUDE ("owner_id", "available", "blocked_days");
