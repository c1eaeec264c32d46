import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { AccountPeriod } from '@tradewind/contract/crm/account-period.schema';
import { useTestApp } from '@/test/test-app';
import { rows, useDrawerTenants, type Fail } from '@/test/fixtures/crm/drawer-test-fixture';

const t = useTestApp();
const [d, other] = useDrawerTenants(t);

const create = (body: Record<string, unknown>, token = d.tokens.manager) => t.call<AccountPeriod>('POST', '/crm/customer_account_period', { token, body });
const update = (body: Record<string, unknown>, token = d.tokens.manager) => t.call<AccountPeriod>('PUT', '/crm/customer_account_period', { token, body });

describe('account periods', () => {
  it('creates with the spec’s defaults, lists with customer counts, reads one', async () => {
    const res = await create({ name: '月结30天' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '月结30天', type: 1, type_text: '标准账期', days: 30, month_day: 1, day_before: 0, statement_day: 1, customer_num: 0 });
    const monthly = await create({ name: '次月10号', type: 2, month_day: 10, day_before: 3, statement_day: 25 });
    expect(monthly.data).toMatchObject({ type: 2, type_text: '月结账期', month_day: 10, day_before: 3, statement_day: 25 });
    await rows(t, sql`UPDATE crm_customers SET account_period_id = ${monthly.data.id}, is_open_payment_day = 1 WHERE id IN (${d.customers.rep}, ${d.customers.rep2})`);
    const listed = await t.call<ListData<AccountPeriod>>('GET', '/crm/customer_account_periods', { token: d.tokens.manager });
    expect(listed.data.list.map((p) => [p.name, p.customer_num])).toEqual([
      ['次月10号', 2],
      ['月结30天', 0],
    ]);
    const byName = await t.call<ListData<AccountPeriod>>('GET', '/crm/customer_account_periods', { token: d.tokens.manager, query: { name: '次月' } });
    expect(byName.data.list.map((p) => p.id)).toEqual([monthly.data.id]);
    expect((await t.call<AccountPeriod>('GET', `/crm/customer_account_period/${monthly.data.id}`, { token: d.tokens.manager })).data.customer_num).toBe(2);
  });

  it('validates the form with the spec’s messages and stores nothing', async () => {
    const expectField = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await create({ name: '校验', ...body });
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect((res.data as Fail)?.errors?.find((e) => e.field === field)?.message, JSON.stringify(body)).toBe(message);
    };
    await expectField({ name: '' }, 'name', '请输入名字');
    await expectField({ type: '' }, 'type', '请选择类型');
    await expectField({ type: 3 }, 'type', '请选择类型');
    await expectField({ days: -1 }, 'days', '账期天数最小为 0');
    await expectField({ days: 1.5 }, 'days', '账期天数最小为 0');
    await expectField({ type: 2, month_day: 0 }, 'month_day', '日期在 1 到 31 之间');
    await expectField({ type: 2, month_day: 32 }, 'month_day', '日期在 1 到 31 之间');
    await expectField({ type: 2, day_before: -1 }, 'day_before', '提前天数最小为 0');
    await expectField({ statement_day: 0 }, 'statement_day', '对账日在 1 到 31 之间');
    await expectField({ statement_day: 32 }, 'statement_day', '对账日在 1 到 31 之间');
    const dup = await create({ name: '月结30天' });
    expect(dup.code).toBe(409);
    expect(dup.message).toBe('名称已存在');
    const n = await rows(t, sql`SELECT count(*)::int AS n FROM crm_account_periods WHERE tenant_id = ${d.tenantId}`);
    expect(n).toEqual([{ n: 2 }]);
  });

  it('renames only: the locked fields may come back unchanged, a changed one is refused', async () => {
    const p = (await create({ name: '锁定测试', days: 45 })).data;
    const renamed = await update({ id: p.id, name: '四十五天', type: 1, days: 45, month_day: 1, day_before: 0, statement_day: 1 });
    expect(renamed.data).toMatchObject({ name: '四十五天', days: 45 });
    for (const change of [{ type: 2 }, { days: 30 }, { month_day: 5 }, { day_before: 2 }, { statement_day: 9 }]) {
      const res = await update({ id: p.id, name: '偷偷改', ...change });
      expect(res.code, JSON.stringify(change)).toBe(409);
      expect(res.message).toBe('账期保存后只能修改名称，类型、天数、日期和对账日不能修改');
    }
    expect((await t.call<AccountPeriod>('GET', `/crm/customer_account_period/${p.id}`, { token: d.tokens.manager })).data).toMatchObject({ name: '四十五天', type: 1, days: 45 });
    expect((await update({ id: p.id, name: '' })).message).toBe('请输入名字');
    expect((await update({ id: 999999, name: 'x' })).code).toBe(404);
  });

  it('deletes only periods no customer uses', async () => {
    const used = (await t.call<ListData<AccountPeriod>>('GET', '/crm/customer_account_periods', { token: d.tokens.manager, query: { name: '次月' } })).data.list[0];
    const refused = await t.call('DELETE', `/crm/customer_account_period/${used.id}`, { token: d.tokens.manager });
    expect(refused.code).toBe(409);
    expect(refused.message).toBe('仍有客户使用该账期，无法删除');
    const free = (await create({ name: '待删除' })).data;
    expect((await t.call('DELETE', `/crm/customer_account_period/${free.id}`, { token: d.tokens.manager })).code).toBe(200);
    expect((await t.call('GET', `/crm/customer_account_period/${free.id}`, { token: d.tokens.manager })).code).toBe(404);
    expect((await t.call('DELETE', `/crm/customer_account_period/${free.id}`, { token: d.tokens.manager })).code).toBe(404);
    // a deleted period's name is free again
    expect((await create({ name: '待删除' })).code).toBe(200);
  });

  it('keeps tenants apart', async () => {
    const theirs = (await create({ name: '别家账期' }, other.tokens.manager)).data;
    expect((await t.call('GET', `/crm/customer_account_period/${theirs.id}`, { token: d.tokens.admin })).code).toBe(404);
    expect((await update({ id: theirs.id, name: '改' }, d.tokens.admin)).code).toBe(404);
    expect((await t.call('DELETE', `/crm/customer_account_period/${theirs.id}`, { token: d.tokens.admin })).code).toBe(404);
    const mine = await t.call<ListData<AccountPeriod>>('GET', '/crm/customer_account_periods', { token: d.tokens.admin, query: { page_size: 100 } });
    expect(mine.data.list.some((p) => p.id === theirs.id)).toBe(false);
    expect((await create({ name: '别家账期' })).code).toBe(200);
  });

  it('is read with crm:customer_account_period:list or crm:customer:payment_day; written with create / update / delete', async () => {
    const own = await t.tenant({
      roles: [
        { key: 'admin', name: 'Admin', isSuper: true },
        { key: 'dialog', name: 'Dialog', permissions: ['crm:customer:payment_day'], dataScope: 4 },
      ],
      staff: [
        { key: 'admin', account: `apd_admin${Date.now()}`, name: 'Admin', password: 'secret123', roles: ['admin'], stores: 'all' },
        { key: 'dialog', account: `apd_dialog${Date.now()}`, name: 'Dialog', password: 'secret123', roles: ['dialog'], stores: 'all' },
      ],
    });
    const p = (await create({ name: '对话框' }, own.tokens.admin)).data;
    expect((await t.call('GET', '/crm/customer_account_periods', { token: own.tokens.dialog })).code).toBe(200);
    expect((await t.call('GET', `/crm/customer_account_period/${p.id}`, { token: own.tokens.dialog })).code).toBe(200);
    expect((await create({ name: 'x' }, own.tokens.dialog)).code).toBe(402);
    expect((await t.call('GET', '/crm/customer_account_periods', { token: d.tokens.nobody })).code).toBe(401);
    expect((await t.call('GET', '/crm/customer_account_periods', { token: d.tokens.reader })).code).toBe(200);
    expect((await create({ name: 'x' }, d.tokens.reader)).code).toBe(402);
    expect((await update({ id: p.id, name: 'x' }, d.tokens.reader)).code).toBe(402);
    expect((await t.call('DELETE', `/crm/customer_account_period/${p.id}`, { token: d.tokens.reader })).code).toBe(402);
  });
});
