import type { FastifyInstance } from 'fastify';
import { marketingPages } from '@tradewind/contract/marketing/marketing.pages';
import type { AppDeps } from '@/core/http/route';
import { registerCarryFeeQuote } from '@/modules/lms';
import { registerCourierDirectory } from '@/modules/wms';
import { registerOrderPricing } from '@/modules/oms';
import { registerCustomerCreatedListener } from '@/modules/crm';
import { registerModulePages } from '@/modules/system/menu';
import { registerActivityRoutes } from './activity/activity.routes';
import { courierDirectory } from './courier/courier-directory';
import { registerCourierRoutes } from './courier/courier.routes';
import { registerFeedbackRoutes } from './feedback/feedback.routes';
import { registerFeedbackTodos } from './feedback/feedback.todos';
import { registerShopPageRoutes } from './shop-page/shop-page.routes';
import { carryFeeQuote } from './carry-fee/carry-fee-template.service';
import { registerTemplateRoutes } from './template/template.routes';
import { registerCouponRoutes } from './coupon/coupon.routes';
import { giveNewCustomerCoupons } from './coupon/coupon.service';
import { orderPricingProvider } from './pricing/order-pricing-provider';

// Marketing (module README): coupons, activities, freight and carry-fee templates, shop decoration,
// feedback and couriers — the top of the trading modules beside cms and bi. It prices orders through the
// provider it registers with oms at start (oms sits below it). Its pages, permissions and buttons: the
// contract's marketing.pages.ts.
registerModulePages(marketingPages);

// The price pipeline (README "Price pipeline"): the pure engine, and the activities an order prices against.
export { inScope, lineAmount, priceOrder, refundShare, shareByLargestRemainder } from './pricing/price-order';
export { activeActivitiesFor, type AudienceQuery } from './activity/activity-rules';
export { createActivity } from './activity/activity.service';

// for the demo seed
export { createCourier, setCourierStatus } from './courier/courier.service';
export { createFeedback, replyFeedback, setFeedbackStatus } from './feedback/feedback.service';
export { publishShopPage, saveShopDraft } from './shop-page/shop-page.service';
// The freight of a delivery from the store's template (README "Freight and carry-fee templates"); null without one.
export { freightFor, type FreightFor, type FreightForInput } from './freight/freight.service';
// What the demo seed (src/seed/demo-marketing-templates.ts) calls: the pages' own functions.
export { createFreightTemplate } from './freight/freight.service';
export { createCarryFeeTemplate } from './carry-fee/carry-fee-template.service';
// The coupons a customer may apply to an order (README "Coupons"), for the order pricing.
export { couponRulesFor, type CouponRule } from './coupon/coupon-rules';
// coupon tables for the order pricing's hold / use functions and the demo seed
export { coupons, couponCodes, customerCoupons } from './coupon/coupon.table';
export { claimCoupon, createCoupon, generateCodes, issueCoupon, stopCoupon } from './coupon/coupon.service';

// A customer coupon's life on an order (README "Orders"): the order pricing provider calls these.
export { giveBackCustomerCoupon, holdCustomerCoupon, releaseCustomerCoupon, useCustomerCoupon } from './pricing/coupon-lifecycle';

export function registerMarketingModule(app: FastifyInstance, deps: AppDeps): void {
  registerActivityRoutes(app, deps);
  registerCourierRoutes(app, deps);
  // the warehouse's outbounds ship by these couriers (wms sits below marketing)
  registerCourierDirectory(courierDirectory);
  registerFeedbackRoutes(app, deps);
  registerFeedbackTodos();
  registerShopPageRoutes(app, deps);
  // lms's carry fees are priced by the store's carry-fee template (lms sits below marketing)
  registerCarryFeeQuote(carryFeeQuote);
  registerTemplateRoutes(app, deps);
  // crm sits below marketing: it tells marketing of each new customer (take type 3 coupons)
  registerCustomerCreatedListener(giveNewCustomerCoupons);
  registerCouponRoutes(app, deps);
  // orders sit below marketing: they are priced through this (activities, the coupon, the freight template) and hold, use and give back coupons through it
  registerOrderPricing(orderPricingProvider);
}
