import { integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A standing route (migration 0038): area as [[lng, lat], …] GCJ-02; status 1 in use, 0 off. */
export const preLines = pgTable(
  'lms_pre_lines',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    areaDescription: varchar('area_description', { length: 200 }),
    area: jsonb('area').$type<Array<[number, number]>>(),
    customerIds: integer('customer_ids').array().notNull().default([]),
    carId: integer('car_id'),
    driverId: integer('driver_id'),
    helperIds: integer('helper_ids').array().notNull().default([]),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
