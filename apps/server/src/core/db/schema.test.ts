import fs from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, foreignKey, getTableConfig, integer, PgTable, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { queryRows, type Db } from './database';
import { lineKey, tenantKey } from './keys';

/**
 * The migrations are the schema; the Drizzle tables (`*.table.ts`, and a few beside their service) are
 * typed views of it (docs/architecture.md §1). This test holds the two together: every table the migrations make
 * has a Drizzle table with the same columns, types, nullability and primary key (a tenant table's is
 * `(id, tenant_id)`, `tenantKey(t)` in core/db/keys.ts), the foreign keys a Drizzle table declares are the
 * database's, and every Drizzle table exists.
 */

/** Tables read and written only in SQL, each with its reason. */
const SQL_ONLY: Record<string, string> = {
  _migrations: 'the migrator’s own record (core/db/migrate.ts)',
  app_secrets: 'one upsert and one read in core/storage/secrets.ts',
  scheduled_tasks: 'claimed by conditional UPDATE … RETURNING in core/jobs/scheduler.ts',
};

type Column = { type: string; notNull: boolean };
/** A foreign key as `(columns) → parent (columns)`, with its ON DELETE action when it is not NO ACTION. */
type Table = { columns: Map<string, Column>; primaryKey: string[]; foreignKeys: string[] };
type Tables = Map<string, Table>;

const SRC = path.resolve(import.meta.dirname, '../..');

/** Drizzle's spelling of a type as format_type() writes it. */
function normalise(type: string): string {
  return type
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .replace(/^varchar\b/, 'character varying')
    .replace(/^char\b/, 'character')
    .replace(/^timestamp(\(\d\))?$/, 'timestamp$1 without time zone')
    .replace(/^time(\(\d\))?$/, 'time$1 without time zone')
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^smallserial$/, 'smallint');
}

const foreignKeyText = (columns: string[], parent: string, parentColumns: string[], onDelete: string | undefined) =>
  `(${columns.join(', ')}) → ${parent} (${parentColumns.join(', ')})${onDelete && onDelete !== 'no action' ? ` ON DELETE ${onDelete.toUpperCase()}` : ''}`;

/** A Drizzle table as the comparison reads it: columns, primary key (column-level or table-level), foreign keys. */
function describeTable(table: PgTable): [string, Table] {
  const config = getTableConfig(table);
  const primaryKey = [...config.columns.filter((c) => c.primary).map((c) => c.name), ...config.primaryKeys.flatMap((k) => k.columns.map((c) => c.name))];
  // columns of a primary key are NOT NULL in the database whether or not Drizzle says so
  const columns = new Map(config.columns.map((c) => [c.name, { type: normalise(c.getSQLType()), notNull: c.notNull || primaryKey.includes(c.name) }]));
  const foreignKeys = config.foreignKeys.map((fk) => {
    const reference = fk.reference();
    const names = (list: typeof reference.columns) => list.map((c) => c.name);
    return foreignKeyText(names(reference.columns), getTableConfig(reference.foreignTable).name, names(reference.foreignColumns), fk.onDelete);
  });
  return [config.name, { columns, primaryKey, foreignKeys }];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Every pgTable exported by a server source file that declares one. */
async function drizzleTables(): Promise<Tables> {
  const tables: Tables = new Map();
  for (const file of sourceFiles(SRC).filter((f) => fs.readFileSync(f, 'utf8').includes('pgTable('))) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(exported)) if (is(value, PgTable)) tables.set(...describeTable(value));
  }
  return tables;
}

const ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

/** The public schema's tables (those named in `only`, when given) as the comparison reads them. */
async function databaseTables(db: Db, only?: string[]): Promise<Tables> {
  const filter = only ? sql`AND c.relname IN (${sql.join(only.map((name) => sql`${name}`), sql`, `)})` : sql``;
  const rows = await queryRows<{ table_name: string; column_name: string; type: string; not_null: boolean }>(
    db,
    sql`SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped ${filter}
        ORDER BY c.relname, a.attnum`,
  );
  const constraints = await queryRows<{ table_name: string; type: 'p' | 'f'; columns: string[]; parent: string | null; parent_columns: string[]; on_delete: string }>(
    db,
    sql`SELECT c.relname AS table_name, k.contype AS type, p.relname AS parent, k.confdeltype AS on_delete,
               array(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY AS u(attnum, n)
                     JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum ORDER BY u.n) AS columns,
               array(SELECT a.attname::text FROM unnest(coalesce(k.confkey, '{}')) WITH ORDINALITY AS u(attnum, n)
                     JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.attnum ORDER BY u.n) AS parent_columns
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_class p ON p.oid = k.confrelid
        WHERE n.nspname = 'public' AND k.contype IN ('p', 'f') ${filter}
        ORDER BY c.relname, k.conname`,
  );
  const tables: Tables = new Map();
  for (const r of rows) {
    if (!tables.has(r.table_name)) tables.set(r.table_name, { columns: new Map(), primaryKey: [], foreignKeys: [] });
    tables.get(r.table_name)!.columns.set(r.column_name, { type: r.type, notNull: r.not_null });
  }
  for (const k of constraints) {
    const table = tables.get(k.table_name)!;
    if (k.type === 'p') table.primaryKey = k.columns;
    else table.foreignKeys.push(foreignKeyText(k.columns, k.parent!, k.parent_columns, ON_DELETE[k.on_delete]));
  }
  return tables;
}

/**
 * Each difference as one readable line, so a failure says what to fix. Columns, their types and nullability
 * and the primary key must be the same; a foreign key the Drizzle table declares must be one the database
 * has (Drizzle tables need not repeat the database's foreign keys: the database enforces them).
 */
