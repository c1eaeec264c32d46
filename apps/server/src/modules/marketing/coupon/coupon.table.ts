import { bigint, boolean, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

/**
 * Coupons (migration 0064; marketing README "Coupons"): type 1 amount off over a threshold, 2 percent off
 * (percent = the discount, 10.00 = 10 % off) with a cap; scope 0 all, 1 categories, 2 brands, 3 SKUs;
 * validity 1 fixed dates, 2 days after claiming; take 1 staff, 2 code, 3 new customers; status 1 running,
 * 2 stopped, 0 void. issued_count and used_count move only by conditional updates.
 */
export const coupons = pgTable(
  'marketing_coupons',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    type: smallint('type').notNull(),
    threshold: numeric('threshold', { precision: 14, scale: 2 }).notNull().default('0'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull().default('0'),
    cap: numeric('cap', { precision: 14, scale: 2 }),
    scopeType: smallint('scope_type').notNull().default(0),
    scopeIds: integer('scope_ids').array().notNull().default([]),
    totalCount: integer('total_count').notNull(),
    issuedCount: integer('issued_count').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    perCustomer: integer('per_customer').notNull().default(1),
    validityType: smallint('validity_type').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    validDays: integer('valid_days'),
    takeType: smallint('take_type').notNull(),
    stackWithActivity: boolean('stack_with_activity').notNull().default(false),
    status: smallint('status').notNull().default(1),
    storeIds: integer('store_ids').array().notNull().default([]),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** A coupon's codes, made in numbered batches; a claimed code names the customer coupon it gave. */
export const couponCodes = pgTable(
  'marketing_coupon_codes',
  {
    ...lineKey(),
    couponId: integer('coupon_id').notNull(),
    code: varchar('code', { length: 16 }).notNull(),
    batch: integer('batch').notNull(),
    customerCouponId: bigint('customer_coupon_id', { mode: 'number' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);

/**
 * A coupon a customer holds: source 1 staff, 2 crowd, 3 code, 4 new customer; status 1 unused, 2 held by a
 * pending order, 3 used, 0 void (an unused one past valid_to reads as expired).
 */
export const customerCoupons = pgTable(
  'marketing_customer_coupons',
  {
    ...lineKey(),
    couponId: integer('coupon_id').notNull(),
    customerId: integer('customer_id').notNull(),
    source: smallint('source').notNull(),
    codeId: bigint('code_id', { mode: 'number' }),
    status: smallint('status').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    orderId: integer('order_id'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    issuedBy: integer('issued_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
