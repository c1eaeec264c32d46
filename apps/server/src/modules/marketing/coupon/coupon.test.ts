import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Coupon, CouponBatch, CouponCode, CustomerCoupon, IssueResult } from '@tradewind/contract/marketing/coupon.schema';
import { COUPON_CODE_ALPHABET } from '@tradewind/contract/marketing/coupon.schema';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';
import { seedCustomer, seedLevel } from '@/test/fixtures/crm/pool-fixtures';
import { createTestGoods, type TestGoods } from '@/test/fixtures/pms/test-goods';
import { downloadExport } from '@/test/test-exports';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { couponRulesFor } from '../index';

const t = useTestApp();

const ALL = ['list', 'create', 'update', 'delete', 'issue', 'claim', 'stop', 'void', 'code', 'code_create', 'export'].map((a) => `marketing:coupon:${a}`);

let tenant: TestTenant;
let goods: TestGoods;
let levelId: number;
const DAY = 86_400_000;

const fmt = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const body = (over: Record<string, unknown> = {}) => ({
  name: '饮料满1000减50',
  type: 1,
  threshold: 1000,
  amount: 50,
  scope_type: 0,
  total_count: 1000,
  per_customer: 1,
  validity_type: 2,
  valid_days: 30,
  take_type: 1,
  ...over,
});
const create = (over: Record<string, unknown> = {}, token = tenant.tokens.marketer) => t.call<Coupon>('POST', '/marketing/coupon', { token, body: body(over) });
const made = async (over: Record<string, unknown> = {}) => {
  const res = await create(over);
  expect(res.code, res.message).toBe(200);
  return res.data;
};
const get = async (id: number) => (await t.call<Coupon>('GET', `/marketing/coupon/${id}`, { token: tenant.tokens.marketer })).data;
const issue = (id: number, payload: Record<string, unknown>, token = tenant.tokens.marketer) => t.call<IssueResult>('POST', `/marketing/coupon/${id}/issue`, { token, body: payload });
const claim = (customerId: number, code: string, token = tenant.tokens.marketer) => t.call<CustomerCoupon>('POST', '/marketing/coupon/claim', { token, body: { customer_id: customerId, code } });
const generate = (id: number, count: number) => t.call<{ batch: number; count: number }>('POST', `/marketing/coupon/${id}/codes`, { token: tenant.tokens.marketer, body: { count } });
const codesOf = async (id: number, query: Record<string, unknown> = {}) =>
  (await t.call<ListData<CouponCode>>('GET', '/marketing/coupon_codes', { token: tenant.tokens.marketer, query: { coupon_id: id, page_size: 100, ...query } })).data;
const customers = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => seedCustomer(t, tenant, { name: `券客户${i}` })));

beforeAll(async () => {
  const spec = crmTenantSpec();
  tenant = await t.tenant({
    ...spec,
    roles: [...spec.roles!, { key: 'marketer', name: 'Marketer', permissions: [...ALL, 'crm:customer:list'], dataScope: 1 }, { key: 'orderer', name: 'Orderer', permissions: ['oms:order:create'], dataScope: 4 }],
    staff: [
      ...spec.staff!,
      { key: 'marketer', account: `${spec.staff![0].account}_mk`, name: 'Marketer', password: 'secret123', roles: ['marketer'], stores: 'all' },
      { key: 'orderer', account: `${spec.staff![0].account}_or`, name: 'Orderer', password: 'secret123', roles: ['orderer'], stores: ['a'] },
    ],
  });
  goods = await createTestGoods(t, tenant.tokens.admin);
  levelId = await seedLevel(t, tenant, '券A级');
});

