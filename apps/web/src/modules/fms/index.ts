// The finance module's public face: its texts and the pay types the order form
// offers (oms reads them here; fms sits below oms), registered once the shell is up (app/module-texts.ts).
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { fmsMessages } from '@tradewind/contract/fms/fms.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { fmsWebMessages } from './fms.messages';
import { moneyHistoryWebMessages } from './money-history/money-history.messages';
import { paymentNoteWebMessages } from './payment-note/payment-note.messages';
import { receiptNoteWebMessages } from './receipt-note/receipt-note.messages';
import { supplierSettlementWebMessages } from './supplier-settlement/supplier-settlement.messages';
import { workerSettlementWebMessages } from './worker-settlement/worker-settlement.messages';

registerMessages(fmsMessages);
registerWebMessages({ ...fmsWebMessages, ...receiptNoteWebMessages, ...paymentNoteWebMessages, ...moneyHistoryWebMessages, ...supplierSettlementWebMessages, ...workerSettlementWebMessages });

export { fmsRoutes } from './fms.routes';
export { usePaySettingQuery } from './api/fms.api';
