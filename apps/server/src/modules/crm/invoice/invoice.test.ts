import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceList, InvoiceTitle, InvoiceOrder } from '@tradewind/contract/crm/invoice.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';
import { downloadExport } from '@/test/test-exports';
import { useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();

const P = 'crm:invoice';
const REP = [`${P}:list`, `${P}:create`, `${P}:update`, `${P}:delete`, `${P}:apply`];
const MANAGER = [...REP, `${P}:audit`, `${P}:open`, `${P}:export`, 'crm/invoice/Print'];

const USCC = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A valid unified social credit code from 17 characters (the check character added). */
const creditCode = (base17: string) => base17 + USCC[(31 - (W.reduce((a, w, i) => a + w * USCC.indexOf(base17[i]), 0) % 31)) % 31];
const TAX = creditCode('91310115MA1K4XY87');
const CERT_TAX = creditCode('91310000MA7C8D9E2');

let tenant: TestTenant;
let customer: number;
let otherCustomer: number;
let warehouse: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (who: string) => ({ token: tenant.tokens[who], storeId: tenant.stores.a });
const call = <T>(method: Method, url: string, input?: Record<string, unknown>, who = 'manager') =>
  t.call<T>(method, url, method === 'GET' || method === 'DELETE' ? { ...as(who), query: input } : { ...as(who), body: input ?? {} });
const ok = async <T>(method: Method, url: string, input?: Record<string, unknown>, who?: string): Promise<T> => {
  const r = await call<T>(method, url, input, who);
  if (r.code !== 200) throw new Error(`${method} ${url}: ${r.code} ${r.message} ${JSON.stringify(r.data)}`);
  return r.data;
};
const inTenant = <R>(fn: Parameters<typeof withTenant<R>>[2]) => withTenant(t.app.database.db, tenant.tenantId, fn);

let serial = 0;
/** A delivered order of oms (as a delivery leaves it): its delivered and refunded amounts. */
async function deliveredOrder(customerId: number, delivered: string, refunded = '0', status = 6) {
  serial += 1;
  const number = `SO-IV-${Date.now() % 1e6}-${serial}`;
  const row = await inTenant((tx) =>
    queryOne<{ id: number }>(
      tx,
      sql`INSERT INTO oms_orders (tenant_id, number, store_id, status, customer_id, consignee_name, consignee_phone, address, warehouse_id, delivery_date,
            total_amount, delivered_amount, refunded_amount, delivered_at)
          VALUES (${tenant.tenantId}, ${number}, ${tenant.stores.a}, ${status}, ${customerId}, '王老板', '13911112222', '张江路 1 号', ${warehouse}, current_date,
            ${delivered}::numeric, ${delivered}::numeric, ${refunded}::numeric, now()) RETURNING id`,
    ),
  );
  return { id: Number(row!.id), number };
}
const setRefunded = (orderId: number, refunded: string) => inTenant((tx) => tx.execute(sql`UPDATE oms_orders SET refunded_amount = ${refunded}::numeric WHERE id = ${orderId}`));

const body = (lines: Array<[number, string]>, extra: Record<string, unknown> = {}) => ({
  customer_id: customer,
  type: 1,
  title_type: 1,
  title: '上海海鲜酒楼有限公司',
  tax_number: TAX,
  lines: lines.map(([order_id, amount]) => ({ order_id, amount })),
  ...extra,
});
const SPECIAL = { type: 2, bank_name: '招商银行浦东支行', bank_account: '6222000011112222', address: '上海市浦东新区张江路 1 号', phone: '021-55551234' };
const create = (lines: Array<[number, string]>, extra: Record<string, unknown> = {}, who?: string) => call<InvoiceDetail>('POST', '/crm/invoice', body(lines, extra), who);
const act = (id: number, action: 'apply' | 'audit' | 'open', input: Record<string, unknown> = {}, who?: string) => call<InvoiceDetail>('PUT', `/crm/invoice/${id}/${action}`, input, who);
const OPEN = { invoice_no: '04412345', invoice_date: '2026-11-20', express_remark: '顺丰 SF123456' };
const ledger = (orderId: number) =>
  inTenant((tx) => queryOne<{ invoiced: string; reversed: string }>(tx, sql`SELECT invoiced_amount::text AS invoiced, reversed_amount::text AS reversed FROM crm_invoice_ledger WHERE order_id = ${orderId}`));
const errorsOf = (data: unknown) => (data as { errors: Array<{ field: string; message: string }> }).errors;

beforeAll(async () => {
  const spec = crmTenantSpec();
  tenant = await t.tenant({ ...spec, roles: spec.roles!.map((r) => (r.key === 'rep' ? { ...r, permissions: [...(r.permissions ?? []), ...REP] } : r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), ...MANAGER] } : r)) });
  const admin = { token: tenant.tokens.admin, storeId: tenant.stores.a };
  const phone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  customer = (await t.call<{ id: number }>('POST', '/crm/customer', { ...admin, body: { name: '海鲜酒楼', phone: phone(), sales_type: 1, sales_id: tenant.staff.rep1 } })).data.id;
  otherCustomer = (await t.call<{ id: number }>('POST', '/crm/customer', { ...admin, body: { name: '别人的客户', phone: phone(), sales_type: 1, sales_id: tenant.staff.rep2 } })).data.id;
  warehouse = (await t.call<{ id: number }>('POST', '/wms/warehouse', { ...admin, body: { name: '发票仓', code: `IV${serial}${Date.now() % 1e5}`, store_id: tenant.stores.a } })).data.id;
});

