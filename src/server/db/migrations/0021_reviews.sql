CREATE TYPE "public"."review_report_status" AS ENUM('open', 'kept', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."review_type" AS ENUM('item', 'owner', 'renter');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'review_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'review_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'review_reminder';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'reviews_published';--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "review_report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text,
	CONSTRAINT "review_reports_reason_length" CHECK (char_length("review_reports"."reason") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"rental_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"review_type" "review_type" DEFAULT 'item' NOT NULL,
	"target_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") between 1 and 2000),
	CONSTRAINT "reviews_reply_length" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "rating_score" double precision;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE "review_reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_rental_type_idx" ON "reviews" USING btree ("rental_id","review_type");--> statement-breakpoint
CREATE INDEX "reviews_item_published_idx" ON "reviews" USING btree ("item_id","published_at");--> statement-breakpoint
CREATE INDEX "reviews_target_published_idx" ON "reviews" USING btree ("target_user_id","published_at");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_unpublished_idx" ON "reviews" USING btree ("rental_id") WHERE "reviews"."published_at" is null;--> statement-breakpoint
-- The review window runs from a rental's completion (its last move); older rows may lack the time of that move.
UPDATE "rentals" SET "status_changed_at" = "updated_at" WHERE "status" = 'completed' AND "status_changed_at" IS NULL;--> statement-breakpoint
-- Ratings come from published reviews only (issue 13): there are none yet, so the invented ones go.
UPDATE "items" SET "rating" = 0 WHERE "rating" <> 0;--> statement-breakpoint
UPDATE "users" SET "average_rating" = 0 WHERE "average_rating" <> 0;
