import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAccountConfig, MoneyHistoryConfig, PrepayAccountConfig } from '@tradewind/contract/fms/fms-config.schema';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  const staff = (key: string, roles: string[]) => ({ key, account: `${key}${Math.random().toString(36).slice(2, 8)}`, name: key, password: TEST_PASSWORD, roles, stores: 'all' as const });
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'accounts', name: '账户', permissions: ['fms:customer_account:detail', 'fms:finance_prepay_account:list'] },
      { key: 'journals', name: '流水', permissions: ['fms:money_in:list', 'fms:money_out:list'] },
    ],
    staff: [staff('admin', ['admin']), staff('accounts', ['accounts']), staff('journals', ['journals']), staff('nobody', [])],
  });
  await t.call('POST', '/fms/payment_config', { token: tenant.tokens.admin, body: { kind: 2, name: '建行基本户', bank_name: '建设银行', account_no: '6217000012345678', is_default: 1 } });
  await t.call('POST', '/fms/payment_config', { token: tenant.tokens.admin, body: { kind: 1, name: '现金', status: 0 } });
});

const get = <T>(path: string, token: string, locale?: string) => t.call<T>('GET', `/fms/config/${path}`, { token, headers: locale ? { 'accept-language': locale } : undefined });

describe('GET /fms/config/*', () => {
  it('names the customer account’s fields and history types in the caller’s language', async () => {
    const zh = await get<CustomerAccountConfig>('customer_account', tenant.tokens.accounts);
    expect(zh.data.fields).toEqual([
      { value: 'balance', name: '余额' },
      { value: 'need_pay', name: '应收' },
    ]);
    expect(zh.data.history_types).toHaveLength(11);
    expect(zh.data.history_types).toContainEqual({ value: 7, name: '财务调整' });
    expect(zh.data.history_types).toContainEqual({ value: 11, name: '期初余额' });
    expect(zh.data.history_types).toContainEqual({ value: 9, name: '订单少送退回' });
    expect(zh.data.history_types).toContainEqual({ value: 10, name: '邀请奖励' });
    const en = await get<CustomerAccountConfig>('customer_account', tenant.tokens.accounts, 'en-US');
    expect(en.data.history_types[0]).toEqual({ value: 1, name: 'Prepayment' });
  });

  it('names the prepay accounts’ target types and history types', async () => {
    const res = await get<PrepayAccountConfig>('finance_prepay_account', tenant.tokens.accounts);
    expect(res.data).toEqual({
      target_types: [
        { value: 'supplier', name: '供应商' },
        { value: 'worker', name: '工人' },
      ],
      history_types: [
        { value: 1, name: '预付款' },
        { value: 2, name: '结算抵扣' },
        { value: 3, name: '财务调整' },
        { value: 4, name: '预付款退回' },
        { value: 5, name: '期初预付' },
      ],
    });
  });

  it('gives the journals their types, targets, payment kinds, the tenant’s methods and document types', async () => {
    const money = await get<MoneyHistoryConfig>('money_in_history', tenant.tokens.journals);
    expect(money.data.types.map((o) => o.name)).toEqual(['客户收款', '客户预存', '预付款退回']);
    expect(money.data.target_types.map((o) => o.value)).toEqual(['customer', 'supplier', 'worker', 'staff']);
    expect(money.data.payment_kinds.map((o) => o.name)).toEqual(['现金', '银行转账', '微信', '支付宝', '客户余额']);
    expect(money.data.payment_methods).toEqual([
      { id: expect.any(Number), name: '建行基本户', kind: 2, kind_name: '银行转账', status: 1, is_default: 1 },
      { id: expect.any(Number), name: '现金', kind: 1, kind_name: '现金', status: 0, is_default: 0 },
    ]);
    expect(money.data.doc_types).toEqual([{ value: 'receipt_note', name: '收款单' }]);
    const out = await get<MoneyHistoryConfig>('money_out_history', tenant.tokens.journals, 'en-US');
    expect(out.data.types.map((o) => o.name)).toEqual(['Supplier settlement paid', 'Worker settlement paid', 'Prepayment', 'Customer balance paid back']);
    expect(out.data.doc_types).toEqual([{ value: 'payment_note', name: 'Payment note' }]);
  });

  it('answers only those who may open the page (401 otherwise)', async () => {
    expect((await get('money_in_history', tenant.tokens.accounts)).code).toBe(401);
    expect((await get('money_out_history', tenant.tokens.accounts)).code).toBe(401);
    expect((await get('customer_account', tenant.tokens.journals)).code).toBe(401);
    expect((await get('finance_prepay_account', tenant.tokens.nobody)).code).toBe(401);
    expect((await get('customer_account', tenant.tokens.admin)).code).toBe(200);
  });
});
