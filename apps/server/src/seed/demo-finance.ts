import { sql } from 'drizzle-orm';
import { queryOne, queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import {
  audit1SupplierSettlement,
  audit1WorkerSettlement,
  audit2SupplierSettlement,
  auditPaymentNote,
  auditReceiptNote,
  createPaymentConfig,
  createPaymentNote,
  createReceiptNote,
  createSupplierSettlement,
  createWorkerSettlement,
  listEarners,
  quickPaymentNote,
  quickReceiptNote,
} from '@/modules/fms';
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

/** The tenant's calendar day (the notes' and settlements' dates are days in its zone). */
function dayIn(timeZone: string, date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * Finance (issue 20), all through the pages' own functions and the ledgers, as the staff would:
 * - 老王面馆 prepays ¥5,000 by bank transfer (a receipt note with nothing to pay: its balance);
 * - 金桥酒楼 pays its sent statement in full (audited: the statement settled, its orders paid);
 * - online orders: one paid by a quick Alipay receipt, another's WeChat receipt waiting for audit; the
 *   cash the drivers collected at the demo sign-ins already waits as pending receipt notes (lms);
 * - a supplier paid ¥20,000 in advance (a payment note without settlement: its prepay account), and the
 *   month's purchases of a supplier settled: built and passed by 杨强 (audit 1), by 黄敏 (audit 2), paid;
 * - the month's earnings of the busiest picker or driver in a worker settlement waiting for finance's audit 2.
 * Needs the demo orders, statement, purchases and deliveries; leaves out what is not there.
 */
export async function seedDemoFinance(seed: RequestContext, ids: TenantIds): Promise<void> {
  const as = (key: string, name: string): RequestContext => ({
    ...seed,
    staffId: ids.staff[key],
    storeId: ids.stores.sh,
    session: { ...seed.session, staffId: ids.staff[key], name, storeIds: [ids.stores.sh] },
    audit: {},
  });
  const finance = as('huang', '黄敏');
  const buyer = as('yang', '杨强');
  const tz = seed.session.timeZone;
  const today = dayIn(tz);
  const monthStart = `${today.slice(0, 8)}01`;
  const method = async (kind: number) => (await queryOne<{ id: number }>(seed.db, sql`SELECT id FROM fms_payment_configs WHERE kind = ${kind}::int AND deleted_at IS NULL ORDER BY id LIMIT 1`))?.id;
  const bank = await method(2);
  const wechat = await method(3);
  const alipay = await method(4);
  if (!bank || !wechat || !alipay) return;

  // a customer's prepayment: the balance later orders of pay type 3 are paid from
  const laowang = await queryOne<{ id: number }>(seed.db, sql`SELECT id FROM crm_customers WHERE name = '老王面馆' LIMIT 1`);
  if (laowang) {
    const prepaid = await createReceiptNote(finance, {
      customer_id: Number(laowang.id),
      payment_config_id: bank,
      amount: '5000.00',
      receipt_date: today,
      attachments: [],
      remark: '客户对公转账预存 ¥5,000',
      items: [],
    });
    await auditReceiptNote(finance, prepaid.id);
  }

  // the account-period customer pays its sent statement
  const statement = await queryOne<{ id: number; customer_id: number; total_amount: string }>(
    seed.db,
    sql`SELECT s.id, s.customer_id, s.total_amount::text AS total_amount FROM oms_statements AS s JOIN crm_customers AS c ON c.id = s.customer_id
         WHERE c.name = '金桥酒楼' AND s.status IN (2, 3) AND s.total_amount > 0 ORDER BY s.id LIMIT 1`,
  );
  if (statement) {
    const paid = await createReceiptNote(finance, {
      customer_id: Number(statement.customer_id),
      payment_config_id: bank,
      amount: statement.total_amount,
      receipt_date: today,
      attachments: [],
      remark: '金桥酒楼对账单转账回款',
      items: [{ target_type: 'statement', target_id: Number(statement.id), amount: statement.total_amount, remark: null }],
    });
    await auditReceiptNote(finance, paid.id);
  }

  // online orders (pay type 4) audited and not yet paid: one paid at once, one waiting for audit
  const online = await queryRows<{ id: number; customer_id: number; total_amount: string }>(
    seed.db,
    sql`SELECT id, customer_id, total_amount::text AS total_amount FROM oms_orders
         WHERE pay_type = 4 AND status BETWEEN 2 AND 7 AND pay_status = 0 AND store_id = ${ids.stores.sh}::int AND total_amount > 0 ORDER BY id LIMIT 2`,
  );
  if (online[0]) await quickReceiptNote(finance, { target_type: 'order', target_id: Number(online[0].id), payment_config_id: alipay, receipt_date: today, remark: '支付宝到账' });
  if (online[1]) {
    await createReceiptNote(as('zhou', '周杰'), {
      customer_id: Number(online[1].customer_id),
      payment_config_id: wechat,
      amount: online[1].total_amount,
      receipt_date: today,
      attachments: [],
      remark: '微信转账截图已收，待审核',
      items: [{ target_type: 'order', target_id: Number(online[1].id), amount: online[1].total_amount, remark: null }],
    });
  }

  // a supplier paid in advance (its prepay account), and a supplier's month settled and paid
  const suppliers = await queryRows<{ id: number; code: string }>(
    seed.db,
    sql`SELECT s.id, s.code FROM wms_suppliers AS s JOIN wms_supplier_stores AS ss ON ss.supplier_id = s.id AND ss.store_id = ${ids.stores.sh}::int ORDER BY s.id`,
  );
  const advance = suppliers.find((s) => s.code === 'SUP-SH-001') ?? suppliers[0];
  if (advance) {
    const noteId = await createPaymentNote(finance, { target_type: 'supplier', target_id: Number(advance.id), payment_config_id: bank, amount: '20000.00', prepay_used: '0', pay_date: today, attachments: [], remark: '预付本月货款', items: [] });
    await auditPaymentNote(finance, noteId, null);
  }
  // the supplier whose purchases this month came to the most (audited purchase entries of the store)
  const settled = await queryOne<{ supplier_id: number }>(
    seed.db,
    sql`SELECT supplier_id FROM wms_warehousing_entries WHERE type = 1 AND status = 1 AND store_id = ${ids.stores.sh}::int AND supplier_id IS NOT NULL
         GROUP BY supplier_id ORDER BY sum(total_amount) DESC, supplier_id LIMIT 1`,
  );
  if (settled) {
    const settlement = await createSupplierSettlement(buyer, { supplier_id: Number(settled.supplier_id), start_date: monthStart, end_date: today, remark: '本月采购结算' });
    await audit1SupplierSettlement(buyer, settlement.id, '入库单与发票已核对');
    await audit2SupplierSettlement(finance, settlement.id, '财务复核无误');
    await quickPaymentNote(finance, { settlement_type: 'supplier_settlement', settlement_id: settlement.id, payment_config_id: bank, use_prepay: 0, pay_date: today, remark: '对公转账支付货款' });
  }

  // the busiest earner's month, passed by the warehouse lead, waiting for finance
  const earners = await listEarners(buyer, { start_date: monthStart, end_date: today });
  const busiest = [...earners.list].filter((e) => Number(e.amount) > 0).sort((a, b) => Number(b.amount) - Number(a.amount))[0];
  if (busiest) {
    const settlement = await createWorkerSettlement(buyer, { target_type: busiest.target_type, target_id: busiest.target_id, start_date: monthStart, end_date: today, remark: '本月计件结算' });
    await audit1WorkerSettlement(buyer, settlement.id, '件数已核对');
  }
}
