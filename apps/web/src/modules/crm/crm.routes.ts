import { pathsOf } from '@tradewind/contract/common/pages';
import { crmPages } from '@tradewind/contract/crm/crm.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The crm pages' components, by manifest key (their paths, titles and permissions: contract crm/crm.pages.ts). */
export const crmRoutes = routesOf(crmPages, {
  'crm.workbench': () => import('./workbench/pages/workbench-page').then((m) => m.WorkbenchPage),
  'crm.customer': () => import('./customer/pages/customer-list-page').then((m) => m.CustomerListPage),
  'crm.customer_add': () => import('./customer/pages/customer-form-page').then((m) => m.CustomerFormPage),
  'crm.customer_edit': () => import('./customer/pages/customer-form-page').then((m) => m.CustomerFormPage),
  'crm.public': () => import('./pool/pages/public-pool-page').then((m) => m.PublicPoolPage),
  'crm.down_public': () => import('./pool/pages/pool-rules-page').then((m) => m.PoolRulesPage),
  'crm.setting': () => import('./setting/pages/customer-setting-page').then((m) => m.CustomerSettingPage),
  'crm.customer_auth': () => import('./customer-drawer/pages/customer-auth-page').then((m) => m.CustomerAuthPage),
  'crm.account_period': () => import('./account-period/pages/account-period-list-page').then((m) => m.AccountPeriodListPage),
  'crm.price_plan': () => import('./price/pages/price-plan-list-page').then((m) => m.PricePlanListPage),
  'crm.price_plan_add': () => import('./price/pages/price-plan-form-page').then((m) => m.PricePlanFormPage),
  'crm.price_plan_edit': () => import('./price/pages/price-plan-form-page').then((m) => m.PricePlanFormPage),
  'crm.customer_price': () => import('./price/pages/customer-price-list-page').then((m) => m.CustomerPriceListPage),
  'crm.customer_price_add': () => import('./price/pages/customer-price-add-page').then((m) => m.CustomerPriceAddPage),
  'crm.customer_price_edit': () => import('./price/pages/customer-price-edit-page').then((m) => m.CustomerPriceEditPage),
  'crm.quotation_price': () => import('./price/pages/quotation-price-page').then((m) => m.QuotationPricePage),
  'crm.leads': () => import('./lead/pages/lead-list-page').then((m) => m.LeadListPage),
  'crm.leads_add': () => import('./lead/pages/lead-form-page').then((m) => m.LeadFormPage),
  'crm.leads_edit': () => import('./lead/pages/lead-form-page').then((m) => m.LeadFormPage),
  'crm.biz_goal': () => import('./biz-goal/pages/biz-goal-page').then((m) => m.BizGoalPage),
  'crm.channel_link': () => import('./channel-link/pages/channel-link-list-page').then((m) => m.ChannelLinkListPage),
  'crm.channel_link_add': () => import('./channel-link/pages/channel-link-form-page').then((m) => m.ChannelLinkFormPage),
  'crm.channel_link_edit': () => import('./channel-link/pages/channel-link-form-page').then((m) => m.ChannelLinkFormPage),
  'crm.invoice': () => import('./invoice/pages/invoice-list-page').then((m) => m.InvoiceListPage),
  'crm.invoice_add': () => import('./invoice/pages/invoice-add-page').then((m) => m.InvoiceAddPage),
  'crm.invoice_edit': () => import('./invoice/pages/invoice-edit-page').then((m) => m.InvoiceEditPage),
  'crm.invoice_print': { load: () => import('./invoice/pages/invoice-print-page').then((m) => m.InvoicePrintPage), handle: { printDescription: 'crm_invoice.print_description' } },
  'crm.visit': () => import('./visit/pages/visit-list-page').then((m) => m.VisitListPage),
  'crm.schedule': () => import('./schedule/pages/schedule-page').then((m) => m.SchedulePage),
  'crm.payment_plan': () => import('./payment-plan/pages/payment-plan-list-page').then((m) => m.PaymentPlanListPage),
  'crm.payment_plan_add': () => import('./payment-plan/pages/payment-plan-form-page').then((m) => m.PaymentPlanFormPage),
  'crm.payment_plan_edit': () => import('./payment-plan/pages/payment-plan-form-page').then((m) => m.PaymentPlanFormPage),
  'crm.payment_plan_detail': () => import('./payment-plan/pages/payment-plan-detail-page').then((m) => m.PaymentPlanDetailPage),
  // public (no login): only its own texts, none of the modules' (the page registers them)
  'register.channel': { load: () => import('./channel-link/pages/channel-register-page').then((m) => m.ChannelRegisterPage), ownTextsOnly: true, handle: { shortcut: false, tab: false } },
  'crm.crowd': () => import('./crowd/pages/crowd-list-page').then((m) => m.CrowdListPage),
  'crm.crowd_add': () => import('./crowd/pages/crowd-form-page').then((m) => m.CrowdFormPage),
  'crm.crowd_edit': () => import('./crowd/pages/crowd-form-page').then((m) => m.CrowdFormPage),
  'crm.crowd_customer': () => import('./crowd/pages/crowd-member-page').then((m) => m.CrowdMemberPage),
  'crm.visit_plan': () => import('./visit-plan/pages/visit-plan-list-page').then((m) => m.VisitPlanListPage),
  'crm.visit_plan_detail': () => import('./visit-plan/pages/visit-plan-detail-page').then((m) => m.VisitPlanDetailPage),
  'crm.invite': () => import('./invite/pages/invite-page').then((m) => m.InvitePage),
  'system.setting_customer': () => import('./setting/pages/customer-rules-page').then((m) => m.CustomerRulesPage),
});

