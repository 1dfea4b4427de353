-- Servers keep /v1/misc/'s lists in memory (docs/decisions/0039). Any change to the tables behind
-- them, by the console, a restore, a script or psql, tells every server on commit: a statement
-- trigger sends the table's name on channel pawndesk_reference, and a rolled-back change sends
-- nothing.
CREATE FUNCTION reference_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pawndesk_reference', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER branches_reference_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION reference_changed_notify();
--> statement-breakpoint
CREATE TRIGGER funds_reference_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON funds
  FOR EACH STATEMENT EXECUTE FUNCTION reference_changed_notify();
--> statement-breakpoint
CREATE TRIGGER asset_types_reference_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON asset_types
  FOR EACH STATEMENT EXECUTE FUNCTION reference_changed_notify();
