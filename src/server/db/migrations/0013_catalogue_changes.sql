CREATE TABLE "catalogue_changes" (
	"version" bigint NOT NULL,
	"item_id" integer
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("version");--> statement-breakpoint
-- The version bump now also records which items changed, and happens only when a statement changed something that a
-- search can see. One function for every trigger: the changed item ids come from the transition table of the event.
CREATE OR REPLACE FUNCTION catalogue_log_changes(changed integer[], everything boolean) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  v bigint;
BEGIN
  IF NOT everything AND cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  -- Delivered at commit, in commit order (the row lock above orders the writers): apps keep the version in memory.
  PERFORM pg_notify('catalogue_version', v::text);
  IF everything THEN
    INSERT INTO catalogue_changes (version, item_id) VALUES (v, NULL);
  ELSE
    INSERT INTO catalogue_changes (version, item_id) SELECT v, unnest(changed);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION items_catalogue_changes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_log_changes(ARRAY(SELECT id FROM new_rows), false);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM catalogue_log_changes(ARRAY(SELECT id FROM new_rows), false);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_log_changes(ARRAY(SELECT id FROM old_rows), false);
  ELSE
    PERFORM catalogue_log_changes('{}', true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Items of deleted accounts leave the search: a change of users.deleted_at changes every item of that owner.
CREATE OR REPLACE FUNCTION users_catalogue_changes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM catalogue_log_changes(ARRAY(
      SELECT i.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN items i ON i.owner_id = n.id
      WHERE n.deleted_at IS DISTINCT FROM o.deleted_at), false);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_log_changes(ARRAY(SELECT i.id FROM old_rows o JOIN items i ON i.owner_id = o.id), false);
  ELSE
    PERFORM catalogue_log_changes('{}', true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS items_catalogue_version ON items;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_catalogue_version ON users;
--> statement-breakpoint
CREATE TRIGGER items_catalogue_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION items_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER items_catalogue_update AFTER UPDATE ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION items_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER items_catalogue_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION items_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER items_catalogue_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION items_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER users_catalogue_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER users_catalogue_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_catalogue_changes();
--> statement-breakpoint
CREATE TRIGGER users_catalogue_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_catalogue_changes();
--> statement-breakpoint
DROP FUNCTION IF EXISTS catalogue_version_bump();
