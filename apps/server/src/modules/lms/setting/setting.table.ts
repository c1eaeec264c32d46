import { integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** /lms/setting/index: one row per tenant, absent until first saved (migrations 0035, 0044). */
export const logisticsSettings = pgTable('lms_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  depotLongitude: numeric('depot_longitude', { precision: 10, scale: 6 }),
  depotLatitude: numeric('depot_latitude', { precision: 10, scale: 6 }),
  averageSpeedKmh: numeric('average_speed_kmh', { precision: 5, scale: 1 }).notNull().default('30'),
  serviceMinutes: smallint('service_minutes').notNull().default(10),
  roadFactor: numeric('road_factor', { precision: 4, scale: 2 }).notNull().default('1.30'),
  solveSeconds: smallint('solve_seconds').notNull().default(5),
  routingUrl: varchar('routing_url', { length: 300 }),
  deliveryEarningBasis: smallint('delivery_earning_basis').notNull().default(1),
  driverRate: numeric('driver_rate', { precision: 10, scale: 2 }).notNull().default('0'),
  helperRate: numeric('helper_rate', { precision: 10, scale: 2 }).notNull().default('0'),
  carryFeeRate: numeric('carry_fee_rate', { precision: 10, scale: 2 }).notNull().default('0'),
  /** what a used vehicle costs in km of driving, weighed against distance by smart routing; null: vehicles first (migration 0044) */
  vehicleCostKm: numeric('vehicle_cost_km', { precision: 6, scale: 1 }),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
