import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Locale } from '@tradewind/contract/common/messages';
import type { Customer, CustomerLog } from '@tradewind/contract/crm/customer.schema';
import { loadStaffSession } from '@/core/auth/session';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';
import { changeOwnership, type OwnershipReason, type OwnershipTarget } from './customer-ownership';
import { customers } from './customer.table';

const t = useTestApp();
let tenant: TestTenant;
let phone = 13600000000;

beforeAll(async () => {
  tenant = await t.tenant(crmTenantSpec());
});

type Inbox = ListData<{ title: string; content: string; params: { target_type: string; target_id: number } | null }>;
const inbox = (token: string) => t.call<Inbox>('GET', '/messages', { token });

/** Runs changeOwnership as `staffId` would (0: the scheduled job, no person). */
async function change(customerId: number, staffId: number, to: OwnershipTarget, reason: OwnershipReason, remark?: string, locale: Locale = 'zh-CN') {
  await withTenant(t.app.database.db, tenant.tenantId, async (tx) => {
    const session = (await loadStaffSession(tx, staffId || tenant.staff.admin))!;
    const ctx: RequestContext = { db: tx, session, tenantId: tenant.tenantId, staffId, storeId: null, requestedStoreId: null, locale, ip: '', requestId: 'test', audit: {} };
    const [row] = await tx.select().from(customers).where(eq(customers.id, customerId));
    await changeOwnership(ctx, row, to, reason, remark);
  });
}

async function newCustomer(token: string, name: string): Promise<number> {
  phone += 1;
  const res = await t.call<Customer>('POST', '/crm/customer', { token, body: { name, phone: String(phone) } });
  expect(res.code).toBe(200);
  return res.data.id;
}

const ownership = (id: number) =>
  withSystem(t.app.database.db, async (tx) => (await tx.execute(sql.raw(`SELECT reason, from_sales_type, from_sales_id, to_sales_type, to_sales_id, staff_id, remark FROM crm_customer_ownership WHERE customer_id = ${id} ORDER BY id`))).rows);

