import type { MessageEntry } from '../common/core-messages';
import { crmCrowdMessages } from './crowd.messages';
import { crmCustomerMessages } from './crm-customer.messages';
import { crmDetailMessages } from './crm-detail.messages';
import { crmMessages } from './crm.messages';
import { crmGoalLinkMessages } from './goal-link.messages';
import { crmInvoiceMessages } from './invoice.messages';
import { crmLeadMessages } from './lead.messages';
import { crmPlanMessages } from './plan.messages';
import { crmPriceMessages } from './price.messages';
import { crmSearchMessages } from './crm-search.messages';
import { crmSettingMessages } from './setting.messages';

/**
 * Every text of the crm module (its schemas' and its server errors'), registered for `translate` by
 * common/messages.ts on the server and by the web app's crm module when it loads.
 */
export const crmAllMessages = {
  ...crmMessages,
  ...crmCustomerMessages,
  ...crmDetailMessages,
  ...crmSearchMessages,
  ...crmPriceMessages,
  ...crmLeadMessages,
  ...crmGoalLinkMessages,
  ...crmInvoiceMessages,
  ...crmPlanMessages,
  ...crmCrowdMessages,
  ...crmSettingMessages,
} as const satisfies Record<string, MessageEntry>;
