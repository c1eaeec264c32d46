import { pathsOf } from '@tradewind/contract/common/pages';
import { fmsPages } from '@tradewind/contract/fms/fms.pages';
import type { PrepayTargetType } from '@tradewind/contract/fms/prepay-account.schema';
import { routesOf } from '@/core/routing/page-routes';

/** The fms pages' components, by manifest key (their paths, titles and permissions: contract fms/fms.pages.ts). */
export const fmsRoutes = routesOf(fmsPages, {
  'fms.customer_account': () => import('./pages/customer-account-list-page').then((m) => m.CustomerAccountListPage),
  'fms.customer_account_detail': () => import('./pages/customer-account-detail-page').then((m) => m.CustomerAccountDetailPage),
  'fms.finance_prepay_account': () => import('./pages/prepay-account-list-page').then((m) => m.PrepayAccountListPage),
  'fms.finance_prepay_account_detail': () => import('./pages/prepay-account-detail-page').then((m) => m.PrepayAccountDetailPage),
  'fms.payment_config': () => import('./pages/payment-config-page').then((m) => m.PaymentConfigPage),
  'system.setting_pay': () => import('./pages/pay-setting-page').then((m) => m.PaySettingPage),
  'fms.receipt_note': () => import('./receipt-note/pages/receipt-note-list-page').then((m) => m.ReceiptNoteListPage),
  'fms.receipt_note_add': () => import('./receipt-note/pages/receipt-note-form-page').then((m) => m.ReceiptNoteFormPage),
  'fms.receipt_note_edit': () => import('./receipt-note/pages/receipt-note-form-page').then((m) => m.ReceiptNoteFormPage),
  'fms.receipt_note_detail': () => import('./receipt-note/pages/receipt-note-detail-page').then((m) => m.ReceiptNoteDetailPage),
  'fms.receipt_note_print': { load: () => import('./receipt-note/pages/receipt-note-print-page').then((m) => m.ReceiptNotePrintPage), handle: { printDescription: 'fms_rn.print_description' } },
  'fms.payment_note': () => import('./payment-note/pages/payment-note-list-page').then((m) => m.PaymentNoteListPage),
  'fms.payment_note_add': () => import('./payment-note/pages/payment-note-form-page').then((m) => m.PaymentNoteFormPage),
  'fms.payment_note_edit': () => import('./payment-note/pages/payment-note-form-page').then((m) => m.PaymentNoteFormPage),
  'fms.payment_note_detail': () => import('./payment-note/pages/payment-note-detail-page').then((m) => m.PaymentNoteDetailPage),
  'fms.payment_note_print': { load: () => import('./payment-note/pages/payment-note-print-page').then((m) => m.PaymentNotePrintPage), handle: { printDescription: 'fms_pn.print_description' } },
  'fms.money_in': () => import('./money-history/pages/money-in-list-page').then((m) => m.MoneyInListPage),
  'fms.money_out': () => import('./money-history/pages/money-out-list-page').then((m) => m.MoneyOutListPage),
  'fms.supplier_settlement_order': () => import('./supplier-settlement/pages/supplier-settlement-list-page').then((m) => m.SupplierSettlementListPage),
  'fms.supplier_settlement_order_add': () => import('./supplier-settlement/pages/supplier-settlement-add-page').then((m) => m.SupplierSettlementAddPage),
  'fms.supplier_settlement_order_detail': () => import('./supplier-settlement/pages/supplier-settlement-detail-page').then((m) => m.SupplierSettlementDetailPage),
  'fms.supplier_settlement_order_print': { load: () => import('./supplier-settlement/pages/supplier-settlement-print-page').then((m) => m.SupplierSettlementPrintPage), handle: { printDescription: 'fms_ss.print_description' } },
  'fms.worker_settlement_order': () => import('./worker-settlement/pages/worker-settlement-list-page').then((m) => m.WorkerSettlementListPage),
  'fms.worker_settlement_order_add': () => import('./worker-settlement/pages/worker-settlement-add-page').then((m) => m.WorkerSettlementAddPage),
  'fms.worker_settlement_order_detail': () => import('./worker-settlement/pages/worker-settlement-detail-page').then((m) => m.WorkerSettlementDetailPage),
  'fms.worker_settlement_order_print': { load: () => import('./worker-settlement/pages/worker-settlement-print-page').then((m) => m.WorkerSettlementPrintPage), handle: { printDescription: 'fms_ws.print_description' } },
});

const path = pathsOf(fmsPages);

// The addresses pages link to. The account detail is keyed by the customer's id.
export const CUSTOMER_ACCOUNT_LIST_PATH = path('fms.customer_account');
export const customerAccountDetailPath = (customerId: number) => path('fms.customer_account_detail', `?id=${customerId}`);
export const PREPAY_ACCOUNT_LIST_PATH = path('fms.finance_prepay_account');
/** By target (`?supplier_id=` / `?worker_id=`); a finance message opens it by the account's id (`?id=`). */
export const prepayAccountDetailPath = (targetType: PrepayTargetType, targetId: number) => path('fms.finance_prepay_account_detail', `?${targetType}_id=${targetId}`);
