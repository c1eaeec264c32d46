import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { createScheduler, registeredTasks, type ScheduledTask } from '@/core/jobs/scheduler';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { POOL_RELEASE_TASK } from './pool-release.job';
import { customerLogRows, customerRow, messageRows, ownershipRows, poolTenant, savePoolRules, seedCustomer, seedLevel } from '@/test/fixtures/crm/pool-fixtures';

const DAY = 86_400_000;
const t = useTestApp();
let tenant: TestTenant;
let quiet: TestTenant;
/** The clock every scheduler of this file reads: the test moves it. */
let clock: Date;
const ago = (days: number, hours = 0) => new Date(clock.getTime() - days * DAY - hours * 3_600_000);
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  tenant = await poolTenant(t);
  quiet = await poolTenant(t);
  clock = new Date(Date.now() + 7 * DAY);
});

const poolTask = () => registeredTasks().filter((task) => task.name === POOL_RELEASE_TASK);
const scheduler = (nodeId: string) => createScheduler({ db: t.app.database.db, tasks: poolTask, now: () => clock, pollMs: 0, nodeId });
const autoReleases = (tenantId: number) =>
  withSystem(t.app.database.db, (tx) =>
    queryRows<{ customer_id: number }>(tx, sql`SELECT customer_id FROM crm_customer_ownership WHERE tenant_id = ${tenantId} AND reason = 'auto_release' ORDER BY customer_id`),
  );

