import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MoneyHistoryList } from '@tradewind/contract/fms/money-history.schema';
import type { PaymentNoteDetail, PaymentNoteList, PaymentNoteTarget } from '@tradewind/contract/fms/payment-note.schema';
import { messages, type MessageKey } from '@tradewind/contract/common/messages';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { downloadExport } from '@/test/test-exports';
import { recordEarning } from '../ledger/earning';
import { checkMoneyLedger } from '../ledger/money-check';
import { todayIn } from '@tradewind/contract/common/time';
import { uploadTestImage } from '@/test/test-uploads';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let seq = 0;

const P = 'fms:payment_note';
let cash: number;
let bank: number;
let balanceMethod: number;

beforeAll(async () => {
  const staff = (key: string, roles: string[]) => ({ key, account: `${key}${Math.random().toString(36).slice(2, 8)}`, name: key, password: TEST_PASSWORD, roles, stores: 'all' as const });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'maker', name: '制单', permissions: [`${P}:list`, `${P}:create`, `${P}:update`, `${P}:delete`] },
      { key: 'auditor', name: '审核', permissions: [`${P}:list`, `${P}:audit`] },
      { key: 'reader', name: '只读', permissions: [`${P}:list`, 'fms:money_out:list', 'fms:money_in:list'] },
      { key: 'printer', name: '打印', permissions: ['fms/payment_note/Print'] },
    ],
    staff: [staff('admin', ['admin']), staff('admin2', ['admin']), staff('maker', ['maker']), staff('auditor', ['auditor']), staff('reader', ['reader']), staff('printer', ['printer']), staff('nobody', [])],
  });
  other = await t.tenant({});
  const method = async (body: Record<string, unknown>) => {
    const res = await t.call<{ id: number }>('POST', '/fms/payment_config', { token: tenant.tokens.admin, body });
    if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
    return res.data.id;
  };
  cash = await method({ kind: 1, name: '现金', is_default: 1 });
  bank = await method({ kind: 2, name: '工行', bank_name: '工行张江支行', account_no: '6222021001123456789' });
  balanceMethod = await method({ kind: 5, name: '客户余额' });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = <T = PaymentNoteDetail>(method: Method, url: string, input?: Record<string, unknown>, token = tenant.tokens.admin, storeId = tenant.stores.a) =>
  t.call<T>(method, url, method === 'GET' ? { token, storeId, query: input } : { token, storeId, body: input });
const errorsOf = (res: { code: number; data: unknown }) => [res.code, (res.data as { errors?: Array<{ field: string; message: string }> } | null)?.errors?.map((e) => `${e.field}:${e.message}`)];
/** `field:key` as the answer says it: the key's Chinese text, its {params} any figures. */
const err = (expected: string) => {
  const [field, key] = expected.split(':');
  const text = messages[key as MessageKey].zh.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*');
  return expect.stringMatching(new RegExp(`^${field.replace(/\./g, '\\.')}:${text}$`));
};
const inTenant = <R>(fn: (tx: Db) => Promise<R>) => withTenant(t.app.database.db, tenant.tenantId, fn);

async function createSupplier(): Promise<number> {
  seq += 1;
  const res = await t.call<{ id: number }>('POST', '/wms/supplier', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { name: `付款供应商${seq}`, code: `PN${seq}`, store_ids: [] } });
  if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
  return res.data.id;
}

async function createWorker(): Promise<number> {
  seq += 1;
  const [row] = await withSystem(t.app.database.db, (tx) =>
    queryRows<{ id: number }>(tx, sql`INSERT INTO lms_workers (tenant_id, store_id, name, phone, type) VALUES (${tenant.tenantId}::int, ${tenant.stores.a}::int, ${`搬运工${seq}`}, ${`1380000${String(seq).padStart(4, '0')}`}, 1) RETURNING id`),
  );
  return Number(row.id);
}

async function createCustomer(): Promise<number> {
  seq += 1;
  const res = await t.call<{ id: number }>('POST', '/crm/customer', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { name: `退款客户${seq}`, phone: `1370000${String(seq).padStart(4, '0')}` } });
  if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
  return res.data.id;
}

/** A settlement order at status 3 (audit2 passed) as a row of fms's own tables (a fixture: the settlement parts are built beside this one). */
async function settlement(kind: 'supplier' | 'worker' | 'staff', targetId: number, total: string, status = 3, storeId = tenant.stores.a): Promise<number> {
  seq += 1;
  const [row] = await inTenant((tx) =>
    kind === 'supplier'
      ? queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO fms_supplier_settlements (tenant_id, number, store_id, supplier_id, start_date, end_date, status, entry_count, entry_amount, total_amount)
              VALUES (${tenant.tenantId}::int, ${`SS-T${seq}`}, ${storeId}::int, ${targetId}::int, '2026-10-01', '2026-10-31', ${status}::int, 1, ${total}::numeric, ${total}::numeric) RETURNING id`,
        )
      : queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO fms_worker_settlements (tenant_id, number, store_id, target_type, target_id, start_date, end_date, status, earning_count, total_amount)
              VALUES (${tenant.tenantId}::int, ${`WS-T${seq}`}, ${storeId}::int, ${kind}, ${targetId}::int, '2026-10-01', '2026-10-31', ${status}::int, 1, ${total}::numeric) RETURNING id`,
        ),
  );
  return Number(row.id);
}

