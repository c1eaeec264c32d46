import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { TestTenant } from '@/test/test-tenant';
import type { SentCode } from '@/test/sms-capture';
import { cspViolations } from './browser';
import { reportSetupTime } from './setup-time';

export type { TestTenant };

/** This worker's server and browser, started once per run by global-setup.ts. */
function sharedWorker() {
  const workers = inject('e2eWorkers');
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  return workers[(id - 1) % workers.length];
}

export async function seedTenant(baseUrl: string): Promise<TestTenant> {
  const res = await fetch(`${baseUrl}/api/v1/_test/tenant`, { method: 'POST' });
  const body = (await res.json()) as { code: number; data: TestTenant };
  if (body.code !== 200) throw new Error(`seeding a tenant failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** The SMS codes the server "sent" to a phone so far, newest last (the harness's server captures them). */
export async function codesSentTo(baseUrl: string, phone: string): Promise<SentCode[]> {
  const res = await fetch(`${baseUrl}/api/v1/_test/sms?phone=${encodeURIComponent(phone)}`);
  const body = (await res.json()) as { code: number; data: { list: SentCode[] } };
  if (body.code !== 200) throw new Error(`reading the codes sent to ${phone} failed: ${JSON.stringify(body)}`);
  return body.data.list;
}

const started = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the ${what} is read before the spec's beforeAll started it`);
  return value;
};

export type SpecEnv = {
  readonly server: { baseUrl: string };
  readonly browser: Browser;
  /** this spec's copy of the demo tenant */
  readonly tenant: TestTenant;
  /** this tenant's account for a demo account: account('admin') is e.g. 't3_admin' (password admin123) */
  account(demoAccount: string): string;
  /** this tenant's phone of a demo staff member: phone('lina') instead of 13800000002 */
  phone(demoAccount: string): string;
  /** a phone nobody holds yet, in this tenant's range (0–49): for staff, invitees and SMS codes a spec makes */
  sparePhone(index: number): string;
  /** the SMS codes sent to a phone so far, newest last */
  codes(phone: string): Promise<SentCode[]>;
};

/**
 * What a spec's tests share: its worker's server and browser (started once per run, global-setup.ts) and a
 * tenant of its own, a fresh copy of the demo tenant with prefixed accounts, seeded before the first
 * test. Log in with `env.account('admin')`/'admin123', `env.account('lina')`/'demo1234' …
 * `seedTenant: false` for a spec that makes its own company (registration) and needs no demo copy.
 */
export function useServerAndBrowser(options: { seedTenant?: boolean } = {}): SpecEnv {
  let browser: Browser | undefined;
  let tenant: TestTenant | undefined;
  const worker = { baseUrl: '', wsEndpoint: '' };
  // Vitest wants the fixtures argument destructured (none used here) to pass the file's suite second.
  // eslint-disable-next-line no-empty-pattern
  beforeAll(async ({}, suite) => {
    const hooksStart = performance.now();
    Object.assign(worker, sharedWorker());
    cspViolations.length = 0;
    [browser, tenant] = await Promise.all([chromium.connect(worker.wsEndpoint), options.seedTenant === false ? undefined : seedTenant(worker.baseUrl)]);
    reportSetupTime(suite.file, hooksStart);
  });
  afterAll(async () => {
    // Closes this connection and the contexts it opened; the browser itself serves the next spec.
    await browser?.close();
    if (cspViolations.length) throw new Error(`the browser refused under the Content-Security-Policy:\n${cspViolations.join('\n')}`);
  });
  const ofTenant = () => started(tenant, 'tenant');
  return {
    get server() {
      return { baseUrl: started(worker.baseUrl || undefined, 'server') };
    },
    get browser() {
      return started(browser, 'browser');
    },
    get tenant() {
      return ofTenant();
    },
    account(demoAccount) {
      const account = ofTenant().accounts[demoAccount];
      if (!account) throw new Error(`no demo account ${demoAccount}`);
      return account;
    },
    phone(demoAccount) {
      const phone = ofTenant().phones[demoAccount];
      if (!phone) throw new Error(`no demo staff member ${demoAccount}`);
      return phone;
    },
    sparePhone(index) {
      if (index < 0 || index > 49) throw new Error('a spare phone is numbered 0–49');
      return `${ofTenant().phone_prefix}${50 + index}`;
    },
    codes: (phone) => codesSentTo(started(worker.baseUrl || undefined, 'server'), phone),
  };
}
