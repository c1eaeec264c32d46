import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { PaymentPlan, PaymentPlanDetail, PlanReceipt } from '@tradewind/contract/crm/payment-plan.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { registeredTasks } from '@/core/jobs/scheduler';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';
import { messageRows, seedCustomer } from '@/test/fixtures/crm/pool-fixtures';
import type { TenantSpec } from '@/modules/system/tenant';
import { PAYMENT_PLAN_REMIND_TASK, runPaymentPlanReminders } from './payment-plan-remind.job';

const t = useTestApp();
const REP = ['crm:payment_plan:list', 'crm:payment_plan:detail', 'crm:payment_plan:create', 'crm:payment_plan:update', 'crm:payment_plan:finish', 'crm:payment_plan:cancel'];
const MANAGER = [...REP, 'crm:payment_plan:delete'];

function planTenantSpec(): Partial<TenantSpec> {
  const spec = crmTenantSpec();
  return { ...spec, roles: spec.roles!.map((r) => (r.key === 'rep' ? { ...r, permissions: [...(r.permissions ?? []), ...REP] } : r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), ...MANAGER] } : r)) };
}

let tenant: TestTenant;
let customer: number;
let otherCustomer: number;
beforeAll(async () => {
  tenant = await t.tenant(planTenantSpec());
  customer = await seedCustomer(t, tenant, { name: '回款客户', salesType: 1, salesId: tenant.staff.rep1 });
  otherCustomer = await seedCustomer(t, tenant, { name: '别人的客户', salesType: 1, salesId: tenant.staff.rep2 });
});

let noteSerial = 0;
let cashMethod = 0;
/**
 * A receipt note of the customer: audited through finance's own calls (its postings made), or pending —
 * written here as a fixture (a pending note posts nothing).
 */
