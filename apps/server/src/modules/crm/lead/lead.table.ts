import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Leads (migration 0055): status 1 new, 2 following up, 3 transformed; sales_id null = the lead pool. */
export const leads = pgTable(
  'crm_leads',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    /** the contact person */
    name: varchar('name', { length: 15 }).notNull(),
    company: varchar('company', { length: 50 }),
    /** normalised: 11 digits, no +86 */
    phone: varchar('phone', { length: 20 }).notNull(),
    /** upper case, no spaces */
    creditNumber: varchar('credit_number', { length: 18 }),
    source: smallint('source').notNull(),
    status: smallint('status').notNull().default(1),
    salesId: integer('sales_id'),
    salesAssignedAt: timestamp('sales_assigned_at', { withTimezone: true }),
    weixin: varchar('weixin', { length: 50 }),
    email: varchar('email', { length: 100 }),
    address: varchar('address', { length: 200 }),
    remark: varchar('remark', { length: 500 }),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    customerId: integer('customer_id'),
    transformedAt: timestamp('transformed_at', { withTimezone: true }),
    transformedBy: integer('transformed_by'),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
