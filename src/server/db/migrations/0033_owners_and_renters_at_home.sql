CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"location" text,
	"district" text,
	"start" date,
	"end" date,
	"unsubscribe_token" text NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "instant_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "instant_booking_verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "handover_from" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "handover_to" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "handover_step_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "pickup_time" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "return_time" text;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_item_idx" ON "favourites" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_checked_idx" ON "saved_searches" USING btree ("checked_until");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_token_idx" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "saved_searches_dates_idx" ON "saved_searches" USING btree ("end") WHERE "saved_searches"."end" is not null;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_handover_hours" CHECK ("items"."handover_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "items"."handover_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "items"."handover_from" < "items"."handover_to" AND "items"."handover_step_minutes" IN (15, 30, 60, 120));