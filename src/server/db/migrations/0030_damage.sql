ALTER TYPE "public"."notification_type" ADD VALUE 'damage_reported';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'damage_disputed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'damage_settled';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'damage_withdrawn';--> statement-breakpoint
CREATE TABLE "damage_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "damage_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"reported_by" integer NOT NULL,
	"description" text NOT NULL,
	"estimated_cost" integer NOT NULL,
	"photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'reported' NOT NULL,
	"deposit" integer NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"renter_statement" text,
	"renter_photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	"disputed_by" text,
	"settled_amount" integer,
	"returned_to_renter" integer,
	"settled_by" text,
	"decided_by_id" integer,
	"decision_reason" text,
	"settled_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"photos_deleted_at" timestamp with time zone,
	CONSTRAINT "damage_reports_status" CHECK ("damage_reports"."status" IN ('reported', 'accepted', 'disputed', 'resolved', 'withdrawn')),
	CONSTRAINT "damage_reports_amounts" CHECK ("damage_reports"."estimated_cost" > 0 AND "damage_reports"."deposit" >= 0),
	CONSTRAINT "damage_reports_settled" CHECK (("damage_reports"."status" IN ('accepted', 'resolved')) = ("damage_reports"."settled_amount" IS NOT NULL AND "damage_reports"."settled_amount" >= 0 AND "damage_reports"."settled_amount" <= "damage_reports"."deposit"))
);
--> statement-breakpoint
CREATE TABLE "handover_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "handover_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"moment" text NOT NULL,
	"by_user_id" integer NOT NULL,
	"by_role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"photos_deleted_at" timestamp with time zone,
	CONSTRAINT "handover_records_moment" CHECK ("handover_records"."moment" IN ('pickup', 'return')),
	CONSTRAINT "handover_records_role" CHECK ("handover_records"."by_role" IN ('owner', 'renter'))
);
--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_records" ADD CONSTRAINT "handover_records_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_records" ADD CONSTRAINT "handover_records_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "damage_reports_one_open_idx" ON "damage_reports" USING btree ("rental_id") WHERE "damage_reports"."status" IN ('reported', 'disputed');--> statement-breakpoint
CREATE INDEX "damage_reports_rental_idx" ON "damage_reports" USING btree ("rental_id","created_at");--> statement-breakpoint
CREATE INDEX "damage_reports_open_idx" ON "damage_reports" USING btree ("created_at") WHERE "damage_reports"."status" IN ('reported', 'disputed');--> statement-breakpoint
CREATE INDEX "damage_reports_owner_idx" ON "damage_reports" USING btree ("reported_by","created_at");--> statement-breakpoint
CREATE INDEX "handover_records_rental_idx" ON "handover_records" USING btree ("rental_id","created_at");