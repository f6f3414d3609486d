ALTER TYPE "public"."notification_type" ADD VALUE 'payment_received';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payment_failed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'refund_issued';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payment_due';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'rental_cancelled_unpaid';--> statement-breakpoint
ALTER TYPE "public"."rental_status_reason" ADD VALUE 'unpaid';--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending';