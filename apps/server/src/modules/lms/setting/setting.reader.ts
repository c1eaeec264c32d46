import type { Db } from '@/core/db/database';
import { logisticsSettings } from './setting.table';

/** How a line's deliveries earn: 1 per stop, 2 per piece, 3 per line (the rates are per that unit). */
export const DELIVERY_EARNING_BASIS = { stop: 1, piece: 2, line: 3 } as const;

/** The tenant's logistics settings as the services use them; money and coordinates as decimal text. */
export type LogisticsSetting = {
  /** null: each store's default warehouse is its depot */
  depot: { longitude: string; latitude: string } | null;
  averageSpeedKmh: number;
  serviceMinutes: number;
  roadFactor: number;
  solveSeconds: number;
  /** what a used vehicle (a driver's day) costs in km of driving; null: vehicles first, then distance */
  vehicleCostKm: number | null;
  /** an OSRM-compatible server (its /table) instead of haversine × road factor */
  routingUrl: string | null;
  deliveryEarningBasis: 1 | 2 | 3;
  driverRate: string;
  helperRate: string;
  carryFeeRate: string;
};

const DEFAULTS: LogisticsSetting = {
  depot: null,
  averageSpeedKmh: 30,
  serviceMinutes: 10,
  roadFactor: 1.3,
  solveSeconds: 5,
  vehicleCostKm: null,
  routingUrl: null,
  deliveryEarningBasis: 1,
  driverRate: '0.00',
  helperRate: '0.00',
  carryFeeRate: '0.00',
};

/** The current tenant's settings (row-level security scopes `db`), the defaults before the page is first saved. */
export async function readLogisticsSetting(db: Db): Promise<LogisticsSetting> {
  const [row] = await db.select().from(logisticsSettings).limit(1);
  if (!row) return DEFAULTS;
  return {
    depot: row.depotLongitude !== null && row.depotLatitude !== null ? { longitude: row.depotLongitude, latitude: row.depotLatitude } : null,
    averageSpeedKmh: Number(row.averageSpeedKmh),
    serviceMinutes: row.serviceMinutes,
    roadFactor: Number(row.roadFactor),
    solveSeconds: row.solveSeconds,
    vehicleCostKm: row.vehicleCostKm === null ? null : Number(row.vehicleCostKm),
    routingUrl: row.routingUrl,
    deliveryEarningBasis: row.deliveryEarningBasis as 1 | 2 | 3,
    driverRate: row.driverRate,
    helperRate: row.helperRate,
    carryFeeRate: row.carryFeeRate,
  };
}


/**
 * The solver's `vehicleCost` (routing README) from the setting: km of driving in the solver's distance unit,
 * metres (haversine × road factor, or the routing server's); undefined leaves the solver's default, which
 * puts vehicles first.
 */
export function vehicleCostOf(setting: Pick<LogisticsSetting, 'vehicleCostKm'>): number | undefined {
  return setting.vehicleCostKm === null ? undefined : Math.round(setting.vehicleCostKm * 1000);
}
