import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '@/app';
import { readConfig, type Config } from '@/config';
import { openDatabase, type Database } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { setupTenant, type TenantIds, type TenantSpec } from '@/modules/system/tenant';
import { checkMoneyLedger } from '@/modules/fms';
import { checkStockLedger } from '@/modules/wms';
import { checkRollups } from '@/modules/bi';
import { checkCustomerOrderPeriods } from '@/modules/oms';
import { databaseUrl } from './global-setup';

/** Tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (the api-pg project). */
export const onPostgres = process.env.TW_TEST_DB === 'pg';
export const TEST_PASSWORD = 'secret123';

export type Reply<T = unknown> = { status: number; code: number; message: string; data: T; headers: Record<string, unknown> };

export type CallOptions = { token?: string | null; body?: unknown; query?: Record<string, unknown>; storeId?: number; headers?: Record<string, string>; form?: boolean };

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  sentCodes: Array<{ phone: string; code: string; purpose: string }>;
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: CallOptions): Promise<Reply<T>>;
  login(account: string, password?: string): Promise<string>;
  tenant(spec?: Partial<TenantSpec>): Promise<TestTenant>;
  close(): Promise<void>;
};

export type TestTenant = TenantIds & { accounts: Record<string, string>; tokens: Record<string, string> };

let counter = 0;

/** This worker's copy of the prepared database (global-setup.ts), made on first use. */
type SharedDatabase = { database: Database; url: string | null };
let shared: Promise<SharedDatabase> | null = null;
/** This worker's app on its shared database, built on first use and kept for every later file. */
let sharedApp: Promise<TestApp> | null = null;