const settlementPaid = async (table: 'fms_supplier_settlements' | 'fms_worker_settlements', id: number) =>
  (await inTenant((tx) => queryRows<{ status: number; paid_amount: string }>(tx, sql`SELECT status, paid_amount::text FROM ${sql.raw(table)} WHERE id = ${id}::int`)))[0];
const prepayOf = async (type: string, id: number) => (await call<PaymentNoteTarget>('GET', '/fms/payment_note/targets', { target_type: type, target_id: id })).data.prepay_balance;
const create = (body: Record<string, unknown>, token?: string) => call('POST', '/fms/payment_note', { pay_date: '2026-11-20', payment_config_id: cash, ...body }, token);
const audit = (id: number, token?: string) => call('PUT', `/fms/payment_note/${id}/audit`, { remark: '审核' }, token);
const moneyOut = async (docId: number) =>
  inTenant((tx) => queryRows<{ type: number; amount: string; target_type: string; payment_kind: number }>(tx, sql`SELECT type, amount::text, target_type, payment_kind FROM fms_money_out_histories WHERE doc_type = 'payment_note' AND doc_id = ${docId}::int ORDER BY id`));

describe('payment notes', () => {
  it('pays a supplier settlement with prepay and cash, the rest as a prepayment; the journal sums to the cash', async () => {
    const supplier = await createSupplier();
    const s1 = await settlement('supplier', supplier, '300');
    const s2 = await settlement('supplier', supplier, '200');
    // a first prepayment of 100 (no items): money-out type 3
    const pre = await create({ target_type: 'supplier', target_id: supplier, amount: '100' });
    expect(pre.code).toBe(200);
    expect(pre.data).toMatchObject({ status: 0, number: expect.stringMatching(/^PN/), unallocated_amount: '100.00', target_name: expect.stringContaining('付款供应商') });
    expect((await audit(pre.data.id)).data).toMatchObject({ status: 1, audited_by_name: 'admin' });
    expect(await prepayOf('supplier', supplier)).toBe('100.00');
    expect(await moneyOut(pre.data.id)).toEqual([{ type: 3, amount: '100.00', target_type: 'supplier', payment_kind: 1 }]);

    const target = (await call<PaymentNoteTarget>('GET', '/fms/payment_note/targets', { target_type: 'supplier', target_id: supplier })).data;
    expect(target.settlements.map((s) => [s.settlement_id, s.open_amount])).toEqual([
      [s1, '300.00'],
      [s2, '200.00'],
    ]);
    // 80 from prepay + 450 cash: s1 300 (80 prepay + 220 cash), s2 150 cash, 80 prepayment
    const attachment = await uploadTestImage(t, tenant.tokens.admin);
    const made = await create({
      target_type: 'supplier',
      target_id: supplier,
      payment_config_id: bank,
      amount: '450',
      prepay_used: '80',
      attachments: [attachment],
      items: [
        { target_type: 'supplier_settlement', target_id: s1, amount: '300' },
        { target_type: 'supplier_settlement', target_id: s2, amount: '150', remark: '部分' },
      ],
    });
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ allocated_amount: '450.00', unallocated_amount: '80.00', total_amount: '530.00', item_count: 2, attachments: [attachment] });
    const pending = (await call<PaymentNoteTarget>('GET', '/fms/payment_note/targets', { target_type: 'supplier', target_id: supplier })).data;
    expect(pending.settlements.find((s) => s.settlement_id === s1)?.pending_amount).toBe('300.00');
    const done = await audit(made.data.id, tenant.tokens.auditor);
    expect(done.code).toBe(200);
    expect(done.data.items.map((i) => [i.target_no, i.amount, i.settlement_status, i.open_amount])).toEqual([
      [expect.stringMatching(/^SS-T/), '300.00', 4, '0.00'],
      [expect.stringMatching(/^SS-T/), '150.00', 3, '50.00'],
    ]);
    expect(await settlementPaid('fms_supplier_settlements', s1)).toEqual({ status: 4, paid_amount: '300.00' });
    expect(await settlementPaid('fms_supplier_settlements', s2)).toEqual({ status: 3, paid_amount: '150.00' });
    expect(await prepayOf('supplier', supplier)).toBe('100.00'); // 100 − 80 + 80
    expect((await moneyOut(made.data.id)).map((r) => [r.type, r.amount])).toEqual([
      [1, '220.00'],
      [1, '150.00'],
      [3, '80.00'],
    ]);
    expect(done.data.money_out.reduce((s, r) => s + Number(r.amount), 0)).toBe(450);
    expect(done.data.logs.map((l) => l.action)).toEqual(expect.arrayContaining(['create', 'audit']));
    const history = await inTenant((tx) => queryRows<{ type: number; amount: string }>(tx, sql`SELECT type, amount::text FROM fms_prepay_histories WHERE doc_type = 'payment_note' AND doc_id = ${made.data.id}::int ORDER BY id`));
    expect(history).toEqual([
      { type: 2, amount: '-80.00' },
      { type: 1, amount: '80.00' },
    ]);
    expect(await checkMoneyLedger(t.app.database.db, tenant.tenantId)).toEqual([]);
  });

  it('refuses past the figures the form shows — the prepay balance, a settlement’s open amount, what the lines pay — naming them, and saves nothing', async () => {
    const supplier = await createSupplier();
    const s = await settlement('supplier', supplier, '200');
    const pre = await create({ target_type: 'supplier', target_id: supplier, amount: '100' });
    expect((await audit(pre.data.id)).code).toBe(200);
    const no = (await call<PaymentNoteTarget>('GET', '/fms/payment_note/targets', { target_type: 'supplier', target_id: supplier })).data.settlements[0].number;
    const notes = async () => (await call<PaymentNoteList>('GET', '/fms/payment_notes', { target_type: 'supplier', target_id: supplier })).data.pagination.total;
    const item = (amount: string) => [{ target_type: 'supplier_settlement', target_id: s, amount }];
    const base = { target_type: 'supplier', target_id: supplier };
    const refusal = async (body: Record<string, unknown>, lang = 'zh-CN') => {
      const res = await t.call<{ errors: Array<{ field: string; message: string }> }>('POST', '/fms/payment_note', {
        token: tenant.tokens.admin,
        storeId: tenant.stores.a,
        headers: { 'accept-language': lang },
        body: { pay_date: '2026-11-20', payment_config_id: cash, ...base, ...body },
      });
      expect(res.code, JSON.stringify(res)).toBe(422);
      return res.data.errors;
    };
    // one cent past the prepay balance of 100.00
    expect(await refusal({ amount: '99.99', prepay_used: '100.01', items: item('200') })).toEqual([{ field: 'prepay_used', message: '使用预付款 100.01 超过预付款余额 100.00' }]);
    expect(await refusal({ amount: '99.99', prepay_used: '100.01', items: item('200') }, 'en-US')).toEqual([{ field: 'prepay_used', message: 'Prepayment used 100.01 is more than the prepay balance 100.00' }]);
    // one cent past the settlement's open 200.00
    expect(await refusal({ amount: '200.01', items: item('200.01') })).toEqual([{ field: 'items.0.amount', message: `结算单 ${no} 待付 200.00，本次付款 200.01 超出` }]);
    expect(await refusal({ amount: '200.01', items: item('200.01') }, 'en-US')).toEqual([{ field: 'items.0.amount', message: `Settlement ${no} has 200.00 open; 200.01 is more` }]);
    // more prepayment than the lines pay
    expect(await refusal({ amount: '0', prepay_used: '50', items: item('30') })).toEqual([{ field: 'prepay_used', message: '使用预付款 50.00 超过本次核销的结算金额 30.00' }]);
    expect(await refusal({ amount: '0', prepay_used: '50', items: item('30') }, 'en-US')).toEqual([{ field: 'prepay_used', message: 'Prepayment used 50.00 is more than what the lines pay, 30.00' }]);
    // nothing saved, nothing spent, nothing paid
    expect(await notes()).toBe(1);
    expect(await prepayOf('supplier', supplier)).toBe('100.00');
    expect(await settlementPaid('fms_supplier_settlements', s)).toEqual({ status: 3, paid_amount: '0.00' });
  });

  it('offers payees of each kind to the form by name, code or phone', async () => {
    const supplier = await createSupplier();
    const worker = await createWorker();
    const customer = await createCustomer();
    const options = async (q: Record<string, unknown>, token?: string) => (await call<{ list: Array<{ id: number; name: string }> }>('GET', '/fms/payment_note/target_options', q, token)).data.list.map((r) => r.id);
    expect(await options({ target_type: 'supplier', keyword: '付款供应商' })).toContain(supplier);
    expect(await options({ target_type: 'supplier', keyword: `PN${seq - 2}` })).toEqual([supplier]);
    expect(await options({ target_type: 'worker', keyword: '搬运工' })).toContain(worker);
    expect(await options({ target_type: 'customer', keyword: '退款客户' })).toContain(customer);
    expect(await options({ target_type: 'staff', keyword: 'maker' })).toEqual([tenant.staff.maker]);
    expect(await options({ target_type: 'staff', keyword: 'zzz', id: tenant.staff.maker })).toEqual([tenant.staff.maker]);
    expect((await call('GET', '/fms/payment_note/target_options', { target_type: 'supplier' }, tenant.tokens.reader)).code).toBe(402);
    // the methods a payment may go out through: never the customer's balance
    const methods = (await call<{ list: Array<{ id: number; kind: number }> }>('GET', '/fms/payment_note/methods', {}, tenant.tokens.maker)).data.list;
    expect(methods.map((m) => m.id)).toEqual(expect.arrayContaining([cash, bank]));
    expect(methods.some((m) => m.kind === 5)).toBe(false);
    expect((await call('GET', '/fms/payment_note/methods', {}, tenant.tokens.nobody)).code).toBe(401);
  });

  it('pays a worker settlement and a staff picker; a staff note must be wholly allocated', async () => {
    const worker = await createWorker();
    const ws = await settlement('worker', worker, '120.50');
    const note = await create({ target_type: 'worker', target_id: worker, amount: '120.5', items: [{ target_type: 'worker_settlement', target_id: ws, amount: '120.5' }] });
    expect(note.code).toBe(200);
    expect((await audit(note.data.id)).code).toBe(200);
    expect(await settlementPaid('fms_worker_settlements', ws)).toEqual({ status: 4, paid_amount: '120.50' });
    expect((await moneyOut(note.data.id)).map((r) => [r.type, r.amount, r.target_type])).toEqual([[2, '120.50', 'worker']]);

    const picker = tenant.staff.maker;
    const ps = await settlement('staff', picker, '60');
    expect(errorsOf(await create({ target_type: 'staff', target_id: picker, amount: '70', items: [{ target_type: 'worker_settlement', target_id: ps, amount: '60' }] }))).toEqual([422, [err('amount:fms.pn_staff_unallocated')]]);
    expect(errorsOf(await create({ target_type: 'staff', target_id: picker, amount: '60', prepay_used: '1', items: [{ target_type: 'worker_settlement', target_id: ps, amount: '60' }] }))[1]).toEqual(expect.arrayContaining([err('prepay_used:fms.pn_prepay_not_allowed')]));
    // a worker settlement of a logistics worker is not the staff member's (even with the same id)
    expect(errorsOf(await create({ target_type: 'staff', target_id: picker, amount: '10', items: [{ target_type: 'worker_settlement', target_id: ws, amount: '10' }] }))).toEqual([422, [err('items.0.target_id:fms.pn_item_not_target')]]);
    const staffNote = await create({ target_type: 'staff', target_id: picker, amount: '60', items: [{ target_type: 'worker_settlement', target_id: ps, amount: '60' }] });
    expect(staffNote.code).toBe(200);
    expect((await audit(staffNote.data.id)).code).toBe(200);
    expect((await moneyOut(staffNote.data.id)).map((r) => [r.type, r.target_type])).toEqual([[2, 'staff']]);
  });

  it('pays a customer’s balance back (balance − type 8, money-out type 4), never beyond the balance', async () => {
    const customer = await createCustomer();
    const adj = await t.call('POST', '/fms/customer_account/finance_adjust', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { customer_id: customer, type: 'balance', amount: '500', reason: '预存' } });
    expect(adj.code).toBe(200);
    expect((await call<PaymentNoteTarget>('GET', '/fms/payment_note/targets', { target_type: 'customer', target_id: customer })).data).toMatchObject({ customer_balance: '500.00', prepay_balance: null, settlements: [] });
    expect(errorsOf(await create({ target_type: 'customer', target_id: customer, amount: '500.01' }))).toEqual([422, [err('amount:fms.pn_customer_over_balance')]]);
    const ss = await settlement('supplier', await createSupplier(), '10');
    expect(errorsOf(await create({ target_type: 'customer', target_id: customer, amount: '10', items: [{ target_type: 'supplier_settlement', target_id: ss, amount: '10' }] }))[1]).toEqual(expect.arrayContaining([err('items:fms.pn_customer_items')]));
    const a = await create({ target_type: 'customer', target_id: customer, amount: '300' });
    const b = await create({ target_type: 'customer', target_id: customer, amount: '300' });
    expect((await audit(a.data.id)).code).toBe(200);
    // the second no longer fits the balance when audited
    const refused = await audit(b.data.id);
    expect([refused.code, refused.message]).toEqual([409, expect.stringContaining('200.00')]);
    const rows = await inTenant((tx) => queryRows<{ type: number; amount: string }>(tx, sql`SELECT type, amount::text FROM fms_balance_histories WHERE customer_id = ${customer}::int ORDER BY id`));
    expect(rows).toEqual([
      { type: 7, amount: '500.00' },
      { type: 8, amount: '-300.00' },
    ]);
    expect((await moneyOut(a.data.id)).map((r) => [r.type, r.amount, r.target_type])).toEqual([[4, '300.00', 'customer']]);
    expect((await call('DELETE', `/fms/payment_note/${b.data.id}`)).code).toBe(200);
  });

  it('refuses each bad field with 422', async () => {
    const supplier = await createSupplier();
    const s = await settlement('supplier', supplier, '100');
    const draft = await settlement('supplier', supplier, '100', 2);
    const others = await settlement('supplier', await createSupplier(), '100');
    const base = { target_type: 'supplier', target_id: supplier, amount: '50' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ target_type: 'bank' }, err('target_type:fms.pn_target_type_invalid')],
      [{ target_id: 999999 }, err('target_id:fms.pn_target_not_found')],
      [{ amount: '-1' }, err('amount:fms.amount_negative')],
      [{ amount: -100 }, err('amount:fms.amount_negative')],
      [{ prepay_used: '-0.5' }, err('prepay_used:fms.amount_negative')],
      [{ amount: '1.234' }, err('amount:fms.amount_invalid')],
      [{ amount: '0' }, err('amount:fms.pn_total_zero')],
      [{ prepay_used: 'x' }, err('prepay_used:fms.amount_invalid')],
      [{ prepay_used: '10', items: [{ target_type: 'supplier_settlement', target_id: s, amount: '60' }] }, err('prepay_used:fms.pn_prepay_over_balance')],
      [{ prepay_used: '10' }, err('prepay_used:fms.pn_prepay_over_items')],
      [{ payment_config_id: null }, err('payment_config_id:fms.pn_method_required')],
      [{ payment_config_id: balanceMethod }, err('payment_config_id:fms.pn_method_balance')],
      [{ payment_config_id: 999999 }, err('payment_config_id:fms.payment_config_unavailable')],
      [{ pay_date: '2999-01-01' }, err('pay_date:fms.pn_pay_date_future')],
      [{ pay_date: '2026-02-30' }, err('pay_date:validation.date_invalid')],
      [{ attachments: Array.from({ length: 10 }, (_, i) => `/files/${i}.png`) }, err('attachments:fms.pn_attachments_too_many')],
      [{ remark: 'x'.repeat(201) }, err('remark:validation.text_too_long')],
      [{ items: 'x' }, err('items:fms.pn_items_invalid')],
      [{ items: [{ target_type: 'order', target_id: s, amount: '1' }] }, err('items.0.target_type:fms.pn_item_type_invalid')],
      [{ items: [{ target_type: 'supplier_settlement', target_id: s, amount: '0' }] }, err('items.0.amount:fms.amount_positive')],
      [{ items: [{ target_type: 'supplier_settlement', target_id: s, amount: '-10' }] }, err('items.0.amount:fms.amount_positive')],
      [{ items: [{ target_type: 'supplier_settlement', target_id: 999999, amount: '1' }] }, err('items.0.target_id:fms.pn_item_not_found')],
      [{ items: [{ target_type: 'worker_settlement', target_id: s, amount: '1' }] }, err('items.0.target_id:fms.pn_item_not_found')],
      [{ items: [{ target_type: 'supplier_settlement', target_id: others, amount: '1' }] }, err('items.0.target_id:fms.pn_item_not_target')],
      [{ items: [{ target_type: 'supplier_settlement', target_id: draft, amount: '1' }] }, err('items.0.target_id:fms.pn_item_not_payable')],
      [{ items: [{ target_type: 'supplier_settlement', target_id: s, amount: '100.01' }] }, err('items.0.amount:fms.pn_item_over')],
      [
        {
          items: [
            { target_type: 'supplier_settlement', target_id: s, amount: '10' },
            { target_type: 'supplier_settlement', target_id: s, amount: '10' },
          ],
        },
        err('items.1.target_id:fms.pn_item_duplicate'),
      ],
      [{ items: [{ target_type: 'supplier_settlement', target_id: s, amount: '60' }] }, err('items:fms.pn_items_over')],
    ];
    for (const [patch, expected] of cases) {
      const res = await create({ ...base, ...patch });
      expect([res.code, errorsOf(res)[1]], JSON.stringify(patch)).toEqual([422, expect.arrayContaining([expected])]);
    }
    // a method disabled later: the audit refuses it (422 on the method), the note stays pending
    const note = await create({ ...base, payment_config_id: bank });
    expect(note.code).toBe(200);
    // the method is in use by a pending note: it cannot be disabled (409)
    const disable = await t.call('PUT', `/fms/payment_config/${bank}/status`, { token: tenant.tokens.admin, body: { status: 0 } });
    expect(disable.code).toBe(409);
    expect((await call('DELETE', `/fms/payment_note/${note.data.id}`)).code).toBe(200);
  });

  it('answers 402 without the permission, 404 outside the tenant, 409 on a second audit and on edits after it', async () => {
    const supplier = await createSupplier();
    const s = await settlement('supplier', supplier, '100');
    const body = { target_type: 'supplier', target_id: supplier, amount: '40', items: [{ target_type: 'supplier_settlement', target_id: s, amount: '40' }] };
    expect((await create(body, tenant.tokens.auditor)).code).toBe(402);
    const note = await create(body, tenant.tokens.maker);
    expect(note.code).toBe(200);
    const id = note.data.id;
    expect((await audit(id, tenant.tokens.maker)).code).toBe(402);
    expect((await call('PUT', '/fms/payment_note', { ...body, id, pay_date: '2026-11-21', payment_config_id: cash }, tenant.tokens.auditor)).code).toBe(402);
    expect((await call('DELETE', `/fms/payment_note/${id}`, undefined, tenant.tokens.auditor)).code).toBe(402);
    expect((await call('GET', '/fms/payment_notes', {}, tenant.tokens.nobody)).code).toBe(401);
    expect((await call('GET', '/fms/payment_notes/export', {}, tenant.tokens.reader)).code).toBe(402);
    expect((await call('GET', '/fms/payment_note/targets', { target_type: 'supplier', target_id: supplier }, tenant.tokens.reader)).code).toBe(402);
    expect((await call('POST', '/fms/payment_note/quick', { settlement_type: 'supplier_settlement', settlement_id: s, payment_config_id: cash }, tenant.tokens.maker)).code).toBe(402);
    expect((await call('POST', '/fms/payment_note/quick', { settlement_type: 'supplier_settlement', settlement_id: s, payment_config_id: cash }, tenant.tokens.auditor)).code).toBe(402);
    // another tenant sees nothing
    expect((await t.call('GET', `/fms/payment_note/${id}`, { token: other.tokens.admin, storeId: other.stores.a })).code).toBe(404);
    expect((await t.call('PUT', `/fms/payment_note/${id}/audit`, { token: other.tokens.admin, storeId: other.stores.a, body: {} })).code).toBe(404);
    expect((await call('GET', '/fms/payment_note/999999')).code).toBe(404);
    expect((await call('GET', '/fms/payment_note/targets', { target_type: 'worker', target_id: 999999 })).code).toBe(404);
    // edit while pending
    const edited = await call('PUT', '/fms/payment_note', { ...body, id, amount: '50', items: [{ target_type: 'supplier_settlement', target_id: s, amount: '45' }], pay_date: '2026-11-21', payment_config_id: cash }, tenant.tokens.maker);
    expect(edited.code).toBe(200);
    expect(edited.data).toMatchObject({ amount: '50.00', allocated_amount: '45.00', unallocated_amount: '5.00', pay_date: '2026-11-21' });
    expect((await audit(id, tenant.tokens.auditor)).code).toBe(200);
    const again = await audit(id);
    expect([again.code, again.message]).toEqual([409, expect.stringContaining('已审核')]);
    expect((await call('PUT', '/fms/payment_note', { ...body, id, pay_date: '2026-11-21', payment_config_id: cash })).code).toBe(409);
    expect((await call('DELETE', `/fms/payment_note/${id}`)).code).toBe(409);
    const logged = await inTenant((tx) => queryRows<{ target_type: string; target_id: string }>(tx, sql`SELECT DISTINCT target_type, target_id FROM action_logs WHERE path LIKE ${`%/fms/payment_note/${id}/audit%`}`));
    expect(logged).toEqual([{ target_type: 'fms_payment_note', target_id: String(id) }]);
    // the print permission alone reads the note (the print page), not the list
    expect((await call('GET', `/fms/payment_note/${id}`, undefined, tenant.tokens.printer)).data.number).toBe(note.data.number);
    expect((await call('GET', '/fms/payment_notes', {}, tenant.tokens.printer)).code).toBe(401);
  });

  it('of two notes paying a settlement’s last ¥100 at once, one wins (409 with the figures for the other)', async () => {
    const supplier = await createSupplier();
    const s = await settlement('supplier', supplier, '100');
    const body = { target_type: 'supplier', target_id: supplier, amount: '100', items: [{ target_type: 'supplier_settlement', target_id: s, amount: '100' }] };
    const a = await create(body);
    const b = await create(body);
    const results = await Promise.all([audit(a.data.id), audit(b.data.id)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.code === 409)!.message).toContain('0.00');
    expect(await settlementPaid('fms_supplier_settlements', s)).toEqual({ status: 4, paid_amount: '100.00' });
    // the same note audited twice at once: once
    const c = await settlement('supplier', supplier, '10');
    const note = await create({ ...body, amount: '10', items: [{ target_type: 'supplier_settlement', target_id: c, amount: '10' }] });
    const twice = await Promise.all([audit(note.data.id), audit(note.data.id)]);
    expect(twice.map((r) => r.code).sort()).toEqual([200, 409]);
    expect((await moneyOut(note.data.id)).length).toBe(1);
  });

  it('the remarks ride on what the audit posts: the money-out rows (with the settlement’s number and remark), the prepay history and the export', async () => {
    const supplier = await createSupplier();
    const s = await settlement('supplier', supplier, '60');
    await inTenant((tx) => tx.execute(sql`UPDATE fms_supplier_settlements SET remark = '十月货款' WHERE id = ${s}::int`));
    const made = await create({ target_type: 'supplier', target_id: supplier, amount: '100', remark: '对公转账', items: [{ target_type: 'supplier_settlement', target_id: s, amount: '60' }] });
    expect(made.code).toBe(200);
    expect((await audit(made.data.id)).code).toBe(200);
    const rows = await call<MoneyHistoryList>('GET', '/fms/money_out_histories', { doc_no: made.data.number });
    expect(rows.data.list.map((r) => [r.amount, r.remark]).sort()).toEqual([['40.00', '对公转账'], ['60.00', 'SS-T' + String(seq) + ' · 十月货款 · 对公转账']]);
    const history = await call<{ list: Array<{ amount: string; remark: string | null }> }>('GET', '/fms/finance_prepay_account/histories', { target_type: 'supplier', target_id: supplier });
    expect(history.data.list.map((r) => [r.amount, r.remark])).toEqual([['40.00', '对公转账']]);
    const task = await call<{ id: number }>('GET', '/fms/money_out_histories/export', { doc_no: made.data.number });
    const sheet = await downloadExport(t, tenant.tokens.admin, task.data.id);
    const at = sheet[0].indexOf('备注');
    expect(sheet.slice(1, -1).map((r) => r[at]).sort()).toEqual(['SS-T' + String(seq) + ' · 十月货款 · 对公转账', '对公转账']);
    // the journal's totals row: the note's amount
    expect(sheet.at(-1)![sheet[0].indexOf('金额')]).toBe(100);
  });

  it('quick pays a settlement’s open amount in one step, the prepay balance first when asked', async () => {
    const supplier = await createSupplier();
    const pre = await create({ target_type: 'supplier', target_id: supplier, amount: '30' });
    await audit(pre.data.id);
    const s = await settlement('supplier', supplier, '100');
    const quick = await call('POST', '/fms/payment_note/quick', { settlement_type: 'supplier_settlement', settlement_id: s, payment_config_id: cash, use_prepay: 1 });
    expect(quick.code).toBe(200);
    expect(quick.data).toMatchObject({ status: 1, source: 2, amount: '70.00', prepay_used: '30.00', allocated_amount: '100.00', unallocated_amount: '0.00' });
    expect(await settlementPaid('fms_supplier_settlements', s)).toEqual({ status: 4, paid_amount: '100.00' });
    expect(await prepayOf('supplier', supplier)).toBe('0.00');
    expect((await call('POST', '/fms/payment_note/quick', { settlement_type: 'supplier_settlement', settlement_id: s, payment_config_id: cash })).code).toBe(409);
    const s2 = await settlement('supplier', supplier, '100');
    expect(errorsOf(await call('POST', '/fms/payment_note/quick', { settlement_type: 'supplier_settlement', settlement_id: s2, payment_config_id: cash, amount: '100.01' }))).toEqual([422, [err('amount:fms.pn_quick_over')]]);
    expect(errorsOf(await call('POST', '/fms/payment_note/quick', { settlement_type: 'supplier_settlement', settlement_id: 999999, payment_config_id: cash }))).toEqual([422, [err('settlement_id:fms.pn_item_not_found')]]);
    const part = await call('POST', '/fms/payment_note/quick', { settlement_type: 'supplier_settlement', settlement_id: s2, payment_config_id: cash, amount: '40', pay_date: '2026-11-01', remark: '先付一部分' });
    expect(part.data).toMatchObject({ amount: '40.00', pay_date: '2026-11-01', remark: '先付一部分' });
    expect(await settlementPaid('fms_supplier_settlements', s2)).toEqual({ status: 3, paid_amount: '40.00' });
  });

  it('lists with tabs, filters and totals, and exports', async () => {
    const supplier = await createSupplier();
    const a = await create({ target_type: 'supplier', target_id: supplier, amount: '11', pay_date: '2026-11-02' });
    const b = await create({ target_type: 'supplier', target_id: supplier, amount: '22', pay_date: '2026-11-03', payment_config_id: bank });
    await audit(a.data.id);
    const list = (q: Record<string, unknown>) => call<PaymentNoteList>('GET', '/fms/payment_notes', { target_id: supplier, target_type: 'supplier', ...q });
    const all = (await list({})).data;
    expect(all.list.map((r) => r.id)).toEqual([b.data.id, a.data.id]);
    expect(all.counts).toEqual({ all: 2, 0: 1, 1: 1 });
    expect(all.totals).toEqual({ amount: '33.00', prepay_used: '0.00', allocated_amount: '0.00', unallocated_amount: '33.00' });
    expect((await list({ status: 1 })).data.list.map((r) => r.id)).toEqual([a.data.id]);
    expect((await list({ payment_config_id: bank })).data.list.map((r) => r.id)).toEqual([b.data.id]);
    expect((await list({ start_date: '2026-11-03', end_date: '2026-11-03' })).data.list.map((r) => r.id)).toEqual([b.data.id]);
    expect((await list({ keyword: b.data.number })).data.list.map((r) => r.id)).toEqual([b.data.id]);
    const name = b.data.target_name;
    expect((await call<PaymentNoteList>('GET', '/fms/payment_notes', { target_keyword: name })).data.pagination.total).toBe(2);
    expect(errorsOf(await list({ start_date: '2026-11-03', end_date: '2026-11-01' }))).toEqual([422, [err('end_date:fms.date_range_invalid')]]);
    expect(errorsOf(await list({ target_type: 'x' }))[0]).toBe(422);
    const exported = await call<{ id: number }>('GET', '/fms/payment_notes/export', { target_id: supplier });
    expect(exported.code).toBe(200);
    expect(exported.data.id).toBeGreaterThan(0);
    // store b sees none of store a's notes
    expect((await call<PaymentNoteList>('GET', '/fms/payment_notes', { target_id: supplier }, tenant.tokens.admin, tenant.stores.b)).data.pagination.total).toBe(0);
  });
});

