/**
 * `npm run bi:rebuild -w apps/server -- --from YYYY-MM-DD --to YYYY-MM-DD [--tenant N]`: replaces the daily
 * rollups of the days from…to (each tenant's time zone, both inclusive) with the rows the documents derive
 * (bi README "Rollups"), one transaction per tenant, on the configured database (DATABASE_URL, or the PGlite
 * in DATA_DIR); every active tenant unless one is named. Prints what it wrote as JSON.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readConfig } from './config';
import { openDatabase, queryRows } from './core/db/database';
import { migrate } from './core/db/migrate';
import { withSystem, withTenant } from './core/db/tenancy';
import { rebuildRollups } from './modules/bi';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, tenant: { type: 'string' } } });
const day = /^\d{4}-\d{2}-\d{2}$/;
if (!values.from || !values.to || !day.test(values.from) || !day.test(values.to) || values.from > values.to || (values.tenant !== undefined && !/^\d+$/.test(values.tenant))) {
  process.stderr.write('usage: npm run bi:rebuild -w apps/server -- --from YYYY-MM-DD --to YYYY-MM-DD [--tenant N]\n');
  process.exit(2);
}
const { from, to } = values as { from: string; to: string };

const database = await openDatabase(readConfig());
try {
  await migrate(database);
  const tenantIds =
    values.tenant !== undefined
      ? [Number(values.tenant)]
      : (await withSystem(database.db, (tx) => queryRows<{ id: number }>(tx, sql`SELECT id FROM tenants WHERE status = 1 ORDER BY id`))).map((t) => Number(t.id));
  const rebuilt = [];
  for (const tenantId of tenantIds) rebuilt.push({ tenant: tenantId, ...(await withTenant(database.db, tenantId, (tx) => rebuildRollups({ db: tx, tenantId }, from, to))) });
  process.stdout.write(`${JSON.stringify({ from, to, rebuilt }, null, 2)}\n`);
} finally {
  await database.close();
}
