-- The name postings (0009) also hold every 3-character substring of a lower-cased name, so a keyword of
-- three characters ('便利店') is answered by its own postings, exactly and without reading a name: the
-- customer list walks its order with a per-row EXISTS on them and counts its total in them (index-only),
-- as it does for 1–2 characters. Longer keywords read the postings of their rarest 3 characters (rarer
-- than any pair) and check the name. Until now a 3+ character keyword read the postings of its rarest
-- pair and checked every name: '便利店' (27k matches at a million customers) cost ~0.5 s in the list,
-- every match checked for the total (bench/README.md). The first 3 and 4 characters stay as they were
-- (at_start marks them); a 3-character substring elsewhere is a posting with at_start false.

CREATE OR REPLACE FUNCTION tw_name_grams(name text) RETURNS TABLE (gram text, at_start boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT g.gram, bool_or(g.pos = 1)
  FROM (
    SELECT substr(lower(name), i, 1) AS gram, i AS pos FROM generate_series(1, char_length(name)) AS i
    UNION ALL
    SELECT substr(lower(name), i, 2), i FROM generate_series(1, char_length(name) - 1) AS i
    UNION ALL
    SELECT substr(lower(name), i, 3), i FROM generate_series(1, char_length(name) - 2) AS i
    UNION ALL
    SELECT substr(lower(name), 1, 4), 1 WHERE char_length(name) >= 4
  ) AS g
  GROUP BY g.gram
$fn$;

-- Customers written before this migration: their 3-character substrings past the first (the first is
-- there already, at_start).
INSERT INTO crm_customer_name_grams (tenant_id, gram, customer_id, at_start, store_id, sales_type, sales_id)
SELECT c.tenant_id, substr(lower(c.name), i, 3), c.id, false, c.store_id, c.sales_type, c.sales_id
FROM crm_customers AS c CROSS JOIN LATERAL generate_series(2, char_length(c.name) - 2) AS i
ON CONFLICT (tenant_id, gram, customer_id) DO NOTHING;
-- The planner's statistics learn of the new grams now, not at autovacuum's next round: the list chooses
-- between walking its order and starting from the postings by how many a gram has.
ANALYZE crm_customer_name_grams;

-- The customers whose full pinyin holds `part` (taken literally), with their data-scope columns: the
-- search's rank-2 pinyin branch filters a rep's scope and orders by id on these rows alone, instead of
-- reading every match's customer row again (hundreds to thousands for a common syllable) to learn its
-- store, pool and owner. Like tw_customer_pinyin_containing (0009), which it replaces in the search: runs
-- as the owner so the trigram index serves the LIKE, reads the tenant from app.tenant_id as the RLS
-- policy does, and answers only the current tenant's customers.
CREATE OR REPLACE FUNCTION tw_customer_pinyin_holders(part text)
RETURNS TABLE (id integer, store_id integer, sales_type smallint, sales_id integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $fn$
  SELECT c.id, c.store_id, c.sales_type, c.sales_id FROM crm_customers AS c
  WHERE c.tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer
    AND c.name_pinyin LIKE '%' || replace(replace(replace(part, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$fn$;
REVOKE ALL ON FUNCTION tw_customer_pinyin_holders(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tw_customer_pinyin_holders(text) TO tradewind_app;

-- The customer list walks (tenant_id, created_at DESC, id DESC) for a common keyword and asks each row:
-- with the data-scope columns in the index a rep's walk is index-only too (0007's index without them
-- read every walked customer's row to learn its store, pool and owner).
CREATE INDEX crm_customers_created_scope ON crm_customers (tenant_id, created_at DESC, id DESC) INCLUDE (store_id, sales_type, sales_id);
DROP INDEX crm_customers_created;
ALTER INDEX crm_customers_created_scope RENAME TO crm_customers_created;
