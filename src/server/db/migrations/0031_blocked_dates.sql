CREATE TABLE "item_blocked_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_blocked_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"period" daterange GENERATED ALWAYS AS (daterange(start_date, end_date, '[]')) STORED NOT NULL,
	CONSTRAINT "item_blocked_dates_ordered" CHECK ("item_blocked_dates"."end_date" >= "item_blocked_dates"."start_date"),
	CONSTRAINT "item_blocked_dates_source" CHECK ("item_blocked_dates"."source" IN ('owner', 'ical'))
);
--> statement-breakpoint
ALTER TABLE "item_blocked_dates" ADD CONSTRAINT "item_blocked_dates_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_blocked_dates_item_idx" ON "item_blocked_dates" USING btree ("item_id","start_date");--> statement-breakpoint
-- items.blocked_days now also holds the days the owner blocked (issue 26 §1): the rentals that hold the item and the
-- item's blocked ranges, one multirange, so that the search's date filter stays a check on the item row itself.
CREATE OR REPLACE FUNCTION items_refresh_blocked_days(item_ids integer[]) RETURNS void
  LANGUAGE plpgsql VOLATILE
  AS $$
BEGIN
  IF cardinality(item_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM items WHERE id = ANY (item_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE items i
  SET blocked_days = coalesce(agg.days, '{}'::datemultirange)
  FROM unnest(item_ids) AS t(id)
  LEFT JOIN (
    SELECT held.item_id, range_agg(held.period) AS days
    FROM (
      SELECT r.item_id, r.period FROM rentals r
      WHERE r.item_id = ANY (item_ids) AND r.status IN ('confirmed', 'active', 'completed')
      UNION ALL
      SELECT b.item_id, b.period FROM item_blocked_dates b WHERE b.item_id = ANY (item_ids)
    ) held
    GROUP BY held.item_id
  ) agg ON agg.item_id = t.id
  WHERE i.id = t.id AND i.blocked_days IS DISTINCT FROM coalesce(agg.days, '{}'::datemultirange);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_blocked_dates_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM items_refresh_blocked_days(ARRAY(SELECT DISTINCT n.item_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM items_refresh_blocked_days(ARRAY(SELECT DISTINCT o.item_id FROM old_rows o));
  ELSE
    PERFORM items_refresh_blocked_days(ARRAY(
      SELECT n.item_id FROM new_rows n UNION SELECT o.item_id FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER item_blocked_dates_insert AFTER INSERT ON item_blocked_dates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_blocked_dates_refresh();
--> statement-breakpoint
CREATE TRIGGER item_blocked_dates_update AFTER UPDATE ON item_blocked_dates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_blocked_dates_refresh();
--> statement-breakpoint
CREATE TRIGGER item_blocked_dates_delete AFTER DELETE ON item_blocked_dates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION item_blocked_dates_refresh();
