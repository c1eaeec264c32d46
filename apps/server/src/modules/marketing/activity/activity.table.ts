import { boolean, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A tier as stored: the API's texts ('2000.00', '10.00', '1.000'); the fields its type uses. */
export type StoredTier = { over: string; off?: string; percent?: string; gift_sku_id?: number; gift_unit?: number; gift_qty?: string };
/** A time-limited price line as stored. */
export type StoredPrice = { sku_id: number; price: string };

/** Activities (migration 0065, marketing README "Activities"). */
export const activities = pgTable(
  'marketing_activities',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    type: smallint('type').notNull(),
    tierBasis: smallint('tier_basis').notNull().default(1),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull().default([]),
    prices: jsonb('prices').$type<StoredPrice[]>().notNull().default([]),
    scopeType: smallint('scope_type').notNull().default(0),
    scopeIds: integer('scope_ids').array().notNull().default([]),
    storeIds: integer('store_ids').array().notNull().default([]),
    customerLevelIds: integer('customer_level_ids').array().notNull().default([]),
    crowdIds: integer('crowd_ids').array().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    priority: integer('priority').notNull().default(0),
    stackWithCoupon: boolean('stack_with_coupon').notNull().default(true),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);
