import { sql } from 'drizzle-orm';
import { CreateInvoiceSchema, type CreateInvoiceInput } from '@tradewind/contract/crm/invoice.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { applyInvoice, auditInvoice, createInvoice, openInvoice } from '@/modules/crm';
import { invoiceOrders } from '@/modules/crm/invoice/invoice.read';
import type { TenantIds } from '@/modules/system/tenant';
import { demoActors } from './demo-actors';

/** Titles of the demo customers that ask for invoices (tax numbers with valid check characters). */
const TITLES: Array<Omit<CreateInvoiceInput, 'customer_id' | 'lines' | 'remark' | 'original_id'>> = [
  { type: 2, title_type: 1, title: '上海金桥餐饮管理有限公司', tax_number: '91310115MA1K4B2C3J', bank_name: '招商银行上海浦东支行', bank_account: '121909876510201', address: '上海市浦东新区金桥路 1088 号', phone: '021-50301234' },
  { type: 1, title_type: 1, title: '上海老王面馆有限公司', tax_number: '91310115MA1H7Q8R9L', bank_name: null, bank_account: null, address: null, phone: null },
  { type: 1, title_type: 2, title: '王建华', tax_number: null, bank_name: null, bank_account: null, address: null, phone: null },
];

/**
 * The demo invoices, after the orders are delivered and refunded (demo-refunds.ts, the sign-ins): for the
 * master store's customers with delivered orders, made through the services the invoice pages call — one
 * opened special invoice, one waiting for audit, one rejected, a draft — and a red reversal of an opened
 * invoice where an order was refunded.
 */
export async function seedDemoInvoices(base: RequestContext, ids: TenantIds): Promise<void> {
  const as = await demoActors(base, ids);
  const rep = as('li');
  const manager = as('zhang');
  // customers with delivered orders, those with a refund first
  const customers = await queryRows<{ customer_id: number }>(
    base.db,
    sql`SELECT o.customer_id FROM oms_orders AS o WHERE o.store_id = ${ids.stores.sh} AND o.status IN (6, 7)
         GROUP BY o.customer_id ORDER BY max(o.refunded_amount) DESC, min(o.id) LIMIT 3`,
  );
  const made: Array<{ id: number; customerId: number }> = [];
  for (const [i, { customer_id }] of customers.entries()) {
    const customerId = Number(customer_id);
    const orders = (await invoiceOrders(rep, customerId, {})).list.filter((o) => o.invoiceable_amount !== '0.00');
    if (orders.length === 0) continue;
    const lines = (i === 0 ? orders : orders.slice(0, 1)).map((o) => ({ order_id: o.order_id, amount: o.invoiceable_amount }));
    const invoice = await createInvoice(rep, CreateInvoiceSchema.parse({ customer_id: customerId, ...TITLES[i], lines, remark: i === 0 ? '月结开票，快递寄送财务' : null }));
    made.push({ id: invoice.id, customerId });
    if (i === 0) {
      await applyInvoice(rep, invoice.id);
      await auditInvoice(manager, invoice.id, { pass: 1, reason: null });
      await openInvoice(manager, invoice.id, { invoice_no: '04412026', invoice_date: invoice.created_at.slice(0, 10), express_remark: '顺丰 SF1402289761' });
      // the refunded part of an order on it, reversed in red (waiting for audit)
      const reversible = (await invoiceOrders(rep, customerId, { originalId: invoice.id })).list.filter((o) => o.reversible_amount !== null && o.reversible_amount !== '0.00');
      if (reversible.length) {
        const red = await createInvoice(
          rep,
          CreateInvoiceSchema.parse({ customer_id: customerId, ...TITLES[0], original_id: invoice.id, lines: reversible.map((o) => ({ order_id: o.order_id, amount: o.reversible_amount })), remark: '退货冲红' }),
        );
        await applyInvoice(rep, red.id);
      }
    } else if (i === 1) {
      await applyInvoice(rep, invoice.id);
    } else {
      await applyInvoice(rep, invoice.id);
      await auditInvoice(manager, invoice.id, { pass: 0, reason: '个人抬头请提供身份证号码后重新提交' });
    }
  }
  // a draft the rep is still filling in, for the first of those customers with something left to invoice
  for (const { customerId } of made) {
    const orders = (await invoiceOrders(rep, customerId, {})).list.filter((o) => o.invoiceable_amount !== '0.00');
    if (orders.length === 0) continue;
    await createInvoice(rep, CreateInvoiceSchema.parse({ customer_id: customerId, ...TITLES[1], lines: [{ order_id: orders[0].order_id, amount: orders[0].invoiceable_amount }] }));
    return;
  }
}