describe('invoices', () => {
  it('makes a draft from delivered orders, applies, audits and opens it; the ledger and the log follow; the title is saved', async () => {
    const o1 = await deliveredOrder(customer, '300.00');
    const o2 = await deliveredOrder(customer, '120.50', '20.50', 7);
    const undelivered = await deliveredOrder(customer, '80.00', '0', 5);
    const orders = await ok<{ list: InvoiceOrder[] }>('GET', '/crm/invoice_orders', { customer_id: customer }, 'rep1');
    expect(orders.list.find((o) => o.order_id === o2.id)).toMatchObject({ delivered_amount: '120.50', refunded_amount: '20.50', invoiceable_amount: '100.00', invoiced_amount: '0.00' });
    expect(orders.list.some((o) => o.order_id === undelivered.id)).toBe(false);

    const made = await create([[o1.id, '300'], [o2.id, '100.00']], { remark: '月度发票' }, 'rep1');
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ status: 1, status_name: '草稿', kind: 1, amount: '400.00', tax_number: TAX, type_name: '增值税普通发票', customer_name: '海鲜酒楼' });
    expect(made.data.number).toMatch(/^IV\d{8}-\d{4}$/);
    const id = made.data.id;
    // another rep sees nothing of it
    expect((await call('GET', `/crm/invoice/${id}`, {}, 'rep2')).code).toBe(404);
    expect((await ok<InvoiceList>('GET', '/crm/invoices', {}, 'rep2')).list).toEqual([]);

    expect((await act(id, 'audit', { pass: 1 })).code).toBe(409); // a draft is not audited
    expect((await act(id, 'apply', {}, 'rep1')).data).toMatchObject({ status: 2 });
    expect((await call('PUT', '/crm/invoice', { ...body([[o1.id, '1']]), id }, 'rep1')).code).toBe(409); // applied: no edits
    expect((await act(id, 'open', OPEN)).code).toBe(409);
    expect((await act(id, 'audit', { pass: 1 })).data).toMatchObject({ status: 3, audited_by_name: 'Manager' });
    expect(await ledger(o1.id)).toEqual({ invoiced: '300.00', reversed: '0.00' });
    expect((await act(id, 'open', { ...OPEN, invoice_no: '12AB' })).code).toBe(422);
    const opened = await act(id, 'open', OPEN);
    expect(opened.data).toMatchObject({ status: 4, status_name: '已开票', invoice_no: '04412345', invoice_date: '2026-11-20', express_remark: '顺丰 SF123456' });
    expect(opened.data.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([['create', null, 1], ['apply', 1, 2], ['audit', 2, 3], ['open', 3, 4]]);
    expect(opened.data.lines.map((l) => [l.order_no, l.amount, l.order?.invoiceable_amount])).toEqual([[o1.number, '300.00', '0.00'], [o2.number, '100.00', '0.00']]);
    expect((await call('DELETE', `/crm/invoice/${id}`, {}, 'rep1')).code).toBe(409);

    // the list: tabs, filters, sort; the export
    const list = await ok<InvoiceList>('GET', '/crm/invoices', { status: 4, keyword: '04412345', type: 1, sort: 'amount', order: 'asc' });
    expect(list.list.map((i) => i.id)).toEqual([id]);
    expect(list.counts['4']).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/crm/invoices', { start_date: '2026-02-01', end_date: '2026-01-01' })).code).toBe(422);
    const job = await ok<{ id: number }>('GET', '/crm/invoices/export', { status: 4 });
    const rows = await downloadExport(t, tenant.tokens.manager, job.id);
    expect(rows[0]).toContain('发票抬头');
    expect(rows.some((r) => r.includes(made.data.number))).toBe(true);

    // the title is saved for the customer; an approved enterprise certification comes first
    await inTenant((tx) => tx.execute(sql`INSERT INTO crm_certifications (tenant_id, customer_id, type, name, credit_number, step) VALUES (${tenant.tenantId}, ${customer}, 2, '上海海鲜酒楼有限公司（认证）', ${CERT_TAX}, 2)`));
    const titles = await ok<{ list: InvoiceTitle[] }>('GET', '/crm/invoice_titles', { customer_id: customer }, 'rep1');
    expect(titles.list.map((x) => [x.source, x.title, x.tax_number])).toEqual([
      ['certification', '上海海鲜酒楼有限公司（认证）', CERT_TAX],
      ['saved', '上海海鲜酒楼有限公司', TAX],
    ]);
    expect((await call('GET', '/crm/invoice_titles', { customer_id: otherCustomer }, 'rep1')).code).toBe(404);
  });

  it('refuses bad input with the field named and nothing saved', async () => {
    const o = await deliveredOrder(customer, '50.00');
    const other = await deliveredOrder(otherCustomer, '50.00');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ tax_number: '91310115MA1K4XYZ7X' }, 'tax_number', '请输入正确的纳税人识别号'],
      [{ tax_number: null }, 'tax_number', '企业抬头请填写纳税人识别号'],
      [{ title: ' ' }, 'title', '请输入发票抬头'],
      [{ type: 3 }, 'type', '请选择发票类型'],
      [{ type: 2 }, 'bank_name', '专用发票请填写开户银行'],
      [{ ...SPECIAL, title_type: 2, tax_number: null }, 'title_type', '增值税专用发票只能开给企业'],
      [{ lines: [] }, 'lines', '请选择要开票的订单'],
      [{ lines: [{ order_id: o.id, amount: '-5' }] }, 'lines.0.amount', '请输入大于 0 的金额'],
      [{ lines: [{ order_id: o.id, amount: '1' }, { order_id: o.id, amount: '2' }] }, 'lines.1.order_id', '该订单已在发票中'],
      [{ lines: [{ order_id: o.id, amount: '50.01' }] }, 'lines.0.amount', '订单'],
      [{ lines: [{ order_id: other.id, amount: '1' }] }, 'lines.0.order_id', '不是该客户已送达的订单'],
      [{ customer_id: otherCustomer }, 'customer_id', '客户不存在'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await create([[o.id, '10']], extra, 'rep1');
      expect(res.code, JSON.stringify(extra)).toBe(422);
      expect(errorsOf(res.data)[0], JSON.stringify(extra)).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    expect((await create([[o.id, '50.01']], {}, 'rep1')).message).toBe(`订单 ${o.number} 最多还能开票 50.00 元，本次 50.01 元`);
    // a special invoice with everything, and a person's general invoice without a tax number, are fine
    expect((await create([[o.id, '10']], SPECIAL, 'rep1')).code).toBe(200);
    expect((await create([[o.id, '10']], { title_type: 2, title: '王先生', tax_number: '' }, 'rep1')).data).toMatchObject({ title_type: 2, tax_number: null });
    expect((await act(999999, 'apply', {}, 'rep1')).code).toBe(404);
    expect((await act(1, 'audit', { pass: 0 })).code).toBe(422); // a rejection needs its reason
  });

  it('needs its permissions on every route', async () => {
    const o = await deliveredOrder(customer, '20.00');
    const id = (await create([[o.id, '10']])).data.id;
    const calls: Array<[string, Method, string, Record<string, unknown> | undefined]> = [
      ['list', 'GET', '/crm/invoices', undefined],
      ['detail', 'GET', `/crm/invoice/${id}`, undefined],
      ['titles', 'GET', '/crm/invoice_titles', { customer_id: customer }],
      ['orders', 'GET', '/crm/invoice_orders', { customer_id: customer }],
      ['create', 'POST', '/crm/invoice', body([[o.id, '1']])],
      ['update', 'PUT', '/crm/invoice', { ...body([[o.id, '1']]), id }],
      ['delete', 'DELETE', `/crm/invoice/${id}`, undefined],
      ['apply', 'PUT', `/crm/invoice/${id}/apply`, {}],
      ['audit', 'PUT', `/crm/invoice/${id}/audit`, { pass: 1 }],
      ['open', 'PUT', `/crm/invoice/${id}/open`, OPEN],
      ['export', 'GET', '/crm/invoices/export', undefined],
    ];
    for (const [label, method, url, input] of calls) {
      const res = await call(method, url, input, 'clerk');
      expect(res.code, label).toBe(['list', 'detail'].includes(label) ? 401 : 402);
    }
    // a rep may apply but not audit, open or export
    expect((await act(id, 'apply', {}, 'rep1')).code).toBe(200);
    expect((await act(id, 'audit', { pass: 1 }, 'rep1')).code).toBe(402);
    expect((await act(id, 'open', OPEN, 'rep1')).code).toBe(402);
    expect((await call('GET', '/crm/invoices/export', {}, 'rep1')).code).toBe(402);
    expect((await ok<InvoiceDetail>('GET', `/crm/invoice/${id}`)).status).toBe(2);
  });

  it('rejects with a reason; editing a rejected invoice puts it back to draft; drafts and rejected ones delete', async () => {
    const o = await deliveredOrder(customer, '60.00');
    const id = (await create([[o.id, '60']], {}, 'rep1')).data.id;
    await act(id, 'apply', {}, 'rep1');
    const rejected = await act(id, 'audit', { pass: 0, reason: '抬头与认证不符' });
    expect(rejected.data).toMatchObject({ status: 0, reject_reason: '抬头与认证不符' });
    expect((await act(id, 'apply', {}, 'rep1')).code).toBe(409);
    const edited = await ok<InvoiceDetail>('PUT', '/crm/invoice', { ...body([[o.id, '55']], SPECIAL), id }, 'rep1');
    expect(edited).toMatchObject({ status: 1, reject_reason: null, amount: '55.00', type: 2 });
    expect(edited.logs.map((l) => [l.action, l.to_status, l.remark])).toEqual([['create', 1, null], ['apply', 2, null], ['reject', 0, '抬头与认证不符'], ['update', 1, null]]);
    expect((await ok<{ id: number }>('DELETE', `/crm/invoice/${id}`, {}, 'rep1')).id).toBe(id);
    expect((await call('GET', `/crm/invoice/${id}`, {}, 'rep1')).code).toBe(404);
  });

  it('never invoices past delivered less refunded: a second invoice is refused at audit, a refund lowers what is left', async () => {
    const o = await deliveredOrder(customer, '100.00');
    const a = (await create([[o.id, '70']])).data.id;
    const b = (await create([[o.id, '70']])).data.id; // both fit while nothing is audited
    await act(a, 'apply');
    await act(b, 'apply');
    expect((await ok<{ list: InvoiceOrder[] }>('GET', '/crm/invoice_orders', { customer_id: customer, invoice_id: a })).list.find((x) => x.order_id === o.id)).toMatchObject({ pending_amount: '70.00', invoiceable_amount: '100.00' });
    expect((await act(a, 'audit', { pass: 1 })).code).toBe(200);
    const over = await act(b, 'audit', { pass: 1 });
    expect(over.code).toBe(409);
    expect(over.message).toBe(`订单 ${o.number} 最多还能开票 30.00 元，本次 70.00 元`);
    expect((await ok<InvoiceDetail>('GET', `/crm/invoice/${b}`)).status).toBe(2);
    // a refund of 20 leaves 10; a new draft of 20 is refused at save, of 10 passes
    await setRefunded(o.id, '20.00');
    expect(errorsOf((await create([[o.id, '20']])).data)[0].field).toBe('lines.0.amount');
    const c = (await create([[o.id, '10']])).data.id;
    await setRefunded(o.id, '25.00');
    expect((await act(c, 'apply')).code).toBe(409); // checked again at apply
    expect(await ledger(o.id)).toEqual({ invoiced: '70.00', reversed: '0.00' });
  });

  it('reverses an opened invoice in red for what was refunded, at most that', async () => {
    const o = await deliveredOrder(customer, '200.00');
    const blue = (await create([[o.id, '200']], SPECIAL)).data.id;
    for (const [action, input] of [['apply', {}], ['audit', { pass: 1 }], ['open', OPEN]] as const) await act(blue, action, input);
    // nothing refunded: nothing to reverse
    expect(errorsOf((await create([[o.id, '1']], { original_id: blue })).data)[0]).toMatchObject({ field: 'lines.0.amount', message: expect.stringContaining('最多还能冲红 0.00 元') });
    await setRefunded(o.id, '50.00');
    const orders = await ok<{ list: InvoiceOrder[] }>('GET', '/crm/invoice_orders', { customer_id: customer, original_id: blue });
    expect(orders.list.map((x) => [x.order_id, x.reversible_amount])).toEqual([[o.id, '50.00']]);
    expect((await create([[o.id, '50.01']], { original_id: blue })).code).toBe(422);
    const red = await create([[o.id, '50']], { original_id: blue, title: '随便写', type: 1 });
    expect(red.data).toMatchObject({ kind: 2, kind_name: '红字发票', amount: '-50.00', original_id: blue, title: '上海海鲜酒楼有限公司', type: 2 });
    expect((await create([[o.id, '1']], { original_id: red.data.id })).code).toBe(422); // a red one is not reversed
    for (const [action, input] of [['apply', {}], ['audit', { pass: 1 }], ['open', { ...OPEN, invoice_no: '04499999' }]] as const) expect((await act(red.data.id, action, input)).code).toBe(200);
    expect(await ledger(o.id)).toEqual({ invoiced: '200.00', reversed: '50.00' });
    expect((await ok<InvoiceDetail>('GET', `/crm/invoice/${blue}`)).reds).toEqual([{ id: red.data.id, number: red.data.number, status: 4, amount: '-50.00' }]);
    expect(errorsOf((await create([[o.id, '1']], { original_id: blue })).data)[0].message).toContain('0.00');
    // a draft's original must be opened
    const draft = (await create([[o.id, '1']], { original_id: undefined, lines: [{ order_id: (await deliveredOrder(customer, '5.00')).id, amount: '5' }] })).data.id;
    expect((await create([[o.id, '1']], { original_id: draft })).code).toBe(409);
  });

  it('lets one of several invoices of the same order audited at once through (the ledger row lock)', async () => {
    const o = await deliveredOrder(customer, '100.00');
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const id = (await create([[o.id, '60']])).data.id;
      await act(id, 'apply');
      ids.push(id);
    }
    const results = await Promise.all(ids.map((id) => act(id, 'audit', { pass: 1 })));
    expect(results.map((r) => r.code).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await ledger(o.id)).toEqual({ invoiced: '60.00', reversed: '0.00' });
    const audited = await inTenant((tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM crm_invoices WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) AND status = 3`));
    expect(Number(audited[0].n)).toBe(1);
  });
});
