import { buildApp } from './app';
import { readConfig } from './config';
import { shutdownGracefully } from './core/ops/shutdown';
import { DEMO_ADMIN, seedDemoIfEmpty } from './seed/demo-seed';

const config = readConfig();
const app = await buildApp(config);
if (config.seedDemo) {
  const seeded = await seedDemoIfEmpty(app, config.scryptCost);
  if (seeded) app.log.info('seeded the demo tenant');
}
await app.listen({ port: config.port, host: config.host });

const address = `http://localhost:${config.port}`;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
process.stdout.write(
  `\n  Tradewind is running at ${address}\n  Database: ${where}\n  Log in with account "${DEMO_ADMIN.account}" and password "${DEMO_ADMIN.password}"\n\n`,
);

// The first signal shuts down gracefully (core/ops/shutdown.ts); a second one while it runs exits at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    shutdownGracefully(app, { timeoutMs: config.shutdownTimeoutMs }).then(
      ({ drained }) => {
        if (!drained) app.log.warn('shutdown cut requests still running at the deadline');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
