import { integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Tenant-wide public-pool switches (`/crm/down_public_rule`). */
export const poolSettings = pgTable('crm_pool_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  enabled: smallint('enabled').notNull().default(0),
  /** how many private customers one rep may own; 0 = no cap */
  maxCustomers: integer('max_customers').notNull().default(0),
  /** days before a rep may re-claim a customer they released; 0 = none */
  cooldownDays: integer('cooldown_days').notNull().default(0),
  /** days before an automatic release that the owner is warned; 0 = no warning */
  remindDays: integer('remind_days').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Release after N days without a follow-up / an order, per level (levelId null: the default). 0 = off. */
export const poolRules = pgTable(
  'crm_pool_rules',
  {
    ...rowKey(),
    levelId: integer('level_id'),
    noVisitDays: integer('no_visit_days').notNull().default(0),
    noOrderDays: integer('no_order_days').notNull().default(0),
  },
  (t) => [tenantKey(t)],
);
