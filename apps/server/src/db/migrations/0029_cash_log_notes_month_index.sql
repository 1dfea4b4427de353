-- The notes search within dates reads only the months of the range (docs/decisions/0035): the
-- entry's month is a second key of the notes trigram index (btree_gin, PGlite loads it too).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- Months since year 0 of a business date: one integer per calendar month, consecutive.
CREATE OR REPLACE FUNCTION cash_log_month(date) RETURNS int LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT (extract(year from $1) * 12 + extract(month from $1) - 1)::int $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cash_logs_notes_month_trgm_idx" ON "cash_logs" USING gin (cash_log_month("registration_date"),vn_norm("notes") gin_trgm_ops);
--> statement-breakpoint
-- It also answers a search over all dates (the trigram keys alone), as the index it replaces.
DROP INDEX IF EXISTS "cash_logs_notes_trgm_idx";
