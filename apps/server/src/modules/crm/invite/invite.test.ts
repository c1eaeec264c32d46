import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import type { Invite, InviteSetting } from '@tradewind/contract/crm/invite.schema';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import { downloadExport } from '@/test/test-exports';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { superUserContext } from '@/test/test-context';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';
import { rewardInvite } from './invite-reward';

const t = useTestApp();
const INVITE = ['crm:invite:index', 'crm:invite:setting', 'crm:invite:export'];
let tenant: TestTenant;
let phone = 13400000000 + Math.floor(Math.random() * 9000) * 10000;
type Errors = { errors: Array<{ field: string; message: string }> };

beforeAll(async () => {
  const spec = crmTenantSpec();
  tenant = await t.tenant({
    ...spec,
    roles: spec.roles!.map((r) => (r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), ...INVITE] } : r.key === 'rep' ? { ...r, permissions: [...(r.permissions ?? []), 'crm:invite:index'] } : r)),
  });
});

const setting = (body: Record<string, unknown>, token = tenant.tokens.manager) => t.call<InviteSetting>('PUT', '/crm/invite_setting', { token, body });
const newCustomer = async (name: string, body: Record<string, unknown> = {}, token = tenant.tokens.manager) => {
  const res = await t.call<Customer>('POST', '/crm/customer', { token, body: { name, phone: String((phone += 1)), ...body } });
  return res;
};
const invites = (query: Record<string, unknown> = {}, token = tenant.tokens.manager) => t.call<ListData<Invite>>('GET', '/crm/invites', { token, query });
const balance = async (customerId: number) =>
  (await withSystem(t.app.database.db, (tx) => queryRows<{ b: string }>(tx, sql`SELECT coalesce((SELECT balance::text FROM fms_customer_accounts WHERE customer_id = ${customerId}), '0.00') AS b`)))[0].b;
const histories = async (customerId: number) =>
  withSystem(t.app.database.db, (tx) => queryRows<{ type: number; amount: string; doc_type: string }>(tx, sql`SELECT type, amount::text, doc_type FROM fms_balance_histories WHERE customer_id = ${customerId} ORDER BY id`));

