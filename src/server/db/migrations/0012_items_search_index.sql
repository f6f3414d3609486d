-- btree_gin lets plain columns (category, city) sit in a GIN index beside the trigrams. Part of PostgreSQL's contrib,
-- like pg_trgm.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "items_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("category_id","location_key","search_text" gin_trgm_ops);