describe('with the worker settlement part', () => {
  it('pays a worker settlement built and audited through its own calls; its earnings are settled', async () => {
    const worker = await createWorker();
    for (const [n, amount] of [[1, '30.00'], [2, '12.50']] as const) {
      await inTenant((tx) => recordEarning(tx, { targetType: 'worker', targetId: worker, sourceType: 'carry_fee', sourceId: 900000 + seq * 10 + n, amount, storeId: tenant.stores.a, staffId: tenant.staff.admin }));
    }
    const today = todayIn('Asia/Shanghai');
    const built = await call<{ id: number; total_amount: string }>('POST', '/fms/worker_settlement_order', { target_type: 'worker', target_id: worker, start_date: '2026-01-01', end_date: today });
    expect([built.code, built.data.total_amount]).toEqual([200, '42.50']);
    expect((await call('PUT', `/fms/worker_settlement_order/${built.data.id}/audit1`, { remark: '' })).code).toBe(200);
    // not yet finance-approved: nothing to pay
    expect((await call('POST', '/fms/payment_note/quick', { settlement_type: 'worker_settlement', settlement_id: built.data.id, payment_config_id: cash })).code).toBe(409);
    expect((await call('PUT', `/fms/worker_settlement_order/${built.data.id}/audit2`, { remark: '' }, tenant.tokens.admin2)).code).toBe(200);
    const paid = await call('POST', '/fms/payment_note/quick', { settlement_type: 'worker_settlement', settlement_id: built.data.id, payment_config_id: cash });
    expect(paid.data).toMatchObject({ status: 1, amount: '42.50', target_type: 'worker', target_id: worker });
    expect(await settlementPaid('fms_worker_settlements', built.data.id)).toEqual({ status: 4, paid_amount: '42.50' });
    const earnings = await inTenant((tx) => queryRows<{ settled: boolean }>(tx, sql`SELECT settled_at IS NOT NULL AS settled FROM fms_worker_earnings WHERE settlement_id = ${built.data.id}::int`));
    expect(earnings).toEqual([{ settled: true }, { settled: true }]);
  });
  it('with audit_by_other on, the maker cannot audit a payment note (409, nothing paid) nor use quick; another staff member can', async () => {
    const setting = (body: Record<string, unknown>) => call('PUT', '/fms/setting/pay', { pay_types: [1, 2, 3, 4], rounding: 1, ...body });
    expect((await setting({ receipt_audit: 1, audit_by_other: 1 })).data).toMatchObject({ audit_by_other: 1 });
    try {
      const supplier = await createSupplier();
      const s = await settlement('supplier', supplier, '100');
      const note = await create({ target_type: 'supplier', target_id: supplier, amount: '40', items: [{ target_type: 'supplier_settlement', target_id: s, amount: '40' }] });
      const refused = await audit(note.data.id);
      expect([refused.code, refused.message]).toEqual([409, messages['fms.audit_by_maker'].zh]);
      expect((await call('GET', `/fms/payment_note/${note.data.id}`)).data.status).toBe(0);
      expect(await moneyOut(note.data.id)).toEqual([]);
      expect(await settlementPaid('fms_supplier_settlements', s)).toEqual({ status: 3, paid_amount: '0.00' });
      const quick = await call('POST', '/fms/payment_note/quick', { settlement_type: 'supplier_settlement', settlement_id: s, payment_config_id: cash });
      expect([quick.code, quick.message]).toEqual([409, messages['fms.quick_needs_other_auditor'].zh]);
      expect((await audit(note.data.id, tenant.tokens.admin2)).data.status).toBe(1);

    } finally {
      await setting({ receipt_audit: 1, audit_by_other: 0 });
    }
  });
});

