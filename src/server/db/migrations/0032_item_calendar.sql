ALTER TABLE "items" ADD COLUMN "min_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "max_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "notice_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "ical_import_url" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "ical_imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "ical_import_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "items_calendar_token_idx" ON "items" USING btree ("calendar_token");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_rental_rules" CHECK ("items"."min_days" >= 1 AND "items"."min_days" <= "items"."max_days" AND "items"."max_days" <= 90 AND "items"."notice_days" IN (0, 1, 2));