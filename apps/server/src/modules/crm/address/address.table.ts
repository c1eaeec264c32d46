import { integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Delivery addresses of a customer. */
export const customerAddresses = pgTable(
  'crm_customer_addresses',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    areaId: integer('area_id'),
    areaString: varchar('area_string', { length: 100 }),
    address: varchar('address', { length: 200 }).notNull(),
    longitude: numeric('longitude', { precision: 10, scale: 6 }),
    latitude: numeric('latitude', { precision: 10, scale: 6 }),
    /** pinned | geocoded | district (the district centre, approximate); null: no location (migration 0041) */
    locationSource: varchar('location_source', { length: 10 }),
    isDefault: smallint('is_default').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);
