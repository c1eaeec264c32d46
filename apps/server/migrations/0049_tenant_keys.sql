-- Keys that carry the tenant, so the schema can be distributed by tenant_id (docs/scale-out.md).
--
-- Written over the catalog rather than table by table: it converts every table that exists when it runs,
-- and running its body again changes nothing (each step picks only what is not converted yet).
-- core/db/tenant-keys.test.ts holds every later table to the same rules.
--
-- A tenant table is one with a NOT NULL tenant_id. For each of them:
--   1. the primary key and every unique constraint or unique index gain tenant_id as their LAST column:
--      (id) becomes (id, tenant_id). Last, so every lookup that used a key before still uses it — by id, by
--      a token's hash — also outside a tenant (login by token, the scheduler, the export runner, the
--      realtime hub), while a tenant's query (RLS adds tenant_id = …) matches both columns;
--   2. every foreign key to another tenant table carries tenant_id on both sides:
--      FOREIGN KEY (tenant_id, x_id) REFERENCES parent (tenant_id, id); ON DELETE SET NULL names its column
--      (SET NULL (x_id), PostgreSQL 15+), so tenant_id is never nulled. Keys to shared tables stay;
--   3. high-volume tables (ledgers, histories, logs, document lines — the rule below, kept in step with
--      HIGH_VOLUME in core/db/tenant-keys.test.ts) get bigint ids, and so does every column that refers
--      to one of them (by foreign key, or by name in the list below where no key can say it).
-- Tables without a tenant are marked by a comment: 'reference table: …' (replicated to every node under
-- Citus) or 'coordinator table: …' (stays on the coordinator, never joined with tenant tables).

COMMENT ON TABLE tenants IS 'reference table: one row per company; every tenant table''s tenant_id refers to it, every node reads it with the session';
COMMENT ON TABLE areas IS 'reference table: the national area tree every tenant''s addresses name';
COMMENT ON TABLE pms_pinyin_initials IS 'reference table: pinyin initials of Chinese characters, read by every tenant''s SKU search keys';
COMMENT ON TABLE app_secrets IS 'reference table: the signing secrets every API node shares';
COMMENT ON TABLE _migrations IS 'coordinator table: the migrator''s record';
COMMENT ON TABLE scheduled_tasks IS 'coordinator table: one row per scheduled task, claimed by one node per run';
COMMENT ON TABLE login_attempts IS 'coordinator table: login throttling by account and address, before any tenant is known';
COMMENT ON TABLE sms_codes IS 'coordinator table: SMS codes by phone, before any tenant is known';
COMMENT ON TABLE scan_login_tickets IS 'coordinator table: a QR login ticket has no tenant until a signed-in staff member confirms it';

-- A coordinator table cannot refer into a distributed one. The ticket's staff member is the confirming
-- session's own (scan-login.service.ts) and staff are disabled, never deleted: the key guarded nothing.
ALTER TABLE scan_login_tickets DROP CONSTRAINT IF EXISTS scan_login_tickets_staff_id_fkey;

