import { fmsPages } from '@tradewind/contract/fms/fms.pages';
import { PAYMENT_NOTE_STATES } from '@tradewind/contract/fms/payment-note.schema';
import { RECEIPT_NOTE_STATES } from '@tradewind/contract/fms/receipt-note.schema';
import { SettlementStatus } from '@tradewind/contract/fms/settlement.schema';
import { registerStateTodo } from '@/modules/common';
import { paymentNotes } from './payment-note/payment-note.table';
import { receiptNotes } from './receipt-note/receipt-note.table';
import { supplierSettlements, workerSettlements } from './settlement/settlement.table';

const PENDING = 0;
const { draft, audit1Passed } = SettlementStatus;
const pages = fmsPages;

/**
 * The workplace's to-dos of finance (apps/server/README.md "To-dos"): notes to audit, and settlements at each of their
 * two audits (the first waits on drafts, finance's on those the first passed).
 */
export function registerFmsTodos(): void {
  registerStateTodo({ key: 'fms.receipt_note_audit', title: { zh: '待审核收款单', en: 'Receipt notes to audit' }, sort: 60,
    pages, page: 'fms.receipt_note', action: RECEIPT_NOTE_STATES.actions.audit.permission, table: receiptNotes, status: PENDING });
  registerStateTodo({ key: 'fms.payment_note_audit', title: { zh: '待审核付款单', en: 'Payment notes to audit' }, sort: 61,
    pages, page: 'fms.payment_note', action: PAYMENT_NOTE_STATES.actions.audit.permission, table: paymentNotes, status: PENDING });
  registerStateTodo({ key: 'fms.supplier_settlement_audit1', title: { zh: '待采购审核供应商结算单', en: 'Supplier settlements for purchasing audit' }, sort: 62,
    pages, page: 'fms.supplier_settlement_order', action: 'fms:supplier_settlement_order:audit1', table: supplierSettlements, status: draft });
  registerStateTodo({ key: 'fms.supplier_settlement_audit2', title: { zh: '待财务审核供应商结算单', en: 'Supplier settlements for finance audit' }, sort: 63,
    pages, page: 'fms.supplier_settlement_order', action: 'fms:supplier_settlement_order:audit2', table: supplierSettlements, status: audit1Passed });
  registerStateTodo({ key: 'fms.worker_settlement_audit1', title: { zh: '待主管审核工人结算单', en: 'Worker settlements for lead audit' }, sort: 64,
    pages, page: 'fms.worker_settlement_order', action: 'fms:worker_settlement_order:audit1', table: workerSettlements, status: draft });
  registerStateTodo({ key: 'fms.worker_settlement_audit2', title: { zh: '待财务审核工人结算单', en: 'Worker settlements for finance audit' }, sort: 65,
    pages, page: 'fms.worker_settlement_order', action: 'fms:worker_settlement_order:audit2', table: workerSettlements, status: audit1Passed });
}
