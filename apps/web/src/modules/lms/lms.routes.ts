import type { RouteObject } from 'react-router';
import { fleetRoutes } from './fleet/fleet.web';
import { lineRoutes } from './line/line.web';
import { logisticsRoutes } from './logistics-order/logistics.web';

/** Pages of /lms (spec 001 §2): workers, cars and pay (fleet), logistics orders and sign-ins, lines and planning. */
export const lmsRoutes: RouteObject[] = [...fleetRoutes, ...logisticsRoutes, ...lineRoutes];
