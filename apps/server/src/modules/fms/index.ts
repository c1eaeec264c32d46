import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerModulePages } from '@/modules/system/menu';
import { fmsPages } from '@tradewind/contract/fms/fms.pages';
import { registerFmsConfigRoutes } from './config';
import { registerCustomerAccountRoutes } from './customer-account';
import { registerPaymentConfigRoutes } from './payment-config';
import { registerPrepayAccountRoutes } from './prepay-account';
import { registerPaySettingRoutes } from './setting';
import { registerMoneyHistoryRoutes } from './money-history';
import { registerPaymentNoteRoutes } from './payment-note';
import { customerReceiptRows, registerReceiptNoteRoutes } from './receipt-note';
import { registerCustomerReceipts } from '@/modules/crm';
import { registerSupplierSettlementRoutes } from './supplier-settlement';
import { registerWorkerSettlementRoutes } from './worker-settlement';
import { registerFmsTodos } from './fms.todos';
import { registerGoalActualSource } from '@/modules/crm';
import { receiptGoalSource } from './receipt-note/receipt-note-goal-source';
import { registerCrmLinks } from './crm-links';
import { defineImporter } from '@/core/jobs/importer';
import { openingBalanceImporter } from './opening-balance/opening-balance.import';

// The money kernel (module README): the one writer of customer and prepay accounts and of workers'
// earnings, which warehouse, orders and logistics call in their own transactions, and the re-sum the tests run.
export { openCustomerAccount, getCustomerAccount, type CustomerAccount, type CustomerAccountRow } from './customer-account';
export { checkMoneyLedger, postCustomerAccount, recordEarning, type PostCustomerAccountInput, type PostedAccountChange, type RecordEarningInput, type RecordedEarning } from './ledger';
// The cash journals' one writer (receipt and payment notes' audits), and what the modules above register:
// oms its orders and statements as what receipt notes pay, wms its purchase entries and refunds as what
// supplier settlements gather (docs/trading-model.md §7: the lower module never imports the higher).
export { postMoneyIn, postMoneyOut, type MoneyJournalInput } from './ledger/journal';
export { postingRemark } from './ledger/posting-input';
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
// Receipt notes audited, told to the modules above (bi's rollups register at start), and the table they re-derive from
export { registerReceiptNoteListener, type AuditedReceiptNote, type ReceiptNoteListener } from './receipt-note/receipt-note-listener';
export { receiptNotes } from './receipt-note/receipt-note.table';
export { auditPaymentNote, quickPaymentNote } from './payment-note/payment-note-audit';
export { createPaymentNote } from './payment-note/payment-note.service';
export { audit1SupplierSettlement, audit2SupplierSettlement, createSupplierSettlement } from './supplier-settlement/supplier-settlement.service';
export { audit1WorkerSettlement, createWorkerSettlement, listEarners } from './worker-settlement/worker-settlement.service';
export { adjustPrepayAccount } from './prepay-account/prepay-account.service';

// Finance pages, their permissions and buttons: the contract's fms.pages.ts.
registerModulePages(fmsPages);

/** Finance: the money kernel, accounts, payment methods, pay settings, receipt and payment notes, the journals and settlement orders. */
export function registerFmsModule(app: FastifyInstance, deps: AppDeps): void {
  // crm's pool guard (unpaid receivables) and its invite rewards' balance credit
  registerCrmLinks();
  registerFmsConfigRoutes(app, deps);
  registerCustomerAccountRoutes(app, deps);
  registerPrepayAccountRoutes(app, deps);
  registerPaymentConfigRoutes(app, deps);
  registerPaySettingRoutes(app, deps);
  registerReceiptNoteRoutes(app, deps);
  // crm's payment plans count receipt notes as what a customer paid (crm sits below fms)
  registerCustomerReceipts({ rows: customerReceiptRows });
  registerPaymentNoteRoutes(app, deps);
  registerMoneyHistoryRoutes(app, deps);
  registerSupplierSettlementRoutes(app, deps);
  registerWorkerSettlementRoutes(app, deps);
  // what waits in finance's lists, counted for the workplace
  registerFmsTodos();
  // crm sits below finance: its business goals read the audited receipts through this
  registerGoalActualSource(receiptGoalSource);
  // the import centre's opening balances (README "Opening balances"): customers' receivables and balances, suppliers' prepayments
  defineImporter(openingBalanceImporter);
}
