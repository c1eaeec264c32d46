import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
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
