import { integer, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { lineKey, rowKey, tenantKey } from '@/core/db/keys';

/** A price plan for customer levels and types (migration 0025); status 1 enabled, 0 disabled. */
export const pricePlans = pgTable(
  'crm_price_plans',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** Whom a plan applies to: target_type 1 a customer level, 2 a customer type. */
export const pricePlanTargets = pgTable(
  'crm_price_plan_targets',
  {
    tenantId: integer('tenant_id').notNull(),
    planId: integer('plan_id').notNull(),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.targetType, t.targetId, t.tenantId] })],
);

/** A plan's price of a SKU in one of its units. */
export const pricePlanItems = pgTable(
  'crm_price_plan_items',
  {
    ...lineKey(),
    planId: integer('plan_id').notNull(),
    skuId: integer('sku_id').notNull(),
    unitId: integer('unit_id').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);

/** A customer's own (personalized) price of a SKU in one of its units. */
export const customerPrices = pgTable(
  'crm_customer_prices',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    skuId: integer('sku_id').notNull(),
    unitId: integer('unit_id').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    updatedBy: integer('updated_by'),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);
