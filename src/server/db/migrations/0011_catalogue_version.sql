CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Once per writing statement, in its transaction: the new number becomes visible together with the change.
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
-- Items of deleted accounts leave the search (users.deleted_at).
CREATE TRIGGER users_catalogue_version AFTER UPDATE OF deleted_at OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
