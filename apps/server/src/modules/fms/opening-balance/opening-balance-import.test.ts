import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportKind } from '@tradewind/contract/common/import-task.schema';
import type { Supplier } from '@tradewind/contract/wms/supplier.schema';
import { loadStaffSession } from '@/core/auth/session';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { withTenant } from '@/core/db/tenancy';
import { checkMoneyLedger } from '@/modules/fms';
import { csvText, gbk, importCalls, sheetText, xlsxOf } from '@/test/test-imports';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { openingBalanceImporter, type OpeningBalanceRow } from './opening-balance.import';

/** The opening balances import (fms README "Opening balances"): good, bad and repeated files, the accounts re-summed after each. */

const t = useTestApp();
let tenant: TestTenant;
const tag = randomBytes(3).toString('hex');
let phoneSeq = Math.floor(Math.random() * 1e6);
const phone = () => `137${String((phoneSeq += 1)).padStart(8, '0')}`;
const KIND = 'fms.opening_balance';
const HEADER_ZH = ['类型', '客户手机号 / 供应商编码', '名称', '应收欠款', '预存余额', '备注'];
const HEADER_EN = ['Type', 'Customer phone / supplier code', 'Name', 'Receivable', 'Prepaid balance', 'Remark'];

type Customer = { id: number; phone: string; name: string };
let c1: Customer;
let c2: Customer;
let c3: Customer;
/** parties of the bad file's rows, one each */
let more: Customer[];
let s1: { id: number; code: string; name: string };
let s2: { id: number; code: string; name: string };

const inTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.app.database.db, tenant.tenantId, fn);

async function makeCustomer(name: string): Promise<Customer> {
  const p = phone();
  const res = await t.call<{ id: number }>('POST', '/crm/customer', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { name, phone: p } });
  expect(res.code, JSON.stringify(res)).toBe(200);
  return { id: res.data.id, phone: p, name };
}

async function makeSupplier(name: string) {
  const code = `S${randomBytes(3).toString('hex')}`;
  const s = await t.call<Supplier>('POST', '/wms/supplier', { token: tenant.tokens.admin, body: { name, code, store_ids: [tenant.stores.a] } });
  expect(s.code, JSON.stringify(s)).toBe(200);
  return { id: s.data.id, code, name };
}

const account = async (c: Customer) =>
  (await t.call<Record<string, string>>('GET', '/fms/customer_account', { token: tenant.tokens.admin, storeId: tenant.stores.a, query: { customer_id: c.id } })).data;
const prepay = async (id: number) =>
  (await inTenant((tx) => queryRows<{ balance: string; total: string }>(tx, sql`SELECT balance::text, total_prepay_amount::text AS total FROM fms_prepay_accounts WHERE target_type = 'supplier' AND target_id = ${id}`)))[0];
const openingRows = () =>
  inTenant((tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`SELECT ((SELECT count(*) FROM fms_balance_histories WHERE type = 11) + (SELECT count(*) FROM fms_prepay_histories WHERE type = 5))::int AS n`,
    ),
  );
/** Every account equals the sum of its history (the harness's money re-sum) for this tenant. */
const moneyDifferences = () => inTenant((tx) => checkMoneyLedger(tx, tenant.tenantId));

beforeAll(async () => {
  const person = (key: string, roles: string[]) => ({ key, account: `${key}${tag}`, name: key, password: TEST_PASSWORD, roles, stores: 'all' as const, dept: 'head' });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'payables', name: 'Payables', permissions: ['system:import:list', 'fms:finance_prepay_account:finance_adjust'] },
      { key: 'viewer', name: 'Viewer', permissions: ['system:import:list', 'fms:customer_account:list'] },
    ],
    staff: [person('admin', ['admin']), person('payables', ['payables']), person('viewer', ['viewer'])],
  });
  c1 = await makeCustomer(`期初客户一${tag}`);
  c2 = await makeCustomer(`期初客户二${tag}`);
  c3 = await makeCustomer(`期初客户三${tag}`);
  more = [await makeCustomer(`期初客户四${tag}`), await makeCustomer(`期初客户五${tag}`), await makeCustomer(`期初客户六${tag}`)];
  s1 = await makeSupplier(`期初供应商一${tag}`);
  s2 = await makeSupplier(`期初供应商二${tag}`);
});

