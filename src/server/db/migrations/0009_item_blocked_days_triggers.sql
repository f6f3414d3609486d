-- items.blocked_days: the days held by the item's blocking rentals (BLOCKING_STATUSES in
-- src/shared/domain/rental-status.ts: confirmed, active, completed), recomputed from the rentals by statement-level
-- triggers, so that the search's date filter is a check on the item row itself.
CREATE OR REPLACE FUNCTION items_refresh_blocked_days(item_ids integer[]) RETURNS void
  LANGUAGE plpgsql VOLATILE
  AS $$
BEGIN
  IF cardinality(item_ids) = 0 THEN
    RETURN;
  END IF;
  -- Lock the items first. In READ COMMITTED the next statement takes a new snapshot, which then sees the rentals of
  -- every transaction that held these locks before us: two concurrent bookings of one item cannot lose each other.
  PERFORM 1 FROM items WHERE id = ANY (item_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE items i
  SET blocked_days = coalesce(agg.days, '{}'::datemultirange)
  FROM unnest(item_ids) AS t(id)
  LEFT JOIN (
    SELECT r.item_id, range_agg(r.period) AS days
    FROM rentals r
    WHERE r.item_id = ANY (item_ids) AND r.status IN ('confirmed', 'active', 'completed')
    GROUP BY r.item_id
  ) agg ON agg.item_id = t.id
  WHERE i.id = t.id AND i.blocked_days IS DISTINCT FROM coalesce(agg.days, '{}'::datemultirange);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rentals_refresh_blocked_days() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM items_refresh_blocked_days(ARRAY(
      SELECT DISTINCT n.item_id FROM new_rows n WHERE n.status IN ('confirmed', 'active', 'completed')));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM items_refresh_blocked_days(ARRAY(
      SELECT DISTINCT o.item_id FROM old_rows o WHERE o.status IN ('confirmed', 'active', 'completed')));
  ELSE
    -- Only rows whose item, days or blocking-ness changed matter (not, say, a payment status).
    PERFORM items_refresh_blocked_days(ARRAY(
      SELECT x.item_id
      FROM new_rows n
      JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.item_id), (o.item_id)) AS x(item_id)
      WHERE (n.status IN ('confirmed', 'active', 'completed') OR o.status IN ('confirmed', 'active', 'completed'))
        AND (n.item_id, n.start_date, n.end_date, n.status IN ('confirmed', 'active', 'completed'))
            IS DISTINCT FROM (o.item_id, o.start_date, o.end_date, o.status IN ('confirmed', 'active', 'completed'))
      GROUP BY x.item_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rentals_blocked_days_insert AFTER INSERT ON rentals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rentals_refresh_blocked_days();
--> statement-breakpoint
CREATE TRIGGER rentals_blocked_days_update AFTER UPDATE ON rentals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rentals_refresh_blocked_days();
--> statement-breakpoint
CREATE TRIGGER rentals_blocked_days_delete AFTER DELETE ON rentals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rentals_refresh_blocked_days();
--> statement-breakpoint
-- Rentals that exist already.
SELECT items_refresh_blocked_days(ARRAY(SELECT DISTINCT item_id FROM rentals WHERE status IN ('confirmed', 'active', 'completed')));
