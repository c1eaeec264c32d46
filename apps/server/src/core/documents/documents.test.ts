import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestTenant } from '@/test/test-app';
import { withTenant } from '@/core/db/tenancy';
import { listDocumentLogs, writeDocumentLog } from './document-log';
import { DOCUMENT_PREFIXES, takeDocumentNumber } from './document-number';

let t: TestApp;
let one: TestTenant;
let two: TestTenant;
const zone = 'Asia/Shanghai';
// 2026-11-23 10:00 in Shanghai; the next Shanghai day starts at 16:00 UTC.
const monday = new Date('2026-11-23T02:00:00Z');
const tuesday = new Date('2026-11-23T16:30:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  one = await t.tenant();
  two = await t.tenant();
});
afterAll(() => t.close());

const take = (tenant: TestTenant, now = monday) =>
  withTenant(t.app.database.db, tenant.tenantId, (tx) => takeDocumentNumber(tx, 'purchase_order', { timeZone: zone, now }));

describe('document numbers', () => {
  it('gives every type its own prefix', () => {
    const prefixes = Object.values(DOCUMENT_PREFIXES);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('counts per tenant, type and the tenant’s day: prefix, date, four digits from 0001', async () => {
    const tenant = await t.tenant();
    expect(await take(tenant)).toBe('PO20261123-0001');
    expect(await take(tenant)).toBe('PO20261123-0002');
    // 00:30 on the 24th in Shanghai is still the 23rd in UTC: the tenant's calendar decides
    expect(await take(tenant, tuesday)).toBe('PO20261124-0001');
    expect(await take(tenant)).toBe('PO20261123-0003');
    const other = await withTenant(t.app.database.db, tenant.tenantId, (tx) => takeDocumentNumber(tx, 'receipt_note', { timeZone: zone, now: monday }));
    expect(other).toBe('RN20261123-0001');
    // a UTC tenant's day ends eight hours later
    const utc = await withTenant(t.app.database.db, tenant.tenantId, (tx) => takeDocumentNumber(tx, 'receipt_note', { timeZone: 'UTC', now: tuesday }));
    expect(utc).toBe('RN20261123-0002');
  });

  it('does not share counters between tenants', async () => {
    const a = await take(one, new Date('2026-12-01T02:00:00Z'));
    const b = await take(two, new Date('2026-12-01T02:00:00Z'));
    expect([a, b]).toEqual(['PO20261201-0001', 'PO20261201-0001']);
  });

  it('gives concurrent transactions distinct consecutive numbers, the later waiting for the earlier', async () => {
    const now = new Date('2026-12-02T02:00:00Z');
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const first = new Promise<void>((resolve) => (taken = resolve));
    // The first transaction takes its number and stays open; the others start while it holds the row.
    const a = withTenant(t.app.database.db, one.tenantId, async (tx) => {
      const n = await takeDocumentNumber(tx, 'purchase_order', { timeZone: zone, now });
      taken();
      await held;
      order.push('a committed');
      return n;
    });
    await first;
    const others = Array.from({ length: 4 }, () =>
      withTenant(t.app.database.db, one.tenantId, async (tx) => {
        const n = await takeDocumentNumber(tx, 'purchase_order', { timeZone: zone, now });
        order.push(`took ${n}`);
        return n;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    release();
    const numbers = [await a, ...(await Promise.all(others))];
    expect(order[0]).toBe('a committed');
    expect(numbers[0]).toBe('PO20261202-0001');
    expect([...numbers].sort()).toEqual(['PO20261202-0001', 'PO20261202-0002', 'PO20261202-0003', 'PO20261202-0004', 'PO20261202-0005']);
  });

  it('gives a rolled-back transaction’s number to the next one', async () => {
    const now = new Date('2026-12-03T02:00:00Z');
    await expect(
      withTenant(t.app.database.db, one.tenantId, async (tx) => {
        await takeDocumentNumber(tx, 'purchase_order', { timeZone: zone, now });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await take(one, now)).toBe('PO20261203-0001');
  });
});

describe('document log', () => {
  it('writes transitions and lists them in order, each document and tenant its own', async () => {
    const admin = { id: one.staff.admin, name: 'Admin' };
    await withTenant(t.app.database.db, one.tenantId, async (tx) => {
      await writeDocumentLog(tx, { type: 'purchase_order', id: 7, action: 'create', from: null, to: 0, by: admin });
      await writeDocumentLog(tx, { type: 'purchase_order', id: 8, action: 'create', from: null, to: 0, by: admin });
      await writeDocumentLog(tx, { type: 'receipt_note', id: 7, action: 'create', from: null, to: 0, by: admin });
      await writeDocumentLog(tx, { type: 'purchase_order', id: 7, action: 'submit', from: 0, to: 1, by: admin });
      await writeDocumentLog(tx, { type: 'purchase_order', id: 7, action: 'audit', from: 1, to: 2, remark: 'prices checked', by: null });
    });
    const logs = await withTenant(t.app.database.db, one.tenantId, (tx) => listDocumentLogs(tx, 'purchase_order', 7, zone));
    expect(logs.map((l) => [l.action, l.from_status, l.to_status, l.remark, l.staff_id, l.staff_name])).toEqual([
      ['create', null, 0, null, one.staff.admin, 'Admin'],
      ['submit', 0, 1, null, one.staff.admin, 'Admin'],
      ['audit', 1, 2, 'prices checked', null, null],
    ]);
    expect(logs[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await withTenant(t.app.database.db, two.tenantId, (tx) => listDocumentLogs(tx, 'purchase_order', 7, zone))).toEqual([]);
  });

  it('refuses a log row outside a tenant', async () => {
    await expect(
      t.app.database.db.transaction((tx) => writeDocumentLog(tx, { type: 'order', id: 1, action: 'create', from: null, to: 1, by: null })),
    ).rejects.toThrow();
  });
});
