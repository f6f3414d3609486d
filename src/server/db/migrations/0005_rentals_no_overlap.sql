-- Two rentals of one item that hold it (confirmed, active, completed: BLOCKING_STATUSES in
-- src/shared/domain/rental-status.ts) can never share a day, whatever the application code does.
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_no_overlap"
  EXCLUDE USING gist ("item_id" WITH =, "period" WITH &&)
  WHERE ("status" IN ('confirmed', 'active', 'completed'));