describe('the opening balances import', () => {
  it('is offered to whoever may adjust customer or prepay accounts, with its template in both languages', async () => {
    const kinds = async (token: string) => (await t.call<ImportKind[]>('GET', '/task/import/kinds', { token })).data.map((k) => k.key);
    expect(await kinds(tenant.tokens.admin)).toContain(KIND);
    expect(await kinds(tenant.tokens.payables)).toContain(KIND);
    expect(await kinds(tenant.tokens.viewer)).not.toContain(KIND);
    expect((await importCalls(t, tenant.tokens.viewer).upload('balances.csv', Buffer.from(csvText([HEADER_ZH])), KIND)).code).toBe(402);
    for (const [lang, header] of [['zh-CN', HEADER_ZH], ['en-US', HEADER_EN]] as const) {
      const link = await t.call<{ file_url: string }>('GET', '/task/import/template', { token: tenant.tokens.payables, query: { kind: KIND }, headers: { 'accept-language': lang } });
      expect(link.code).toBe(200);
      const [head] = await sheetText((await t.app.inject({ method: 'GET', url: link.data.file_url })).rawPayload);
      expect(head.map((h) => h.replace(/^\*/, ''))).toEqual(header);
    }
  });

  it('posts a good file through the money kernel as opening entries, and a second import of it posts nothing', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const rows = [
      HEADER_ZH,
      ['客户', c1.phone, c1.name, '1200.00', '500', '老账'],
      ['客户', c2.phone, '', '300.5', '', ''],
      ['供应商', s1.code, '', '', '800.00', ''],
      ['供应商', s2.name, s2.name, '', '100', ''],
    ];
    // a CSV saved by Excel on a Chinese Windows: GBK
    const file = gbk(csvText(rows));
    const done = await calls.importFile('balances.csv', file, KIND);
    expect(done).toMatchObject({ import_status: 4, created_count: 4, updated_count: 0, refused_count: 0 });
    // an opening prepayment is not money received through Tradewind: total_prepay_amount stays
    expect(await account(c1)).toMatchObject({ need_pay: '1200.00', balance: '500.00', total_prepay_amount: '0.00' });
    expect(await account(c2)).toMatchObject({ need_pay: '300.50', balance: '0.00' });
    expect(await prepay(s1.id)).toEqual({ balance: '800.00', total: '0.00' });
    expect(await prepay(s2.id)).toEqual({ balance: '100.00', total: '0.00' });
    const history = await t.call<{ list: Array<{ type: number; type_name: string; field: string; amount: string; remark: string | null; doc_type: string | null }> }>(
      'GET',
      '/fms/customer_account/balance_histories',
      { token: tenant.tokens.admin, storeId: tenant.stores.a, query: { customer_id: c1.id }, headers: { 'accept-language': 'en-US' } },
    );
    expect(history.data.list.map((h) => [h.field, h.type, h.type_name, h.amount, h.remark, h.doc_type]).sort()).toEqual([
      ['balance', 11, 'Opening balance', '500.00', '老账', 'opening_balance'],
      ['need_pay', 11, 'Opening balance', '1200.00', '老账', 'opening_balance'],
    ]);
    expect(await openingRows()).toEqual([{ n: 5 }]);
    expect(await moneyDifferences()).toEqual([]);

    // the same file again: every row refused with the reason, nothing posted twice
    const again = await calls.importFile('balances.csv', file, KIND);
    expect(again).toMatchObject({ created_count: 0, refused_count: 4 });
    const problems = await calls.problems(again.id);
    expect(new Set(problems.map((p) => p.row_no))).toEqual(new Set([2, 3, 4, 5]));
    expect(problems.every((p) => p.message.includes('期初余额'))).toBe(true);
    expect(await openingRows()).toEqual([{ n: 5 }]);
    expect(await account(c1)).toMatchObject({ need_pay: '1200.00', balance: '500.00' });
    expect(await moneyDifferences()).toEqual([]);
  });

  it('refuses the bad rows of a file with their reasons and posts the rest', async () => {
    const calls = importCalls(t, tenant.tokens.admin);
    const rows = [
      HEADER_EN,
      ['Customer', '13000000000', '', '10', '', ''], // 2: nobody has the phone
      ['客户', c3.phone, '别的名字', '10', '', ''], // 3: another name
      ['客户', more[0].phone, '', '-5', '', ''], // 4: negative
      ['供应商', s1.code, '', '20', '', ''], // 5: a supplier owes no receivable
      ['供应商', '没有这个供应商', '', '', '20', ''], // 6: no such supplier
      ['合作方', more[1].phone, '', '10', '', ''], // 7: no such type
      ['customer', more[2].phone, '', '', '', ''], // 8: no figure
      ['Customer', c2.phone, '', '', '66.60', ''], // 9: good — c2's balance had no opening yet
      ['Customer', c1.phone, '', '1', '', ''], // 10: c1's receivable opened already
    ];
    const done = await calls.importFile('balances-bad.xlsx', await xlsxOf(rows), KIND);
    expect(done).toMatchObject({ import_status: 4, created_count: 1, refused_count: 8 });
    const problems = await calls.problems(done.id);
    const columns = (row: number) => problems.filter((p) => p.row_no === row).map((p) => p.column_key);
    expect(columns(2)).toContain('party');
    expect(columns(3)).toContain('name');
    expect(columns(4)).toContain('need_pay');
    expect(columns(5)).toContain('need_pay');
    expect(columns(6)).toContain('party');
    expect(columns(7)).toContain('party_type');
    expect(columns(8)).toContain('balance');
    expect(columns(9)).toEqual([]);
    expect(columns(10)).toContain('need_pay');
    expect(await account(c2)).toMatchObject({ need_pay: '300.50', balance: '66.60' });
    expect(await account(c3)).toMatchObject({ need_pay: '0.00', balance: '0.00' });
    expect(await moneyDifferences()).toEqual([]);
  });

  it('takes each row only with the permission its kind of account needs', async () => {
    const calls = importCalls(t, tenant.tokens.payables);
    const fresh = await makeSupplier(`期初供应商三${tag}`);
    const rows = [HEADER_ZH, ['供应商', fresh.code, '', '', '30', ''], ['客户', c3.phone, '', '10', '', '']];
    const done = await calls.importFile('balances-payables.csv', Buffer.from(csvText(rows)), KIND);
    expect(done).toMatchObject({ created_count: 1, refused_count: 1 });
    const problems = await calls.problems(done.id);
    expect(problems.every((p) => p.row_no === 3)).toBe(true);
    expect(problems.map((p) => p.column_key)).toContain('party_type');
    expect(await prepay(fresh.id)).toEqual({ balance: '30.00', total: '0.00' });
    expect(await account(c3)).toMatchObject({ need_pay: '0.00' });
    expect(await moneyDifferences()).toEqual([]);
  });

  it('posts a row once when two imports apply it at the same moment', async () => {
    const fresh = await makeSupplier(`期初供应商四${tag}`);
    const values: OpeningBalanceRow = { party_type: 'supplier', party: fresh.code, balance: '45.00' };
    // a row's own transaction as the import centre opens it, under the admin's session
    const apply = () =>
      inTenant(async (tx) => {
        const session = (await loadStaffSession(tx, tenant.staff.admin))!;
        const ctx: RequestContext = { db: tx, session, tenantId: tenant.tenantId, staffId: tenant.staff.admin, storeId: null, requestedStoreId: null, locale: 'zh-CN', ip: '', requestId: 'opening-race', audit: {} };
        return openingBalanceImporter.apply(ctx, { rows: [{ no: 2, values, given: new Set(), cells: {} }], values, match: null }, undefined);
      });
    const results = await Promise.allSettled([apply(), apply()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 409, message: 'fms.opening_taken' } });
    expect(await prepay(fresh.id)).toEqual({ balance: '45.00', total: '0.00' });
    expect(await moneyDifferences()).toEqual([]);
  });
});
