import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PoolQuota, PoolRules } from '@tradewind/contract/crm/pool.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { customerLogRows, customerRow, messageRows, ownershipRows, poolTenant, savePoolRules, seedCustomer, seedLevel } from '@/test/fixtures/crm/pool-fixtures';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  tenant = await poolTenant(t);
  other = await poolTenant(t);
});

type Errors = { errors: Array<{ field: string; message: string }> };
const grab = (token: string, id: number, storeId?: number) => t.call('PUT', `/crm/customer/${id}/sales_type`, { token, body: { sales_type: 1 }, storeId });
const release = (token: string, id: number, salesType: 0 | 2 = 0, remark?: string) => t.call('PUT', `/crm/customer/${id}/sales_type`, { token, body: { sales_type: salesType, remark } });
const rules = (token: string) => t.call<PoolRules>('GET', '/crm/down_public_rule', { token });
const actionLogs = (action: string) =>
  withSystem(t.app.database.db, (tx) =>
    queryRows<{ target_type: string | null; target_id: string | null; staff_id: number }>(
      tx,
      sql`SELECT target_type, target_id, staff_id FROM action_logs WHERE tenant_id = ${tenant.tenantId} AND action = ${action} ORDER BY id`,
    ),
  );

describe('pool rules (/crm/down_public_rule)', () => {
  it('starts off with a default row, saves levels, caps and days, and logs the change', async () => {
    const fresh = await rules(tenant.tokens.admin);
    expect(fresh.code).toBe(200);
    expect(fresh.data).toEqual({ enabled: 0, max_customers: 0, cooldown_days: 0, remind_days: 0, rules: [{ level_id: null, level_name: '', no_visit_days: 0, no_order_days: 0 }] });

    const vip = await seedLevel(t, tenant, 'VIP');
    const saved = await t.call<PoolRules>('POST', '/crm/down_public_rule', {
      token: tenant.tokens.admin,
      body: { enabled: 1, max_customers: 50, cooldown_days: 7, remind_days: 3, rules: [{ level_id: vip, no_visit_days: 0, no_order_days: 90 }, { level_id: null, no_visit_days: 30, no_order_days: 60 }] },
    });
    expect(saved.code).toBe(200);
    expect(saved.data).toEqual({
      enabled: 1,
      max_customers: 50,
      cooldown_days: 7,
      remind_days: 3,
      rules: [
        { level_id: null, level_name: '', no_visit_days: 30, no_order_days: 60 },
        { level_id: vip, level_name: 'VIP', no_visit_days: 0, no_order_days: 90 },
      ],
    });
    expect((await rules(tenant.tokens.manager)).data).toEqual(saved.data);
    // another tenant's rules are its own
    expect((await rules(other.tokens.admin)).data.enabled).toBe(0);
    const logged = await actionLogs('crm:down_public:update');
    expect(logged.at(-1)).toMatchObject({ target_type: 'crm_pool_rule', target_id: String(tenant.tenantId), staff_id: tenant.staff.admin });

    // a form body (the web's fallback encoding) replaces the set: the level row goes
    const form = await t.call<PoolRules>('POST', '/crm/down_public_rule', {
      token: tenant.tokens.admin,
      form: true,
      body: { enabled: '0', max_customers: '0', cooldown_days: '0', remind_days: '0', 'rules[0][level_id]': '', 'rules[0][no_visit_days]': '15', 'rules[0][no_order_days]': '0' },
    });
    expect(form.code).toBe(200);
    expect(form.data).toEqual({ enabled: 0, max_customers: 0, cooldown_days: 0, remind_days: 0, rules: [{ level_id: null, level_name: '', no_visit_days: 15, no_order_days: 0 }] });
  });

  it('rejects bad input with clear messages and changes nothing', async () => {
    const vip = await seedLevel(t, tenant, 'VIP2');
    const foreign = await seedLevel(t, other, 'Foreign');
    const before = (await rules(tenant.tokens.admin)).data;
    const post = (body: Record<string, unknown>) => t.call<Errors>('POST', '/crm/down_public_rule', { token: tenant.tokens.admin, body });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ cooldown_days: -1 }, 'cooldown_days', '天数在 0 到 3650 之间'],
      [{ remind_days: 3651 }, 'remind_days', '天数在 0 到 3650 之间'],
      [{ cooldown_days: 1.5 }, 'cooldown_days', '天数在 0 到 3650 之间'],
      [{ max_customers: 'many' }, 'max_customers', '私海客户上限在 0 到 100000 之间'],
      [{ max_customers: -3 }, 'max_customers', '私海客户上限在 0 到 100000 之间'],
      [{ enabled: 'maybe' }, 'enabled', '请选择是否启用'],
      [{ enabled: 2 }, 'enabled', '请选择是否启用'],
      [{ rules: [{ level_id: null, no_visit_days: 'x' }] }, 'rules.0.no_visit_days', '天数在 0 到 3650 之间'],
      [{ rules: [{ level_id: vip, no_order_days: -5 }] }, 'rules.0.no_order_days', '天数在 0 到 3650 之间'],
      [{ rules: [{ level_id: vip }, { level_id: vip }] }, 'rules.1.level_id', '每个等级只能设置一条规则'],
      [{ rules: [{ level_id: null }, { level_id: '' }] }, 'rules.1.level_id', '每个等级只能设置一条规则'],
      [{ rules: [{ level_id: -1 }] }, 'rules.0.level_id', '请提供有效的编号'],
      [{ rules: [{ level_id: foreign }] }, 'rules.0.level_id', '客户等级不存在'],
      [{ rules: [{ level_id: 99999999 }] }, 'rules.0.level_id', '客户等级不存在'],
      [{ rules: 'all' }, 'rules', '格式不正确'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post({ enabled: 1, ...body });
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect(res.message).toBe(message);
      expect(res.data.errors.some((e) => e.field === field && e.message === message), JSON.stringify(res.data)).toBe(true);
    }
    expect(await t.call('POST', '/crm/down_public_rule', { token: tenant.tokens.admin, body: { enabled: 1, rules: [{ level_id: foreign }] }, headers: { 'accept-language': 'en-US' } })).toMatchObject({
      code: 422,
      message: 'No such customer level',
    });
    expect((await rules(tenant.tokens.admin)).data).toEqual(before);
  });

  it('needs crm:down_public:index to read and crm:down_public:update to save', async () => {
    const read = await rules(tenant.tokens.rep1);
    expect(read.code).toBe(401);
    const save = await t.call('POST', '/crm/down_public_rule', { token: tenant.tokens.manager, body: { enabled: 1 } });
    expect(save.code).toBe(402);
    expect((await t.call('POST', '/crm/down_public_rule', { token: tenant.tokens.rep1, body: { enabled: 1 } })).code).toBe(402);
    expect((await t.call('GET', '/crm/down_public_rule', {})).status).toBe(401);
    expect((await rules(tenant.tokens.clerk)).code).toBe(200);
  });
});

