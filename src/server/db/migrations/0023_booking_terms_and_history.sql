CREATE TYPE "public"."rental_history_step" AS ENUM('pending', 'confirmed', 'declined', 'active', 'completed', 'cancelled', 'paid');--> statement-breakpoint
CREATE TABLE "rental_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"step" "rental_history_step" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" "rental_actor" NOT NULL,
	"reason" "rental_status_reason"
);
--> statement-breakpoint
CREATE TABLE "intent_cancellations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intent_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "cancellation_terms" "cancellation_terms";--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "flexibility" "flexibility";--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "insurance_required" boolean;--> statement-breakpoint
-- Issue 19 §5: existing rentals get their copy of the terms from their items as they are now (the best record there is).
UPDATE "rentals" r SET "cancellation_terms" = i."cancellation_terms", "flexibility" = i."flexibility",
  "insurance_required" = i."insurance_required" FROM "items" i WHERE i."id" = r."item_id";--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "cancellation_terms" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "flexibility" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "insurance_required" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_events" ADD CONSTRAINT "rental_events_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_cancellations" ADD CONSTRAINT "intent_cancellations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_events_rental_idx" ON "rental_events" USING btree ("rental_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "intent_cancellations_payment_idx" ON "intent_cancellations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "intent_cancellations_due_idx" ON "intent_cancellations" USING btree ("next_attempt_at") WHERE "intent_cancellations"."status" = 'pending';--> statement-breakpoint
-- The history of existing rentals, as far as their rows tell: the request, the payment, the last move.
INSERT INTO "rental_events" ("rental_id", "step", "at", "by")
  SELECT "id", 'pending', "created_at", 'renter' FROM "rentals";--> statement-breakpoint
INSERT INTO "rental_events" ("rental_id", "step", "at", "by")
  SELECT p."rental_id", 'paid', p."paid_at", 'renter' FROM "payments" p WHERE p."paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "rental_events" ("rental_id", "step", "at", "by", "reason")
  SELECT "id", "status"::text::"rental_history_step", coalesce("status_changed_at", "updated_at"), coalesce("status_changed_by", 'system'), "status_reason"
  FROM "rentals" WHERE "status" <> 'pending';