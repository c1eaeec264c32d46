import type { FastifyInstance } from 'fastify';
import { marketingPages } from '@tradewind/contract/marketing/marketing.pages';
import type { AppDeps } from '@/core/http/route';
import { registerModulePages } from '@/modules/system/menu';

// Marketing (module README): coupons, activities, freight and carry-fee templates, shop decoration,
// feedback and couriers — the top of the trading modules beside cms and bi. It prices orders through the
// provider it registers with oms at start (oms sits below it). Its pages, permissions and buttons: the
// contract's marketing.pages.ts.
registerModulePages(marketingPages);

export function registerMarketingModule(_app: FastifyInstance, _deps: AppDeps): void {}