async function receiptNote(customerId: number, amount: string, status = 1): Promise<{ id: number; number: string }> {
  const as = { token: tenant.tokens.admin, storeId: tenant.stores.a };
  if (status === 1) {
    if (!cashMethod) cashMethod = (await t.call<{ id: number }>('POST', '/fms/payment_config', { ...as, body: { kind: 1, name: '现金', is_default: 1 } })).data.id;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const res = await t.call<{ id: number; number: string; status: number }>('POST', '/fms/receipt_note', { ...as, body: { customer_id: customerId, payment_config_id: cashMethod, amount, receipt_date: today } });
    if (res.code !== 200) throw new Error(`receipt note: ${res.code} ${res.message} ${JSON.stringify(res.data)}`);
    if (res.data.status !== 1) expect((await t.call('PUT', `/fms/receipt_note/${res.data.id}/audit`, { ...as, body: {} })).code).toBe(200);
    return { id: res.data.id, number: res.data.number };
  }
  noteSerial += 1;
  const number = `RN20300101-${String(noteSerial).padStart(4, '0')}`;
  const [row] = await withSystem(t.app.database.db, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO fms_receipt_notes (tenant_id, number, store_id, status, customer_id, amount, unallocated_amount, receipt_date)
          VALUES (${tenant.tenantId}, ${number}, ${tenant.stores.a}, ${status}, ${customerId}, ${amount}, ${amount}, '2030-01-01') RETURNING id`,
    ),
  );
  return { id: Number(row.id), number };
}

type Fail = { errors: Array<{ field: string; message: string }> };
const instalment = (body: Record<string, unknown> = {}) => ({ amount: '100', due_date: '2030-06-30', method: 2, remind_days: 3, ...body });
const plan = (body: Record<string, unknown> = {}) => ({ customer_id: customer, title: '年度货款', ref_no: 'SO20300101-0001', items: [instalment(), instalment({ amount: '250.50', due_date: '2030-07-31' })], ...body });
const create = (token: string, body: Record<string, unknown> = {}) => t.call<PaymentPlanDetail>('POST', '/crm/payment_plan', { token, body: plan(body) });
const finish = (token: string, id: number, x: number, receiptNoteId: number) => t.call<PaymentPlanDetail>('PUT', `/crm/payment_plan/${id}/finish/${x}`, { token, body: { receipt_note_id: receiptNoteId } });
const list = (token: string, query: Record<string, unknown> = {}) => t.call<ListData<PaymentPlan>>('GET', '/crm/payment_plans', { token, query });
const used = async (noteId: number) =>
  (await withSystem(t.app.database.db, (tx) => queryRows<{ used: string }>(tx, sql`SELECT used_amount::text AS used FROM crm_receipt_note_uses WHERE receipt_note_id = ${noteId}`)))[0]?.used ?? '0';

describe('payment plans', () => {
  it('makes a numbered plan of instalments for a customer the caller sees; lists and filters it; overdue shows', async () => {
    const res = await create(tenant.tokens.rep1, { items: [instalment({ due_date: '2020-01-31' }), instalment({ amount: '250.50', due_date: '2099-07-31' })] });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ title: '年度货款', customer_name: '回款客户', ref_no: 'SO20300101-0001', status: 1, status_text: '进行中', total_amount: '350.50', paid_amount: '0.00', open_amount: '350.50', item_count: 2, overdue_count: 1, next_due_date: '2020-01-31' });
    expect(res.data.number).toMatch(/^PP\d{8}-\d{4}$/);
    expect(res.data.items.map((i) => [i.sort, i.amount, i.status, i.overdue, i.status_text, i.method_text])).toEqual([
      [1, '100.00', 0, true, '已逾期', '银行转账'],
      [2, '250.50', 0, false, '待回款', '银行转账'],
    ]);
    expect(res.data.logs.map((l) => l.action)).toEqual(['create']);
    const ids = async (token: string, query: Record<string, unknown> = {}) => (await list(token, query)).data.list.map((p) => p.id);
    expect(await ids(tenant.tokens.rep1)).toContain(res.data.id);
    expect(await ids(tenant.tokens.rep1, { overdue: 1 })).toContain(res.data.id);
    expect(await ids(tenant.tokens.manager, { keyword: res.data.number })).toEqual([res.data.id]);
    expect(await ids(tenant.tokens.manager, { keyword: '回款客户', status: 0 })).toEqual([]);
    expect(await ids(tenant.tokens.manager, { start_date: '2099-07-01', end_date: '2099-07-31' })).toEqual([res.data.id]);
    expect(await ids(tenant.tokens.rep2)).toEqual([]);
    expect((await t.call('GET', `/crm/payment_plan/${res.data.id}`, { token: tenant.tokens.rep2 })).code).toBe(404);
    const big = await create(tenant.tokens.manager, { title: '大额', items: [instalment({ amount: '9999' })] });
    expect((await list(tenant.tokens.manager, { sort: 'total_amount', order: 'desc' })).data.list[0].id).toBe(big.data.id);
    expect((await list(tenant.tokens.manager, { sort: 'total_amount', order: 'asc' })).data.list[0].id).toBe(res.data.id);
  });

  it('lists one customer’s plans with their instalments for the customer drawer (customer_id, with_items=1)', async () => {
    const mine = await seedCustomer(t, tenant, { name: '抽屉客户', salesType: 1, salesId: tenant.staff.rep1 });
    const a = (await create(tenant.tokens.rep1, { customer_id: mine, items: [instalment({ due_date: '2020-03-31' }), instalment({ amount: '20', due_date: '2099-01-31' })] })).data;
    const b = (await create(tenant.tokens.rep1, { customer_id: mine, title: '第二个', items: [instalment({ amount: '5' })] })).data;
    const note = await receiptNote(mine, '5');
    await finish(tenant.tokens.rep1, b.id, b.items[0].id, note.id);
    const res = await list(tenant.tokens.rep1, { customer_id: mine, with_items: 1 });
    expect(res.code).toBe(200);
    expect(res.data.list.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(res.data.list[0]).toMatchObject({ status: 2, paid_amount: '5.00' });
    expect(res.data.list[0].items?.map((i) => [i.amount, i.status, i.status_text, i.receipt_note_no])).toEqual([['5.00', 1, '已回款', note.number]]);
    expect(res.data.list[1].items?.map((i) => [i.sort, i.amount, i.overdue, i.status_text])).toEqual([
      [1, '100.00', true, '已逾期'],
      [2, '20.00', false, '待回款'],
    ]);
    // without the flag the list stays light
    expect((await list(tenant.tokens.rep1, { customer_id: mine })).data.list[0].items).toBeUndefined();
    // another rep sees none of this customer's plans; bad flags are refused
    expect((await list(tenant.tokens.rep2, { customer_id: mine, with_items: 1 })).data).toMatchObject({ list: [], pagination: { total: 0 } });
    expect((await list(tenant.tokens.rep1, { customer_id: mine, with_items: 2 })).code).toBe(422);
    expect((await list(tenant.tokens.rep1, { customer_id: 'x' })).code).toBe(422);
    expect((await list(tenant.tokens.clerk, { customer_id: mine, with_items: 1 })).code).toBe(401);
  });

  it('refuses bad input with the field named and nothing saved', async () => {
    const before = (await list(tenant.tokens.manager)).data.pagination.total;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ customer_id: '' }, 'customer_id', '请选择客户'],
      [{ title: '' }, 'title', '请输入计划名称'],
      [{ items: [] }, 'items', '请至少添加一期回款'],
      [{ items: Array.from({ length: 37 }, () => instalment()) }, 'items', '最多 36 期回款'],
      [{ items: [instalment({ amount: '0' })] }, 'items.0.amount', '请输入大于 0'],
      [{ items: [instalment({ amount: '1.234' })] }, 'items.0.amount', '请输入大于 0'],
      [{ items: [instalment({ amount: '-5' })] }, 'items.0.amount', '请输入大于 0'],
      [{ items: [instalment({ due_date: '2030-02-30' })] }, 'items.0.due_date', '请选择回款日期'],
      [{ items: [instalment({ method: 9 })] }, 'items.0.method', '请选择回款方式'],
      [{ items: [instalment({ remind_days: 61 })] }, 'items.0.remind_days', '提前提醒天数为 0 到 60'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(tenant.tokens.rep1, body);
      expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect((res.data as unknown as Fail).errors[0], JSON.stringify(body).slice(0, 80)).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    expect((await create(tenant.tokens.rep1, { customer_id: otherCustomer })).code).toBe(404);
    expect((await list(tenant.tokens.manager, { status: 7 })).code).toBe(422);
    expect((await list(tenant.tokens.manager, { sort: 'name' })).code).toBe(422);
    expect((await list(tenant.tokens.manager)).data.pagination.total).toBe(before);
  });

  it('finishes instalments with audited receipt notes of the customer, never past a note’s amount; the last one finishes the plan', async () => {
    const p = (await create(tenant.tokens.rep1)).data;
    const [first, second] = p.items;
    const note = await receiptNote(customer, '300');
    const pending = await receiptNote(customer, '1000', 0);
    const foreign = await receiptNote(otherCustomer, '1000');
    expect((await t.call<{ list: PlanReceipt[] }>('GET', `/crm/payment_plan/${p.id}/receipts`, { token: tenant.tokens.rep1 })).data.list.map((r) => r.id)).toEqual([note.id]);
    for (const bad of [pending.id, foreign.id, 999999]) {
      const res = await finish(tenant.tokens.rep1, p.id, first.id, bad);
      expect(res.code).toBe(422);
      expect((res.data as unknown as Fail).errors[0]).toMatchObject({ field: 'receipt_note_id', message: '收款单不存在、未审核或不是该客户的' });
    }
    const paid = await finish(tenant.tokens.rep1, p.id, first.id, note.id);
    expect(paid.code).toBe(200);
    expect(paid.data).toMatchObject({ status: 1, paid_amount: '100.00', open_amount: '250.50', finished_count: 1 });
    expect(paid.data.items[0]).toMatchObject({ status: 1, status_text: '已回款', receipt_note_id: note.id, receipt_note_no: note.number, finished_by_name: 'Rep One' });
    expect(await used(note.id)).toBe('100.00');
    expect(await finish(tenant.tokens.rep1, p.id, first.id, note.id)).toMatchObject({ code: 409, message: '该期已回款' });
    // 200 left on the note, the instalment is 250.50
    expect(await finish(tenant.tokens.rep1, p.id, second.id, note.id)).toMatchObject({ code: 409, message: `收款单 ${note.number} 可用于回款计划的金额仅剩 ¥200.00，不足本期 ¥250.50` });
    expect(await used(note.id)).toBe('100.00');
    expect((await finish(tenant.tokens.rep1, p.id, 999999, note.id)).code).toBe(404);
    const more = await receiptNote(customer, '250.50');
    const done = await finish(tenant.tokens.rep1, p.id, second.id, more.id);
    expect(done.data).toMatchObject({ status: 2, status_text: '已完成', paid_amount: '350.50', open_amount: '0.00', next_due_date: null });
    expect(done.data.logs.map((l) => [l.action, l.action_text])).toEqual([['create', '创建回款计划'], ['finish', '确认回款'], ['finish', '确认回款']]);
    // a finished plan changes no more
    expect((await t.call('PUT', `/crm/payment_plan/${p.id}`, { token: tenant.tokens.rep1, body: plan() })).code).toBe(409);
    expect((await t.call('PUT', `/crm/payment_plan/${p.id}/cancel`, { token: tenant.tokens.rep1 })).code).toBe(409);
    expect(await t.call('DELETE', `/crm/payment_plan/${p.id}`, { token: tenant.tokens.manager })).toMatchObject({ code: 409 });
  });

  it('counts one receipt note once: of two finishes on its last money at once, one passes', async () => {
    const a = (await create(tenant.tokens.rep1, { items: [instalment({ amount: '60' })] })).data;
    const b = (await create(tenant.tokens.manager, { items: [instalment({ amount: '60' })] })).data;
    const note = await receiptNote(customer, '100');
    const results = await Promise.all([finish(tenant.tokens.rep1, a.id, a.items[0].id, note.id), finish(tenant.tokens.manager, b.id, b.items[0].id, note.id)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await used(note.id)).toBe('60.00');
  });

  it('edits the open instalments of a plan in progress; cancels; deletes only a plan nothing was paid on', async () => {
    const p = (await create(tenant.tokens.rep1)).data;
    const note = await receiptNote(customer, '100');
    await finish(tenant.tokens.rep1, p.id, p.items[0].id, note.id);
    const edit = (body: Record<string, unknown>) => t.call<PaymentPlanDetail>('PUT', `/crm/payment_plan/${p.id}`, { token: tenant.tokens.rep1, body: plan(body) });
    expect((await edit({ items: [instalment({ id: p.items[0].id })] })) as unknown).toMatchObject({ code: 422 });
    const edited = await edit({ title: '改过的计划', items: [instalment({ id: p.items[1].id, amount: '50' }), instalment({ amount: '70', due_date: '2030-09-30' })] });
    expect(edited.code).toBe(200);
    expect(edited.data).toMatchObject({ title: '改过的计划', total_amount: '220.00', paid_amount: '100.00', item_count: 3 });
    expect(edited.data.items.map((i) => [i.sort, i.amount, i.status])).toEqual([[1, '100.00', 1], [2, '50.00', 0], [3, '70.00', 0]]);
    expect((await edit({ customer_id: otherCustomer })).code).toBe(422);
    expect((await t.call('PUT', `/crm/payment_plan/${p.id}`, { token: tenant.tokens.rep2, body: plan() })).code).toBe(404);
    expect(await t.call('DELETE', `/crm/payment_plan/${p.id}`, { token: tenant.tokens.manager })).toMatchObject({ code: 409, message: '回款计划已有回款，不能删除，可以取消' });
    const cancelled = await t.call<PaymentPlanDetail>('PUT', `/crm/payment_plan/${p.id}/cancel`, { token: tenant.tokens.rep1 });
    expect(cancelled.data).toMatchObject({ status: 0, status_text: '已取消', paid_amount: '100.00', overdue_count: 0 });
    expect(await finish(tenant.tokens.rep1, p.id, p.items[1].id, note.id)).toMatchObject({ code: 409, message: '回款计划状态为「已取消」，不能确认回款' });
    const unpaid = (await create(tenant.tokens.rep1)).data;
    expect((await t.call('DELETE', `/crm/payment_plan/${unpaid.id}`, { token: tenant.tokens.manager })).code).toBe(200);
    expect((await t.call('GET', `/crm/payment_plan/${unpaid.id}`, { token: tenant.tokens.manager })).code).toBe(404);
  });

  it('needs its permissions on every route', async () => {
    const p = (await create(tenant.tokens.manager)).data;
    const token = tenant.tokens.clerk;
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, number]> = [
      ['list', 'GET', '/crm/payment_plans', undefined, 401],
      ['detail', 'GET', `/crm/payment_plan/${p.id}`, undefined, 401],
      ['receipts', 'GET', `/crm/payment_plan/${p.id}/receipts`, undefined, 402],
      ['create', 'POST', '/crm/payment_plan', plan(), 402],
      ['update', 'PUT', `/crm/payment_plan/${p.id}`, plan(), 402],
      ['finish', 'PUT', `/crm/payment_plan/${p.id}/finish/${p.items[0].id}`, { receipt_note_id: 1 }, 402],
      ['cancel', 'PUT', `/crm/payment_plan/${p.id}/cancel`, undefined, 402],
      ['delete', 'DELETE', `/crm/payment_plan/${p.id}`, undefined, 402],
    ];
    for (const [name, method, url, body, code] of calls) expect((await t.call(method, url, { token, body })).code, name).toBe(code);
    expect((await t.call('DELETE', `/crm/payment_plan/${p.id}`, { token: tenant.tokens.rep1 })).code).toBe(402);
  });

  it('reminds the owner and the maker N days before an instalment, once', async () => {
    expect(registeredTasks().filter((x) => x.name === PAYMENT_PLAN_REMIND_TASK)).toHaveLength(1);
    const p = (await create(tenant.tokens.manager, { items: [instalment({ due_date: '2031-06-10', remind_days: 3 }), instalment({ due_date: '2031-06-20', remind_days: null })] })).data;
    const db = t.app.database.db;
    const mine = async (staffId: number) => (await messageRows(t, staffId)).filter((m) => m.target_type === 'payment_plan' && m.target_id === p.id);
    await runPaymentPlanReminders({ db, now: new Date('2031-06-06T12:00:00Z') });
    expect(await mine(tenant.staff.rep1)).toEqual([]);
    // 2031-06-07 in Shanghai
    await runPaymentPlanReminders({ db, now: new Date('2031-06-06T17:00:00Z') });
    await runPaymentPlanReminders({ db, now: new Date('2031-06-08T01:00:00Z') });
    const content = `客户「回款客户」的回款计划 ${p.number} 第 1 期 ¥100.00 将于 2031-06-10 到期`;
    expect(await mine(tenant.staff.rep1)).toEqual([{ title: '回款提醒', content, type: 'customer', target_type: 'payment_plan', target_id: p.id }]);
    expect((await mine(tenant.staff.manager)).map((m) => m.content)).toEqual([content]);
    await runPaymentPlanReminders({ db, now: new Date('2031-06-19T01:00:00Z') });
    expect(await mine(tenant.staff.rep1)).toHaveLength(1);
  });
});
