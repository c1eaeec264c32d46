import { integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** /system/setting/pay: one row per tenant, absent until first saved (defaults then; migrations 0039, 0045). */
export const paySettings = pgTable('fms_pay_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  payTypes: smallint('pay_types').array().notNull().default([1, 2, 3, 4]),
  receiptAudit: smallint('receipt_audit').notNull().default(1),
  rounding: smallint('rounding').notNull().default(1),
  auditByOther: smallint('audit_by_other').notNull().default(0),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
