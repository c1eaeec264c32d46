import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { todayIn } from '@tradewind/contract/common/time';
import { readConfig } from '@/config';
import { openDatabase, queryRows, type Database, type Db } from '@/core/db/database';
import { migrate } from '@/core/db/migrate';
import { withSystem } from '@/core/db/tenancy';
import { checkMoneyLedger } from '@/modules/fms';
import { checkStockLedger } from '@/modules/wms';
import { auditedMoneyNotes } from '@/test/fixtures/export-rows-fixture';
import { databaseUrl } from '@/test/global-setup';
import { orderBody, orderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { onPostgres, useTestApp } from '@/test/test-app';
import { image, upload } from '@/test/test-uploads';
import { BackupError, createBackup, readBackup, REFUSED_EXIT_CODE, restoreBackup } from './backup';
import { listTar } from './tar';

const t = useTestApp();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-backup-test-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Every table's row count and an MD5 of its rows in order, and every sequence's position. */
function fingerprint(db: Db) {
  return withSystem(db, async (tx) => {
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
    );
    const rows: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number; hash: string }>(
        tx,
        sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\n' ORDER BY x::text), '')) AS hash FROM ${sql.identifier(name)} x`,
      );
      rows[name] = `${row.n} ${row.hash}`;
    }
    const sequences = await queryRows(tx, sql`SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
    return { rows, sequences };
  });
}

/** The tenant's ledger sums: stock moved (quantity and value), customer balances, money in and out. */
async function ledgerSums(db: Db, tenantId: number) {
  const [sums] = await withSystem(db, (tx) =>
    queryRows<Record<string, string>>(
      tx,
      sql`SELECT (SELECT count(*) FROM wms_stock_moves WHERE tenant_id = ${tenantId})::text AS moves,
                 (SELECT coalesce(sum(qty), 0) FROM wms_stock_moves WHERE tenant_id = ${tenantId})::text AS moved_qty,
                 (SELECT coalesce(sum(amount), 0) FROM wms_stock_moves WHERE tenant_id = ${tenantId})::text AS moved_value,
                 (SELECT coalesce(sum(amount), 0) FROM fms_balance_histories WHERE tenant_id = ${tenantId})::text AS balances,
                 (SELECT coalesce(sum(amount), 0) FROM fms_money_in_histories WHERE tenant_id = ${tenantId})::text AS money_in,
                 (SELECT coalesce(sum(amount), 0) FROM fms_money_out_histories WHERE tenant_id = ${tenantId})::text AS money_out`,
    ),
  );
  return sums;
}

/** A fresh place to restore into: a new data folder, and on PostgreSQL a new database (dropped after the file). */
async function freshTarget(): Promise<{ dataDir: string; databaseUrl: string | null }> {
  const dataDir = fs.mkdtempSync(path.join(work, 'restore-'));
  if (!onPostgres) return { dataDir, databaseUrl: null };
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${inject('pgPrefix')}restore_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { dataDir, databaseUrl: databaseUrl(base, name) };
}

async function open(target: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  const database = await openDatabase(readConfig({}, { dataDir: target.dataDir, databaseUrl: target.databaseUrl }));
  cleanups.push(() => database.close());
  return database;
}

describe('backup and restore', () => {
  it('restores every row, sequence, stored file and ledger sum into a fresh place, and refuses to overwrite it without force', async () => {
    // a tenant's data made through the API: goods, stock in (audited entries), an audited order,
    // money in and out (audited receipt and payment notes), and an uploaded image
    const f = await orderFixture(t, createTestGoods, { stock: 50 });
    const order = await f.ok<{ id: number }>('POST', '/oms/order', orderBody(f), 'manager');
    await f.ok('PUT', `/oms/order/${order.id}/audit`, {}, 'manager');
    await auditedMoneyNotes(f, todayIn('Asia/Shanghai'));
    const picture = await image('png');
    const { key } = await upload(t, f.tenant.tokens.admin, 'image', 'shelf.png', picture);

    const file = path.join(work, 'backup.tar');
    const filesDir = path.join(t.config.dataDir, 'files');
    const manifest = await createBackup({ database: t.app.database, databaseUrl: t.config.databaseUrl, storage: t.config.storage, filesDir }, file);
    const before = await fingerprint(t.app.database.db);
    const sums = await ledgerSums(t.app.database.db, f.tenant.tenantId);

    expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.database.tenant_count).toBeGreaterThanOrEqual(1);
    expect(manifest.files.count).toBe(fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length);
    expect((await listTar(file)).map((e) => e.name)).toEqual(expect.arrayContaining(['manifest.json', `files/${key}`]));
    expect(Number(sums.moves)).toBeGreaterThan(0);
    expect(Number(sums.money_in)).not.toBe(0);

    const target = await freshTarget();
    const result = await restoreBackup(file, { ...target, force: false });
    expect(result).toMatchObject({ files: manifest.files.count, pending: [] });
    const restored = await open(target);
    expect(await fingerprint(restored.db)).toEqual(before);
    expect(await ledgerSums(restored.db, f.tenant.tenantId)).toEqual(sums);
    expect(await withSystem(restored.db, (tx) => checkStockLedger(tx))).toEqual([]);
    expect(await withSystem(restored.db, (tx) => checkMoneyLedger(tx))).toEqual([]);
    expect(await migrate(restored)).toEqual([]);
    expect(fs.readFileSync(path.join(target.dataDir, 'files', key))).toEqual(picture);

    // the target now holds data: refused without --force, and nothing changes
    const refused = await restoreBackup(file, { ...target, force: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect(refused).toMatchObject({ exitCode: REFUSED_EXIT_CODE, message: expect.stringContaining('--force') });
    expect(await ledgerSums(restored.db, f.tenant.tenantId)).toEqual(sums);
  });

  it('refuses a damaged backup before touching the target', async () => {
    const file = path.join(work, 'damaged.tar');
    fs.copyFileSync(path.join(work, 'backup.tar'), file);
    const [first] = await listTar(file);
    const handle = fs.openSync(file, 'r+');
    fs.writeSync(handle, Buffer.from('x'), 0, 1, first.offset + 100);
    fs.closeSync(handle);
    await expect(readBackup(file)).rejects.toThrow(/damaged/);
    const dataDir = fs.mkdtempSync(path.join(work, 'untouched-'));
    await expect(restoreBackup(file, { dataDir, databaseUrl: null, force: false })).rejects.toThrow(/damaged/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
