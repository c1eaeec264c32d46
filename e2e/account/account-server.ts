import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/app';
import { readConfig } from '@/config';
import { seedDemoIfEmpty } from '@/seed/demo-seed';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** `TW_E2E_WEB_DIST` points at another build of the web app (e.g. one with unmerged routes). */
const WEB_DIST = process.env.TW_E2E_WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');

export type SentCode = { phone: string; code: string; purpose: string };

export type AccountServer = {
  baseUrl: string;
  /** SMS codes the server "sent", newest last */
  codes: SentCode[];
  close: () => Promise<void>;
};

/**
 * e2e/support/server.ts's server (demo tenant, throw-away data, the built web app) with an SMS sender
 * that records codes instead of logging them, so a test can type the code a person would receive.
 */
export async function startAccountServer(): Promise<AccountServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST}: run \`npm run build\` before the end-to-end tests.`);
  }
  const codes: SentCode[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tradewind-e2e-account-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  const config = readConfig({}, { dataDir, webDist: WEB_DIST, logLevel: 'warn', scryptCost: 1024, port: 0, seedDemo: true });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, {
      smsSender: async (phone, code, purpose) => {
        codes.push({ phone, code, purpose });
      },
    });
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
    codes,
    close: async () => {
      try {
        await app.close();
      } finally {
        await removeData();
      }
    },
  };
}
