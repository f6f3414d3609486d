CREATE TABLE "dev_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_clock_one_row" CHECK ("dev_clock"."id" = 1)
);
--> statement-breakpoint
-- The one row, so that the clock only ever updates it (features/dev-clock/dev-clock.ts).
INSERT INTO "dev_clock" ("id") VALUES (1);
