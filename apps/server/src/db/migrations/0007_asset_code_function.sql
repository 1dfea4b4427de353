-- Asset codes pad to six digits but must keep growing past TS-999999 (lpad would truncate).
CREATE FUNCTION asset_code(n bigint) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT 'TS-' || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END $$;
