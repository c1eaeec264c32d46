import { integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

export const stores = pgTable(
  'stores',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    isMaster: smallint('is_master').notNull().default(0),
    status: smallint('status').notNull().default(1),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    areaId: integer('area_id'),
    areaString: varchar('area_string', { length: 100 }),
    address: varchar('address', { length: 200 }),
    longitude: numeric('longitude', { precision: 10, scale: 6 }),
    latitude: numeric('latitude', { precision: 10, scale: 6 }),
    contactName: varchar('contact_name', { length: 50 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
