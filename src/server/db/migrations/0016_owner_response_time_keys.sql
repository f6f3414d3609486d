-- Owner response times were Polish words ('w ciągu godziny'), shown as they were to English readers too. They
-- become keys that the client puts into the reader's language; anything unknown becomes the default.
CREATE TYPE "public"."response_time" AS ENUM('within_hour', 'within_few_hours', 'within_day');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "response_time" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "response_time" SET DATA TYPE "public"."response_time" USING (
	CASE "response_time"
		WHEN 'w ciągu kilku godzin' THEN 'within_few_hours'
		WHEN 'w ciągu dnia' THEN 'within_day'
		ELSE 'within_hour'
	END
)::"public"."response_time";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "response_time" SET DEFAULT 'within_hour'::"public"."response_time";
