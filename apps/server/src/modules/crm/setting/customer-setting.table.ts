import { integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** The tenant's customer rules (`/crm/customer_setting`, page /system/setting/customer; migration 0060). */
export const customerSettings = pgTable('crm_customer_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  /** where a new customer goes when the form does not say: 1 the creator's private customers, 0 public pool, 2 team pool */
  defaultSalesType: smallint('default_sales_type').notNull().default(1),
  /** 1: a customer must have a type and a level */
  requireTypeLevel: smallint('require_type_level').notNull().default(0),
  /** 1: orders are refused for a customer that is not certified */
  certRequiredToOrder: smallint('cert_required_to_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
