-- Keeps contract_day_counts equal to `SELECT submitted_on, status, count(*) FROM contracts GROUP BY 1, 2`,
-- clients.active_contracts equal to each client's DISBURSED/OVERDUE contracts, and
-- contract_totals('active_clients') equal to the clients with at least one.
INSERT INTO contract_totals (key, count) VALUES ('active_clients', 0);
--> statement-breakpoint
CREATE FUNCTION contract_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_active boolean := false;
  is_active boolean := false;
  remaining integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE contract_day_counts SET count = count - 1 WHERE day = OLD.submitted_on AND status = OLD.status;
    was_active := OLD.status IN ('DISBURSED', 'OVERDUE');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO contract_day_counts (day, status, count) VALUES (NEW.submitted_on, NEW.status, 1)
      ON CONFLICT (day, status) DO UPDATE SET count = contract_day_counts.count + 1;
    is_active := NEW.status IN ('DISBURSED', 'OVERDUE');
  END IF;
  IF was_active THEN
    UPDATE clients SET active_contracts = active_contracts - 1 WHERE id = OLD.client_id
      RETURNING active_contracts INTO remaining;
    IF remaining = 0 THEN
      UPDATE contract_totals SET count = count - 1 WHERE key = 'active_clients';
    END IF;
  END IF;
  IF is_active THEN
    UPDATE clients SET active_contracts = active_contracts + 1 WHERE id = NEW.client_id
      RETURNING active_contracts INTO remaining;
    IF remaining = 1 THEN
      UPDATE contract_totals SET count = count + 1 WHERE key = 'active_clients';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_counts_insert_delete AFTER INSERT OR DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION contract_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contracts_counts_update AFTER UPDATE OF status, submitted_on, client_id ON contracts
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.submitted_on IS DISTINCT FROM NEW.submitted_on
    OR OLD.client_id IS DISTINCT FROM NEW.client_id
  ) EXECUTE FUNCTION contract_counts_apply();
--> statement-breakpoint
-- Recomputes every counter from the rows (after a bulk load with the triggers disabled).
CREATE FUNCTION contract_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM contract_day_counts;
  INSERT INTO contract_day_counts (day, status, count)
    SELECT submitted_on, status, count(*) FROM contracts GROUP BY submitted_on, status;
  UPDATE clients c SET active_contracts = a.n
    FROM (SELECT client_id, count(*)::int AS n FROM contracts WHERE status IN ('DISBURSED', 'OVERDUE') GROUP BY client_id) a
    WHERE c.id = a.client_id AND c.active_contracts IS DISTINCT FROM a.n;
  UPDATE clients SET active_contracts = 0
    WHERE active_contracts <> 0
      AND NOT EXISTS (SELECT 1 FROM contracts WHERE client_id = clients.id AND status IN ('DISBURSED', 'OVERDUE'));
  UPDATE contract_totals SET count = (SELECT count(*) FROM clients WHERE active_contracts > 0) WHERE key = 'active_clients';
$$;
