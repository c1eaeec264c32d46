import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@tradewind/contract/common/time';
import type { Workbench } from '@tradewind/contract/crm/workbench.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec, REP_PERMISSIONS } from '@/test/fixtures/crm/crm-test-tenant';
import { seedCustomer } from '@/test/fixtures/crm/pool-fixtures';

const t = useTestApp();
const WORKBENCH = ['crm:workbench:index', 'crm:visit:list', 'crm:visit:create', 'crm:leads:list'];
let tenant: TestTenant;

beforeAll(async () => {
  const spec = crmTenantSpec();
  tenant = await t.tenant({
    ...spec,
    // rep1 and rep2 work with the workbench; repb keeps the plain rep role (no workbench)
    roles: [...spec.roles!, { key: 'bench', name: 'Bench', permissions: [...REP_PERMISSIONS, ...WORKBENCH], dataScope: 4 }],
    staff: spec.staff!.map((s) => (s.key === 'rep1' || s.key === 'rep2' ? { ...s, roles: ['bench'] } : s)),
  });
});

const workbench = async (token: string) => {
  const res = await t.call<Workbench>('GET', '/crm/workbench', { token });
  expect(res.code, res.message).toBe(200);
  return res.data;
};
const followUp = (token: string, customerId: number, next: string | null) =>
  t.call('POST', '/crm/visit', { token, body: { customer_id: customerId, content: `回访 ${next ?? '无'}`, visit_type: 1, next_visit_time: next } });
const dayOffset = (days: number) => {
  const d = new Date(`${todayIn('Asia/Shanghai')}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('GET /crm/workbench', () => {
  it('needs crm:workbench:index (a view: 401 with the lock message)', async () => {
    expect((await t.call('GET', '/crm/workbench', { token: tenant.tokens.repb })).code).toBe(401);
  });

  it('counts the rep’s own customers and lists the follow-ups due today or overdue that no later follow-up answered', async () => {
    const rep1 = tenant.tokens.rep1;
    const own = await Promise.all([0, 1, 2, 3].map((i) => seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: `工作台客户${i}` })));
    const others = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2, name: '别人的客户' });
    const before = await workbench(rep1);
    expect(before.figures.my_customers).toBe(4);
    expect(before.figures.new_customers_month).toBe(4);
    expect(before.follow_ups_due).toEqual({ total: 0, list: [] });
    // goals, schedule and releases come from their own sections; the figures of a rep without a lead permission are null
    expect(before.figures.open_leads).toBe(0);

    expect((await followUp(rep1, own[0], `${dayOffset(-2)} 10:00:00`)).code).toBe(200); // overdue
    expect((await followUp(rep1, own[1], `${dayOffset(0)} 15:30:00`)).code).toBe(200); // due today
    expect((await followUp(rep1, own[2], `${dayOffset(1)} 09:00:00`)).code).toBe(200); // tomorrow: not yet
    expect((await followUp(rep1, own[3], `${dayOffset(-1)} 09:00:00`)).code).toBe(200);
    expect((await followUp(rep1, own[3], null)).code).toBe(200); // answered by a later follow-up
    expect((await followUp(tenant.tokens.rep2, others, `${dayOffset(-1)} 09:00:00`)).code).toBe(200); // rep2's

    const after = await workbench(rep1);
    expect(after.follow_ups_due!.total).toBe(2);
    expect(after.follow_ups_due!.list.map((f) => [f.customer_id, f.overdue])).toEqual([
      [own[0], true],
      [own[1], false],
    ]);
    expect(after.follow_ups_due!.list[1].next_visit_time).toBe(`${dayOffset(0)} 15:30:00`);
    expect(after.figures.follow_ups_month).toBe(5);

    const rep2 = await workbench(tenant.tokens.rep2);
    expect(rep2.follow_ups_due!.list.map((f) => f.customer_id)).toEqual([others]);
    expect(rep2.figures.my_customers).toBe(1);
  });
});
