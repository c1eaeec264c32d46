import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readConfig } from '@/config';
import { openDatabase, type Database } from '@/core/db/database';
import { migrate } from '@/core/db/migrate';
import { ensureAreas } from '@/modules/common/area';
import { syncAllTenantMenus } from '@/modules/system/menu';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ProvidedContext {
    /** a PGlite data directory dump, migrated with its areas loaded (api-pglite) */
    pgliteDump: string;
    /** a migrated PostgreSQL database with its areas loaded, the template of every test database (api-pg) */
    pgTemplate: string;
    /** the name prefix of this run's PostgreSQL test databases, dropped at the end of the run */
    pgPrefix: string;
  }
}

/** The admin connection's URL with another database name. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What every test database starts from: the migrations applied, the areas loaded, the menus synced. */
async function prepare(database: Database): Promise<void> {
  await migrate(database);
  await ensureAreas(database.db);
  await syncAllTenantMenus(database.db);
}

/**
 * Prepares the database every API test file of the project starts from, once per run (a test file used
 * to build its own: create, migrate, 3,222 area rows, menu sync — seconds before its first test). PGlite:
 * a dumped data directory each worker loads; PostgreSQL: a template database each worker copies.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const kind = project.config.env?.TW_TEST_DB;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-test-setup-'));
  const config = readConfig({}, { logLevel: 'silent', webDist: null, seedDemo: false, inMemory: true, dataDir: work });
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const database = await openDatabase(config, { pglite: client });
    await prepare(database);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(work, 'prepared.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteDump', file);
    return async () => fs.rmSync(work, { recursive: true, force: true });
  }
  if (kind === 'pg') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const prefix = `tw_t${process.pid}_`;
    const template = `${prefix}template`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        return await client.query<{ datname: string }>(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ ...config, databaseUrl: databaseUrl(base, template) });
    await prepare(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgPrefix', prefix);
    return async () => {
      const { rows } = await admin(`SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
      for (const { datname } of rows) await admin(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      fs.rmSync(work, { recursive: true, force: true });
    };
  }
  return undefined;
}
