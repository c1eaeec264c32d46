import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerFleetRoutes } from './fleet/fleet.register';
import { registerLineRoutes } from './line/line.register';
import { registerLogisticsRoutes } from './logistics-order/logistics.register';

// Fleet (README "Fleet, settings and pay"): the demo seed's workers, cars, settings and a carry fee.
export { seedDemoFleet } from './fleet/fleet-demo';
// Logistics orders and sign-ins (README "Logistics orders and sign-ins"): the demo seed's day of deliveries and sign-ins.
export { seedDemoLogisticsOrders, seedDemoSignIns } from './logistics-order/logistics-demo';
export { signIn } from './sign-in/sign-in.service';
// Lines (README "Lines, planning and the map"): the demo seed's pre-lines, departed and planned lines.
export { seedDemoLines } from './line/line-demo';

// Logistics (DOMAIN.md §5; module README): the top of the trading modules — it reads orders, warehouse
// and finance and acts on them only through their index.ts (oms's shipment listener and markOrderDelivered,
// wms's customer-return entry, fms's recordEarning). Each part's pages and buttons are seeded in its
// register file under this menu group.
registerMenuSeeds([{ key: 'lms', type: 1, name: '物流管理', icon: 'CarOutlined', router: '/lms', sort: 50 }]);

export function registerLmsModule(app: FastifyInstance, deps: AppDeps): void {
  registerFleetRoutes(app, deps);
  registerLogisticsRoutes(app, deps);
  registerLineRoutes(app, deps);
}
