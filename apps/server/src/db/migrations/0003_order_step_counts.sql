-- Keeps order_step_counts equal to `SELECT step, count(*) FROM orders GROUP BY step`.
CREATE FUNCTION order_step_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_step_counts SET count = count - 1 WHERE step = OLD.step;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_step_counts (step, count) VALUES (NEW.step, 1)
      ON CONFLICT (step) DO UPDATE SET count = order_step_counts.count + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_step_counts_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_step_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_step_counts_update AFTER UPDATE OF step ON orders
  FOR EACH ROW WHEN (OLD.step IS DISTINCT FROM NEW.step) EXECUTE FUNCTION order_step_counts_apply();