/** A fresh copy of the prepared database: PGlite loads the dumped data directory, PostgreSQL copies the template. */
async function copyPreparedDatabase(config: Config): Promise<SharedDatabase> {
  if (!onPostgres) {
    const dump = fs.readFileSync(inject('pgliteDump'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
    return { database: await openDatabase(config, { pglite: client }), url: null };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${inject('pgPrefix')}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(base, name);
  return { database: await openDatabase({ ...config, databaseUrl: url }), url };
}

/**
 * A test tenant: three stores (a master), an admin with every permission, a clerk who may list stores
 * in store A only, a nobody without roles and a disabled member. Accounts get a unique prefix so a test
 * may create several tenants.
 */
export function testTenantSpec(prefix: string, overrides: Partial<TenantSpec> = {}): TenantSpec {
  return {
    name: `Tenant ${prefix}`,
    contractBegin: '2020-01-01',
    contractEnd: '2099-12-31',
    stores: [
      { key: 'a', name: `${prefix} Store A`, isMaster: true },
      { key: 'b', name: `${prefix} Store B` },
      { key: 'c', name: `${prefix} Store C` },
    ],
    departments: [{ key: 'head', name: 'Head office' }],
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'clerk', name: 'Clerk', permissions: ['system:store:list'], dataScope: 4 },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'clerk', account: `${prefix}_clerk`, name: 'Clerk', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'] },
      { key: 'nobody', account: `${prefix}_nobody`, name: 'Nobody', password: TEST_PASSWORD, roles: [], stores: [] },
      { key: 'disabled', account: `${prefix}_disabled`, name: 'Disabled', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', status: 0 },
    ],
    ...overrides,
  };
}

export type TestAppOptions = {
  /** settings that differ from the harness's (an app of its own, on the worker's shared database) */
  config?: Partial<Config>;
  /** a database of its own, a fresh copy of the prepared one: for tests that need no other tenant in it */
  ownDatabase?: boolean;
};

/**
 * A test app on a copy of the prepared database. Files share the worker's database and tell their data
 * apart by tenant (`t.tenant()`; row-level security isolates them); `ownDatabase` gives a fresh copy.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-test-'));
  const base = readConfig({}, { logLevel: 'silent', scryptCost: 1024, webDist: null, seedDemo: false, inMemory: true, dataDir, ...options.config });
  const own = options.ownDatabase ? await copyPreparedDatabase(base) : null;
  const { database, url } = own ?? (await (shared ??= copyPreparedDatabase(base)));
  const config: Config = { ...base, databaseUrl: url };
  const sentCodes: TestApp['sentCodes'] = [];
  // Exports run only when a test asks (app.exportRunner.runOnce()), so tests control when work happens.
  const app = await buildApp(config, { database, prepared: true, smsSender: async (phone, code, purpose) => void sentCodes.push({ phone, code, purpose }), jobPollMs: 0 });
  let ip = 0;

  const call: TestApp['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { 'from-client-type': 'pc', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.storeId !== undefined) headers.currstoreid = String(options.storeId);
    let payload: string | undefined;
    if (options.body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(options.body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(options.body);
      }
    }
    const res = await app.inject({ method, url: `/api/v1${url}`, headers, payload, query: options.query as Record<string, string> | undefined });
    const json = res.json() as { code: number; message: string; data: unknown };
    return { status: res.statusCode, code: json.code, message: json.message, data: json.data, headers: res.headers } as Reply<never>;
  };

  const login = async (account: string, password = TEST_PASSWORD) => {
    // Each login comes from its own address so the per-address throttle never trips across tests.
    ip += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account, password },
      remoteAddress: `10.0.${Math.floor(ip / 250)}.${ip % 250}`,
    });
    const json = res.json() as { code: number; message: string; data: { token: string } };
    // No token: the account and password matched in several companies (the answer lists them).
    if (json.code !== 200 || !json.data.token) throw new Error(`login ${account} failed: ${json.code} ${json.message} ${JSON.stringify(json.data)}`);
    return json.data.token;
  };

  const tenant: TestApp['tenant'] = async (overrides = {}) => {
    counter += 1;
    const prefix = `t${counter}${randomBytes(2).toString('hex')}`;
    const spec = testTenantSpec(prefix, overrides);
    const ids = await withSystem(app.database.db, (tx) => setupTenant(tx, spec, config.scryptCost));
    const accounts = Object.fromEntries(spec.staff.map((s) => [s.key, s.account ?? s.phone ?? '']));
    const tokens: Record<string, string> = {};
    for (const s of spec.staff) if (s.status !== 0 && s.key !== 'disabled') tokens[s.key] = await login(accounts[s.key], s.password);
    return { ...ids, accounts, tokens };
  };

  return {
    app,
    config,
    sentCodes,
    call,
    login,
    tenant,
    close: async () => {
      await app.close();
      await own?.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of a file: before its first test, the worker's shared app (built once, kept for the files
 * after it), or with options (or a function that makes them, run first) an app of its own, closed after
 * the file's last test. Read it inside tests and hooks, once started.
 */
export function useTestApp(options?: TestAppOptions | (() => Promise<TestAppOptions>)): TestApp {
  let current: TestApp | undefined;
  const ownApp = options !== undefined;
  /** the tenants this file made (`t.tenant()`): the rollups' re-derivation checks them after its last test */
  const fileTenants: number[] = [];
  beforeAll(async () => {
    if (!ownApp) current = await (sharedApp ??= buildTestApp());
    else current = await buildTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    // The stock ledger re-sums to its balances after every file (issue 16: the check after the API suite
    // reports zero differences), on whichever app the file used — the worker's app holds every file's data.
    if (current) {
      const differences = await withSystem(current.app.database.db, (tx) => checkStockLedger(tx));
      if (differences.length) throw new Error(`the stock ledger differs from its balances after this file: ${JSON.stringify(differences.slice(0, 5))}`);
      // and every customer account to its balance history (docs/trading-model.md §6)
      const drift = await withSystem(current.app.database.db, (tx) => checkMoneyLedger(tx));
      if (drift.length) throw new Error(`customer accounts differ from their balance history after this file: ${JSON.stringify(drift.slice(0, 5))}`);
      // and the file's tenants' daily rollups to what their documents derive, every day (bi README "Rollups")
      if (fileTenants.length) {
        const rollups = await withSystem(current.app.database.db, (tx) => checkRollups(tx, { tenantIds: fileTenants }));
        if (rollups.length) throw new Error(`the daily rollups differ from the documents after this file: ${JSON.stringify(rollups.slice(0, 5))}`);
        // and their customers' order periods to what the orders derive (oms README "Customer order periods")
        const periods = await withSystem(current.app.database.db, (tx) => checkCustomerOrderPeriods(tx, { tenantIds: fileTenants }));
        if (periods.length) throw new Error(`the customers' order periods differ from the orders after this file: ${JSON.stringify(periods.slice(0, 5))}`);
      }
    }
    if (ownApp) await current?.close();
  });
  const started = (): TestApp => {
    if (!current) throw new Error("the test app is read before the file's beforeAll started it");
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    get sentCodes() {
      return started().sentCodes;
    },
    call: (method, url, callOptions) => started().call(method, url, callOptions),
    login: (account, password) => started().login(account, password),
    tenant: async (spec) => {
      const made = await started().tenant(spec);
      fileTenants.push(made.tenantId);
      return made;
    },
    close: async () => {
      throw new Error('useTestApp() closes its app itself');
    },
  };
}

/**
 * The two tenants of a test file, made before its tests (after its app starts): the first to work in, the
 * second (`makeOther`, else made alike) whose rows the first's staff must never reach. Read them inside
 * tests and hooks, once made.
 */
export function useTenantPair<T extends object>(make: () => Promise<T>, makeOther: () => Promise<T> = make): [T, T] {
  const first = {} as T;
  const second = {} as T;
  beforeAll(async () => {
    Object.assign(first, await make());
    Object.assign(second, await makeOther());
  });
  return [first, second];
}
