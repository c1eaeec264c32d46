/**
 * Every message in both locales — the shared texts (`core-messages.ts`) and each module's — registered
 * for `translate` when this file is imported: the server imports it, so it answers any key. The web app
 * imports `core-messages.ts` instead and registers a module's texts when the module loads.
 */
import { biOpsMessages } from '../bi/operation.messages';
import { biCustomerMessages } from '../bi/customer.messages';
import { cmsMessages } from '../cms/cms.messages';
import { crmAllMessages } from '../crm/crm-all.messages';
import { fmsMessages } from '../fms/fms.messages';
import { lmsMessages } from '../lms/lms.messages';
import { marketingMessages } from '../marketing/marketing.messages';
import { omsMessages } from '../oms/oms.messages';
import { sitePhotoSubOrderMessages } from '../oms/site.messages';
import { refundStatementMessages } from '../oms/refund-statement.messages';
import { paymentStateMessages } from '../oms/payment-state.messages';
import { pmsMessages } from '../pms/pms.messages';
import { delegationMessages } from '../system/delegation.messages';
import { staffSchemaMessages } from '../system/staff.messages';
import { wmsMessages } from '../wms/wms.messages';
import { biGoodsMessages } from '../bi/goods.messages';
import { coreMessages, registerMessages, type MessageEntry } from './core-messages';
import { exportMessages } from './export.messages';
import { importMessages } from './import.messages';

export { DEFAULT_LOCALE, LOCALES, localeFromHeader, translate, type Locale } from './core-messages';

/** The modules' own texts (a new module's table joins here). */
const moduleMessages = { ...crmAllMessages, ...pmsMessages, ...delegationMessages, ...exportMessages, ...importMessages, ...staffSchemaMessages, ...wmsMessages, ...fmsMessages, ...omsMessages, ...sitePhotoSubOrderMessages, ...refundStatementMessages, ...paymentStateMessages, ...lmsMessages, ...marketingMessages, ...cmsMessages, ...biOpsMessages, ...biCustomerMessages, ...biGoodsMessages } as const satisfies Record<string, MessageEntry>;
registerMessages(moduleMessages);

export const messages = { ...coreMessages, ...moduleMessages } as const satisfies Record<string, MessageEntry>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, value);
}