const path = pathsOf(crmPages);

// The addresses pages link to.
export const CUSTOMER_LIST_PATH = path('crm.customer');
export const CUSTOMER_ADD_PATH = path('crm.customer_add');
export const customerEditPath = (id: number) => path('crm.customer_edit', `?id=${id}`);
export const customerAuthPath = (customerId: number) => path('crm.customer_auth', `?customer_id=${customerId}`);
export const accountPeriodListPath = (periodId?: number) => path('crm.account_period', periodId ? `?account_period_id=${periodId}` : '');
export const PRICE_PLAN_LIST_PATH = path('crm.price_plan');
export const PRICE_PLAN_ADD_PATH = path('crm.price_plan_add');
export const pricePlanEditPath = (id: number) => path('crm.price_plan_edit', `?id=${id}`);
export const customerPriceListPath = (customerId?: number) => path('crm.customer_price', customerId ? `?customer_id=${customerId}` : '');
export const customerPriceAddPath = (customerId?: number) => path('crm.customer_price_add', customerId ? `?customer_id=${customerId}` : '');
export const customerPriceEditPath = (id: number) => path('crm.customer_price_edit', `?id=${id}`);
export const quotationPath = (customerId?: number) => path('crm.quotation_price', customerId ? `?customer_id=${customerId}` : '');
export const LEAD_LIST_PATH = path('crm.leads');
export const POOL_RULES_PATH = path('crm.down_public');
export const LEAD_ADD_PATH = path('crm.leads_add');
export const leadEditPath = (id: number) => path('crm.leads_edit', `?id=${id}`);
export const CHANNEL_LINK_LIST_PATH = path('crm.channel_link');
export const CHANNEL_LINK_ADD_PATH = path('crm.channel_link_add');
export const channelLinkEditPath = (id: number) => path('crm.channel_link_edit', `?id=${id}`);
export const INVOICE_LIST_PATH = path('crm.invoice');
/** the add page; `?original_id=` makes a red reversal of that opened invoice */
export const invoiceAddPath = (originalId?: number) => path('crm.invoice_add', originalId ? `?original_id=${originalId}` : '');
export const invoiceEditPath = (id: number) => path('crm.invoice_edit', `?id=${id}`);
export const invoicePrintPath = (id: number) => path('crm.invoice_print', `?id=${id}`);
export const PAYMENT_PLAN_LIST_PATH = path('crm.payment_plan');
export const PAYMENT_PLAN_ADD_PATH = path('crm.payment_plan_add');
/** the add page with the customer chosen (the customer drawer's 新增回款计划) */
export const paymentPlanAddPath = (customerId: number) => path('crm.payment_plan_add', `?customer_id=${customerId}`);
/** the list of one customer's plans */
export const customerPaymentPlansPath = (customerId: number) => path('crm.payment_plan', `?customer_id=${customerId}`);
export const paymentPlanEditPath = (id: number) => path('crm.payment_plan_edit', `?id=${id}`);
export const paymentPlanDetailPath = (id: number) => path('crm.payment_plan_detail', `?id=${id}`);
export const CROWD_LIST_PATH = path('crm.crowd');
export const CROWD_ADD_PATH = path('crm.crowd_add');
export const crowdEditPath = (id: number) => path('crm.crowd_edit', `?id=${id}`);
export const crowdMembersPath = (id: number) => path('crm.crowd_customer', `?id=${id}`);
export const VISIT_PLAN_LIST_PATH = path('crm.visit_plan');
export const visitPlanDetailPath = (id: number) => path('crm.visit_plan_detail', `?id=${id}`);
export const VISIT_LIST_PATH = path('crm.visit');
