-- The global search for a sales rep (spec 000 §7: data scope applies) at a million customers: the name
-- postings carry the customer's data-scope columns (store, pool, owner), so a rep's search filters the
-- postings in the gram index itself instead of reading each posting's customer row — a rep sees about a
-- quarter of the customers, so '王' read ~1,700 customer rows to find 200 visible ones (bench/README.md).
-- The trigger keeps them in step with every change of store or ownership (grab, release, reassign, the
-- pool job), whoever writes it.

ALTER TABLE crm_customer_name_grams
  ADD COLUMN store_id integer,
  ADD COLUMN sales_type smallint,
  ADD COLUMN sales_id integer;

UPDATE crm_customer_name_grams AS g SET store_id = c.store_id, sales_type = c.sales_type, sales_id = c.sales_id
FROM crm_customers AS c WHERE c.id = g.customer_id;

ALTER TABLE crm_customer_name_grams ALTER COLUMN store_id SET NOT NULL, ALTER COLUMN sales_type SET NOT NULL;

-- The postings' indexes carry the scope columns, so the filter runs index-only.
ALTER TABLE crm_customer_name_grams DROP CONSTRAINT crm_customer_name_grams_pkey;
ALTER TABLE crm_customer_name_grams ADD CONSTRAINT crm_customer_name_grams_pkey
  PRIMARY KEY (tenant_id, gram, customer_id) INCLUDE (store_id, sales_type, sales_id);
DROP INDEX crm_customer_name_grams_start;
CREATE INDEX crm_customer_name_grams_start ON crm_customer_name_grams (tenant_id, gram, customer_id)
  INCLUDE (store_id, sales_type, sales_id) WHERE at_start;

CREATE OR REPLACE FUNCTION tw_customer_name_grams() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.name IS NOT DISTINCT FROM OLD.name AND NEW.tenant_id = OLD.tenant_id THEN
      IF NEW.store_id IS DISTINCT FROM OLD.store_id OR NEW.sales_type IS DISTINCT FROM OLD.sales_type
         OR NEW.sales_id IS DISTINCT FROM OLD.sales_id THEN
        UPDATE crm_customer_name_grams SET store_id = NEW.store_id, sales_type = NEW.sales_type, sales_id = NEW.sales_id
        WHERE customer_id = NEW.id;
      END IF;
      RETURN NULL;
    END IF;
    DELETE FROM crm_customer_name_grams WHERE customer_id = OLD.id;
  END IF;
  INSERT INTO crm_customer_name_grams (tenant_id, gram, customer_id, at_start, store_id, sales_type, sales_id)
  SELECT NEW.tenant_id, g.gram, NEW.id, g.at_start, NEW.store_id, NEW.sales_type, NEW.sales_id FROM tw_name_grams(NEW.name) AS g;
  RETURN NULL;
END
$fn$;

DROP TRIGGER crm_customers_name_grams ON crm_customers;
CREATE TRIGGER crm_customers_name_grams AFTER INSERT OR UPDATE OF name, tenant_id, store_id, sales_type, sales_id ON crm_customers
  FOR EACH ROW EXECUTE FUNCTION tw_customer_name_grams();
