import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/app';
import { readConfig } from '@/config';
import { seedDemoIfEmpty } from '@/seed/demo-seed';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

export type TestServer = {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  close: () => Promise<void>;
};

export type StartOptions = {
  /** TW_TEST_ROUTES: the server's /api/v1/_test routes (e.g. `_test/error` answering any catalogue code) */
  testRoutes?: boolean;
};

/**
 * The real server in this process on an ephemeral port, with the demo tenant in a throw-away data folder
 * and the built web app — what a user gets from `npm start`, minus the fixed port and the data.
 */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST}: run \`npm run build\` before the end-to-end tests.`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tradewind-e2e-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  // scrypt cost 1024 keeps logins fast in tests; production uses the default.
  const config = readConfig({}, { dataDir, webDist: WEB_DIST, logLevel: 'warn', scryptCost: 1024, port: 0, seedDemo: true, testRoutes: options.testRoutes ?? false });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    await removeData();
    throw error;
  }
  try {
    await seedDemoIfEmpty(app.database.db, config.scryptCost);
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
