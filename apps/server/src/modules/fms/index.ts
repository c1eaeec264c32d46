import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerFmsConfigRoutes } from './config';
import { registerCustomerAccountRoutes } from './customer-account';
import { registerPaymentConfigRoutes } from './payment-config';
import { registerPrepayAccountRoutes } from './prepay-account';
import { registerPaySettingRoutes } from './setting';
import { registerMoneyHistoryRoutes } from './money-history';
import { registerPaymentNoteRoutes } from './payment-note';
import { registerReceiptNoteRoutes } from './receipt-note';
import { registerSupplierSettlementRoutes } from './supplier-settlement';
import { registerWorkerSettlementRoutes } from './worker-settlement';

// The money kernel (module README): the one writer of customer and prepay accounts and of workers'
// earnings, which warehouse, orders and logistics call in their own transactions, and the re-sum the tests run.
export { openCustomerAccount, getCustomerAccount, type CustomerAccount, type CustomerAccountRow } from './customer-account';
export { checkMoneyLedger, postCustomerAccount, recordEarning, type PostCustomerAccountInput, type PostedAccountChange, type RecordEarningInput, type RecordedEarning } from './ledger';
// The cash journals' one writer (receipt and payment notes' audits), and what the modules above register:
// oms its orders and statements as what receipt notes pay, wms its purchase entries and refunds as what
// supplier settlements gather (docs/trading-model.md §7: the lower module never imports the higher).
export { postMoneyIn, postMoneyOut, type MoneyJournalInput } from './ledger/journal';
export {
  registerSettlementSource,
  registerSupplierSettlementSource,
  type SettlementSource,
  type SettlementTarget,
  type SettlementTargetView,
  type SupplierSettlementCandidate,
  type SupplierSettlementSource,
} from './ledger/settlement-source';
// wms's suppliers and lms's workers as payees, prepay holders and earners: each registers its SELECT at start.
export { registerMoneyParty, type MoneyParty, type MoneyPartyType } from './ledger/money-party';
export { openPrepayAccount, postPrepayAccount, type PostPrepayAccountInput, type PostedPrepayChange } from './prepay-account';
export { CustomerAccountHistoryType, type CustomerAccountField } from '@tradewind/contract/fms/balance-history.schema';
export { PrepayHistoryType, type PrepayTargetType } from '@tradewind/contract/fms/prepay-account.schema';
export { EarningSourceType, type EarningTargetType } from '@tradewind/contract/fms/earning.schema';
// Payment methods (the demo seed makes them; receipt and payment notes register their use) and the pay
// rules oms's order header reads (which order pay types are offered).
export { createPaymentConfig, registerPaymentConfigUse, type PaymentConfigUse } from './payment-config';
export { readPayRules, type PayRules } from './setting';
// The demo seed adjusts accounts as finance does (a reason, the ledgers, the message).
export { financeAdjust } from './customer-account/balance-history.service';
// Cash a driver collected at a sign-in becomes a pending receipt note (lms calls it in the sign-in's transaction).
export { createSignInReceiptNote, type SignInReceiptInput } from './receipt-note';
// The demo seed writes the finance documents as finance staff do, through the pages' own functions.
export { auditReceiptNote, createReceiptNote, quickReceiptNote } from './receipt-note/receipt-note.service';
export { auditPaymentNote, quickPaymentNote } from './payment-note/payment-note-audit';
export { createPaymentNote } from './payment-note/payment-note.service';
export { audit1SupplierSettlement, audit2SupplierSettlement, createSupplierSettlement } from './supplier-settlement/supplier-settlement.service';
export { audit1WorkerSettlement, createWorkerSettlement, listEarners } from './worker-settlement/worker-settlement.service';
export { adjustPrepayAccount } from './prepay-account/prepay-account.service';

// Finance pages (spec 001 §2 /fms routes) after logistics in the menu, with their buttons; the pay
// settings sit under system (/system/setting/pay) but are this module's, as the warehouse settings are wms's.
const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string, is_show: 0 | 1 = 1) =>
  ({ key: `fms.${key}`, parent: 'fms', type: 2 as const, name, router, permission, sort, icon, is_show });
