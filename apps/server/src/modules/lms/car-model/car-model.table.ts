import { numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Migration 0031's lms_car_models (module README "Tables"): capacity_weight in kg, capacity_volume in m³; status 1 on, 0 off. */
export const carModels = pgTable(
  'lms_car_models',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    lengthM: numeric('length_m', { precision: 6, scale: 2 }),
    capacityWeight: numeric('capacity_weight', { precision: 10, scale: 2 }).notNull(),
    capacityVolume: numeric('capacity_volume', { precision: 10, scale: 3 }).notNull(),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);
