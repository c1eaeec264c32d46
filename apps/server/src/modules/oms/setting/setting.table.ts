import { integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Order rules (/oms/setting/index, /system/setting/order): one row per tenant, absent until first saved (defaults then). */
export const orderSettings = pgTable('oms_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  autoAudit: smallint('auto_audit').notNull().default(0),
  cutoffTime: varchar('cutoff_time', { length: 5 }),
  minOrderAmount: numeric('min_order_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  timeSlots: jsonb('time_slots').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