describe('invite rewards', () => {
  let inviter: Customer;

  it('is off until set; saves the rules; refuses bad rules with the field named', async () => {
    expect((await t.call<InviteSetting>('GET', '/crm/invite_setting', { token: tenant.tokens.manager })).data).toEqual({ enabled: 0, trigger: 1, inviter_reward: '0.00', invitee_reward: '0.00', max_per_inviter: 0 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ enabled: 1, trigger: 3, inviter_reward: 10, invitee_reward: 5 }, 'trigger'],
      [{ enabled: 1, trigger: 1, inviter_reward: -1, invitee_reward: 5 }, 'inviter_reward'],
      [{ enabled: 1, trigger: 1, inviter_reward: 10.005, invitee_reward: 5 }, 'inviter_reward'],
      [{ enabled: 1, trigger: 1, inviter_reward: 10, invitee_reward: 100001 }, 'invitee_reward'],
      [{ enabled: 1, trigger: 1, inviter_reward: 10, invitee_reward: 5, max_per_inviter: -1 }, 'max_per_inviter'],
      [{ enabled: 7, trigger: 1, inviter_reward: 10, invitee_reward: 5 }, 'enabled'],
    ];
    for (const [body, field] of cases) {
      const res = await setting(body);
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect((res.data as unknown as Errors).errors[0].field, JSON.stringify(body)).toBe(field);
    }
    const saved = await setting({ enabled: 1, trigger: 1, inviter_reward: '20', invitee_reward: 10.5, max_per_inviter: 2 });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.data).toEqual({ enabled: 1, trigger: 1, inviter_reward: '20.00', invitee_reward: '10.50', max_per_inviter: 2 });
  });

  it('registration: a customer created with an inviter rewards both balances through the money kernel, once', async () => {
    inviter = (await newCustomer('老客户张记')).data;
    const invitee = await newCustomer('新客户李记', { inviter_id: inviter.id }, tenant.tokens.rep1);
    expect(invitee.code, invitee.message).toBe(200);
    expect(invitee.data).toMatchObject({ inviter_id: inviter.id, inviter_name: '老客户张记' });
    expect(await balance(inviter.id)).toBe('20.00');
    expect(await balance(invitee.data.id)).toBe('10.50');
    expect(await histories(inviter.id)).toEqual([{ type: 10, amount: '20.00', doc_type: 'crm_invite' }]);
    const list = (await invites()).data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ inviter_name: '老客户张记', invitee_name: '新客户李记', trigger: 1, trigger_text: '注册成为客户', inviter_reward: '20.00', invitee_reward: '10.50', capped: 0 });
    // the reward is idempotent: the same trigger again gives nothing
    const again = await withTenant(t.app.database.db, tenant.tenantId, (tx) => rewardInvite(ctxOf(tx), invitee.data.id, 1));
    expect(again).toBeNull();
    expect(await balance(invitee.data.id)).toBe('10.50');
    // the inviter is then fixed; before any reward it may change
    const locked = await t.call('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: invitee.data.id, name: '新客户李记', phone: invitee.data.phone, inviter_id: null } });
    expect([locked.code, locked.message]).toEqual([409, '已为该客户发放邀请奖励，邀请人不能再修改']);
    // an edit that leaves the inviter out keeps it
    const kept = await t.call<Customer>('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: invitee.data.id, name: '新客户李记二店', phone: invitee.data.phone } });
    expect(kept.data.inviter_id).toBe(inviter.id);
  });

  it('two rewards of one invitee at once: one reward, one credit each (the unique index)', async () => {
    await setting({ enabled: 0, trigger: 1, inviter_reward: 20, invitee_reward: 10.5, max_per_inviter: 2 });
    const invitee = (await newCustomer('并发客户', { inviter_id: inviter.id })).data;
    await setting({ enabled: 1, trigger: 1, inviter_reward: 20, invitee_reward: 10.5, max_per_inviter: 0 });
    const results = await Promise.all(Array.from({ length: 4 }, () => withTenant(t.app.database.db, tenant.tenantId, (tx) => rewardInvite(ctxOf(tx), invitee.id, 1))));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await balance(invitee.id)).toBe('10.50');
    expect(await balance(inviter.id)).toBe('40.00');
  });

  it('the cap per inviter: past it only the invitee is rewarded', async () => {
    await setting({ enabled: 1, trigger: 1, inviter_reward: 20, invitee_reward: 10.5, max_per_inviter: 2 });
    const third = (await newCustomer('第三位', { inviter_id: inviter.id })).data;
    expect(await balance(inviter.id)).toBe('40.00');
    expect(await balance(third.id)).toBe('10.50');
    const row = (await invites({ keyword: '第三位' })).data.list[0];
    expect(row).toMatchObject({ inviter_reward: '0.00', invitee_reward: '10.50', capped: 1 });
    // a first-order trigger leaves registrations unrewarded
    await setting({ enabled: 1, trigger: 2, inviter_reward: 20, invitee_reward: 10.5, max_per_inviter: 0 });
    const later = (await newCustomer('等首单', { inviter_id: inviter.id })).data;
    expect(await balance(later.id)).toBe('0.00');
  });

  it('refuses a bad inviter with the field named and nothing saved', async () => {
    const missing = await newCustomer('无效邀请', { inviter_id: 999999 });
    expect((missing.data as unknown as Errors).errors[0]).toEqual({ field: 'inviter_id', message: '邀请人不存在' });
    const self = await t.call('PUT', '/crm/customer', { token: tenant.tokens.manager, body: { id: inviter.id, name: inviter.name, phone: inviter.phone, inviter_id: inviter.id } });
    expect((self.data as unknown as Errors).errors[0]).toEqual({ field: 'inviter_id', message: '邀请人不能是客户自己' });
    expect((await newCustomer('坏邀请', { inviter_id: 'x' })).code).toBe(422);
  });

  it('lists with filters, in the caller’s customer scope, and exports', async () => {
    expect((await invites()).data.pagination.total).toBe(3);
    expect((await invites({ trigger: 2 })).data.pagination.total).toBe(0);
    expect((await invites({ inviter_id: inviter.id, created_from: '2020-01-01', created_to: '2099-12-31' })).data.pagination.total).toBe(3);
    expect((await invites({ keyword: '李记' })).data.list.map((i) => i.invitee_name)).toEqual(['新客户李记二店']);
    // rep1 created only 新客户李记: the rest are the manager's customers
    expect((await invites({}, tenant.tokens.rep1)).data.list.map((i) => i.invitee_name)).toEqual(['新客户李记二店']);
    expect((await invites({ trigger: 5 })).code).toBe(422);
    expect((await invites({ created_from: '2020-13-01' })).code).toBe(422);
    const started = await t.call<{ id: number }>('GET', '/crm/invites/export', { token: tenant.tokens.manager, query: { trigger: 1 } });
    expect(started.code, started.message).toBe(200);
    const sheet = await downloadExport(t, tenant.tokens.manager, started.data.id);
    expect(sheet[0]).toEqual(['ID', '邀请人', '被邀请人', '触发条件', '邀请人奖励', '被邀请人奖励', '已达上限', '时间']);
    // rewards are money cells a spreadsheet can sum
    expect(sheet.slice(1).map((r) => [r[2], r[4], r[6]])).toEqual([
      ['新客户李记二店', 20, undefined],
      ['并发客户', 20, undefined],
      ['第三位', 0, '是'],
    ]);
  });

  it('needs its permissions on every route', async () => {
    expect((await invites({}, tenant.tokens.clerk)).code).toBe(401);
    expect((await t.call('GET', '/crm/invite_setting', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await setting({ enabled: 0, trigger: 1, inviter_reward: 0, invitee_reward: 0 }, tenant.tokens.rep1)).code).toBe(402);
    expect((await t.call('GET', '/crm/invites/export', { token: tenant.tokens.rep1 })).code).toBe(402);
    expect((await invites({}, null as unknown as string)).status).toBe(401);
  });
});

function ctxOf(tx: RequestContext['db']): RequestContext {
  return superUserContext(tx, tenant, { staffId: tenant.staff.manager, name: 'Manager', storeIds: [tenant.stores.a, tenant.stores.b] });
}
