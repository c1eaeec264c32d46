import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerModulePages } from '@/modules/system/menu';
import { crmPages } from '@tradewind/contract/crm/crm.pages';
import { registerStoreUsageCheck } from '@/modules/system/store';
import { registerAccountPeriodRoutes } from './account-period/account-period.routes';
import { registerAddressRoutes } from './address/address.routes';
import { registerCertificationRoutes } from './certification/certification.routes';
import { registerConfigRoutes } from './config/config.routes';
import { registerCrowdRoutes } from './crowd/crowd.routes';
import { registerContactRoutes } from './contact/contact.routes';
import { registerCustomerRoutes } from './customer/customer.routes';
import { storeHasCustomers } from './customer/customer.service';
import { registerFileRoutes } from './file/file.routes';
import { registerInvoiceRoutes } from './invoice/invoice.routes';
import { registerInvoiceTodos } from './invoice/invoice.todos';
import { registerInviteRoutes } from './invite/invite.routes';
import { registerLeadRoutes } from './lead/lead.routes';
import { registerBizGoalRoutes } from './biz-goal/biz-goal.routes';
import { registerChannelLinkRoutes } from './channel-link/channel-link.routes';
import { registerPaymentPlanRoutes } from './payment-plan/payment-plan.routes';
import { registerPoolRoutes } from './pool/pool.routes';
import { registerPriceRoutes } from './price/price.routes';
import { registerScheduleRoutes } from './schedule/schedule.routes';
import { registerSearchRoutes } from './search/search.routes';
import { registerCustomerSettingRoutes } from './setting/customer-setting.routes';
import { registerVisitRoutes } from './visit/visit.routes';
import { registerWorkbenchRoutes } from './workbench/workbench.routes';
import { registerVisitPlanRoutes } from './visit-plan/visit-plan.routes';

// The price of order lines for a customer (docs/trading-model.md §4): the customer's own price, a price plan of its
// level or type, else the list price — with where it came from (README "Prices").
export { priceForCustomer, type PricedLine } from './price/price-for-customer';
// the customers a keyword finds, through the search's postings (orders' keyword reads them)
export { customerIdsMatching } from './search/search.service';
export { PRICE_SOURCES, priceSourceKey, type PriceSource } from '@tradewind/contract/crm/price.schema';
// Orders (oms) and the route solver (lms) sit above crm: they tell crowds and visit plans at start (crm README "Crowds", "Visit plans").
export { registerCustomerOrderSource, type CustomerOrderSource } from './crowd/customer-order-source';
export { registerVisitRouteOrder, type VisitRouteOrder, type VisitStop } from './visit-plan/visit-route-order';
// Customers the pool rules must not release: oms (open orders) and fms (unpaid receivables) register theirs.
export { registerReleaseGuard, type ReleaseGuard } from './pool/release-guard';
// Invite rewards: fms registers the balance credit; oms reports completed orders (the first-order trigger).
export { registerInviteRewardCredit, inviteeOrderCompleted, type InviteRewardCredit } from './invite/invite-reward';
// The customer setting orders obey (certification required before ordering).
// the customer's owner now: the rep that orders, refunds and receipt notes freeze when they happen (bi's rollups)
export { customerOwnerId } from './customer/customer-owner';
export { assertCustomerMayOrder } from './setting/customer-setting.service';
// for the demo seed
export { createCrowd } from './crowd/crowd.service';
// Marketing targets activities and coupons by a customer's store, level and crowds.
export { customerAudience, existingAudienceIds } from './crowd/customer-audience';
// Coupons (marketing) go to a crowd's current members, and to new customers through the listener marketing registers.
export { currentCrowdMemberIds } from './crowd/crowd.service';
export { registerCustomerCreatedListener, type CreatedCustomer, type CustomerCreatedListener } from './customer/customer-created';
export { createPlan as createVisitPlan } from './visit-plan/visit-plan.service';
export { createPricePlan } from './price/price-plan.service';
export { createCustomerPrices } from './price/customer-price.service';
// Business goals' actuals: oms (sales) and fms (receipts) register their audited documents at start (README "Business goals").
export { registerGoalActualSource, type GoalActualSource } from './biz-goal/goal-sources';
export { bizGoals } from './biz-goal/biz-goal.table';
// the orders' and receipt notes' lists filter by their customer's owner as the goals count them
export { customersOwnedBy } from './biz-goal/biz-goal.read';
// for the demo seed
export { createGoal } from './biz-goal/biz-goal.service';
export { createLink } from './channel-link/channel-link.service';
export { registerThroughLink } from './channel-link/channel-link.service';
// Invoices cover oms's delivered orders: oms registers them at start (README "Invoices"); the demo seed makes invoices.
export { registerInvoiceOrderSource, type InvoiceOrderSource, type InvoiceSourceOrder } from './invoice/invoice-source';
export { applyInvoice, auditInvoice, createInvoice, openInvoice } from './invoice/invoice.service';
// fms registers the customers' receipt notes at start: payment plans count them as what was paid (fms sits above crm)
export { registerCustomerReceipts, type CustomerReceiptSource } from './payment-plan/receipt-source';
// for the demo seed
export { createSchedule } from './schedule/schedule.service';
export { createPaymentPlan, finishInstalment } from './payment-plan/payment-plan.service';

// the customers' importer, registered with the import centre when crm loads (docs/imports.md "Customers")
export { customerImporter } from './customer/customer.import';

// Customer relations pages, their permissions and buttons: the contract's crm.pages.ts.
registerModulePages(crmPages);

export function registerCrmModule(app: FastifyInstance, deps: AppDeps): void {
  // system sits below crm and may not import it: crm tells it at start that its customers hold a store
  registerStoreUsageCheck(storeHasCustomers);
  registerConfigRoutes(app, deps);
  registerCustomerRoutes(app, deps);
  registerPoolRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerVisitRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerCertificationRoutes(app, deps);
  registerAccountPeriodRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerPriceRoutes(app, deps);
  registerLeadRoutes(app, deps);
  registerBizGoalRoutes(app, deps);
  registerChannelLinkRoutes(app, deps);
  registerWorkbenchRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerInvoiceTodos();
  registerScheduleRoutes(app, deps);
  registerPaymentPlanRoutes(app, deps);
  registerCrowdRoutes(app, deps);
  registerVisitPlanRoutes(app, deps);
  registerInviteRoutes(app, deps);
  registerCustomerSettingRoutes(app, deps);
}
