ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- Issue 20 §4: notices are stored as a type with params and rendered in the reader's language. An existing notice
-- about a rental whose text needs only the rental's facts (no amount, receipt, deadline or reason written at the time)
-- gets its params from its rental as it is now; every other one keeps its stored text as a legacy notice.
UPDATE "notifications" n SET "params" = jsonb_build_object(
    'recipientRole', CASE WHEN n."user_id" = r."owner_id" THEN 'owner' ELSE 'renter' END,
    'itemName', i."name",
    'startDate', to_char(r."start_date", 'YYYY-MM-DD'),
    'endDate', to_char(r."end_date", 'YYYY-MM-DD'),
    'renterName', NULLIF(concat_ws(' ', NULLIF(ru."first_name", ''), NULLIF(ru."last_name", '')), ''),
    'ownerName', NULLIF(concat_ws(' ', NULLIF(ou."first_name", ''), NULLIF(ou."last_name", '')), ''),
    'statusReason', r."status_reason",
    'completedAt', NULL,
    'extra', '{}'::jsonb),
  "title" = NULL, "message" = NULL
FROM "rentals" r
  JOIN "items" i ON i."id" = r."item_id"
  JOIN "users" ru ON ru."id" = r."renter_id"
  JOIN "users" ou ON ou."id" = r."owner_id"
WHERE r."id" = n."related_id" AND n."user_id" IN (r."renter_id", r."owner_id") AND (
  n."type" IN ('rental_requested', 'rental_declined', 'rental_expired', 'rental_cancelled', 'rental_starting',
    'payment_failed', 'rental_cancelled_unpaid', 'reviews_published')
  OR (n."type" = 'payment_received' AND n."user_id" = r."owner_id"));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_text_check" CHECK ("notifications"."params" IS NOT NULL OR ("notifications"."title" IS NOT NULL AND "notifications"."message" IS NOT NULL));