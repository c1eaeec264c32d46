import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentConfig } from '@tradewind/contract/fms/payment-config.schema';
import { queryRows } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { registerPaymentConfigUse } from './payment-config.service';
import { uploadTestImage } from '@/test/test-uploads';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;

// a stand-in for the receipt and payment notes of part two: these ids are "used"
const used = new Map<number, { pending: number; all: number }>();
registerPaymentConfigUse({ count: async (_db, id, action) => (action === 'delete' ? (used.get(id)?.all ?? 0) : (used.get(id)?.pending ?? 0)) });

beforeAll(async () => {
  const staff = (key: string, roles: string[]) => ({ key, account: `${key}${Math.random().toString(36).slice(2, 8)}`, name: key, password: TEST_PASSWORD, roles, stores: 'all' as const });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'viewer', name: '查看', permissions: ['fms:payment_config:list'] },
      { key: 'editor', name: '编辑', permissions: ['fms:payment_config:list', 'fms:payment_config:update'] },
    ],
    staff: [staff('admin', ['admin']), staff('viewer', ['viewer']), staff('editor', ['editor']), staff('nobody', [])],
  });
  other = await t.tenant({});
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = <T = PaymentConfig>(method: Method, url: string, input?: Record<string, unknown>, token = tenant.tokens.admin) =>
  t.call<T>(method, url, method === 'GET' ? { token, query: input } : { token, body: input });
const list = async (query: Record<string, unknown> = {}, token = tenant.tokens.admin) => (await call<{ list: PaymentConfig[] }>('GET', '/fms/payment_config', query, token)).data.list;
const create = (body: Record<string, unknown>, token?: string) => call('POST', '/fms/payment_config', body, token);
const errorsOf = (res: { code: number; data: unknown }) => [res.code, (res.data as { errors?: Array<{ field: string; message: string }> }).errors];

