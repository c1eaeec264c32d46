import { integer, numeric, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Column sets many tables share, spread into a Drizzle table's columns after its key and its own columns,
 * as `rowKey()` is (core/db/keys.ts):
 *
 *     pgTable('crm_things', { ...rowKey(), name: …, ...place(), ...authored(), ...softDelete() }, (t) => [tenantKey(t)])
 *
 * Each set is its columns as the migrations spell them (names, types, nullability, defaults);
 * `core/db/schema.test.ts` holds every Drizzle table to the migrated database.
 */

/** A moment: every time column of the migrations is `timestamptz`. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** An amount of money: `numeric(14,2)`, integer cents in arithmetic (docs/architecture.md §4). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A quantity: `numeric(14,3)` (docs/architecture.md §3). */
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });

/** When a row was made and last changed. */
export const timestamps = () => ({
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** Who made a row (a staff id, null for the system), when, and when it last changed. */
export const authored = () => ({
  createdBy: integer('created_by'),
  ...timestamps(),
});

/** When a row was deleted: lists skip it (`notDeleted`, core/db/soft-delete.ts), old records still name it. */
export const softDelete = () => ({
  deletedAt: timestampTz('deleted_at'),
});

/** A point on the map: GCJ-02 longitude and latitude, six decimals (contract `common/location.ts`). */
export const coordinates = () => ({
  longitude: numeric('longitude', { precision: 10, scale: 6 }),
  latitude: numeric('latitude', { precision: 10, scale: 6 }),
});

/** The province, city and district a place lies in (ids of `areas`) and their names as shown ("省 市 区"). */
export const region = () => ({
  provinceId: integer('province_id'),
  cityId: integer('city_id'),
  areaId: integer('area_id'),
  areaString: varchar('area_string', { length: 100 }),
});

/** Where a store, warehouse, supplier or customer is: its region, street address and point, each optional. */
export const place = () => ({
  ...region(),
  address: varchar('address', { length: 200 }),
  ...coordinates(),
});

/**
 * Where goods are delivered: the region, the street address (required) and its point, with where the point
 * came from (`location_source`: pinned, geocoded or district; null, no point — contract `common/location.ts`).
 */
export const deliveryPlace = () => ({
  ...region(),
  address: varchar('address', { length: 200 }).notNull(),
  ...coordinates(),
  locationSource: varchar('location_source', { length: 10 }),
});