describe('changeOwnership', () => {
  it('a release by the owner records it, logs it and messages nobody', async () => {
    const id = await newCustomer(tenant.tokens.rep1, '释放客户');
    const before = (await inbox(tenant.tokens.rep1)).data.pagination.total;
    await change(id, tenant.staff.rep1, { salesType: 0, salesId: null }, 'release');
    const c = await t.call<Customer>('GET', `/crm/customer/${id}`, { token: tenant.tokens.rep2 });
    expect(c.data).toMatchObject({ sales_type: 0, sales_id: null, sales_name: '' });
    expect((await ownership(id)).at(-1)).toEqual({ reason: 'release', from_sales_type: 1, from_sales_id: tenant.staff.rep1, to_sales_type: 0, to_sales_id: null, staff_id: tenant.staff.rep1, remark: null });
    const logs = await t.call<ListData<CustomerLog>>('GET', `/crm/customer/${id}/logs`, { token: tenant.tokens.rep2 });
    expect(logs.data.list[0]).toMatchObject({ content: '释放到公海：Rep One → 公海', action_staff_name: 'Rep One' });
    expect((await inbox(tenant.tokens.rep1)).data.pagination.total).toBe(before);
  });

  it('a release by someone else and the scheduled auto-release message the former owner', async () => {
    const id = await newCustomer(tenant.tokens.rep1, '被释放客户');
    await change(id, tenant.staff.manager, { salesType: 0, salesId: null }, 'release');
    const msg = (await inbox(tenant.tokens.rep1)).data.list[0];
    expect(msg).toMatchObject({ title: '客户已释放到公海', content: '客户「被释放客户」已释放到公海：由 Manager 释放', params: { target_type: 'customer', target_id: id } });

    const auto = await newCustomer(tenant.tokens.rep1, '自动释放客户');
    await change(auto, 0, { salesType: 0, salesId: null }, 'auto_release', '30 天未跟进');
    expect((await inbox(tenant.tokens.rep1)).data.list[0]).toMatchObject({ content: '客户「自动释放客户」已释放到公海：30 天未跟进', params: { target_type: 'customer', target_id: auto } });
    expect((await ownership(auto)).at(-1)).toMatchObject({ reason: 'auto_release', staff_id: null, remark: '30 天未跟进' });
    const logs = await t.call<ListData<CustomerLog>>('GET', `/crm/customer/${auto}/logs`, { token: tenant.tokens.manager });
    expect(logs.data.list[0]).toMatchObject({ content: '自动释放到公海：Rep One → 公海（30 天未跟进）', action_staff_name: '' });
  });

  it('a grab records the rep as owner without messaging them; an assignment from the pool messages the new owner in their language', async () => {
    const id = await newCustomer(tenant.tokens.rep1, '公海客户');
    await change(id, tenant.staff.rep1, { salesType: 0, salesId: null }, 'release');
    const before = (await inbox(tenant.tokens.rep2)).data.pagination.total;
    await change(id, tenant.staff.rep2, { salesType: 1, salesId: tenant.staff.rep2 }, 'grab');
    expect((await inbox(tenant.tokens.rep2)).data.pagination.total).toBe(before);
    expect((await ownership(id)).at(-1)).toMatchObject({ reason: 'grab', from_sales_type: 0, from_sales_id: null, to_sales_id: tenant.staff.rep2 });
    const [row] = await withSystem(t.app.database.db, (tx) => tx.select().from(customers).where(eq(customers.id, id)));
    expect(row.salesAssignedAt).toBeInstanceOf(Date);

    await withSystem(t.app.database.db, (tx) => tx.execute(sql.raw(`UPDATE staff SET language = 'en-US' WHERE id = ${tenant.staff.rep1}`)));
    await change(id, tenant.staff.manager, { salesType: 1, salesId: tenant.staff.rep1 }, 'reassign');
    const [toRep1] = (await inbox(tenant.tokens.rep1)).data.list;
    expect(toRep1).toMatchObject({ title: 'Customer assigned to you', content: 'The customer "公海客户" is now yours' });
    const [toRep2] = (await inbox(tenant.tokens.rep2)).data.list;
    expect(toRep2.content).toBe('客户「公海客户」已转给 Rep One');
  });

  it('moving to the team pool records reason team with the sales type 2', async () => {
    const id = await newCustomer(tenant.tokens.rep1, '团队客户');
    await change(id, tenant.staff.rep1, { salesType: 2, salesId: null }, 'team', '交给团队');
    expect((await ownership(id)).at(-1)).toMatchObject({ reason: 'team', to_sales_type: 2, to_sales_id: null, remark: '交给团队' });
    const c = await t.call<Customer>('GET', `/crm/customer/${id}`, { token: tenant.tokens.rep2 });
    expect(c.data.sales_type).toBe(2);
  });

  it('moving someone else\'s customer to the team pool messages the former owner; moving one\'s own does not', async () => {
    const own = await newCustomer(tenant.tokens.rep1, '自己转入团队');
    const before = (await inbox(tenant.tokens.rep1)).data.pagination.total;
    await change(own, tenant.staff.rep1, { salesType: 2, salesId: null }, 'team');
    expect((await inbox(tenant.tokens.rep1)).data.pagination.total).toBe(before);

    const id = await newCustomer(tenant.tokens.rep1, '经理转入团队');
    await change(id, tenant.staff.manager, { salesType: 2, salesId: null }, 'team');
    expect((await inbox(tenant.tokens.rep1)).data.list[0]).toMatchObject({
      // rep1 reads English since the test before
      title: 'Customer moved to the team pool',
      content: 'The customer "经理转入团队" moved to the team pool: moved by Manager',
      params: { target_type: 'customer', target_id: id },
    });
  });
});