describe('payment config', () => {
  let bank: PaymentConfig;
  let cash: PaymentConfig;

  it('creates methods and accounts: the list masks the number, the edit read gives it whole, one default', async () => {
    const made = await create({ kind: 2, name: '工行对公户', account_name: '潮汐商贸有限公司', bank_name: '中国工商银行上海张江支行', account_no: '6222 0210 0112 3456 789', is_default: 1, sort: 1 });
    expect(made.code).toBe(200);
    bank = made.data;
    expect(bank).toMatchObject({ kind: 2, kind_name: '银行转账', account_no: '6222 0210 0112 3456 789', status: 1, is_default: 1 });
    cash = (await create({ kind: 1, name: '现金', account_name: '不该保存', sort: 0 })).data;
    expect(cash).toMatchObject({ kind_name: '现金', account_name: null, is_default: 0 });
    const qr = await uploadTestImage(t, tenant.tokens.admin);
    const wechat = (await create({ kind: 3, name: '微信收款码', qr_image: qr, is_default: '1' })).data;
    expect(wechat.is_default).toBe(1);
    const rows = await list();
    expect(rows.map((r) => [r.name, r.is_default, r.account_no])).toEqual([
      ['现金', 0, null],
      ['微信收款码', 1, null],
      ['工行对公户', 0, '6222 **** 6789'],
    ]);
    expect((await call('GET', `/fms/payment_config/${bank.id}`, undefined, tenant.tokens.editor)).data.account_no).toBe('6222 0210 0112 3456 789');
    expect((await list({ kind: 3 })).map((r) => r.name)).toEqual(['微信收款码']);
    const english = await t.call<{ list: PaymentConfig[] }>('GET', '/fms/payment_config', { token: tenant.tokens.viewer, headers: { 'accept-language': 'en-US' } });
    expect(english.data.list.map((r) => r.kind_name)).toEqual(['Cash', 'WeChat', 'Bank transfer']);
    // the default moves with PUT /{id}/default; the old one is cleared
    const moved = await call('PUT', `/fms/payment_config/${bank.id}/default`, {}, tenant.tokens.editor);
    expect(moved.data.is_default).toBe(1);
    expect((await list()).filter((r) => r.is_default === 1).map((r) => r.name)).toEqual(['工行对公户']);
    const logs = await withTenant(t.app.database.db, tenant.tenantId, (tx) => queryRows<{ target_type: string }>(tx, sql`SELECT DISTINCT target_type FROM action_logs WHERE path LIKE '%payment_config%'`));
    expect(logs).toEqual([{ target_type: 'fms_payment_config' }]);
  });

  it('refuses bad input with 422 on the field, duplicates and a second balance method with 409', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ kind: 9, name: 'x' }, 'kind', '请选择收付款方式类型'],
      [{ kind: 1, name: ' ' }, 'name', '请输入名称'],
      [{ kind: 1, name: 'x'.repeat(31) }, 'name', expect.any(String)],
      [{ kind: 2, name: '缺银行', account_no: '123456' }, 'bank_name', '银行转账须填写开户银行'],
      [{ kind: 2, name: '缺账号', bank_name: '建行' }, 'account_no', '银行转账须填写账号'],
      [{ kind: 4, name: '怪账号', account_no: '12#45' }, 'account_no', '账号只能包含数字、字母、空格和横线'],
      [{ kind: 1, name: '停用默认', status: 0, is_default: 1 }, 'is_default', '停用的方式不能设为默认'],
      [{ kind: 1, name: '排序', sort: -1 }, 'sort', expect.any(String)],
    ];
    for (const [body, field, message] of cases) expect({ body, r: errorsOf(await create(body)) }).toEqual({ body, r: [422, [{ field, message }]] });
    expect(await create({ kind: 1, name: '现金' })).toMatchObject({ code: 409, message: '名称「现金」已存在' });
    expect((await create({ kind: 5, name: '客户余额' })).code).toBe(200);
    expect(await create({ kind: 5, name: '余额2' })).toMatchObject({ code: 409, message: '客户余额方式已存在，只能有一个' });
    expect((await list()).length).toBe(4);
  });

  it('updates, enables and disables; the default and methods in use are protected', async () => {
    const full = { kind: 2, name: '工行基本户', account_name: '潮汐商贸', bank_name: '工商银行', account_no: '6222021001123456789', sort: 1, is_default: 1 };
    const updated = await call('PUT', '/fms/payment_config', { id: bank.id, ...full }, tenant.tokens.editor);
    expect(updated.data).toMatchObject({ name: '工行基本户', account_no: '6222021001123456789', is_default: 1 });
    // the default cannot be disabled, lose its flag or be deleted
    expect((await call('PUT', '/fms/payment_config', { id: bank.id, ...full, is_default: 0 })).code).toBe(409);
    expect(await call('PUT', `/fms/payment_config/${bank.id}/status`, { status: 0 })).toMatchObject({ code: 409, message: '默认方式不能停用或删除，请先把另一个方式设为默认' });
    expect((await call('DELETE', `/fms/payment_config/${bank.id}`)).code).toBe(409);
    // enable / disable, 409 when it is already so; a disabled method cannot become the default
    expect((await call('PUT', `/fms/payment_config/${cash.id}/status`, { status: 0 }, tenant.tokens.editor)).data.status).toBe(0);
    expect((await call('PUT', `/fms/payment_config/${cash.id}/status`, { status: 0 })).code).toBe(409);
    expect(await call('PUT', `/fms/payment_config/${cash.id}/default`)).toMatchObject({ code: 409, message: '停用的方式不能设为默认' });
    expect((await list({ status: 0 })).map((r) => r.name)).toEqual(['现金']);
    expect((await call('PUT', `/fms/payment_config/${cash.id}/status`, { status: 1 })).data.status).toBe(1);
    // in use: pending documents keep it from being disabled, any document from being deleted
    used.set(cash.id, { pending: 2, all: 3 });
    expect(await call('PUT', `/fms/payment_config/${cash.id}/status`, { status: 0 })).toMatchObject({ code: 409, message: '「现金」已被 2 张单据使用，不能停用' });
    used.set(cash.id, { pending: 0, all: 3 });
    expect(await call('DELETE', `/fms/payment_config/${cash.id}`)).toMatchObject({ code: 409, message: '「现金」已被 3 张单据使用，不能删除' });
    // a method notes have used keeps its kind (a note of kind 5 paid from the balance, the others in cash)
    expect(await call('PUT', '/fms/payment_config', { id: cash.id, kind: 3, name: '现金', sort: 0 })).toMatchObject({ code: 409, message: '「现金」已被 3 张单据使用，不能修改类型' });
    expect((await call('PUT', '/fms/payment_config', { id: cash.id, kind: 1, name: '现金', sort: 0, remark: '交财务' })).code).toBe(200);
    used.delete(cash.id);
    expect((await call('DELETE', `/fms/payment_config/${cash.id}`)).code).toBe(200);
    expect((await list()).map((r) => r.name)).not.toContain('现金');
    // a deleted name is free again; the deleted one is 404
    expect((await create({ kind: 1, name: '现金' })).code).toBe(200);
    expect((await call('GET', `/fms/payment_config/${cash.id}`)).code).toBe(404);
    expect((await call('PUT', `/fms/payment_config/${cash.id}/status`, { status: 1 })).code).toBe(404);
    expect(errorsOf(await call('PUT', `/fms/payment_config/${bank.id}/status`, { status: 3 }))[0]).toBe(422);
    expect(errorsOf(await call('PUT', '/fms/payment_config', { ...full }))[0]).toBe(422);
  });

  it('is each tenant’s own and needs its permissions', async () => {
    expect(await list({}, other.tokens.admin)).toEqual([]);
    expect((await call('GET', `/fms/payment_config/${bank.id}`, undefined, other.tokens.admin)).code).toBe(404);
    expect((await call('PUT', `/fms/payment_config/${bank.id}/default`, {}, other.tokens.admin)).code).toBe(404);
    expect((await call('GET', '/fms/payment_config', {}, tenant.tokens.nobody)).code).toBe(401);
    // the whole number is for editors: an operation permission (402)
    expect((await call('GET', `/fms/payment_config/${bank.id}`, undefined, tenant.tokens.viewer)).code).toBe(402);
    expect((await create({ kind: 1, name: '无权' }, tenant.tokens.editor)).code).toBe(402);
    expect((await call('PUT', `/fms/payment_config/${bank.id}/default`, {}, tenant.tokens.viewer)).code).toBe(402);
    expect((await call('DELETE', `/fms/payment_config/${bank.id}`, undefined, tenant.tokens.editor)).code).toBe(402);
  });
});
