import pg from 'pg';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDb = {
  name: string;
  /** connection string of the fresh database */
  url: string;
  /** drops the database, unless KEEP_DB=1 asks to keep it for a look afterwards */
  drop(): Promise<void>;
};

async function onAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A throw-away database `tw_bench_<timestamp>` on BENCH_DATABASE_URL's server, so a bench never touches
 * real data and always starts from the same empty state.
 */
export async function createBenchDb(adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL): Promise<BenchDb> {
  const name = `tw_bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  await onAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      if (process.env.KEEP_DB === '1') {
        process.stdout.write(`KEEP_DB=1: kept database ${name}\n`);
        return;
      }
      await onAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A database an earlier run kept (KEEP_DB=1), on BENCH_DATABASE_URL's server; never dropped. */
export function reuseBenchDb(name: string, adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL): BenchDb {
  if (!/^tw_bench_\w+$/.test(name)) throw new Error(`REUSE_DB must name a kept bench database (tw_bench_…), got "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: async () => undefined };
}

/** The PostgreSQL server's version, for the machine line of a report. */
export async function serverVersion(url: string): Promise<string> {
  return onAdmin(url, async (c) => (await c.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v);
}
