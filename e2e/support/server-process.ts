// The entry of a worker's shared server (global-setup.ts forks it with tsx): the server of server.ts without
// the demo tenant — each spec seeds a tenant of its own through POST /_test/tenant — on the database
// global-setup.ts chose for it (TW_E2E_DATABASE_URL: PostgreSQL, else PGlite). Tells its parent the
// address once it listens; closes when the parent asks (or goes away).
import { startServer } from './server';

const server = await startServer({ seedDemo: false, databaseUrl: process.env.TW_E2E_DATABASE_URL || null });
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  void server.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
process.send?.({ baseUrl: server.baseUrl });
