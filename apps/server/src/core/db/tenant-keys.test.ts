import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/test/test-app';
import { queryRows, type Db } from './database';

/**
 * The schema stays ready to be distributed by tenant (docs/scale-out.md, migration 0049). Every table is a
 * tenant table (tenant_id NOT NULL) or marked by its comment as a reference table or a coordinator table;
 * a tenant table's primary key and unique indexes include tenant_id, and so do its foreign keys to other
 * tenant tables (ON DELETE SET NULL naming its own columns, never tenant_id); a key refers only where a
 * distributed schema allows; a column has the type of the column it refers to; high-volume tables have
 * bigint ids. Each rule is proved to fail on a table made to break it.
 */

/**
 * High-volume tables — ledgers and histories, logs, messages, document lines — have bigint ids: by name
 * (a table of lines is `…_items`, a history `…_histories` …) or named here. Migration 0049 applied the
 * same rule to the tables of its day.
 */
const HIGH_VOLUME = {
  pattern: /_(items|histories|logs|moves|records|earnings)$/,
  tables: ['messages', 'auth_tokens', 'login_attempts', 'sms_codes', 'scan_login_tickets', 'wms_reservations', 'wms_picking_demands', 'wms_picking_allocations'],
};
/** Columns that name a document line or another high-volume row without a key saying so: bigint too. */
const LINE_COLUMN = /^(\w+_)?item_id$|^source_line_id$/;

const REFERENCE = 'reference table:';
const COORDINATOR = 'coordinator table:';

type Kind = 'tenant' | 'reference' | 'coordinator' | 'unmarked';
type Table = { name: string; kind: Kind; tenant_marked: boolean; id_type: string | null; line_columns: Array<{ name: string; type: string }> };
type Key = { table_name: string; name: string; is_primary: boolean; columns: string[] };
type ForeignKey = {
  table_name: string;
  name: string;
  columns: string[];
  parent: string;
  parent_columns: string[];
  on_delete: string;
  set_columns: string[];
  types: Array<[string, string]>;
};
type Catalog = { tables: Table[]; keys: Key[]; foreignKeys: ForeignKey[] };

/** The public schema's tables, unique keys and foreign keys as the rules read them. */
async function readCatalog(db: Db): Promise<Catalog> {
  const tables = await queryRows<{ name: string; tenant_not_null: boolean | null; comment: string | null; id_type: string | null; line_columns: Table['line_columns'] }>(
    db,
    sql`SELECT c.relname AS name, tn.attnotnull AS tenant_not_null, obj_description(c.oid, 'pg_class') AS comment,
               format_type(id.atttypid, NULL) AS id_type,
               coalesce((SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, NULL)) ORDER BY a.attnum)
                         FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                           AND a.attname ~ ${LINE_COLUMN.source}), '[]') AS line_columns
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        LEFT JOIN pg_attribute tn ON tn.attrelid = c.oid AND tn.attname = 'tenant_id' AND NOT tn.attisdropped
        LEFT JOIN pg_attribute id ON id.attrelid = c.oid AND id.attname = 'id' AND NOT id.attisdropped
        WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        ORDER BY c.relname`,
  );
  const keys = await queryRows<Key>(
    db,
    sql`SELECT c.relname AS table_name, ic.relname AS name, i.indisprimary AS is_primary,
               array(SELECT coalesce(a.attname::text, '(expression)')
                     FROM unnest((i.indkey::int2[])[0:i.indnkeyatts - 1]) WITH ORDINALITY AS k(attnum, n)
                     LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum ORDER BY k.n) AS columns
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        JOIN pg_class ic ON ic.oid = i.indexrelid
        WHERE i.indisunique
        ORDER BY c.relname, ic.relname`,
  );
  const foreignKeys = await queryRows<ForeignKey>(
    db,
    sql`SELECT c.relname AS table_name, k.conname AS name, p.relname AS parent, k.confdeltype AS on_delete,
               array(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY AS u(attnum, n)
                     JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum ORDER BY u.n) AS columns,
               array(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY AS u(attnum, n)
                     JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.attnum ORDER BY u.n) AS parent_columns,
               array(SELECT a.attname::text FROM unnest(coalesce(k.confdelsetcols, '{}')) AS u(attnum)
                     JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum) AS set_columns,
               (SELECT json_agg(json_build_array(format_type(ca.atttypid, NULL), format_type(pa.atttypid, NULL)) ORDER BY u.n)
                  FROM unnest(k.conkey, k.confkey) WITH ORDINALITY AS u(child, parent, n)
                  JOIN pg_attribute ca ON ca.attrelid = k.conrelid AND ca.attnum = u.child
                  JOIN pg_attribute pa ON pa.attrelid = k.confrelid AND pa.attnum = u.parent) AS types
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_class p ON p.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        WHERE k.contype = 'f'
        ORDER BY c.relname, k.conname`,
  );
  const kindOf = (comment: string | null, tenantNotNull: boolean): Kind =>
    comment?.startsWith(REFERENCE) ? 'reference' : comment?.startsWith(COORDINATOR) ? 'coordinator' : tenantNotNull ? 'tenant' : 'unmarked';
  return {
    tables: tables.map((r) => {
      const kind = kindOf(r.comment, Boolean(r.tenant_not_null));
      return { name: r.name, kind, tenant_marked: kind !== 'tenant' && Boolean(r.tenant_not_null), id_type: r.id_type, line_columns: r.line_columns };
    }),
    keys,
    foreignKeys,
  };
}