describe('coupons: definition', () => {
  it('creates both types with their rule texts, reads, lists and filters them, with counts', async () => {
    const amount = await made({ store_ids: [tenant.stores.a] });
    expect(amount).toMatchObject({ type: 1, type_text: '满减券', rule_text: '满1000减50', threshold: '1000.00', amount: '50.00', percent: '0.00', cap: null, status: 1, status_text: '进行中' });
    expect(amount).toMatchObject({ validity_text: '领取后 30 天内有效', take_type_text: '员工发放', issued_count: 0, used_count: 0, expired_count: 0, remaining_count: 1000, created_by_name: 'Marketer' });
    expect(amount.store_names).toEqual([expect.stringContaining('Store A')]);
    const percent = await made({ name: '零食九折', type: 2, threshold: 0, amount: null, percent: 10, cap: 100, scope_type: 1, scope_ids: [goods.categoryId], validity_type: 1, valid_from: '2026-01-01 00:00:00', valid_to: '2099-12-31 23:59:59', valid_days: null, take_type: 2, stack_with_activity: 1 });
    expect(percent).toMatchObject({ rule_text: '9折, 最多减100', percent: '10.00', cap: '100.00', amount: '0.00', scope_text: '指定分类', scope_ids: [goods.categoryId], valid_from: '2026-01-01 00:00:00', valid_to: '2099-12-31 23:59:59', stack_with_activity: 1, valid_days: null });
    expect(percent.scope_names[0]).toMatch(/^分类/);
    const en = await t.call<Coupon>('GET', `/marketing/coupon/${amount.id}`, { token: tenant.tokens.marketer, headers: { 'accept-language': 'en-US' } });
    expect(en.data).toMatchObject({ rule_text: '50 off orders over 1000', type_text: 'Amount off', status_text: 'Running' });
    const list = await t.call<ListData<Coupon>>('GET', '/marketing/coupons', { token: tenant.tokens.marketer, query: { keyword: '零食' } });
    expect(list.data.list.map((c) => c.id)).toEqual([percent.id]);
    const byTake = await t.call<ListData<Coupon>>('GET', '/marketing/coupons', { token: tenant.tokens.marketer, query: { take_type: 2, type: 2, status: 1 } });
    expect(byTake.data.list.map((c) => c.id)).toContain(percent.id);
    expect(byTake.data.list.map((c) => c.id)).not.toContain(amount.id);
  });

  it('refuses bad terms with 422 on the field, unknown scope ids and stores, nothing saved', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', '请输入优惠券名称'],
      [{ type: 3 }, 'type', '请选择优惠券类型'],
      [{ amount: null }, 'amount', '请输入优惠金额'],
      [{ amount: 2000 }, 'amount', '优惠金额不能大于使用门槛'],
      [{ amount: 1.234 }, 'amount', '优惠金额为大于 0 的金额，最多两位小数'],
      [{ type: 2, percent: null }, 'percent', '请输入折扣比例'],
      [{ type: 2, percent: 100 }, 'percent', '折扣比例在 0 到 100 之间，最多两位小数'],
      [{ scope_type: 2 }, 'scope_ids', '请选择适用的分类、品牌或商品'],
      [{ scope_type: 3, scope_ids: [999999] }, 'scope_ids', '适用范围中有不存在的分类、品牌或商品'],
      [{ total_count: 0 }, 'total_count', '发放总量为 1 到 10,000,000 的整数'],
      [{ per_customer: 0 }, 'per_customer', '每人限领为 1 到 1000 的整数'],
      [{ validity_type: 1 }, 'valid_from', '请选择开始时间'],
      [{ validity_type: 1, valid_from: '2026-02-01', valid_to: '2026-01-01' }, 'valid_to', '结束时间须晚于开始时间'],
      [{ validity_type: 1, valid_from: '2026-02-30', valid_to: '2026-03-01' }, 'valid_from', '请输入正确的开始时间'],
      [{ valid_days: null }, 'valid_days', '请输入领取后有效天数'],
      [{ take_type: 9 }, 'take_type', '请选择领取方式'],
      [{ store_ids: [999999] }, 'store_ids', '适用门店不存在'],
    ];
    for (const [over, field, message] of cases) {
      const res = await create({ name: `坏券${field}`, ...over });
      expect([res.code, res.data], JSON.stringify(over)).toEqual([422, { errors: expect.arrayContaining([{ field, message }]) }]);
    }
    const [{ n }] = await withSystem(t.app.database.db, (tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM marketing_coupons WHERE tenant_id = ${tenant.tenantId} AND name LIKE '坏券%'`));
    expect(n).toBe(0);
  });

  it('answers 402 without the permission, 404 for an unknown or another tenant’s coupon', async () => {
    const coupon = await made();
    for (const [method, url, payload] of [
      ['GET', '/marketing/coupons', undefined],
      ['POST', '/marketing/coupon', body()],
      ['PUT', '/marketing/coupon', { id: coupon.id, ...body() }],
      ['DELETE', `/marketing/coupon/${coupon.id}`, undefined],
      ['PUT', `/marketing/coupon/${coupon.id}/stop`, undefined],
      ['PUT', `/marketing/coupon/${coupon.id}/void`, undefined],
      ['POST', `/marketing/coupon/${coupon.id}/issue`, { customer_ids: [1] }],
      ['POST', '/marketing/coupon/claim', { customer_id: 1, code: 'X' }],
      ['POST', `/marketing/coupon/${coupon.id}/codes`, { count: 1 }],
      ['GET', `/marketing/coupon_codes?coupon_id=${coupon.id}`, undefined],
      ['GET', `/marketing/coupon_codes/export?coupon_id=${coupon.id}`, undefined],
      ['GET', `/marketing/customer_coupons?customer_id=1`, undefined],
      ['GET', `/marketing/coupon/${coupon.id}`, undefined],
      ['GET', `/marketing/coupon/${coupon.id}/batches`, undefined],
    ] as const) {
      const res = await t.call(method, url, { token: tenant.tokens.rep1, body: payload });
      expect([url, res.code]).toEqual([url, expect.toBeOneOf([401, 402])]);
    }
    for (const [method, url, payload] of [
      ['GET', '/marketing/coupon/99999999', undefined],
      ['PUT', '/marketing/coupon', { id: 99999999, ...body() }],
      ['DELETE', '/marketing/coupon/99999999', undefined],
      ['PUT', '/marketing/coupon/99999999/stop', undefined],
      ['PUT', '/marketing/coupon/99999999/void', undefined],
      ['POST', '/marketing/coupon/99999999/issue', { customer_ids: [1] }],
      ['POST', '/marketing/coupon/99999999/codes', { count: 1 }],
      ['GET', '/marketing/coupon/99999999/batches', undefined],
      ['GET', '/marketing/coupon_codes?coupon_id=99999999', undefined],
      ['GET', '/marketing/customer_coupons?customer_id=99999999', undefined],
    ] as const) {
      const res = await t.call(method, url, { token: tenant.tokens.marketer, body: payload });
      expect([url, res.code]).toEqual([url, 404]);
    }
    const other = await t.tenant(crmTenantSpec());
    const theirs = await t.call<Coupon>('POST', '/marketing/coupon', { token: other.tokens.admin, body: body() });
    expect(theirs.code).toBe(200);
    expect((await t.call('GET', `/marketing/coupon/${theirs.data.id}`, { token: tenant.tokens.marketer })).code).toBe(404);
    expect((await t.call('PUT', `/marketing/coupon/${theirs.data.id}/stop`, { token: tenant.tokens.marketer })).code).toBe(404);
  });

  it('edits freely until issued, then only name, counts and stores; total never below issued; deletes only an unissued coupon', async () => {
    const coupon = await made({ total_count: 5 });
    const edited = await t.call<Coupon>('PUT', '/marketing/coupon', { token: tenant.tokens.marketer, body: { id: coupon.id, ...body({ total_count: 5, amount: 80, name: '改过的券' }) } });
    expect(edited.data).toMatchObject({ name: '改过的券', amount: '80.00', rule_text: '满1000减80' });
    const [a, b] = await customers(2);
    expect((await issue(coupon.id, { customer_ids: [a, b] })).data.issued).toBe(2);
    const locked = await t.call('PUT', '/marketing/coupon', { token: tenant.tokens.marketer, body: { id: coupon.id, ...body({ total_count: 5, amount: 90 }) } });
    expect([locked.code, locked.message]).toEqual([409, '优惠券已发放，不能修改优惠内容、范围、有效期和领取方式']);
    const below = await t.call('PUT', '/marketing/coupon', { token: tenant.tokens.marketer, body: { id: coupon.id, ...body({ total_count: 1, amount: 80 }) } });
    expect([below.code, below.message]).toEqual([422, '发放总量不能少于已发放数量 2']);
    const renamed = await t.call<Coupon>('PUT', '/marketing/coupon', { token: tenant.tokens.marketer, body: { id: coupon.id, ...body({ total_count: 10, amount: 80, name: '再改名', store_ids: [tenant.stores.b] }) } });
    expect(renamed.data).toMatchObject({ name: '再改名', total_count: 10, issued_count: 2, remaining_count: 8 });
    const refused = await t.call('DELETE', `/marketing/coupon/${coupon.id}`, { token: tenant.tokens.marketer });
    expect([refused.code, refused.message]).toEqual([409, '优惠券已发放，不能删除，可停止或作废']);
    const fresh = await made({ take_type: 2 });
    expect((await generate(fresh.id, 3)).code).toBe(200);
    expect((await t.call('DELETE', `/marketing/coupon/${fresh.id}`, { token: tenant.tokens.marketer })).code).toBe(200);
    expect((await t.call('GET', `/marketing/coupon/${fresh.id}`, { token: tenant.tokens.marketer })).code).toBe(404);
    const logs = await withSystem(t.app.database.db, (tx) =>
      queryRows<{ action: string }>(tx, sql`SELECT action FROM action_logs WHERE tenant_id = ${tenant.tenantId} AND target_type = 'marketing_coupon' AND target_id = ${String(coupon.id)} ORDER BY id`),
    );
    expect(logs.map((l) => l.action)).toEqual(['marketing:coupon:create', 'marketing:coupon:update', 'marketing:coupon:issue', 'marketing:coupon:update']);
  });
});

describe('coupons: issuing, claiming, stop and void', () => {
  it('issues to customers within the per-customer limit and the total, and says why others were skipped', async () => {
    const coupon = await made({ total_count: 3, per_customer: 1 });
    const [a, b, c, d, e] = await customers(5);
    const first = await issue(coupon.id, { customer_ids: [a, b] });
    expect(first.data).toEqual({ issued: 2, skipped: 0, reasons: [] });
    const second = await issue(coupon.id, { customer_ids: [a, c, d, 99999999] });
    expect(second.data).toEqual({
      issued: 1,
      skipped: 3,
      reasons: [
        { reason: 'limit', text: '已达每人限领数量', count: 1 },
        { reason: 'exhausted', text: '优惠券已发完', count: 1 },
        { reason: 'unknown', text: '客户不存在或无权查看', count: 1 },
      ],
    });
    expect(await get(coupon.id)).toMatchObject({ issued_count: 3, remaining_count: 0 });
    const exhausted = await issue(coupon.id, { customer_ids: [e] });
    expect(exhausted.data).toMatchObject({ issued: 0, reasons: [{ reason: 'exhausted', count: 1 }] });
    const bad = await issue(coupon.id, {});
    expect([bad.code, bad.message]).toEqual([422, '请选择客户或人群']);
    const both = await issue(coupon.id, { customer_ids: [a], crowd_id: 1 });
    expect([both.code, both.message]).toEqual([422, '客户和人群只能选择一种']);
    const held = await t.call<CustomerCoupon[]>('GET', '/marketing/customer_coupons', { token: tenant.tokens.marketer, query: { customer_id: a } });
    expect(held.data).toMatchObject([{ coupon_id: coupon.id, source: 1, source_text: '员工发放', state: 'unused', state_text: '未使用', usable: true, rule_text: '满1000减50' }]);
  });

  it('issues to a crowd’s current members (a dynamic crowd refreshed first)', async () => {
    const coupon = await made({ per_customer: 2 });
    const [a, b] = await Promise.all([seedCustomer(t, tenant, { levelId }), seedCustomer(t, tenant, { levelId })]);
    const crowd = await t.call<{ id: number }>('POST', '/crm/crowd', { token: tenant.tokens.admin, body: { name: '券A级人群', kind: 1, rule: { logic: 'and', rules: [{ feature: 'level', op: 'in', value: [levelId] }] } } });
    expect(crowd.code, crowd.message).toBe(200);
    const late = await seedCustomer(t, tenant, { levelId });
    const res = await issue(coupon.id, { crowd_id: crowd.data.id });
    expect(res.data).toEqual({ issued: 3, skipped: 0, reasons: [] });
    const rows = await withSystem(t.app.database.db, (tx) =>
      queryRows<{ customer_id: number; source: number }>(tx, sql`SELECT customer_id, source FROM marketing_customer_coupons WHERE coupon_id = ${coupon.id} ORDER BY customer_id`),
    );
    expect(rows).toEqual([a, b, late].sort((x, y) => x - y).map((id) => ({ customer_id: id, source: 2 })));
    const unknown = await issue(coupon.id, { crowd_id: 99999999 });
    expect([unknown.code, unknown.data]).toEqual([422, { errors: [{ field: 'crowd_id', message: '人群不存在' }] }]);
  });

  it('generates code batches unique in the tenant from the unambiguous alphabet, lists, claims and exports them', async () => {
    const coupon = await made({ take_type: 2, total_count: 8, validity_type: 1, valid_from: '2026-01-01 00:00:00', valid_to: '2099-01-01 00:00:00', valid_days: null });
    expect((await generate(coupon.id, 5)).data).toEqual({ batch: 1, count: 5 });
    expect((await generate(coupon.id, 2)).data).toEqual({ batch: 2, count: 2 });
    const over = await generate(coupon.id, 2);
    expect([over.code, over.message]).toEqual([422, '券码总数不能超过发放总量（还可生成 1 个）']);
    const staffCoupon = await made();
    const wrongType = await generate(staffCoupon.id, 1);
    expect([wrongType.code, wrongType.message]).toEqual([409, '该优惠券的领取方式为“员工发放”，不能生成券码']);
    const codes = (await codesOf(coupon.id)).list;
    expect(codes).toHaveLength(7);
    for (const c of codes) expect([...c.code].every((ch) => COUPON_CODE_ALPHABET.includes(ch))).toBe(true);
    expect(new Set(codes.map((c) => c.code)).size).toBe(7);
    const [a, b] = await customers(2);
    const claimed = await claim(a, codes[0].code.toLowerCase());
    expect([claimed.code, claimed.message]).toEqual([200, '领取成功']);
    expect(claimed.data).toMatchObject({ coupon_id: coupon.id, source: 3, state: 'unused', valid_to: '2099-01-01 00:00:00' });
    const again = await claim(b, codes[0].code);
    expect([again.code, again.message]).toEqual([409, '该券码已被领取']);
    const limit = await claim(a, codes[1].code);
    expect([limit.code, limit.message]).toEqual([409, '该客户已达每人限领数量（1 张）']);
    const unknown = await claim(a, 'ZZZZZZZZZZ');
    expect([unknown.code, unknown.data]).toEqual([422, { errors: [{ field: 'code', message: '券码不存在' }] }]);
    const noCustomer = await claim(99999999, codes[1].code);
    expect([noCustomer.code, noCustomer.data]).toEqual([422, { errors: [{ field: 'customer_id', message: '客户不存在或无权查看' }] }]);
    const claimedList = await codesOf(coupon.id, { state: 1 });
    expect(claimedList.list).toMatchObject([{ code: codes[0].code, state: 1, state_text: '已领取', customer_id: a, batch: 1 }]);
    expect((await codesOf(coupon.id, { batch: 2 })).list).toHaveLength(2);
    const batches = await t.call<CouponBatch[]>('GET', `/marketing/coupon/${coupon.id}/batches`, { token: tenant.tokens.marketer });
    expect(batches.data.map((x) => [x.batch, x.count, x.claimed])).toEqual([[1, 5, 1], [2, 2, 0]]);
    expect(await get(coupon.id)).toMatchObject({ issued_count: 1, code_count: 7 });
    const task = await t.call<{ id: number }>('GET', '/marketing/coupon_codes/export', { token: tenant.tokens.marketer, query: { coupon_id: coupon.id, batch: 1 } });
    expect(task.code, task.message).toBe(200);
    const rows = await downloadExport(t, tenant.tokens.marketer, task.data.id);
    expect(rows[0]).toEqual(['券码', '批次', '状态', '领取客户', '领取时间', '生成时间']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(codes.filter((c) => c.batch === 1).map((c) => c.code));
  });

  it('stops (no new issues or claims, held coupons usable) and voids (unused ones void); 409 on the wrong state', async () => {
    const coupon = await made({ take_type: 2, total_count: 10 });
    await generate(coupon.id, 3);
    const codes = (await codesOf(coupon.id)).list;
    const [a, b] = await customers(2);
    expect((await claim(a, codes[0].code)).code).toBe(200);
    const stopped = await t.call<Coupon>('PUT', `/marketing/coupon/${coupon.id}/stop`, { token: tenant.tokens.marketer });
    expect(stopped.data).toMatchObject({ status: 2, status_text: '已停止' });
    const refused = await claim(b, codes[1].code);
    expect([refused.code, refused.message]).toEqual([409, '优惠券已停止，不能领取']);
    expect((await t.call('PUT', `/marketing/coupon/${coupon.id}/stop`, { token: tenant.tokens.marketer })).code).toBe(409);
    const usable = await t.call<CustomerCoupon[]>('GET', '/marketing/customer_coupons', { token: tenant.tokens.marketer, query: { customer_id: a } });
    expect(usable.data[0]).toMatchObject({ state: 'unused', usable: true });
    expect((await couponRulesForCustomer(a)).map((r) => r.couponId)).toEqual([coupon.id]);
    const voided = await t.call<Coupon>('PUT', `/marketing/coupon/${coupon.id}/void`, { token: tenant.tokens.marketer });
    expect(voided.data).toMatchObject({ status: 0, void_count: 1 });
    const after = await t.call<CustomerCoupon[]>('GET', '/marketing/customer_coupons', { token: tenant.tokens.marketer, query: { customer_id: a } });
    expect(after.data[0]).toMatchObject({ state: 'void', usable: false, state_text: '已作废' });
    expect(await couponRulesForCustomer(a)).toEqual([]);
    const again = await t.call('PUT', `/marketing/coupon/${coupon.id}/void`, { token: tenant.tokens.marketer });
    expect([again.code, again.message]).toEqual([409, '优惠券已作废，不能作废']);
    expect((await t.call('PUT', '/marketing/coupon', { token: tenant.tokens.marketer, body: { id: coupon.id, ...body({ take_type: 2, total_count: 10 }) } })).code).toBe(409);
    const issuable = await made();
    await t.call('PUT', `/marketing/coupon/${issuable.id}/stop`, { token: tenant.tokens.marketer });
    const stoppedIssue = await issue(issuable.id, { customer_ids: [a] });
    expect([stoppedIssue.code, stoppedIssue.message]).toEqual([409, '优惠券已停止，不能发放']);
    const voidCodes = await generate(coupon.id, 1);
    expect([voidCodes.code, voidCodes.message]).toEqual([409, '优惠券已作废，不能生成券码']);
    const ended = await made({ validity_type: 1, valid_from: '2020-01-01 00:00:00', valid_to: '2020-02-01 00:00:00', valid_days: null });
    const endedIssue = await issue(ended.id, { customer_ids: [a] });
    expect([endedIssue.code, endedIssue.message]).toEqual([409, '优惠券已过有效期']);
    const exhausted = await made({ take_type: 2, total_count: 1 });
    await generate(exhausted.id, 1);
    const [only] = (await codesOf(exhausted.id)).list;
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE marketing_coupons SET issued_count = total_count WHERE id = ${exhausted.id}`));
    const none = await claim(b, only.code);
    expect([none.code, none.message]).toEqual([409, '优惠券已发完']);
  });

  it('gives new customers the running new-customer coupons of their store while they last', async () => {
    const gift = await made({ name: '新客礼', take_type: 3, total_count: 1, store_ids: [tenant.stores.a] });
    const otherStore = await made({ name: '别店新客礼', take_type: 3, total_count: 5, store_ids: [tenant.stores.c] });
    const first = await t.call<{ id: number }>('POST', '/crm/customer', { token: tenant.tokens.manager, storeId: tenant.stores.a, body: { name: '新客一号', phone: '13912340001', store_id: tenant.stores.a } });
    expect(first.code, first.message).toBe(200);
    const second = await t.call<{ id: number }>('POST', '/crm/customer', { token: tenant.tokens.manager, storeId: tenant.stores.a, body: { name: '新客二号', phone: '13912340002', store_id: tenant.stores.a } });
    const firstCoupons = await t.call<CustomerCoupon[]>('GET', '/marketing/customer_coupons', { token: tenant.tokens.marketer, query: { customer_id: first.data.id } });
    expect(firstCoupons.data.filter((c) => [gift.id, otherStore.id].includes(c.coupon_id))).toMatchObject([{ coupon_id: gift.id, source: 4, source_text: '新客赠送' }]);
    const secondCoupons = await t.call<CustomerCoupon[]>('GET', '/marketing/customer_coupons', { token: tenant.tokens.marketer, query: { customer_id: second.data.id } });
    expect(secondCoupons.data.filter((c) => c.coupon_id === gift.id)).toEqual([]);
    expect(await get(gift.id)).toMatchObject({ issued_count: 1 });
  });

  it('lists a customer’s coupons for the order form, usable first, to those who may enter orders', async () => {
    const soon = await made({ name: '快到期', validity_type: 1, valid_from: fmt(new Date(Date.now() - DAY)), valid_to: fmt(new Date(Date.now() + 2 * DAY)), valid_days: null });
    const later = await made({ name: '晚到期' });
    const gone = await made({ name: '已过期', validity_type: 1, valid_from: fmt(new Date(Date.now() - 3 * DAY)), valid_to: fmt(new Date(Date.now() + DAY)), valid_days: null });
    const storeB = await made({ name: 'B店券', store_ids: [tenant.stores.b] });
    const customer = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.orderer });
    for (const c of [gone, later, soon, storeB]) expect((await issue(c.id, { customer_ids: [customer] })).data.issued).toBe(1);
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE marketing_customer_coupons SET valid_to = now() - interval '1 hour', valid_from = now() - interval '2 days' WHERE coupon_id = ${gone.id}`));
    const res = await t.call<CustomerCoupon[]>('GET', '/marketing/customer_coupons', { token: tenant.tokens.orderer, query: { customer_id: customer, store_id: tenant.stores.a } });
    expect(res.code, res.message).toBe(200);
    expect(res.data.map((c) => [c.name, c.usable, c.state])).toEqual([
      ['快到期', true, 'unused'],
      ['晚到期', true, 'unused'],
      ['B店券', false, 'unused'],
      ['已过期', false, 'expired'],
    ]);
    expect(await get(gone.id)).toMatchObject({ expired_count: 1 });
    const rules = await couponRulesForCustomer(customer);
    expect(rules.map((r) => r.name)).toEqual(['快到期', '晚到期', 'B店券']);
    expect(rules.find((r) => r.name === '快到期')).toMatchObject({ type: 1, thresholdCents: 100000, amountCents: 5000, capCents: null, scopeType: 0, stackWithActivity: false });
    expect(rules.find((r) => r.name === 'B店券')).toMatchObject({ storeIds: [tenant.stores.b] });
    const byId = await inTenant((db) => couponRulesFor(db, [rules[0].customerCouponId, 99999999], new Date()));
    expect(byId.map((r) => r.customerCouponId)).toEqual([rules[0].customerCouponId]);
    // a coupon held by a pending order: not the customer's to apply again, but its own order's
    const heldId = rules[0].customerCouponId;
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE marketing_customer_coupons SET status = 2, order_id = 777, held_at = now() WHERE id = ${heldId}`));
    expect((await couponRulesForCustomer(customer)).map((r) => r.customerCouponId)).not.toContain(heldId);
    expect((await inTenant((db) => couponRulesFor(db, [heldId], new Date()))).map((r) => r.customerCouponId)).toEqual([heldId]);
    const forOrder = await t.call<CustomerCoupon[]>('GET', '/marketing/customer_coupons', { token: tenant.tokens.orderer, query: { customer_id: customer, order_id: 777 } });
    expect(forOrder.data.find((c) => c.id === heldId)).toMatchObject({ state: 'held', state_text: '订单占用', usable: true, order_id: 777 });
    const otherOrder = await t.call<CustomerCoupon[]>('GET', '/marketing/customer_coupons', { token: tenant.tokens.orderer, query: { customer_id: customer } });
    expect(otherOrder.data.find((c) => c.id === heldId)).toMatchObject({ state: 'held', usable: false });
    const stranger = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2 });
    expect((await t.call('GET', '/marketing/customer_coupons', { token: tenant.tokens.orderer, query: { customer_id: stranger } })).code).toBe(404);
  });
});