const button = (parent: string, permission: string, name: string, sort: number) =>
  ({ key: `fms.${parent}.${permission}`, parent: `fms.${parent}`, type: 3 as const, name, permission, sort });
registerMenuSeeds([
  { key: 'fms', type: 1, name: '财务管理', icon: 'AccountBookOutlined', router: '/fms', sort: 60 },
  page('customer_account', '客户账户', '/fms/customer_account/list', 'fms:customer_account:list', 10, 'WalletOutlined'),
  button('customer_account', 'fms:customer_account:detail', '查看账户', 1),
  button('customer_account', 'fms:customer_account:export', '导出客户账户', 2),
  button('customer_account', 'fms:customer_account:finance_adjust', '财务调整', 3),
  page('customer_account_detail', '客户账户详情', '/fms/customer_account/detail', 'fms:customer_account:detail', 11, undefined, 0),
  page('finance_prepay_account', '预付款账户', '/fms/finance_prepay_account/list', 'fms:finance_prepay_account:list', 12, 'MoneyCollectOutlined'),
  button('finance_prepay_account', 'fms:finance_prepay_account:detail', '查看预付款账户', 1),
  button('finance_prepay_account', 'fms:finance_prepay_account:finance_adjust', '预付款调整', 2),
  page('finance_prepay_account_detail', '预付款账户详情', '/fms/finance_prepay_account/detail', 'fms:finance_prepay_account:detail', 13, undefined, 0),
  page('payment_config', '收付款方式', '/fms/payment_config/list', 'fms:payment_config:list', 20, 'BankOutlined'),
  button('payment_config', 'fms:payment_config:create', '新增收付款方式', 1),
  button('payment_config', 'fms:payment_config:update', '编辑收付款方式', 2),
  button('payment_config', 'fms:payment_config:delete', '删除收付款方式', 3),
  // issue 20 part two: receipt and payment notes, the journals, settlement orders
  page('receipt_note', '收款单', '/fms/receipt_note/list', 'fms:receipt_note:list', 1, 'TransactionOutlined'),
  button('receipt_note', 'fms:receipt_note:create', '新增收款单', 1),
  button('receipt_note', 'fms:receipt_note:update', '编辑收款单', 2),
  button('receipt_note', 'fms:receipt_note:delete', '删除收款单', 3),
  button('receipt_note', 'fms:receipt_note:audit', '审核收款单', 4),
  button('receipt_note', 'fms:receipt_note:export', '导出收款单', 5),
  button('receipt_note', 'fms/receipt_note/Print', '打印收款单', 6),
  page('receipt_note_add', '新增收款单', '/fms/receipt_note/add', 'fms:receipt_note:create', 2, undefined, 0),
  page('receipt_note_edit', '编辑收款单', '/fms/receipt_note/edit', 'fms:receipt_note:update', 3, undefined, 0),
  page('receipt_note_detail', '收款单详情', '/fms/receipt_note/detail', 'fms:receipt_note:list', 4, undefined, 0),
  page('receipt_note_print', '打印收款单', '/fms/receipt_note/print', 'fms/receipt_note/Print', 5, undefined, 0),
  page('payment_note', '付款单', '/fms/payment_note/list', 'fms:payment_note:list', 6, 'PayCircleOutlined'),
  button('payment_note', 'fms:payment_note:create', '新增付款单', 1),
  button('payment_note', 'fms:payment_note:update', '编辑付款单', 2),
  button('payment_note', 'fms:payment_note:delete', '删除付款单', 3),
  button('payment_note', 'fms:payment_note:audit', '审核付款单', 4),
  button('payment_note', 'fms:payment_note:export', '导出付款单', 5),
  button('payment_note', 'fms/payment_note/Print', '打印付款单', 6),
  page('payment_note_add', '新增付款单', '/fms/payment_note/add', 'fms:payment_note:create', 7, undefined, 0),
  page('payment_note_edit', '编辑付款单', '/fms/payment_note/edit', 'fms:payment_note:update', 8, undefined, 0),
  page('payment_note_detail', '付款单详情', '/fms/payment_note/detail', 'fms:payment_note:list', 9, undefined, 0),
  page('payment_note_print', '打印付款单', '/fms/payment_note/print', 'fms/payment_note/Print', 9, undefined, 0),
  page('money_in', '收入流水', '/fms/money_in/list', 'fms:money_in:list', 30, 'RiseOutlined'),
  button('money_in', 'fms:money_in:export', '导出收入流水', 1),
  page('money_out', '支出流水', '/fms/money_out/list', 'fms:money_out:list', 31, 'FallOutlined'),
  button('money_out', 'fms:money_out:export', '导出支出流水', 1),
  page('supplier_settlement_order', '供应商结算单', '/fms/supplier_settlement_order/list', 'fms:supplier_settlement_order:list', 40, 'ShopOutlined'),
  button('supplier_settlement_order', 'fms:supplier_settlement_order:create', '新增供应商结算单', 1),
  button('supplier_settlement_order', 'fms:supplier_settlement_order:delete', '删除供应商结算单', 2),
  button('supplier_settlement_order', 'fms:supplier_settlement_order:remove', '移除结算明细', 3),
  button('supplier_settlement_order', 'fms:supplier_settlement_order:audit1', '采购审核', 4),
  button('supplier_settlement_order', 'fms:supplier_settlement_order:audit2', '财务审核', 5),
  button('supplier_settlement_order', 'fms/supplier_settlement_order/Print', '打印供应商结算单', 6),
  page('supplier_settlement_order_add', '新增供应商结算单', '/fms/supplier_settlement_order/add', 'fms:supplier_settlement_order:create', 41, undefined, 0),
  page('supplier_settlement_order_detail', '供应商结算单详情', '/fms/supplier_settlement_order/detail', 'fms:supplier_settlement_order:list', 42, undefined, 0),
  page('supplier_settlement_order_print', '打印供应商结算单', '/fms/supplier_settlement_order/print', 'fms/supplier_settlement_order/Print', 43, undefined, 0),
  page('worker_settlement_order', '工人结算单', '/fms/worker_settlement_order/list', 'fms:worker_settlement_order:list', 44, 'TeamOutlined'),
  button('worker_settlement_order', 'fms:worker_settlement_order:create', '新增工人结算单', 1),
  button('worker_settlement_order', 'fms:worker_settlement_order:delete', '删除工人结算单', 2),
  button('worker_settlement_order', 'fms:worker_settlement_order:remove', '移除结算明细', 3),
  button('worker_settlement_order', 'fms:worker_settlement_order:audit1', '主管审核', 4),
  button('worker_settlement_order', 'fms:worker_settlement_order:audit2', '财务审核', 5),
  button('worker_settlement_order', 'fms/worker_settlement_order/Print', '打印工人结算单', 6),
  page('worker_settlement_order_add', '新增工人结算单', '/fms/worker_settlement_order/add', 'fms:worker_settlement_order:create', 45, undefined, 0),
  page('worker_settlement_order_detail', '工人结算单详情', '/fms/worker_settlement_order/detail', 'fms:worker_settlement_order:list', 46, undefined, 0),
  page('worker_settlement_order_print', '打印工人结算单', '/fms/worker_settlement_order/print', 'fms/worker_settlement_order/Print', 47, undefined, 0),
  { key: 'system.setting_pay', parent: 'system', type: 2, name: '支付设置', router: '/system/setting/pay', permission: 'fms:setting:pay', sort: 10, icon: 'WalletOutlined' },
  { key: 'system.setting_pay.update', parent: 'system.setting_pay', type: 3, name: '修改支付设置', permission: 'fms:setting:update', sort: 1 },
]);

/** Finance: the money kernel, accounts, payment methods, pay settings, receipt and payment notes, the journals and settlement orders. */
export function registerFmsModule(app: FastifyInstance, deps: AppDeps): void {
  registerFmsConfigRoutes(app, deps);
  registerCustomerAccountRoutes(app, deps);
  registerPrepayAccountRoutes(app, deps);
  registerPaymentConfigRoutes(app, deps);
  registerPaySettingRoutes(app, deps);
  registerReceiptNoteRoutes(app, deps);
  registerPaymentNoteRoutes(app, deps);
  registerMoneyHistoryRoutes(app, deps);
  registerSupplierSettlementRoutes(app, deps);
  registerWorkerSettlementRoutes(app, deps);
}