const isHighVolume = (table: string) => HIGH_VOLUME.pattern.test(table) || HIGH_VOLUME.tables.includes(table);

/** Each broken rule as one readable line naming the table and what to do. */
function violations(catalog: Catalog): string[] {
  const out: string[] = [];
  const kindOf = new Map(catalog.tables.map((x) => [x.name, x.kind]));
  for (const table of catalog.tables) {
    const { name, kind } = table;
    if (kind === 'unmarked') out.push(`${name}: no NOT NULL tenant_id and no comment '${REFERENCE} …' or '${COORDINATOR} …'`);
    if (table.tenant_marked) out.push(`${name}: has a NOT NULL tenant_id but is marked as not distributed — a tenant table carries no mark`);
    if (isHighVolume(name) && table.id_type !== 'bigint') out.push(`${name}: a high-volume table whose id is ${table.id_type ?? 'missing'} — use bigint`);
    if (kind !== 'tenant') continue;
    for (const c of table.line_columns) if (c.type !== 'bigint') out.push(`${name}.${c.name}: names a line but is ${c.type} — use bigint`);
    const keys = catalog.keys.filter((k) => k.table_name === name);
    if (!keys.some((k) => k.is_primary)) out.push(`${name}: no primary key`);
    for (const k of keys) {
      if (!k.columns.includes('tenant_id')) out.push(`${name}: ${k.is_primary ? 'primary key' : 'unique index'} ${k.name} (${k.columns.join(', ')}) lacks tenant_id`);
    }
  }
  for (const fk of catalog.foreignKeys) {
    const from = kindOf.get(fk.table_name);
    const to = kindOf.get(fk.parent);
    const at = `${fk.table_name}.${fk.name}`;
    fk.types.forEach(([child, parent], i) => {
      if (child !== parent) out.push(`${at}: ${fk.columns[i]} is ${child}, ${fk.parent}.${fk.parent_columns[i]} is ${parent}`);
    });
    if (to !== 'reference' && from !== to) out.push(`${at}: a ${from} table refers to ${fk.parent} (${to}); across kinds only reference tables may be referred to`);
    if (from !== 'tenant' || to !== 'tenant') continue;
    const i = fk.columns.indexOf('tenant_id');
    if (i < 0 || fk.parent_columns[i] !== 'tenant_id') {
      out.push(`${at}: (${fk.columns.join(', ')}) → ${fk.parent} (${fk.parent_columns.join(', ')}) lacks tenant_id on both sides`);
    } else if ((fk.on_delete === 'n' || fk.on_delete === 'd') && (fk.set_columns.length === 0 || fk.set_columns.includes('tenant_id'))) {
      out.push(`${at}: ON DELETE SET ${fk.on_delete === 'n' ? 'NULL' : 'DEFAULT'} must name its own columns, never tenant_id`);
    }
  }
  return out.sort();
}

