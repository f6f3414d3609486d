CREATE TYPE "public"."cancellation_terms" AS ENUM('strict', 'standard', 'flexible');--> statement-breakpoint
CREATE TYPE "public"."flexibility" AS ENUM('low', 'moderate', 'high');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'paid');--> statement-breakpoint
CREATE TYPE "public"."rental_status" AS ENUM('pending', 'confirmed', 'declined', 'active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category_id" integer NOT NULL,
	"price_per_day" numeric(10, 2) NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"damage_deposit" numeric(10, 2) DEFAULT '0' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"location" text NOT NULL,
	"district" text,
	"cancellation_terms" "cancellation_terms" DEFAULT 'standard' NOT NULL,
	"flexibility" "flexibility" DEFAULT 'moderate' NOT NULL,
	"insurance_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(name || ' ' || description))) STORED NOT NULL,
	"location_key" text GENERATED ALWAYS AS (lower(f_unaccent(location))) STORED NOT NULL,
	"district_key" text GENERATED ALWAYS AS (lower(f_unaccent(district))) STORED,
	CONSTRAINT "items_price_positive" CHECK ("items"."price_per_day" > 0),
	CONSTRAINT "items_value_positive" CHECK ("items"."value" > 0),
	CONSTRAINT "items_deposit_nonnegative" CHECK ("items"."damage_deposit" >= 0),
	CONSTRAINT "items_photos_max" CHECK (cardinality("items"."image_urls") <= 5)
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rentals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"renter_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"price_per_day" numeric(10, 2) NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"booking_fee" numeric(10, 2) NOT NULL,
	"total_price" numeric(10, 2) NOT NULL,
	"damage_deposit" numeric(10, 2) DEFAULT '0' NOT NULL,
	"insurance_accepted" boolean DEFAULT false NOT NULL,
	"status" "rental_status" DEFAULT 'pending' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"period" daterange GENERATED ALWAYS AS (daterange(start_date, end_date, '[]')) STORED NOT NULL,
	CONSTRAINT "rentals_dates_ordered" CHECK ("rentals"."end_date" >= "rentals"."start_date"),
	CONSTRAINT "rentals_days_match" CHECK ("rentals"."days" = "rentals"."end_date" - "rentals"."start_date" + 1)
);
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_search_text_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_location_key_idx" ON "items" USING btree ("location_key","district_key");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "items_owner_idx" ON "items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "items_created_idx" ON "items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rentals_item_idx" ON "rentals" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "rentals_renter_idx" ON "rentals" USING btree ("renter_id");--> statement-breakpoint
CREATE INDEX "rentals_owner_idx" ON "rentals" USING btree ("owner_id");