import fs from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { queryRows } from './database';

/**
 * The migrations are the schema; the Drizzle tables (`*.table.ts`, and a few beside their service) are
 * typed views of it (docs/architecture.md §1). This test holds the two together: every table the migrations make
 * has a Drizzle table with the same columns, types and nullability, and every Drizzle table exists.
 */

/** Tables read and written only in SQL, each with its reason. */
const SQL_ONLY: Record<string, string> = {
  _migrations: 'the migrator’s own record (core/db/migrate.ts)',
  app_secrets: 'one upsert and one read in core/storage/secrets.ts',
  scheduled_tasks: 'claimed by conditional UPDATE … RETURNING in core/jobs/scheduler.ts',
};

type Column = { type: string; notNull: boolean };
type Tables = Map<string, Map<string, Column>>;

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
    for (const value of Object.values(exported)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      // columns of a composite primary key are NOT NULL in the database whether or not Drizzle says so
      const keyed = new Set(config.primaryKeys.flatMap((k) => k.columns.map((c) => c.name)));
      const columns = new Map(config.columns.map((c) => [c.name, { type: normalise(c.getSQLType()), notNull: c.notNull || keyed.has(c.name) }]));
      tables.set(config.name, columns);
    }
  }
  return tables;
}

async function databaseTables(t: TestApp): Promise<Tables> {
  const rows = await queryRows<{ table_name: string; column_name: string; type: string; not_null: boolean }>(
    t.app.database.db,
    sql`SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY c.relname, a.attnum`,
  );
  const tables: Tables = new Map();
  for (const r of rows) {
    if (!tables.has(r.table_name)) tables.set(r.table_name, new Map());
    tables.get(r.table_name)!.set(r.column_name, { type: r.type, notNull: r.not_null });
  }
  return tables;
}

/** Each difference as one readable line, so a failure says what to fix. */
function differences(database: Tables, drizzle: Tables): string[] {
  const out: string[] = [];
  for (const [table, columns] of database) {
    if (table in SQL_ONLY) continue;
    const mirror = drizzle.get(table);
    if (!mirror) {
      out.push(`${table}: made by a migration, but no Drizzle table declares it`);
      continue;
    }
    for (const [name, column] of columns) {
      const declared = mirror.get(name);
      if (!declared) out.push(`${table}.${name}: in the migrations (${column.type}${column.notNull ? ' NOT NULL' : ''}), not in the Drizzle table`);
      else if (declared.type !== column.type) out.push(`${table}.${name}: ${column.type} in the migrations, ${declared.type} in the Drizzle table`);
      else if (declared.notNull !== column.notNull) {
        out.push(`${table}.${name}: ${column.notNull ? 'NOT NULL' : 'nullable'} in the migrations, ${declared.notNull ? 'NOT NULL' : 'nullable'} in the Drizzle table`);
      }
    }
    for (const name of mirror.keys()) if (!columns.has(name)) out.push(`${table}.${name}: in the Drizzle table, not in the migrations`);
  }
  for (const table of drizzle.keys()) if (!database.has(table)) out.push(`${table}: a Drizzle table no migration makes`);
  return out;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('schema', () => {
  it('has a Drizzle table like every table the migrations make: columns, types, nullability', async () => {
    const [database, drizzle] = await Promise.all([databaseTables(t), drizzleTables()]);
    expect(drizzle.size).toBeGreaterThan(30);
    expect(differences(database, drizzle)).toEqual([]);
  });

  it('lists as SQL-only only tables that exist', async () => {
    const database = await databaseTables(t);
    expect(Object.keys(SQL_ONLY).filter((name) => !database.has(name))).toEqual([]);
  });

  it('tells each kind of difference', () => {
    const col = (type: string, notNull = true) => ({ type, notNull });
    const database: Tables = new Map([['things', new Map([['id', col('integer')], ['name', col('character varying(50)')], ['note', col('text', false)], ['at', col('timestamp with time zone')]])]]);
    const drizzle: Tables = new Map([
      ['things', new Map([['id', col('integer')], ['name', col('character varying(40)')], ['note', col('text')], ['extra', col('text')]])],
      ['ghosts', new Map()],
    ]);
    expect(differences(database, drizzle)).toEqual([
      'things.name: character varying(50) in the migrations, character varying(40) in the Drizzle table',
      'things.note: nullable in the migrations, NOT NULL in the Drizzle table',
      'things.at: in the migrations (timestamp with time zone NOT NULL), not in the Drizzle table',
      'things.extra: in the Drizzle table, not in the migrations',
      'ghosts: a Drizzle table no migration makes',
    ]);
  });
});
