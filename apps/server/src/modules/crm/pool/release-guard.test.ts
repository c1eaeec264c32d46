import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { UpcomingRelease } from '@tradewind/contract/crm/pool.schema';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { CustomerAccountHistoryType, postCustomerAccount } from '@/modules/fms';
import { downloadExport } from '@/test/test-exports';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { deliveredOrders } from '@/test/fixtures/oms/refund-test-fixture';
import { runPoolRelease } from './pool-release.job';

/**
 * What crm's rules must leave alone and what orders obey of crm's settings: customers with an open order
 * (oms's guard), an unpaid receivable (fms's) or an open account period (crm's own) are never released nor
 * listed as coming; certification before ordering; the first completed order's invite reward.
 */
const t = useTestApp();
const DAY = 86_400_000;
let f: OrderFixture;
let inDebt: number;
let openOrder: number;
const { deliveredOrder } = deliveredOrders(t, () => f);

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
  await f.ok('POST', '/crm/down_public_rule', { enabled: 1, rules: [{ level_id: null, no_visit_days: 30, no_order_days: 0 }] });
  // an open order of the rep's customer (pending audit), an unpaid receivable of another
  openOrder = (await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f), 'manager')).id;
  inDebt = (await f.ok<{ id: number }>('POST', '/crm/customer', { name: '欠款客户', phone: '13812340001', sales_type: 1, sales_id: f.tenant.staff.rep2 })).id;
  await withTenant(t.app.database.db, f.tenant.tenantId, (tx) => postCustomerAccount(tx, { customerId: inDebt, field: 'need_pay', amount: '50.00', type: CustomerAccountHistoryType.orderDelivered, staffId: null }));
});

const upcoming = (query: Record<string, unknown>, who: 'admin' | 'rep' = 'admin') => f.call<ListData<UpcomingRelease>>('GET', '/crm/down_public_rule/upcoming', { query, who });
const salesType = async (id: number) => (await withSystem(t.app.database.db, (tx) => queryRows<{ s: number }>(tx, sql`SELECT sales_type AS s FROM crm_customers WHERE id = ${id}`)))[0].s;

describe('customers that must not be released', () => {
  it('lists who drops into the pool in the next N days, with when and why, less the protected ones', async () => {
    expect((await upcoming({})).data.list).toEqual([]);
    const coming = (await upcoming({ days: 31 })).data;
    expect(coming.list.map((c) => c.customer_id)).toEqual([f.otherCustomer]);
    expect(coming.list[0]).toMatchObject({ customer_name: '别人的客户', sales_name: '李娜', reason: 'no_visit', reason_text: '30 天未跟进', last_visit_at: null });
    expect(coming.list[0].due_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await upcoming({ days: 31, sales_id: f.tenant.staff.rep })).data.list).toEqual([]);
    for (const days of [0, 91, 'x']) expect((await upcoming({ days })).code, String(days)).toBe(422);
    // the rep has no right to the rules page
    expect((await upcoming({ days: 31 }, 'rep')).code).toBe(401);
    const started = await f.call<{ id: number }>('GET', '/crm/down_public_rule/upcoming/export', { query: { days: 31 } });
    expect(started.code, started.message).toBe(200);
    const sheet = await downloadExport(t, f.tenant.tokens.admin, started.data.id);
    expect(sheet[0]).toEqual(['客户ID', '客户名称', '负责人', '门店', '客户等级', '预计掉入时间', '原因', '最后跟进', '最后下单']);
    expect(sheet.slice(1).map((r) => [r[0], r[6]])).toEqual([[f.otherCustomer, '30 天未跟进']]);
    expect((await f.call('GET', '/crm/down_public_rule/upcoming/export', { who: 'rep' })).code).toBe(402);
  });

  it('the release job skips an open order, an unpaid receivable and an open account period', async () => {
    await runPoolRelease({ db: t.app.database.db, now: new Date(Date.now() + 31 * DAY) });
    expect(await salesType(f.otherCustomer)).toBe(0);
    expect(await salesType(f.customer)).toBe(1); // open order
    expect(await salesType(inDebt)).toBe(1); // need_pay 50
    expect(await salesType(f.periodCustomer)).toBe(1); // account period open
    // a cancelled order no longer protects its customer
    await f.ok('PUT', `/oms/order/${openOrder}/cancel`, {}, 'manager');
    await runPoolRelease({ db: t.app.database.db, now: new Date(Date.now() + 31 * DAY) });
    expect(await salesType(f.customer)).toBe(0);
    expect(await salesType(inDebt)).toBe(1);
  });
});

describe('what orders obey of crm', () => {
  it('certification before ordering: an uncertified customer is refused, nothing is made', async () => {
    await f.ok('PUT', `/crm/customer/${f.customer}/sales_type`, { sales_type: 1 }, 'admin');
    await f.ok('PUT', '/crm/customer_setting', { default_sales_type: 1, require_type_level: 0, cert_required_to_order: 1 });
    const refused = await f.call('POST', '/oms/order', { body: orderBody(f), who: 'manager' });
    expect([refused.code, (refused.data as { errors: Array<{ field: string; message: string }> }).errors[0]]).toEqual([422, { field: 'customer_id', message: '该客户尚未通过认证，请先完成客户认证再下单' }]);
    expect((await f.ok<{ pagination: { total: number } }>('GET', '/oms/orders', undefined)).pagination.total).toBe(1);
    await f.ok('PUT', '/crm/customer_setting', { default_sales_type: 1, require_type_level: 0, cert_required_to_order: 0 });
  });

  it('first order: the invitee’s first completed order rewards the invite, later ones do not', async () => {
    await f.ok('PUT', '/crm/invite_setting', { enabled: 1, trigger: 2, inviter_reward: 30, invitee_reward: 15 });
    const c = await f.ok<{ name: string; phone: string }>('GET', `/crm/customer/${f.customer}`);
    await f.ok('PUT', '/crm/customer', { id: f.customer, name: c.name, phone: c.phone, inviter_id: f.otherCustomer });
    const balance = async (id: number) => (await withSystem(t.app.database.db, (tx) => queryRows<{ b: string }>(tx, sql`SELECT balance::text AS b FROM fms_customer_accounts WHERE customer_id = ${id}`)))[0]?.b ?? '0.00';
    const before = await balance(f.customer);
    const first = await deliveredOrder();
    expect(await balance(f.customer)).toBe(before);
    await f.ok('PUT', `/oms/order/${first.id}/complete`, {}, 'manager');
    expect(Number(await balance(f.customer)) - Number(before)).toBe(15);
    expect(await balance(f.otherCustomer)).toBe('30.00');
    const second = await deliveredOrder();
    await f.ok('PUT', `/oms/order/${second.id}/complete`, {}, 'manager');
    expect(await balance(f.otherCustomer)).toBe('30.00');
    const rows = await withSystem(t.app.database.db, (tx) => queryRows<{ order_id: number; trigger: number }>(tx, sql`SELECT order_id, trigger FROM crm_invites WHERE invitee_id = ${f.customer}`));
    expect(rows).toEqual([{ order_id: first.id, trigger: 2 }]);
  });
});
