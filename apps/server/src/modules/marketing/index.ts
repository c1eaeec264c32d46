import type { FastifyInstance } from 'fastify';
import { marketingPages } from '@tradewind/contract/marketing/marketing.pages';
import type { AppDeps } from '@/core/http/route';
import { registerModulePages } from '@/modules/system/menu';
import { registerActivityRoutes } from './activity/activity.routes';

// Marketing (module README): coupons, activities, freight and carry-fee templates, shop decoration,
// feedback and couriers — the top of the trading modules beside cms and bi. It prices orders through the
// provider it registers with oms at start (oms sits below it). Its pages, permissions and buttons: the
// contract's marketing.pages.ts.
registerModulePages(marketingPages);

// The price pipeline (README "Price pipeline"): the pure engine, and the activities an order prices against.
export { inScope, lineAmount, priceOrder, refundShare, shareByLargestRemainder } from './pricing/price-order';
export { activeActivitiesFor, type AudienceQuery } from './activity/activity-rules';
export { createActivity } from './activity/activity.service';

export function registerMarketingModule(app: FastifyInstance, deps: AppDeps): void {
  registerActivityRoutes(app, deps);
}