describe('grab and release (PUT /crm/customer/{id}/sales_type)', () => {
  it('grabs a public customer into the caller’s private list, with history, log and no message to oneself', async () => {
    const id = await seedCustomer(t, tenant, { name: '公海客户甲' });
    const res = await grab(tenant.tokens.rep1, id);
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ id, sales_type: 1, sales_id: tenant.staff.rep1 });
    const row = await customerRow(t, id);
    expect(row).toMatchObject({ salesType: 1, salesId: tenant.staff.rep1 });
    expect(row.salesAssignedAt).not.toBeNull();
    expect(await ownershipRows(t, id)).toEqual([
      { reason: 'grab', from_sales_type: 0, from_sales_id: null, to_sales_type: 1, to_sales_id: tenant.staff.rep1, staff_id: tenant.staff.rep1, remark: null },
    ]);
    expect((await customerLogRows(t, id)).map((l) => l.action)).toEqual(['ownership.grab']);
    expect((await messageRows(t, tenant.staff.rep1)).filter((m) => m.target_id === id)).toEqual([]);
    expect((await actionLogs('crm:customer:sales_type')).at(-1)).toMatchObject({ target_type: 'customer', target_id: String(id) });
  });

  it('refuses illegal moves with 409 and clear messages', async () => {
    const mine = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1 });
    const pub = await seedCustomer(t, tenant);
    const team = await seedCustomer(t, tenant, { salesType: 2 });
    const disabled = await seedCustomer(t, tenant, { status: 0 });
    const theirs = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2 });
    expect(await grab(tenant.tokens.rep1, mine)).toMatchObject({ code: 409, message: '该客户已在您的私海中' });
    expect(await grab(tenant.tokens.manager, theirs)).toMatchObject({ code: 409, message: '该客户不在公海中' });
    expect(await release(tenant.tokens.rep1, pub)).toMatchObject({ code: 409, message: '该客户已在公海中' });
    expect(await release(tenant.tokens.rep1, pub, 2)).toMatchObject({ code: 409, message: '该客户已在公海中' });
    expect(await release(tenant.tokens.rep1, team, 0)).toMatchObject({ code: 409, message: '该客户已在公海中' });
    expect(await grab(tenant.tokens.rep1, disabled)).toMatchObject({ code: 409, message: '该客户已禁用' });
    const en = await t.call('PUT', `/crm/customer/${pub}/sales_type`, { token: tenant.tokens.rep1, body: { sales_type: 0 }, headers: { 'accept-language': 'en-US' } });
    expect(en.message).toBe('This customer is already in the pool');
    // nothing moved
    expect((await customerRow(t, mine)).salesId).toBe(tenant.staff.rep1);
    expect((await customerRow(t, pub)).salesType).toBe(0);
    expect(await ownershipRows(t, pub)).toEqual([]);
  });

  it('validates the body and the id, and hides what the caller may not see', async () => {
    const pub = await seedCustomer(t, tenant);
    const theirs = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2 });
    const storeB = await seedCustomer(t, tenant, { storeId: tenant.stores.b });
    const foreign = await seedCustomer(t, other);
    for (const body of [{}, { sales_type: 3 }, { sales_type: -1 }, { sales_type: 'grab' }, { sales_type: 1, remark: 'x'.repeat(201) }]) {
      const res = await t.call('PUT', `/crm/customer/${pub}/sales_type`, { token: tenant.tokens.rep1, body });
      expect(res.code, JSON.stringify(body)).toBe(422);
    }
    expect((await t.call('PUT', '/crm/customer/abc/sales_type', { token: tenant.tokens.rep1, body: { sales_type: 1 } })).code).toBe(422);
    expect((await grab(tenant.tokens.rep1, 99999999)).code).toBe(404);
    expect((await grab(tenant.tokens.rep1, foreign)).code).toBe(404);
    // another rep's private customer is invisible to a rep of own-records scope: 404 either way
    expect((await grab(tenant.tokens.rep1, theirs)).code).toBe(404);
    expect((await release(tenant.tokens.rep1, theirs)).code).toBe(404);
    // a store the rep does not hold
    expect((await grab(tenant.tokens.rep3, storeB)).code).toBe(404);
    // no permission to grab
    expect((await grab(tenant.tokens.clerk, pub)).code).toBe(402);
    expect((await customerRow(t, pub)).salesType).toBe(0);
    expect((await customerRow(t, theirs)).salesId).toBe(tenant.staff.rep2);
  });

  it('releases own customers to the public or team pool; a manager releases a rep’s, who is told', async () => {
    const a = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: '释放客户甲' });
    const b = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1, name: '释放客户乙' });
    const c = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2, name: '释放客户丙' });
    expect((await release(tenant.tokens.rep1, a, 0, '客户要求')).code).toBe(200);
    expect(await customerRow(t, a)).toMatchObject({ salesType: 0, salesId: null, salesAssignedAt: null });
    expect(await ownershipRows(t, a)).toEqual([
      { reason: 'release', from_sales_type: 1, from_sales_id: tenant.staff.rep1, to_sales_type: 0, to_sales_id: null, staff_id: tenant.staff.rep1, remark: '客户要求' },
    ]);
    expect((await release(tenant.tokens.rep1, b, 2)).data).toEqual({ id: b, sales_type: 2, sales_id: null });
    expect((await ownershipRows(t, b))[0]).toMatchObject({ reason: 'team', to_sales_type: 2 });
    // the manager (data scope all) releases rep2's customer; rep2 hears of it
    expect((await release(tenant.tokens.manager, c)).code).toBe(200);
    const told = (await messageRows(t, tenant.staff.rep2)).filter((m) => m.target_id === c);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'customer', target_type: 'customer', title: '客户已释放到公海' });
    expect(told[0].content).toContain('释放客户丙');
  });

  it('lets only the reps of its store claim a team-pool customer', async () => {
    const team = await seedCustomer(t, tenant, { salesType: 2, storeId: tenant.stores.a });
    // rep1 holds stores a and b but works in store b now
    expect(await grab(tenant.tokens.rep1, team, tenant.stores.b)).toMatchObject({ code: 409, message: '只能领取本门店团队公海的客户' });
    expect((await grab(tenant.tokens.rep1, team, tenant.stores.a)).code).toBe(200);
    expect((await ownershipRows(t, team))[0]).toMatchObject({ reason: 'grab', from_sales_type: 2, to_sales_type: 1 });
  });

  it('enforces the cap per rep and reports the quota', async () => {
    const t2 = await poolTenant(t);
    await savePoolRules(t, t2, { enabled: 0, max_customers: 2 });
    await seedCustomer(t, t2, { salesType: 1, salesId: t2.staff.rep1 });
    const quota = await t.call<PoolQuota>('GET', '/crm/public/quota', { token: t2.tokens.rep1 });
    expect(quota.data).toEqual({ owned: 1, max_customers: 2, remaining: 1, cooldown_days: 0 });
    const [x, y, z] = [await seedCustomer(t, t2), await seedCustomer(t, t2), await seedCustomer(t, t2)];
    expect((await grab(t2.tokens.rep1, x)).code).toBe(200);
    expect(await grab(t2.tokens.rep1, y)).toMatchObject({ code: 409, message: '您的私海客户已达上限 2 个' });
    expect((await t.call<PoolQuota>('GET', '/crm/public/quota', { token: t2.tokens.rep1 })).data).toEqual({ owned: 2, max_customers: 2, remaining: 0, cooldown_days: 0 });
    // the cap is per rep: another rep still grabs
    expect((await grab(t2.tokens.rep2, y)).code).toBe(200);
    // releasing one makes room again
    expect((await release(t2.tokens.rep1, x)).code).toBe(200);
    expect((await grab(t2.tokens.rep1, z)).code).toBe(200);
    // no cap: remaining null; the clerk may not ask
    await savePoolRules(t, t2, { max_customers: 0 });
    expect((await t.call<PoolQuota>('GET', '/crm/public/quota', { token: t2.tokens.rep1 })).data).toEqual({ owned: 2, max_customers: 0, remaining: null, cooldown_days: 0 });
    expect((await t.call('GET', '/crm/public/quota', { token: t2.tokens.clerk })).code).toBe(401);
  });

  it('keeps a rep from re-claiming a customer released from them within the cool-down', async () => {
    const t3 = await poolTenant(t);
    await savePoolRules(t, t3, { cooldown_days: 3 });
    const id = await seedCustomer(t, t3, { salesType: 1, salesId: t3.staff.rep1 });
    expect((await release(t3.tokens.rep1, id)).code).toBe(200);
    expect(await grab(t3.tokens.rep1, id)).toMatchObject({ code: 409, message: '该客户由您释放不足 3 天，暂不能领取' });
    // a release by the manager counts too
    const other2 = await seedCustomer(t, t3, { salesType: 1, salesId: t3.staff.rep1 });
    expect((await release(t3.tokens.manager, other2)).code).toBe(200);
    expect((await grab(t3.tokens.rep1, other2)).code).toBe(409);
    // someone else may claim it at once
    expect((await grab(t3.tokens.rep2, other2)).code).toBe(200);
    // once the days have passed the rep may claim it again
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE crm_customer_ownership SET created_at = now() - interval '3 days 1 minute' WHERE customer_id = ${id}`));
    expect((await grab(t3.tokens.rep1, id)).code).toBe(200);
  });
});

describe('concurrent grabs', () => {
  it('gives a customer to exactly one of two reps grabbing at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await seedCustomer(t, tenant);
      const results = await Promise.all([grab(tenant.tokens.rep1, id), grab(tenant.tokens.rep2, id)]);
      expect(results.filter((r) => r.code === 200)).toHaveLength(1);
      // The loser hears 'not in the pool' whether it lost the row lock or arrived after the commit.
      const loser = results.find((r) => r.code !== 200)!;
      expect(loser).toMatchObject({ code: 409, message: '该客户不在公海中' });
      const winner = results[0].code === 200 ? tenant.staff.rep1 : tenant.staff.rep2;
      expect((await customerRow(t, id)).salesId).toBe(winner);
      expect((await ownershipRows(t, id)).filter((o) => o.reason === 'grab')).toHaveLength(1);
    }
  });

  it('never lets one rep go over the cap, however many grabs run at once', async () => {
    const t4 = await poolTenant(t);
    await savePoolRules(t, t4, { max_customers: 3 });
    await seedCustomer(t, t4, { salesType: 1, salesId: t4.staff.rep1 });
    const ids = await Promise.all(Array.from({ length: 6 }, () => seedCustomer(t, t4)));
    const results = await Promise.all(ids.map((id) => grab(t4.tokens.rep1, id)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(2);
    expect(results.filter((r) => r.code === 409).every((r) => r.message === '您的私海客户已达上限 3 个')).toBe(true);
    const [{ n }] = await withSystem(t.app.database.db, (tx) =>
      queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM crm_customers WHERE sales_type = 1 AND sales_id = ${t4.staff.rep1}`),
    );
    expect(n).toBe(3);
  });
});