describe('public pool rules job', () => {
  let ids: Record<string, number>;
  let vip: number;

  it('registers itself with the scheduler that buildApp starts', () => {
    expect(poolTask()).toHaveLength(1);
    expect(poolTask()[0].everySeconds).toBeGreaterThan(0);
  });

  it('releases nothing while the rules are off', async () => {
    vip = await seedLevel(t, tenant, 'VIP');
    const { rep1, rep2 } = tenant.staff;
    ids = {
      // default rule (30 days without a follow-up, 90 without an order)
      staleVisit: await seedCustomer(t, tenant, { name: '久未跟进', salesType: 1, salesId: rep1, salesAssignedAt: ago(100), lastVisitAt: ago(31), lastOrderAt: ago(5) }),
      freshVisit: await seedCustomer(t, tenant, { name: '近期跟进', salesType: 1, salesId: rep1, salesAssignedAt: ago(100), lastVisitAt: ago(29), lastOrderAt: ago(5) }),
      neverVisited: await seedCustomer(t, tenant, { name: '从未跟进', salesType: 1, salesId: rep2, salesAssignedAt: ago(30, 1) }),
      justClaimed: await seedCustomer(t, tenant, { name: '刚领取', salesType: 1, salesId: rep2, salesAssignedAt: ago(2), lastVisitAt: ago(200), lastOrderAt: ago(200) }),
      staleOrder: await seedCustomer(t, tenant, { name: '久未下单', salesType: 1, salesId: rep1, salesAssignedAt: ago(200), lastVisitAt: ago(1), lastOrderAt: ago(91) }),
      // VIP: only the order rule, 60 days
      vipNoVisit: await seedCustomer(t, tenant, { name: 'VIP未跟进', levelId: vip, salesType: 1, salesId: rep1, salesAssignedAt: ago(300), lastVisitAt: ago(300), lastOrderAt: ago(59) }),
      vipNoOrder: await seedCustomer(t, tenant, { name: 'VIP未下单', levelId: vip, salesType: 1, salesId: rep2, salesAssignedAt: ago(300), lastVisitAt: ago(1), lastOrderAt: ago(61) }),
      // not private or not enabled: untouched
      inPool: await seedCustomer(t, tenant, { name: '公海', salesType: 0, createdAt: ago(400) }),
      inTeam: await seedCustomer(t, tenant, { name: '团队', salesType: 2, createdAt: ago(400) }),
      disabled: await seedCustomer(t, tenant, { name: '禁用', status: 0, salesType: 1, salesId: rep1, salesAssignedAt: ago(400) }),
      // a tenant whose rules are off
      quiet: await seedCustomer(t, quiet, { name: '别家', salesType: 1, salesId: quiet.staff.rep1, salesAssignedAt: ago(400) }),
    };
    await savePoolRules(t, tenant, { enabled: 0, rules: [{ level_id: null, no_visit_days: 30, no_order_days: 90 }, { level_id: vip, no_visit_days: 0, no_order_days: 60 }] });
    await savePoolRules(t, quiet, { enabled: 0, rules: [{ level_id: null, no_visit_days: 1, no_order_days: 1 }] });
    expect(await scheduler('node-a').runDue()).toEqual([POOL_RELEASE_TASK]);
    expect(await autoReleases(tenant.tenantId)).toEqual([]);
    expect((await customerRow(t, ids.staleVisit)).salesType).toBe(1);
  });

  it('releases exactly the stale customers, logs the reason and tells the former owner', async () => {
    await savePoolRules(t, tenant, { enabled: 1, rules: [{ level_id: null, no_visit_days: 30, no_order_days: 90 }, { level_id: vip, no_visit_days: 0, no_order_days: 60 }] });
    advance(2 * 3_600_000);
    const expected = [ids.staleVisit, ids.neverVisited, ids.staleOrder, ids.vipNoOrder].sort((a, b) => a - b);
    expect(await scheduler('node-a').runDue()).toEqual([POOL_RELEASE_TASK]);
    expect((await autoReleases(tenant.tenantId)).map((r) => r.customer_id)).toEqual(expected);
    expect(await autoReleases(quiet.tenantId)).toEqual([]);
    for (const id of expected) expect(await customerRow(t, id)).toMatchObject({ salesType: 0, salesId: null });
    for (const key of ['freshVisit', 'justClaimed', 'vipNoVisit', 'disabled']) expect((await customerRow(t, ids[key])).salesType, key).toBe(1);
    expect((await customerRow(t, ids.inTeam)).salesType).toBe(2);
    expect((await customerRow(t, ids.quiet)).salesType).toBe(1);

    const history = await ownershipRows(t, ids.staleVisit);
    expect(history).toEqual([
      { reason: 'auto_release', from_sales_type: 1, from_sales_id: tenant.staff.rep1, to_sales_type: 0, to_sales_id: null, staff_id: null, remark: '30 天未跟进' },
    ]);
    expect((await ownershipRows(t, ids.staleOrder))[0].remark).toBe('90 天未下单');
    expect((await ownershipRows(t, ids.vipNoOrder))[0].remark).toBe('60 天未下单');
    const log = await customerLogRows(t, ids.staleVisit);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'ownership.auto_release', staff_id: null });

    const rep1Told = (await messageRows(t, tenant.staff.rep1)).filter((m) => m.target_type === 'customer');
    expect(rep1Told.map((m) => m.target_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([ids.staleVisit, ids.staleOrder].sort((a, b) => a - b));
    const visitMessage = rep1Told.find((m) => m.target_id === ids.staleVisit)!;
    expect(visitMessage).toMatchObject({ type: 'customer', title: '客户已释放到公海', content: '客户「久未跟进」已释放到公海：30 天未跟进' });
    expect((await messageRows(t, tenant.staff.rep2)).filter((m) => m.target_type === 'customer').map((m) => m.target_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      [ids.neverVisited, ids.vipNoOrder].sort((a, b) => a - b),
    );
  });

  it('does nothing more on the next runs', async () => {
    const before = (await autoReleases(tenant.tenantId)).length;
    const messagesBefore = (await messageRows(t, tenant.staff.rep1)).length;
    // not due yet: the run was claimed for the next hour
    expect(await scheduler('node-a').runDue()).toEqual([]);
    advance(3_600_000 + 1000);
    expect(await scheduler('node-b').runDue()).toEqual([POOL_RELEASE_TASK]);
    expect((await autoReleases(tenant.tenantId)).length).toBe(before);
    expect((await messageRows(t, tenant.staff.rep1)).length).toBe(messagesBefore);
  });

  it('runs a due task on one node only, however many ask at once', async () => {
    advance(3_600_000 + 1000);
    const nodes = [scheduler('n1'), scheduler('n2'), scheduler('n3')];
    const ran = await Promise.all(nodes.map((n) => n.runDue()));
    expect(ran.flat()).toEqual([POOL_RELEASE_TASK]);
    const [row] = await withSystem(t.app.database.db, (tx) =>
      queryRows<{ next_run_at: Date | string; last_error: string | null }>(tx, sql`SELECT next_run_at, last_error FROM scheduled_tasks WHERE name = ${POOL_RELEASE_TASK}`),
    );
    expect(new Date(row.next_run_at).getTime()).toBe(clock.getTime() + 3_600_000);
    expect(row.last_error).toBeNull();
  });

  it('warns owners remind_days before a release, once per stale spell', async () => {
    await savePoolRules(t, tenant, { enabled: 1, remind_days: 3, rules: [{ level_id: null, no_visit_days: 30, no_order_days: 0 }] });
    const soon = await seedCustomer(t, tenant, { name: '即将掉保', salesType: 1, salesId: tenant.staff.rep2, salesAssignedAt: ago(100), lastVisitAt: ago(28) });
    const later = await seedCustomer(t, tenant, { name: '还早', salesType: 1, salesId: tenant.staff.rep2, salesAssignedAt: ago(100), lastVisitAt: ago(20) });
    const warnings = async () => (await messageRows(t, tenant.staff.rep2)).filter((m) => m.title === '客户即将释放到公海');
    advance(3_600_000 + 1000);
    expect(await scheduler('node-a').runDue()).toEqual([POOL_RELEASE_TASK]);
    const first = await warnings();
    expect(first.map((m) => m.target_id)).toEqual([soon]);
    expect(first[0].content).toBe('客户「即将掉保」将在 2 天后释放到公海，请及时跟进');
    advance(3_600_000 + 1000);
    await scheduler('node-a').runDue();
    expect(await warnings()).toHaveLength(1);
    expect((await customerRow(t, later)).salesType).toBe(1);
    // a follow-up starts a new spell: warned again when it comes close to the limit once more
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE crm_customers SET last_visit_at = ${ago(0).toISOString()}::timestamptz WHERE id = ${soon}`));
    advance(28 * DAY);
    await scheduler('node-a').runDue();
    expect((await warnings()).filter((m) => m.target_id === soon)).toHaveLength(2);
  });

  it('keeps running other tasks when one fails, and records the error', async () => {
    const failing: ScheduledTask = {
      name: 'test.failing',
      everySeconds: 60,
      run: async () => {
        throw new Error('boom');
      },
    };
    const s = createScheduler({ db: t.app.database.db, tasks: () => [failing, ...poolTask()], now: () => clock, pollMs: 0 });
    advance(3_600_000 + 1000);
    expect(await s.runDue()).toEqual(['test.failing', POOL_RELEASE_TASK]);
    const [row] = await withSystem(t.app.database.db, (tx) => queryRows<{ last_error: string | null }>(tx, sql`SELECT last_error FROM scheduled_tasks WHERE name = 'test.failing'`));
    expect(row.last_error).toBe('boom');
  });
});