describe('money journals', () => {
  it('lists the money-out rows with names, filters and totals; money-in answers the same shape', async () => {
    const supplier = await createSupplier();
    const s = await settlement('supplier', supplier, '80');
    const note = await create({ target_type: 'supplier', target_id: supplier, amount: '100', payment_config_id: bank, pay_date: '2026-11-05', items: [{ target_type: 'supplier_settlement', target_id: s, amount: '80' }] });
    await audit(note.data.id);
    const out = (q: Record<string, unknown>, token = tenant.tokens.reader) => call<MoneyHistoryList>('GET', '/fms/money_out_histories', q, token);
    const mine = (await out({ target_type: 'supplier', target_id: supplier })).data;
    expect(mine.list.map((r) => [r.type, r.type_name, r.amount, r.payment_config_name, r.payment_kind_name, r.target_name, r.doc_type_name, r.doc_no, r.occurred_on])).toEqual([
      [3, '预付款', '20.00', '工行', '银行转账', expect.stringContaining('付款供应商'), '付款单', note.data.number, '2026-11-05'],
      [1, '供应商结算付款', '80.00', '工行', '银行转账', expect.stringContaining('付款供应商'), '付款单', note.data.number, '2026-11-05'],
    ]);
    expect(mine.totals).toEqual({ amount: '100.00', count: 2 });
    expect((await out({ target_type: 'supplier', target_id: supplier, type: 1 })).data.totals).toEqual({ amount: '80.00', count: 1 });
    expect((await out({ target_type: 'supplier', target_id: supplier, payment_kind: 1 })).data.totals.count).toBe(0);
    expect((await out({ doc_no: note.data.number })).data.totals.count).toBe(2);
    expect((await out({ target_keyword: mine.list[0].target_name })).data.totals.count).toBe(2);
    expect((await out({ target_type: 'supplier', target_id: supplier, start_date: '2026-11-06' })).data.totals.count).toBe(0);
    expect(errorsOf(await out({ start_date: '2026-11-06', end_date: '2026-11-01' }))).toEqual([422, [err('end_date:fms.date_range_invalid')]]);
    expect(errorsOf(await out({ payment_kind: 9 }))).toEqual([422, [err('payment_kind:fms.payment_kind_invalid')]]);
    const en = await t.call<MoneyHistoryList>('GET', '/fms/money_out_histories', { token: tenant.tokens.reader, storeId: tenant.stores.a, query: { doc_no: note.data.number }, headers: { 'accept-language': 'en-US' } });
    expect(en.data.list[0].doc_type_name).toBe('Payment note');
    // the journal's whole sum equals the audited notes' amounts of the store
    const all = (await call<MoneyHistoryList>('GET', '/fms/money_out_histories', {})).data.totals.amount;
    const notes = (await call<PaymentNoteList>('GET', '/fms/payment_notes', { status: 1 })).data.totals.amount;
    expect(all).toBe(notes);
    const inList = await call<MoneyHistoryList>('GET', '/fms/money_in_histories', {}, tenant.tokens.reader);
    expect(inList.data).toMatchObject({ list: [], totals: { amount: '0.00', count: 0 } });
    expect((await call('GET', '/fms/money_out_histories', {}, tenant.tokens.maker)).code).toBe(401);
    expect((await call('GET', '/fms/money_in_histories/export', {}, tenant.tokens.reader)).code).toBe(402);
    expect((await call('GET', '/fms/money_out_histories/export', {}, tenant.tokens.reader)).code).toBe(402);
    expect((await call<{ id: number }>('GET', '/fms/money_out_histories/export', { target_id: supplier })).code).toBe(200);
    expect((await call<{ id: number }>('GET', '/fms/money_in_histories/export', {})).code).toBe(200);
    expect(await checkMoneyLedger(t.app.database.db, tenant.tenantId)).toEqual([]);
  });
});
