import { sql } from 'drizzle-orm';
import { crmPages } from '@tradewind/contract/crm/crm.pages';
import { INVOICE_STATES } from '@tradewind/contract/crm/invoice.schema';
import { listStores } from '@/core/http/store-scope';
import { countTodo, onListPage, registerTodo } from '@/modules/common';
import { customerJoin, invoiceScope } from './invoice.read';

/** The to-dos of invoices (apps/server/README.md "To-dos"): applications waiting for finance's audit, as the list's 已申请 tab counts them. */
export function registerInvoiceTodos(): void {
  registerTodo({
    key: 'crm.invoice_audit',
    title: { zh: '待审核发票', en: 'Invoices to audit' },
    ...onListPage(crmPages, 'crm.invoice', '?status=2', INVOICE_STATES.actions.audit.permission),
    // the money flow's last step: after the notes and settlements
    sort: 66,
    count: (ctx) => countTodo(ctx, sql`crm_invoices AS i ${customerJoin} WHERE i.store_id = ANY(${listStores(ctx)}::int[]) AND i.status = 2 AND ${invoiceScope(ctx)}`),
  });
}
