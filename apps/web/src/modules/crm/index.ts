// The customer relations module's public face: its pages (mounted in the main shell by the router), its
// texts, the global customer search it puts into the top bar's slot, and the customer drawer and
// account-period dialog it keeps over every page (opened with openCustomerDrawer, also from messages).
import { lazy } from 'react';
import { registerMessages } from '@tradewind/contract/common/core-messages';
import { crmAllMessages } from '@tradewind/contract/crm/crm-all.messages';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { registerMessageTargetOpener } from '@/modules/common';
import { registerModuleDrawer } from '@/shell/layout/module-drawer-slot';
import { registerGlobalSearch } from '@/shell/top-bar/global-search-slot';
import { accountPeriodMessages } from './account-period/account-period.messages';
import { customerMessages } from './customer/customer.messages';
import { CustomerDrawerHost } from './customer-drawer/customer-drawer-host';
import { customerDrawerMessages } from './customer-drawer/customer-drawer.messages';
import { crowdMessages } from './crowd/crowd.messages';
import { invoiceMessages } from './invoice/invoice.messages';
import { inviteMessages } from './invite/invite.messages';
import { leadMessages } from './lead/lead.messages';
import { goalLinkMessages } from './biz-goal/biz-goal.messages';
import { workbenchMessages } from './workbench/workbench.messages';
import { paymentPlanMessages } from './payment-plan/payment-plan.messages';
import { scheduleMessages } from './schedule/schedule.messages';
import { visitListMessages } from './visit/visit.messages';
import { priceMessages } from './price/price.messages';
import { openCustomerDrawer } from './customer-drawer/customer-drawer-store';
import { GlobalCustomerSearch } from './search/global-customer-search';
import { searchMessages } from './search/search.messages';

// The contract's crm texts (its schemas' and the server's messages) come with the module, not the entry.
registerMessages(crmAllMessages);
registerWebMessages({
  ...customerMessages,
  ...customerDrawerMessages,
  ...accountPeriodMessages,
  ...searchMessages,
  ...priceMessages,
  ...leadMessages,
  ...workbenchMessages,
  ...goalLinkMessages,
  ...invoiceMessages,
  ...visitListMessages,
  ...scheduleMessages,
  ...paymentPlanMessages,
  ...crowdMessages,
  ...inviteMessages,
});
registerGlobalSearch(GlobalCustomerSearch);
registerModuleDrawer('crm.customer', CustomerDrawerHost);
registerMessageTargetOpener('customer', openCustomerDrawer);

export { openCustomerDrawer };
// the drawer's address form, with its map pin: the order form adds an address in place with it
export const AddressFormModal = lazy(async () => ({ default: (await import('./customer-drawer/components/address-form-modal')).AddressFormModal }));
// the price source of an order line (客户价 / 价格方案 / 标准价), for the order pages
export { PriceSourceTag } from './price/components/price-source-tag';
// one customer searched by name or mobile, a form field (orders' photo orders and sub-orders filter by it)
export { CustomerSelect } from './price/components/customer-select';
// what marketing targets activities and coupons at: customer levels (the config lists) and crowds
export { useCustomerConfigQuery } from './customer/api/customer-config.api';
export { useCrowdOptionsQuery } from './crowd/api/crowd.api';
// pickers of other modules' forms (marketing issues coupons to customers or a crowd)
export { useCustomerOptionsQuery } from './price/api/price.api';
export { CrowdPickSelect } from './visit-plan/components/crowd-pick-select';

export { crmRoutes } from './crm.routes';
