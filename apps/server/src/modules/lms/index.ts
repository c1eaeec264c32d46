import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerVisitRouteOrder } from '@/modules/crm';
import { registerMoneyParty } from '@/modules/fms';
import { registerModulePages } from '@/modules/system/menu';
import { lmsPages } from '@tradewind/contract/lms/lms.pages';
import { registerFleetRoutes } from './fleet/fleet.register';
import { registerLineRoutes } from './line/line.register';
import { registerLogisticsRoutes } from './logistics-order/logistics.register';
import { registerLmsTodos } from './lms.todos';
import { visitRouteOrder } from './routing/visit-route-order';
import { workerMoneyParty } from './worker/worker-money-party';

// What the demo seed (src/seed/demo-fleet.ts, demo-logistics.ts, demo-lines.ts) calls: the pages' own
// functions for workers, cars, the settings and a carry fee (README "Fleet, settings and pay"), sign-ins
// (README "Logistics orders and sign-ins"), pre-lines and lines (README "Lines, planning and the map").
export { createWorker } from './worker/worker.service';
export { createCarModel } from './car-model/car-model.service';
export { createCar } from './car/car.service';
export { updateLogisticsSetting } from './setting/setting.service';
export { confirmCarryFee, createCarryFee } from './carry-fee/carry-fee.service';
// Marketing's carry-fee templates price mode 1 carry fees through this (carry-fee/carry-fee-quote.ts).
export { registerCarryFeeQuote, type CarryFeeQuoteInput, type CarryFeeQuoteProvider } from './carry-fee/carry-fee-quote';
export { signIn } from './sign-in/sign-in.service';
export { createPreLine } from './pre-line/pre-line.service';
export { createLine, departLine } from './line/line.service';
// Read by analytics (bi's data screen) in its own SQL under an alias: today's deliveries and their states.
export { logisticsOrders } from './lms.table';

// Logistics (docs/trading-model.md §5; module README): the top of the trading modules — it reads orders, warehouse
// and finance and acts on them only through their index.ts (oms's shipment listener and markOrderDelivered,
// wms's customer-return entry, fms's recordEarning). Its pages, their permissions and buttons: the
// contract's lms.pages.ts.
registerModulePages(lmsPages);

export function registerLmsModule(app: FastifyInstance, deps: AppDeps): void {
  // finance settles, pays and names workers through this (fms sits below lms)
  registerMoneyParty(workerMoneyParty);
  // crm's visit plans order a rep's stops with the solver (crm sits below lms)
  registerVisitRouteOrder(visitRouteOrder);
  registerFleetRoutes(app, deps);
  registerLogisticsRoutes(app, deps);
  registerLineRoutes(app, deps);
  // what waits in the line list, counted for the workplace
  registerLmsTodos();
}
