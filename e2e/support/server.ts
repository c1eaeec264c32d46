import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/app';
import { readConfig } from '@/config';
import { captureSms } from '@/test/sms-capture';
import { seedDemoIfEmpty } from '@/seed/demo-seed';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** `TW_E2E_WEB_DIST` points at another build of the web app (e.g. one with unmerged routes). */
export const WEB_DIST = process.env.TW_E2E_WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');

export type TestServer = {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  close: () => Promise<void>;
};

export type StartOptions = {
  /** the demo tenant (admin/admin123 …) as `npm start` seeds it; default true */
  seedDemo?: boolean;
  /** a PostgreSQL database of this server's own; default the embedded PGlite in the data folder */
  databaseUrl?: string | null;
};

/**
 * The real server in this process on an ephemeral port, in a throw-away data folder, with the built web
 * app and the harness's test routes (`config.testRoutes`: /_test/tenant, /_test/sms, /_test/error) and
 * SMS codes captured for /_test/sms instead of logged. The worker's shared server (global-setup.ts) runs
 * this in a process of its own.
 */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST}: run \`npm run build\` before the end-to-end tests.`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tradewind-e2e-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  // scrypt cost 1024 keeps logins fast in tests; production uses the default.
  const config = readConfig({}, { dataDir, databaseUrl: options.databaseUrl ?? null, webDist: WEB_DIST, logLevel: 'warn', scryptCost: 1024, port: 0, seedDemo: options.seedDemo ?? true, testRoutes: true });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { smsSender: captureSms });
  } catch (error) {
    await removeData();
    throw error;
  }
  try {
    if (config.seedDemo) await seedDemoIfEmpty(app, config.scryptCost);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    await removeData();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      try {
        await app.close();
      } finally {
        await removeData();
      }
    },
  };
}
