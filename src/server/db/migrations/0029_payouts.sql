ALTER TYPE "public"."notification_type" ADD VALUE 'payout_setup_needed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payout_sent';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payout_failed';--> statement-breakpoint
CREATE TABLE "test_provider_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"idempotency_key" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"transfers_active" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb NOT NULL,
	"disabled_reason" text,
	"legal_name" text,
	"date_of_birth" text,
	"address" text,
	"city" text,
	"postal_code" text,
	"bank_last4" text,
	"link_token" text,
	"link_expires_at" timestamp with time zone,
	"link_return_url" text,
	"link_refresh_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_accounts_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "test_provider_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_transfer_reversals_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "test_provider_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount" integer NOT NULL,
	"amount_reversed" integer DEFAULT 0 NOT NULL,
	"source_intent_id" text NOT NULL,
	"transfer_group" text NOT NULL,
	"idempotency_key" text,
	"metadata" jsonb NOT NULL,
	"paid_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_transfers_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"status" text NOT NULL,
	"bank_last4" text,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restricted_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_reversals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_reversals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payout_id" integer NOT NULL,
	"refund_id" integer,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reversal_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_reversals_amount_positive" CHECK ("payout_reversals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"due_at" timestamp with time zone,
	"transferred_amount" integer,
	"provider_transfer_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_not_negative" CHECK ("payouts"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "owner_part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "fee_part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "deposit_part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "test_provider_intents" ADD COLUMN "refund_outcome" text;--> statement-breakpoint
ALTER TABLE "test_provider_refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_transfer_reversals" ADD CONSTRAINT "test_provider_transfer_reversals_transfer_id_test_provider_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."test_provider_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_transfers" ADD CONSTRAINT "test_provider_transfers_account_id_test_provider_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."test_provider_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reversals" ADD CONSTRAINT "payout_reversals_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reversals" ADD CONSTRAINT "payout_reversals_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_user_idx" ON "payout_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_provider_idx" ON "payout_accounts" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_reversals_idempotency_idx" ON "payout_reversals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payout_reversals_due_idx" ON "payout_reversals" USING btree ("next_attempt_at") WHERE "payout_reversals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_rental_idx" ON "payouts" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "payouts_owner_idx" ON "payouts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_upcoming_due_idx" ON "payouts" USING btree ("due_at") WHERE "payouts"."status" = 'upcoming' AND "payouts"."due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_processing_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'processing';--> statement-breakpoint
-- Refunds written before issue 24 get their parts from what they were: every kind then took the deposit first, then
-- the rental price (the owner's part), then the booking fee (a full cancellation refund, a partial one by the terms,
-- the deposit's release, money back for a rental no longer payable).
UPDATE "refunds" r SET
	"deposit_part" = least(r."amount", round(x."damage_deposit" * 100)::int),
	"owner_part" = least(r."amount" - least(r."amount", round(x."damage_deposit" * 100)::int), round(x."subtotal" * 100)::int),
	"fee_part" = r."amount" - least(r."amount", round(x."damage_deposit" * 100)::int)
		- least(r."amount" - least(r."amount", round(x."damage_deposit" * 100)::int), round(x."subtotal" * 100)::int)
FROM "payments" p JOIN "rentals" x ON x."id" = p."rental_id"
WHERE p."id" = r."payment_id";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_parts_sum" CHECK ("refunds"."owner_part" + "refunds"."fee_part" + "refunds"."deposit_part" = "refunds"."amount");