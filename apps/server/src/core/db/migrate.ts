import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '@/config';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
/** Serialises migrations of nodes that start together against one PostgreSQL. */
const LOCK_KEY = 727_001;

/**
 * Applies `migrations/*.sql` in name order, each in its own transaction, recording them in
 * `_migrations`. The same files run on PGlite and PostgreSQL (docs/architecture.md §10).
 */
/** The migrations this version of the server knows, in the order they apply. */
export function migrationNames(): string[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

export async function migrate(database: Database): Promise<string[]> {
  const files = migrationNames();
  const applied: string[] = [];
  const run = async (exec: (text: string) => Promise<unknown>, query: (text: string) => Promise<{ rows: unknown[] }>) => {
    await exec('CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const file of files) {
      await exec('BEGIN');
      try {
        if (database.kind === 'postgres') await exec(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
        const done = await query(`SELECT 1 FROM _migrations WHERE name = '${file.replace(/'/g, "''")}'`);
        if (done.rows.length === 0) {
          await exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
          await exec(`INSERT INTO _migrations (name) VALUES ('${file.replace(/'/g, "''")}')`);
          applied.push(file);
        }
        await exec('COMMIT');
      } catch (error) {
        await exec('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    // Identity sequences of new tables are used by the runtime role on insert.
    await exec('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tradewind_app');
  };

  if (database.pglite) {
    const client = database.pglite;
    await run((t) => client.exec(t), (t) => client.query(t));
  } else if (database.pool) {
    const client = await database.pool.connect();
    try {
      await run((t) => client.query(t), (t) => client.query(t));
    } finally {
      client.release();
    }
  }
  return applied;
}