function differences(database: Tables, drizzle: Tables): string[] {
  const out: string[] = [];
  for (const [table, { columns, primaryKey, foreignKeys }] of database) {
    if (table in SQL_ONLY) continue;
    const mirror = drizzle.get(table);
    if (!mirror) {
      out.push(`${table}: made by a migration, but no Drizzle table declares it`);
      continue;
    }
    for (const [name, column] of columns) {
      const declared = mirror.columns.get(name);
      if (!declared) out.push(`${table}.${name}: in the migrations (${column.type}${column.notNull ? ' NOT NULL' : ''}), not in the Drizzle table`);
      else if (declared.type !== column.type) out.push(`${table}.${name}: ${column.type} in the migrations, ${declared.type} in the Drizzle table`);
      else if (declared.notNull !== column.notNull) {
        out.push(`${table}.${name}: ${column.notNull ? 'NOT NULL' : 'nullable'} in the migrations, ${declared.notNull ? 'NOT NULL' : 'nullable'} in the Drizzle table`);
      }
    }
    for (const name of mirror.columns.keys()) if (!columns.has(name)) out.push(`${table}.${name}: in the Drizzle table, not in the migrations`);
    if (mirror.primaryKey.join() !== primaryKey.join()) {
      out.push(`${table}: primary key (${primaryKey.join(', ')}) in the migrations, (${mirror.primaryKey.join(', ')}) in the Drizzle table`);
    }
    for (const fk of mirror.foreignKeys) if (!foreignKeys.includes(fk)) out.push(`${table}: foreign key ${fk} in the Drizzle table, not in the migrations`);
  }
  for (const table of drizzle.keys()) if (!database.has(table)) out.push(`${table}: a Drizzle table no migration makes`);
  return out;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The database's view of the tables `ddl` makes (statements split on `;`), in a transaction that is rolled back. */
async function tablesAfter(ddl: string, names: string[]): Promise<Tables> {
  let found: Tables = new Map();
  const rollback = new Error('rollback');
  await t.app.database.db
    .transaction(async (tx) => {
      for (const statement of ddl.split(';').filter((s) => s.trim())) await tx.execute(sql.raw(statement));
      found = await databaseTables(tx, names);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return found;
}

describe('schema', () => {
  it('has a Drizzle table like every table the migrations make: columns, types, nullability, primary key', async () => {
    const [database, drizzle] = await Promise.all([databaseTables(t.app.database.db), drizzleTables()]);
    expect(drizzle.size).toBeGreaterThan(30);
    expect([...database.values()].filter((x) => x.primaryKey.join() === 'id,tenant_id').length).toBeGreaterThan(100);
    expect(differences(database, drizzle)).toEqual([]);
  });

  it('lists as SQL-only only tables that exist', async () => {
    const database = await databaseTables(t.app.database.db);
    expect(Object.keys(SQL_ONLY).filter((name) => !database.has(name))).toEqual([]);
  });

  it('tells each kind of difference', () => {
    const col = (type: string, notNull = true) => ({ type, notNull });
    const table = (columns: Array<[string, Column]>, primaryKey = ['id']): Table => ({ columns: new Map(columns), primaryKey, foreignKeys: [] });
    const database: Tables = new Map([
      ['things', table([['id', col('integer')], ['name', col('character varying(50)')], ['note', col('text', false)], ['at', col('timestamp with time zone')]])],
    ]);
    const drizzle: Tables = new Map([
      ['things', table([['id', col('integer')], ['name', col('character varying(40)')], ['note', col('text')], ['extra', col('text')]])],
      ['ghosts', table([])],
    ]);
    expect(differences(database, drizzle)).toEqual([
      'things.name: character varying(50) in the migrations, character varying(40) in the Drizzle table',
      'things.note: nullable in the migrations, NOT NULL in the Drizzle table',
      'things.at: in the migrations (timestamp with time zone NOT NULL), not in the Drizzle table',
      'things.extra: in the Drizzle table, not in the migrations',
      'ghosts: a Drizzle table no migration makes',
    ]);
  });

  it('fails for a Drizzle table whose keys or id types differ from the database, and passes the one declared with the key helpers', async () => {
    const database = await tablesAfter(
      `CREATE TABLE tw_things (id bigint GENERATED BY DEFAULT AS IDENTITY, tenant_id integer NOT NULL REFERENCES tenants (id), parent_id bigint,
         PRIMARY KEY (id, tenant_id), FOREIGN KEY (tenant_id, parent_id) REFERENCES tw_things (tenant_id, id) ON DELETE SET NULL (parent_id))`,
      ['tw_things'],
    );
    // declared the way the tables were before 0049: id alone as the key, integer ids, a key to the id alone
    const before = pgTable('tw_things', {
      id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
      tenantId: integer('tenant_id').notNull(),
      parentId: integer('parent_id').references((): AnyPgColumn => before.id, { onDelete: 'set null' }),
    });
    expect(differences(database, new Map([describeTable(before)]))).toEqual([
      'tw_things.id: bigint in the migrations, integer in the Drizzle table',
      'tw_things.parent_id: bigint in the migrations, integer in the Drizzle table',
      'tw_things: primary key (id, tenant_id) in the migrations, (id) in the Drizzle table',
      'tw_things: foreign key (parent_id) → tw_things (id) ON DELETE SET NULL in the Drizzle table, not in the migrations',
    ]);
    const after = pgTable('tw_things', { ...lineKey(), parentId: bigint('parent_id', { mode: 'number' }) }, (x) => [
      tenantKey(x),
      foreignKey({ columns: [x.tenantId, x.parentId], foreignColumns: [x.tenantId, x.id] }).onDelete('set null'),
    ]);
    expect(differences(database, new Map([describeTable(after)]))).toEqual([]);
  });
});
