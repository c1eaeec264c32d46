/**
 * `npm run stock:check -w apps/server`: re-sums the stock ledger of every tenant against the derived
 * on-hand and reserved quantities (wms README) on the configured database (DATABASE_URL, or the PGlite
 * in DATA_DIR). Prints the differing rows as JSON; exits 1 when there are any.
 */
import { readConfig } from './config';
import { openDatabase } from './core/db/database';
import { migrate } from './core/db/migrate';
import { withSystem } from './core/db/tenancy';
import { checkStockLedger } from './modules/wms';

const database = await openDatabase(readConfig());
try {
  await migrate(database);
  const differences = await withSystem(database.db, (tx) => checkStockLedger(tx));
  process.stdout.write(`${JSON.stringify({ differences }, null, 2)}\n`);
  process.exitCode = differences.length ? 1 : 0;
} finally {
  await database.close();
}