const t = useTestApp();

/** The violations after `ddl` runs (statements split on `;`), in a transaction that is rolled back. */
async function violationsAfter(ddl: string): Promise<string[]> {
  let found: string[] = [];
  const rollback = new Error('rollback');
  await t.app.database.db
    .transaction(async (tx) => {
      for (const statement of ddl.split(';').filter((s) => s.trim())) await tx.execute(sql.raw(statement));
      found = violations(await readCatalog(tx));
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return found;
}

describe('tenant keys', () => {
  it('holds every table to the rules of a schema distributed by tenant', async () => {
    const catalog = await readCatalog(t.app.database.db);
    expect(catalog.tables.filter((x) => x.kind === 'tenant').length).toBeGreaterThan(100);
    expect(catalog.tables.filter((x) => x.kind === 'reference').map((x) => x.name)).toEqual(expect.arrayContaining(['areas', 'tenants']));
    expect(violations(catalog)).toEqual([]);
  });

  it('fails for each kind of table that breaks them', async () => {
    const found = await violationsAfter(`
      CREATE TABLE tw_shared (id integer PRIMARY KEY, name text);
      CREATE TABLE tw_heads (id integer PRIMARY KEY, tenant_id integer NOT NULL, code text, UNIQUE (id, tenant_id));
      CREATE UNIQUE INDEX tw_heads_code ON tw_heads (code);
      CREATE TABLE tw_items (id integer, tenant_id integer NOT NULL, head_id integer REFERENCES tw_heads (id), parent_id integer,
        order_item_id integer, shared_id integer REFERENCES tw_shared (id), PRIMARY KEY (id, tenant_id),
        FOREIGN KEY (tenant_id, parent_id) REFERENCES tw_heads (tenant_id, id) ON DELETE SET NULL);
      CREATE TABLE tw_lines (id bigint, tenant_id integer NOT NULL, PRIMARY KEY (id, tenant_id));
      CREATE TABLE tw_moves (id bigint, tenant_id integer NOT NULL, line_id integer, PRIMARY KEY (id, tenant_id),
        FOREIGN KEY (tenant_id, line_id) REFERENCES tw_lines (tenant_id, id));
      CREATE TABLE tw_notes (id bigint PRIMARY KEY, tenant_id integer NOT NULL);
      COMMENT ON TABLE tw_notes IS 'reference table: wrongly marked';
    `);
    expect(found).toEqual(
      [
        'tw_heads: primary key tw_heads_pkey (id) lacks tenant_id',
        'tw_heads: unique index tw_heads_code (code) lacks tenant_id',
        'tw_items: a high-volume table whose id is integer — use bigint',
        'tw_items.order_item_id: names a line but is integer — use bigint',
        'tw_items.tw_items_head_id_fkey: (head_id) → tw_heads (id) lacks tenant_id on both sides',
        'tw_items.tw_items_shared_id_fkey: a tenant table refers to tw_shared (unmarked); across kinds only reference tables may be referred to',
        'tw_items.tw_items_tenant_id_parent_id_fkey: ON DELETE SET NULL must name its own columns, never tenant_id',
        'tw_moves.tw_moves_tenant_id_line_id_fkey: line_id is integer, tw_lines.id is bigint',
        'tw_notes: has a NOT NULL tenant_id but is marked as not distributed — a tenant table carries no mark',
        "tw_shared: no NOT NULL tenant_id and no comment 'reference table: …' or 'coordinator table: …'",
      ].sort(),
    );
  });
});
