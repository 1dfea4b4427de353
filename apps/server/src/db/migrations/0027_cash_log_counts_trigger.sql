-- Keeps cash_log_day_counts equal to `SELECT registration_date, fund_id, category_id, direction,
-- type, status, count(*) FROM cash_logs GROUP BY 1, 2, 3, 4, 5, 6` and cash_log_month_counts the
-- same per month (docs/decisions/0030). Statement triggers with transition tables: a bulk insert
-- (an import, the bench's 50,000-row batches) adds one row per group, not one update per entry.
-- Rows are upserted in key order, so two writers never lock the same counters in opposite order.
CREATE FUNCTION cash_log_counts_add(delta cash_log_day_counts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cash_log_day_counts AS c (day, fund_id, category_id, direction, type, status, count)
    SELECT d.day, d.fund_id, d.category_id, d.direction, d.type, d.status, d.count
    FROM unnest(delta) d
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, fund_id, category_id, direction, type, status)
      DO UPDATE SET count = c.count + excluded.count;
  INSERT INTO cash_log_month_counts AS c (month, fund_id, category_id, direction, type, status, count)
    SELECT date_trunc('month', d.day)::date, d.fund_id, d.category_id, d.direction, d.type, d.status,
      sum(d.count)::int
    FROM unnest(delta) d
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (month, fund_id, category_id, direction, type, status)
      DO UPDATE SET count = c.count + excluded.count;
$$;
--> statement-breakpoint
CREATE FUNCTION cash_log_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cash_log_counts_add(array(
      SELECT (registration_date, fund_id, category_id, direction, type, status, count(*)::int)::cash_log_day_counts
      FROM new_rows GROUP BY registration_date, fund_id, category_id, direction, type, status));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cash_log_counts_add(array(
      SELECT (registration_date, fund_id, category_id, direction, type, status, -count(*)::int)::cash_log_day_counts
      FROM old_rows GROUP BY registration_date, fund_id, category_id, direction, type, status));
  ELSE
    PERFORM cash_log_counts_add(array(
      SELECT (registration_date, fund_id, category_id, direction, type, status, sum(n)::int)::cash_log_day_counts
      FROM (
        SELECT registration_date, fund_id, category_id, direction, type, status, 1 AS n FROM new_rows
        UNION ALL
        SELECT registration_date, fund_id, category_id, direction, type, status, -1 FROM old_rows
      ) r
      GROUP BY registration_date, fund_id, category_id, direction, type, status
      HAVING sum(n) <> 0));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cash_logs_counts_insert AFTER INSERT ON cash_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cash_log_counts_apply();
--> statement-breakpoint
CREATE TRIGGER cash_logs_counts_update AFTER UPDATE ON cash_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_log_counts_apply();
--> statement-breakpoint
CREATE TRIGGER cash_logs_counts_delete AFTER DELETE ON cash_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cash_log_counts_apply();
--> statement-breakpoint
-- Recomputes every counter from the entries (here for the entries already written; after a bulk
-- load with the triggers disabled; after a restore).
CREATE FUNCTION cash_log_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM cash_log_day_counts;
  DELETE FROM cash_log_month_counts;
  INSERT INTO cash_log_day_counts (day, fund_id, category_id, direction, type, status, count)
    SELECT registration_date, fund_id, category_id, direction, type, status, count(*)
    FROM cash_logs GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO cash_log_month_counts (month, fund_id, category_id, direction, type, status, count)
    SELECT date_trunc('month', day)::date, fund_id, category_id, direction, type, status, sum(count)
    FROM cash_log_day_counts GROUP BY 1, 2, 3, 4, 5, 6;
$$;
--> statement-breakpoint
SELECT cash_log_counts_rebuild();
