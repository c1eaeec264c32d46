import { sql } from 'drizzle-orm';
import { queryOne } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { adjustPrepayAccount, createPaymentConfig, financeAdjust } from '@/modules/fms';
import type { TenantIds } from '@/modules/system/tenant';

/**
 * The tenant's payment methods and accounts (the company account the default) — before the orders and
 * deliveries, so a driver's cash collected at a sign-in finds the cash method.
 */
export async function seedDemoPaymentMethods(seed: RequestContext): Promise<void> {
  const methods = [
    { kind: 2, name: '工行对公户', account_name: '潮汐商贸有限公司', bank_name: '中国工商银行上海张江支行', account_no: '1001 2032 0900 6688 123', is_default: 1, sort: 1, remark: '客户转账、供应商付款' },
    { kind: 1, name: '现金', sort: 2, remark: '司机代收后交财务' },
    { kind: 3, name: '微信收款', account_name: '潮汐商贸', sort: 3 },
    { kind: 4, name: '支付宝', account_name: 'pay@chaoxi.example', sort: 4 },
    { kind: 5, name: '客户余额', sort: 5, remark: '从客户预存余额中扣款' },
  ] as const;
  for (const m of methods) {
    await createPaymentConfig(seed, { account_name: null, bank_name: null, account_no: null, qr_image: null, status: 1, is_default: 0, remark: null, ...m });
  }
}

/**
 * Finance (issue 20): a customer's prepaid balance and a supplier's prepayment — both made by finance
 * adjustments with their reasons through the ledgers, as 黄敏 (the finance lead) would, never inserted balances.
 */
export async function seedDemoFinance(seed: RequestContext, ids: TenantIds): Promise<void> {
  const finance = { ...seed, staffId: ids.staff.huang, session: { ...seed.session, staffId: ids.staff.huang, name: '黄敏' }, audit: {} } satisfies RequestContext;
  const customer = await queryOne<{ id: number }>(seed.db, sql`SELECT id FROM crm_customers WHERE name = '老王面馆' LIMIT 1`);
  if (customer) await financeAdjust(finance, { customer_id: Number(customer.id), type: 'balance', amount: '5000.00', reason: '客户线下转账预存 ¥5,000（期初余额）' });
  const supplier = await queryOne<{ id: number }>(seed.db, sql`SELECT id FROM wms_suppliers WHERE code = 'SUP-SH-001'`);
  if (supplier) await adjustPrepayAccount(finance, { target_type: 'supplier', target_id: Number(supplier.id), amount: '20000.00', reason: '预付本月货款（期初预付款）' });
}