DO $migration$
DECLARE
  -- high-volume tables: ledgers and histories, logs, document lines (HIGH_VOLUME in tenant-keys.test.ts)
  high_volume_pattern CONSTANT text := '_(items|histories|logs|moves|records|earnings)$';
  high_volume_named CONSTANT text[] := ARRAY['messages', 'wms_reservations', 'wms_picking_demands', 'wms_picking_allocations'];
  -- columns that name a line of a high-volume table without a foreign key (the line's kind is in another column)
  line_references CONSTANT text[] := ARRAY[
    'lms_logistics_order_items.order_item_id', 'wms_lack_out_sku_histories.order_item_id',
    'wms_outbound_delivery_order_items.order_item_id', 'wms_picking_allocations.order_item_id',
    'wms_picking_demands.order_item_id', 'wms_reservations.source_line_id', 'wms_stock_moves.doc_item_id',
    'wms_warehousing_entry_items.purchase_order_item_id'];
  r record;
  changes text;
BEGIN
  CREATE TEMP TABLE tw_tenant_tables ON COMMIT DROP AS
    SELECT c.oid AS relid, c.relname::text AS name, a.attnum AS tenant_attnum
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND a.attnotnull AND NOT a.attisdropped
    WHERE c.relkind IN ('r', 'p');

  -- 1. Foreign keys between tenant tables that lack tenant_id: kept here as they will be re-made, then
  --    dropped, as the keys they point at are about to change.
  CREATE TEMP TABLE tw_foreign_keys ON COMMIT DROP AS
    SELECT k.conname::text AS name, child.name AS child, parent.name AS parent, k.conkey, k.confkey,
           pg_get_constraintdef(k.oid) AS def
    FROM pg_constraint k
    JOIN tw_tenant_tables child ON child.relid = k.conrelid
    JOIN tw_tenant_tables parent ON parent.relid = k.confrelid
    WHERE k.contype = 'f' AND NOT child.tenant_attnum = ANY (k.conkey);
  FOR r IN SELECT * FROM tw_foreign_keys LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', r.child, r.name);
  END LOOP;

  -- 2. bigint ids for the high-volume tables, and for every column that refers to one (one ALTER TABLE, so
  --    one rewrite, per table; an identity column's sequence follows its column's type).
  CREATE TEMP TABLE tw_bigint ON COMMIT DROP AS
    SELECT t.name AS tbl, 'id'::text AS col FROM tw_tenant_tables t
    WHERE t.name ~ high_volume_pattern OR t.name = ANY (high_volume_named);
  INSERT INTO tw_bigint
    SELECT fk.child, a.attname::text
    FROM tw_foreign_keys fk
    JOIN tw_bigint hv ON hv.tbl = fk.parent AND hv.col = 'id'
    JOIN pg_attribute a ON a.attrelid = fk.child::regclass AND a.attnum = fk.conkey[1]
    WHERE array_length(fk.conkey, 1) = 1;
  INSERT INTO tw_bigint SELECT split_part(ref, '.', 1), split_part(ref, '.', 2) FROM unnest(line_references) AS ref
    WHERE to_regclass(split_part(ref, '.', 1)) IS NOT NULL;
  FOR r IN
    SELECT b.tbl, string_agg(format('ALTER COLUMN %I TYPE bigint', b.col), ', ' ORDER BY b.col) AS alters
    FROM (SELECT DISTINCT tbl, col FROM tw_bigint) b
    JOIN pg_attribute a ON a.attrelid = b.tbl::regclass AND a.attname = b.col AND a.atttypid = 'integer'::regtype
    GROUP BY b.tbl
  LOOP
    EXECUTE format('ALTER TABLE %I %s', r.tbl, r.alters);
  END LOOP;

  -- 3. Primary keys and unique constraints: tenant_id appended to the key's columns, INCLUDE kept.
  FOR r IN
    SELECT t.name AS tbl, k.conname::text AS name, pg_get_constraintdef(k.oid) AS def
    FROM pg_constraint k JOIN tw_tenant_tables t ON t.relid = k.conrelid
    WHERE k.contype IN ('p', 'u') AND NOT t.tenant_attnum = ANY (k.conkey)
  LOOP
    changes := regexp_replace(r.def, '^(PRIMARY KEY|UNIQUE( NULLS NOT DISTINCT)?) \(([^)]*)\)', '\1 (\3, tenant_id)');
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I, ADD CONSTRAINT %I %s', r.tbl, r.name, r.name, changes);
  END LOOP;

  -- 4. Unique indexes that back no constraint: made again with tenant_id after their key columns, with
  --    their INCLUDE columns and their predicate.
  FOR r IN
    SELECT t.name AS tbl, ic.relname::text AS name, am.amname AS method, i.indnullsnotdistinct AS nulls_not_distinct,
           (SELECT string_agg(pg_get_indexdef(i.indexrelid, k, true), ', ' ORDER BY k) FROM generate_series(1, i.indnkeyatts) k) AS keys,
           (SELECT string_agg(pg_get_indexdef(i.indexrelid, k, true), ', ' ORDER BY k) FROM generate_series(i.indnkeyatts + 1, i.indnatts) k) AS included,
           pg_get_expr(i.indpred, i.indrelid) AS predicate
    FROM pg_index i
    JOIN tw_tenant_tables t ON t.relid = i.indrelid
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_am am ON am.oid = ic.relam
    WHERE i.indisunique AND NOT i.indisprimary
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      AND NOT t.tenant_attnum = ANY (i.indkey::int2[])
  LOOP
    EXECUTE format('DROP INDEX %I', r.name);
    EXECUTE format('CREATE UNIQUE INDEX %I ON %I USING %s (%s, tenant_id)%s%s%s', r.name, r.tbl, r.method, r.keys,
      CASE WHEN r.included IS NULL THEN '' ELSE format(' INCLUDE (%s)', r.included) END,
      CASE WHEN r.nulls_not_distinct THEN ' NULLS NOT DISTINCT' ELSE '' END,
      CASE WHEN r.predicate IS NULL THEN '' ELSE format(' WHERE %s', r.predicate) END);
  END LOOP;

  -- 5. The foreign keys again, with tenant_id on both sides; SET NULL / SET DEFAULT name their own columns.
  FOR r IN SELECT * FROM tw_foreign_keys LOOP
    changes := regexp_replace(r.def, '^FOREIGN KEY \(([^)]*)\) REFERENCES ([^(]+)\(([^)]*)\)', 'FOREIGN KEY (tenant_id, \1) REFERENCES \2(tenant_id, \3)');
    changes := regexp_replace(changes, 'ON DELETE (SET NULL|SET DEFAULT)(?! \()', 'ON DELETE \1 (' || substring(r.def FROM '^FOREIGN KEY \(([^)]*)\)') || ')');
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I %s', r.child, r.name, changes);
  END LOOP;
END
$migration$;