/** Runs `fn` in a transaction inside the test tenant (its row-level security), as another module calls the reader. */
const inTenant = <T>(fn: (db: Db) => Promise<T>) => withTenant(t.app.database.db, tenant.tenantId, fn);
const couponRulesForCustomer = (customerId: number) => inTenant((db) => couponRulesFor(db, customerId, new Date()));

describe('coupons: exactness under concurrency', () => {
  it('N concurrent claims with K left give exactly K', async () => {
    const coupon = await made({ take_type: 2, total_count: 30 });
    await generate(coupon.id, 30);
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE marketing_coupons SET issued_count = 25 WHERE id = ${coupon.id}`));
    const codes = (await codesOf(coupon.id)).list;
    const people = await customers(20);
    const replies = await Promise.all(people.map((id, i) => claim(id, codes[i].code)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.code !== 200).map((r) => [r.code, r.message])).toEqual(Array.from({ length: 15 }, () => [409, '优惠券已发完']));
    expect(await get(coupon.id)).toMatchObject({ issued_count: 30, remaining_count: 0 });
    const [{ n }] = await withSystem(t.app.database.db, (tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM marketing_customer_coupons WHERE coupon_id = ${coupon.id}`));
    expect(n).toBe(5);
  });

  it('a per-customer limit of 1 holds against 20 parallel claims', async () => {
    const coupon = await made({ take_type: 2, total_count: 100, per_customer: 1 });
    await generate(coupon.id, 20);
    const codes = (await codesOf(coupon.id)).list;
    const [customer] = await customers(1);
    const replies = await Promise.all(codes.map((c) => claim(customer, c.code)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.code !== 200).map((r) => `${r.code} ${r.message}`))).toEqual(new Set(['409 该客户已达每人限领数量（1 张）']));
    expect(await get(coupon.id)).toMatchObject({ issued_count: 1 });
    expect((await codesOf(coupon.id, { state: 1 })).pagination.total).toBe(1);
  });

  it('issued_count never passes total_count: three bulk issues at once stop at the total', async () => {
    const coupon = await made({ take_type: 1, total_count: 12, per_customer: 1 });
    const people = await customers(30);
    const batches = [people.slice(0, 10), people.slice(10, 20), people.slice(20, 30)];
    const replies = await Promise.all(batches.map((ids) => issue(coupon.id, { customer_ids: ids })));
    expect(replies.map((r) => r.code)).toEqual([200, 200, 200]);
    expect(replies.reduce((sum, r) => sum + r.data.issued, 0)).toBe(12);
    const [{ n, issued }] = await withSystem(t.app.database.db, (tx) =>
      queryRows<{ n: number; issued: number }>(tx, sql`SELECT (SELECT count(*)::int FROM marketing_customer_coupons WHERE coupon_id = ${coupon.id}) AS n, issued_count AS issued FROM marketing_coupons WHERE id = ${coupon.id}`),
    );
    expect([n, issued]).toEqual([12, 12]);
  });
});
