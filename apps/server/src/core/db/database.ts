import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '@/config';

/** A Drizzle database or transaction; both drivers share this shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<any, any, any>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** runs a statement outside any transaction (migrations, LISTEN) */
  close(): Promise<void>;
  pool: pg.Pool | null;
  pglite: PGlite | null;
};

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 10) });
    // An idle client the server dropped (restart, pg_terminate_backend) must not take the process down:
    // the pool discards it and the next query opens a fresh connection.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client error: ${error.message}`));
    // node-postgres turns numeric into strings and timestamptz into Date: keep both as is.
    return { kind: 'postgres', db: drizzlePg({ client: pool }), pool, pglite: null, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (!config.inMemory) {
    dataDir = path.join(config.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return { kind: 'pglite', db: drizzlePglite({ client }), pool: null, pglite: client, close: () => client.close() };
}

/** The rows of a raw SQL statement, on either driver. */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export async function queryOne<T>(db: Db, statement: SQL): Promise<T | undefined> {
  return (await queryRows<T>(db, statement))[0];
}

const dialect = new PgDialect();

/**
 * The rows of a hot read statement as a named prepared statement: each connection parses it once and,
 * after its first five runs, PostgreSQL may keep one generic plan for it instead of planning every run —
 * planning costs more than running the token lookup and the global search (about 0.6 and 1–1.8 ms against
 * 0.2–2 ms, bench/README.md). The name carries a hash of the text, so statements built in several shapes
 * (a keyword kind, a data scope) get one name each. Only for statements whose plan does not hinge on the
 * values: a generic plan never sees them. PGlite ignores the name.
 */
export async function queryPrepared<T>(db: Db, name: string, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const hash = createHash('sha1').update(query.sql).digest('hex').slice(0, 16);
  const prepared = db._.session.prepareQuery(query, undefined, `${name}_${hash}`, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
