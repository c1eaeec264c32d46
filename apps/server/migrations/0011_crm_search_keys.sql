-- Short prefixes of the global search (spec 000 §7) at a million customers: a 2-letter initials prefix
-- ('wj') or a 4-digit phone prefix ('1390') matches thousands of customers, and a prefix btree yields
-- them in key order, so showing the newest meant reading and sorting every match (8–10 ms, bench/README).
-- Like the name grams, every customer's short prefixes are kept as postings ordered by customer id, so
-- the newest 200 come straight off the index, with the data-scope columns for a rep's filter:
--   'a' || the first 1–4 letters of the pinyin initials or of the full pinyin (both rank as prefixes),
--   'p' || the first 1–6 digits of the phone.
-- Longer keywords match few customers and keep reading the prefix btrees of 0009.

CREATE OR REPLACE FUNCTION tw_search_keys(initials text, pinyin text, phone text) RETURNS TABLE (key text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT DISTINCT k.key FROM (
    SELECT 'a' || left(lower(coalesce(initials, '')), n) FROM generate_series(1, least(4, char_length(coalesce(initials, '')))) AS n
    UNION ALL
    SELECT 'a' || left(lower(coalesce(pinyin, '')), n) FROM generate_series(1, least(4, char_length(coalesce(pinyin, '')))) AS n
    UNION ALL
    SELECT 'p' || left(coalesce(phone, ''), n) FROM generate_series(1, least(6, char_length(coalesce(phone, '')))) AS n
  ) AS k(key)
$fn$;

CREATE TABLE crm_customer_search_keys (
  tenant_id integer NOT NULL,
  key varchar(8) NOT NULL,
  customer_id integer NOT NULL REFERENCES crm_customers(id) ON DELETE CASCADE,
  store_id integer NOT NULL,
  sales_type smallint NOT NULL,
  sales_id integer,
  PRIMARY KEY (tenant_id, key, customer_id) INCLUDE (store_id, sales_type, sales_id)
);
CREATE INDEX crm_customer_search_keys_customer ON crm_customer_search_keys (customer_id);
SELECT tw_protect('crm_customer_search_keys');

-- Runs as the writer (the tenant's runtime role under RLS, or the owner when seeding), like the grams'.
CREATE OR REPLACE FUNCTION tw_customer_search_keys() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.name_initials IS NOT DISTINCT FROM OLD.name_initials AND NEW.name_pinyin IS NOT DISTINCT FROM OLD.name_pinyin
       AND NEW.phone IS NOT DISTINCT FROM OLD.phone AND NEW.tenant_id = OLD.tenant_id THEN
      IF NEW.store_id IS DISTINCT FROM OLD.store_id OR NEW.sales_type IS DISTINCT FROM OLD.sales_type
         OR NEW.sales_id IS DISTINCT FROM OLD.sales_id THEN
        UPDATE crm_customer_search_keys SET store_id = NEW.store_id, sales_type = NEW.sales_type, sales_id = NEW.sales_id
        WHERE customer_id = NEW.id;
      END IF;
      RETURN NULL;
    END IF;
    DELETE FROM crm_customer_search_keys WHERE customer_id = OLD.id;
  END IF;
  INSERT INTO crm_customer_search_keys (tenant_id, key, customer_id, store_id, sales_type, sales_id)
  SELECT NEW.tenant_id, k.key, NEW.id, NEW.store_id, NEW.sales_type, NEW.sales_id
  FROM tw_search_keys(NEW.name_initials, NEW.name_pinyin, NEW.phone) AS k;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER crm_customers_search_keys
  AFTER INSERT OR UPDATE OF name_initials, name_pinyin, phone, tenant_id, store_id, sales_type, sales_id ON crm_customers
  FOR EACH ROW EXECUTE FUNCTION tw_customer_search_keys();

-- Customers written before this migration.
INSERT INTO crm_customer_search_keys (tenant_id, key, customer_id, store_id, sales_type, sales_id)
SELECT c.tenant_id, k.key, c.id, c.store_id, c.sales_type, c.sales_id
FROM crm_customers AS c CROSS JOIN LATERAL tw_search_keys(c.name_initials, c.name_pinyin, c.phone) AS k;
