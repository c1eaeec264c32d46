import { buildApp } from './app';
import { readConfig } from './config';
import { DEMO_ADMIN, seedDemoIfEmpty } from './seed/demo-seed';

const config = readConfig();
const app = await buildApp(config);
if (config.seedDemo) {
  const seeded = await seedDemoIfEmpty(app.database.db, config.scryptCost);
  if (seeded) app.log.info('seeded the demo tenant');
}
await app.listen({ port: config.port, host: config.host });

const address = `http://localhost:${config.port}`;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
process.stdout.write(
  `\n  Tradewind is running at ${address}\n  Database: ${where}\n  Log in with account "${DEMO_ADMIN.account}" and password "${DEMO_ADMIN.password}"\n\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
