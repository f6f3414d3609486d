ALTER TABLE "dac7_notices" ADD COLUMN "tax_info_given" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "language" text;