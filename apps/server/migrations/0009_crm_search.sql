-- Global customer search (spec 000 §2 dialog, §7 GET /search/customers): every keyword kind answers from
-- an index at a million customers, identically on PGlite (PostgreSQL 18) and PostgreSQL 15.
--
-- Every query here runs under row-level security as tradewind_app, where only leakproof operators may
-- become index conditions: LIKE is not leakproof, so `phone LIKE '139%'` would scan the table. Prefixes
-- are therefore asked as ranges (`phone COLLATE "C" >= '139' AND < '13:'`, leakproof comparisons) on
-- btrees in the C collation, which serve them alike on PGlite (18) and PostgreSQL 15 whatever the
-- database's collation (a plain btree under C.UTF-8 does not serve LIKE on 15 — docs/architecture.md §10).
--
-- * all digits: exact id (primary key), exact phone (crm_customers_phone, 0007) and phone prefix;
-- * pinyin initials and full pinyin by prefix; INCLUDE carries the id and the data-scope columns, so
--   a prefix is answered from the index alone, a sales rep's filter included;
-- * full pinyin by substring of 3+ letters: pg_trgm GIN, read through tw_customer_pinyin_containing
--   (below) because LIKE cannot use an index under RLS;
-- * names: trigrams cannot serve 1–2 characters (a Chinese surname, '超市'), so every distinct 1- and
--   2-character substring of each name (and its first 3 and 4 characters, for prefixes) is kept in
--   crm_customer_name_grams by a trigger, in a btree per gram ordered by customer id: the newest
--   matches come first without reading the others. Longer keywords read the postings of their rarest
--   pair and check the name (a trigram bitmap would fetch and sort every match of '便利店' to show the
--   newest twenty).

CREATE INDEX crm_customers_phone_prefix ON crm_customers (tenant_id, phone COLLATE "C") INCLUDE (id, store_id, sales_type, sales_id);
CREATE INDEX crm_customers_initials_prefix ON crm_customers (tenant_id, name_initials COLLATE "C") INCLUDE (id, store_id, sales_type, sales_id);
CREATE INDEX crm_customers_pinyin_prefix ON crm_customers (tenant_id, name_pinyin COLLATE "C") INCLUDE (id, store_id, sales_type, sales_id);
CREATE INDEX crm_customers_pinyin_trgm ON crm_customers USING gin (name_pinyin gin_trgm_ops);

-- The ids of the current tenant's customers whose full pinyin holds `part` (taken literally). Runs as
-- the owner so the trigram index serves the LIKE; it reads the tenant from app.tenant_id exactly as the
-- RLS policy does, and answers ids only: the caller reads the rows under RLS and its data scope.
CREATE OR REPLACE FUNCTION tw_customer_pinyin_containing(part text) RETURNS SETOF integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $fn$
  SELECT c.id FROM crm_customers AS c
  WHERE c.tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer
    AND c.name_pinyin LIKE '%' || replace(replace(replace(part, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$fn$;
REVOKE ALL ON FUNCTION tw_customer_pinyin_containing(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tw_customer_pinyin_containing(text) TO tradewind_app;

-- The distinct 1- and 2-character substrings of lower(name), and its first 3 and 4 characters;
-- at_start marks the ones the name starts with (name prefix matches rank before other matches).
CREATE OR REPLACE FUNCTION tw_name_grams(name text) RETURNS TABLE (gram text, at_start boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT g.gram, bool_or(g.pos = 1)
  FROM (
    SELECT substr(lower(name), i, 1) AS gram, i AS pos FROM generate_series(1, char_length(name)) AS i
    UNION ALL
    SELECT substr(lower(name), i, 2), i FROM generate_series(1, char_length(name) - 1) AS i
    UNION ALL
    SELECT substr(lower(name), 1, n), 1 FROM generate_series(3, least(4, char_length(name))) AS n
  ) AS g
  GROUP BY g.gram
$fn$;

CREATE TABLE crm_customer_name_grams (
  tenant_id integer NOT NULL,
  gram varchar(4) NOT NULL,
  customer_id integer NOT NULL REFERENCES crm_customers(id) ON DELETE CASCADE,
  at_start boolean NOT NULL,
  PRIMARY KEY (tenant_id, gram, customer_id)
);
CREATE INDEX crm_customer_name_grams_start ON crm_customer_name_grams (tenant_id, gram, customer_id) WHERE at_start;
CREATE INDEX crm_customer_name_grams_customer ON crm_customer_name_grams (customer_id);
SELECT tw_protect('crm_customer_name_grams');

-- Runs as the writer (the tenant's runtime role under RLS, or the owner when seeding): the new rows
-- carry the customer's tenant, which is the tenant the writer is bound to.
CREATE OR REPLACE FUNCTION tw_customer_name_grams() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.name IS NOT DISTINCT FROM OLD.name AND NEW.tenant_id = OLD.tenant_id THEN
      RETURN NULL;
    END IF;
    DELETE FROM crm_customer_name_grams WHERE customer_id = OLD.id;
  END IF;
  INSERT INTO crm_customer_name_grams (tenant_id, gram, customer_id, at_start)
  SELECT NEW.tenant_id, g.gram, NEW.id, g.at_start FROM tw_name_grams(NEW.name) AS g;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER crm_customers_name_grams AFTER INSERT OR UPDATE OF name, tenant_id ON crm_customers
  FOR EACH ROW EXECUTE FUNCTION tw_customer_name_grams();

-- Customers written before this migration.
INSERT INTO crm_customer_name_grams (tenant_id, gram, customer_id, at_start)
SELECT c.tenant_id, g.gram, c.id, g.at_start FROM crm_customers AS c CROSS JOIN LATERAL tw_name_grams(c.name) AS g;
