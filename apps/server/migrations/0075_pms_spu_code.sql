-- An SPU's own code (商品编码), optional: the key a goods import groups its rows by and matches a product
-- with (pms README "Importing goods"), also typed in the product form. Unique in the tenant when given.
ALTER TABLE pms_spus ADD COLUMN code varchar(40);
CREATE UNIQUE INDEX pms_spus_code ON pms_spus (code, tenant_id) WHERE code IS NOT NULL;

-- A SKU's save that changes neither its status, code, barcode nor SPU (a price, a weight: every SKU the
-- product form or a goods import saves again) touches no search posting. The trigger's statements join
-- the transition tables to the postings; run when nothing qualifies, the planner may still read the whole
-- postings table (about 50 rows a SKU), which made saving a catalogue's SKUs again grow with the catalogue.
CREATE OR REPLACE FUNCTION tw_skus_search_updated() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  remade integer[];
BEGIN
  remade := array(
    SELECT n.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
    WHERE n.code IS DISTINCT FROM o.code OR n.barcode IS DISTINCT FROM o.barcode OR n.spu_id <> o.spu_id OR n.tenant_id <> o.tenant_id);
  IF cardinality(remade) > 0 THEN
    PERFORM tw_sku_search_rebuild(remade);
  END IF;
  IF EXISTS (SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id WHERE n.status <> o.status) THEN
    UPDATE pms_sku_search_keys AS k SET state = tw_sku_search_state(p.status, n.status)
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN pms_spus AS p ON p.id = n.spu_id
    WHERE k.sku_id = n.id AND n.status <> o.status AND n.code IS NOT DISTINCT FROM o.code
      AND n.barcode IS NOT DISTINCT FROM o.barcode AND n.spu_id = o.spu_id AND n.tenant_id = o.tenant_id;
  END IF;
  RETURN NULL;
END
$fn$;
