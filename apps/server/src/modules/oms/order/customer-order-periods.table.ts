import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from '@/core/db/columns';

/**
 * Each customer's audited orders per crowd period (migration 0082, customer-order-periods.ts): the count and the
 * sum in cents of the audited orders created in the last N days (today and the N days before it in the tenant's
 * time zone, as of `customerOrderPeriodDays.asOf`), and the latest audited order's creation. Its key's index
 * includes every column (crowds read it alone).
 */
export const customerOrderPeriods = pgTable(
  'oms_customer_order_periods',
  {
    tenantId: integer('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    lastOrderedAt: timestampTz('last_ordered_at'),
    orders7: integer('orders_7').notNull().default(0),
    cents7: bigint('cents_7', { mode: 'number' }).notNull().default(0),
    orders30: integer('orders_30').notNull().default(0),
    cents30: bigint('cents_30', { mode: 'number' }).notNull().default(0),
    orders60: integer('orders_60').notNull().default(0),
    cents60: bigint('cents_60', { mode: 'number' }).notNull().default(0),
    orders90: integer('orders_90').notNull().default(0),
    cents90: bigint('cents_90', { mode: 'number' }).notNull().default(0),
    orders180: integer('orders_180').notNull().default(0),
    cents180: bigint('cents_180', { mode: 'number' }).notNull().default(0),
    orders365: integer('orders_365').notNull().default(0),
    cents365: bigint('cents_365', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.tenantId] })],
);

/** The day (and time zone) each tenant's periods are counted as of: one row per tenant that has them. */
export const customerOrderPeriodDays = pgTable('oms_customer_order_period_days', {
  tenantId: integer('tenant_id').primaryKey(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  timeZone: text('time_zone').notNull(),
});
