import { integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored, coordinates } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';
import type { LngLat } from '@tradewind/contract/oms/site-geometry';

/** A site (migration 0029): type 1 pick-up point, 2 delivery area (polygon with its bounding box). */
export const sites = pgTable(
  'oms_sites',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    type: smallint('type').notNull(),
    address: varchar('address', { length: 200 }),
    ...coordinates(),
    polygon: jsonb('polygon').$type<LngLat[]>(),
    minLng: numeric('min_lng', { precision: 10, scale: 6 }),
    minLat: numeric('min_lat', { precision: 10, scale: 6 }),
    maxLng: numeric('max_lng', { precision: 10, scale: 6 }),
    maxLat: numeric('max_lat', { precision: 10, scale: 6 }),
    /** logistics' line (no foreign key until lines exist) */
    defaultLineId: integer('default_line_id'),
    contactName: varchar('contact_name', { length: 30 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** The tenant's map tiles ('' : a plain coordinate canvas). */
export const mapSettings = pgTable('oms_map_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  mapTileUrl: varchar('map_tile_url', { length: 300 }).notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
