import { sql } from 'drizzle-orm';
import type { LogisticsSettingView, UpdateLogisticsSettingInput } from '@tradewind/contract/lms/fleet-setting.schema';
import { queryOne } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { readMapSetting } from '@/modules/oms';
import { defaultWarehouseOf } from '@/modules/wms';
import { timeText } from '../fleet/fleet-scope';
import { readLogisticsSetting } from './setting.reader';
import { warehouses } from '@/modules/wms/warehouse';

/**
 * The logistics settings page (GET/PUT /lms/setting; lms README "Settings"): one row per tenant, the
 * reader's defaults until first saved. The depot is a point picked on the map, or each store's default
 * warehouse (null depot) — the page shows the current store's to say which point that is.
 */
export async function getLogisticsSetting(ctx: RequestContext): Promise<LogisticsSettingView> {
  const [setting, saved, map] = await Promise.all([
    readLogisticsSetting(ctx.db),
    queryOne<{ updated_at: Date | string }>(ctx.db, sql`SELECT updated_at FROM lms_settings LIMIT 1`),
    readMapSetting(ctx.db),
  ]);
  const storeId = ctx.storeId ?? ctx.session.storeIds[0];
  const warehouseId = storeId === undefined ? null : await defaultWarehouseOf(ctx, storeId);
  const warehouse =
    warehouseId === null
      ? undefined
      : await queryOne<{ name: string; longitude: string | null; latitude: string | null }>(
          ctx.db,
          sql`SELECT ${warehouses.name} AS name, ${warehouses.longitude}::text AS longitude, ${warehouses.latitude}::text AS latitude FROM ${warehouses} WHERE ${warehouses.id} = ${warehouseId}`,
        );
  return {
    use_warehouse_depot: setting.depot === null ? 1 : 0,
    depot_longitude: setting.depot?.longitude ?? null,
    depot_latitude: setting.depot?.latitude ?? null,
    warehouse_depot: warehouse && warehouseId !== null ? { warehouse_id: warehouseId, ...warehouse } : null,
    average_speed_kmh: setting.averageSpeedKmh.toFixed(1),
    service_minutes: setting.serviceMinutes,
    road_factor: setting.roadFactor.toFixed(2),
    solve_seconds: setting.solveSeconds,
    vehicle_cost_km: setting.vehicleCostKm === null ? null : setting.vehicleCostKm.toFixed(1),
    routing_url: setting.routingUrl,
    delivery_earning_basis: setting.deliveryEarningBasis,
    driver_rate: setting.driverRate,
    helper_rate: setting.helperRate,
    carry_fee_rate: setting.carryFeeRate,
    map_tile_url: map.map_tile_url || null,
    updated_at: saved ? timeText(ctx, saved.updated_at) : null,
  };
}

/** PUT /lms/setting: every field at once (the page sends the whole form). */
export async function updateLogisticsSetting(ctx: RequestContext, input: UpdateLogisticsSettingInput): Promise<LogisticsSettingView> {
  const lng = input.use_warehouse_depot === 1 ? null : (input.depot_longitude ?? null);
  const lat = input.use_warehouse_depot === 1 ? null : (input.depot_latitude ?? null);
  const values = sql`${lng}::numeric, ${lat}::numeric, ${input.average_speed_kmh}::numeric, ${input.service_minutes}, ${input.road_factor}::numeric, ${input.solve_seconds},
    ${input.vehicle_cost_km}::numeric, ${input.routing_url}, ${input.delivery_earning_basis}, ${input.driver_rate}::numeric, ${input.helper_rate}::numeric, ${input.carry_fee_rate}::numeric, ${ctx.staffId}, now()`;
  await ctx.db.execute(
    sql`INSERT INTO lms_settings (tenant_id, depot_longitude, depot_latitude, average_speed_kmh, service_minutes, road_factor, solve_seconds, vehicle_cost_km, routing_url,
          delivery_earning_basis, driver_rate, helper_rate, carry_fee_rate, updated_by, updated_at)
        VALUES (${ctx.tenantId}, ${values})
        ON CONFLICT (tenant_id) DO UPDATE SET depot_longitude = EXCLUDED.depot_longitude, depot_latitude = EXCLUDED.depot_latitude,
          average_speed_kmh = EXCLUDED.average_speed_kmh, service_minutes = EXCLUDED.service_minutes, road_factor = EXCLUDED.road_factor,
          solve_seconds = EXCLUDED.solve_seconds, vehicle_cost_km = EXCLUDED.vehicle_cost_km, routing_url = EXCLUDED.routing_url, delivery_earning_basis = EXCLUDED.delivery_earning_basis,
          driver_rate = EXCLUDED.driver_rate, helper_rate = EXCLUDED.helper_rate, carry_fee_rate = EXCLUDED.carry_fee_rate,
          updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
  );
  ctx.audit.targetType = 'lms_setting';
  ctx.audit.targetId = ctx.tenantId;
  return getLogisticsSetting(ctx);
}
