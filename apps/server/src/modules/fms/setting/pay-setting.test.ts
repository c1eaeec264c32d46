import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUNDING, centsByRule, type PaySetting } from '@tradewind/contract/fms/pay-setting.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { readPayRules } from './pay-setting.service';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  const staff = (key: string, roles: string[]) => ({ key, account: `${key}${Math.random().toString(36).slice(2, 8)}`, name: key, password: TEST_PASSWORD, roles, stores: 'all' as const });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'viewer', name: '查看', permissions: ['fms:setting:pay'] },
      { key: 'rep', name: '下单', permissions: ['oms:order:create'] },
    ],
    staff: [staff('admin', ['admin']), staff('viewer', ['viewer']), staff('rep', ['rep']), staff('nobody', [])],
  });
  other = await t.tenant({});
});

const read = (token = tenant.tokens.admin) => t.call<PaySetting>('GET', '/fms/setting/pay', { token });
const save = (body: Record<string, unknown>, token = tenant.tokens.admin) => t.call<PaySetting>('PUT', '/fms/setting/pay', { token, body });

describe('/fms/setting/pay (/system/setting/pay)', () => {
  it('reads the defaults before the first save, also for those who place orders', async () => {
    const defaults = { pay_types: [1, 2, 3, 4], receipt_audit: 1, audit_by_other: 0, rounding: 1, updated_at: null, updated_by_name: null };
    expect((await read(tenant.tokens.viewer)).data).toEqual(defaults);
    expect((await read(tenant.tokens.rep)).data).toEqual(defaults);
  });

  it('saves the offered pay types (sorted, once each), receipt audit and rounding, with the action log', async () => {
    const res = await save({ pay_types: [4, 1, 4, 3], receipt_audit: 0, rounding: 2 });
    expect(res.data).toMatchObject({ pay_types: [1, 3, 4], receipt_audit: 0, rounding: 2, updated_by_name: 'admin', updated_at: expect.any(String) });
    // form-encoded comma list too
    expect((await save({ pay_types: '2,1', receipt_audit: '1', rounding: '1' })).data).toMatchObject({ pay_types: [1, 2], receipt_audit: 1, rounding: 1 });
    expect(await withTenant(t.app.database.db, tenant.tenantId, (tx) => readPayRules(tx))).toEqual({ payTypes: [1, 2], receiptAudit: 1, rounding: 1, auditByOther: 0 });
    const logs = await withTenant(t.app.database.db, tenant.tenantId, (tx) => queryRows<{ action: string; target_type: string }>(tx, sql`SELECT action, target_type FROM action_logs WHERE path LIKE '%/fms/setting/pay%'`));
    expect(logs).toEqual([
      { action: 'fms:setting:update', target_type: 'fms_setting' },
      { action: 'fms:setting:update', target_type: 'fms_setting' },
    ]);
    // another tenant keeps its own
    expect((await read(other.tokens.admin)).data.pay_types).toEqual([1, 2, 3, 4]);
  });

  it('refuses bad input (422 on the field) and callers without the permission, changing nothing', async () => {
    const field = async (body: Record<string, unknown>) => {
      const res = await save(body);
      return [res.code, (res.data as unknown as { errors: Array<{ field: string; message: string }> }).errors[0]];
    };
    expect(await field({ pay_types: [] })).toEqual([422, { field: 'pay_types', message: '请至少开启一种支付方式' }]);
    expect(await field({ pay_types: [5] })).toEqual([422, { field: 'pay_types.0', message: '支付方式不存在' }]);
    expect(await field({ pay_types: [1], rounding: 4 })).toEqual([422, { field: 'rounding', message: '请选择取整规则' }]);
    expect((await field({ pay_types: [1], receipt_audit: 'x' }))[0]).toBe(422);
    expect((await save({ pay_types: [1] }, tenant.tokens.viewer)).code).toBe(402);
    expect((await read(tenant.tokens.nobody)).code).toBe(402);
    expect((await read()).data.pay_types).toEqual([1, 2]);
  });

  it('rounds to the cent by the rule on the digits, never through a float', () => {
    const rows = ['1.005', '1.004', '-2.675', '0.001', '10', '3.10', '99999999999.999'].map((v) => [v, centsByRule(v, ROUNDING.halfUp), centsByRule(v, ROUNDING.down), centsByRule(v, ROUNDING.up)]);
    expect(rows).toEqual([
      ['1.005', 101, 100, 101],
      ['1.004', 100, 100, 101],
      ['-2.675', -268, -267, -268],
      ['0.001', 0, 0, 1],
      ['10', 1000, 1000, 1000],
      ['3.10', 310, 310, 310],
      ['99999999999.999', 10000000000000, 9999999999999, 10000000000000],
    ]);
    expect(() => centsByRule('1e3', ROUNDING.halfUp)).toThrow(RangeError);
  });
});
