import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** type 1 personal, 2 enterprise; step 1 applying, 2 approved, 3 rejected; cancelling sets deletedAt. */
export const certifications = pgTable(
  'crm_certifications',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    type: smallint('type').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    creditNumber: varchar('credit_number', { length: 30 }).notNull(),
    images: varchar('images', { length: 2000 }).notNull().default(''),
    step: smallint('step').notNull().default(1),
    auditRemark: varchar('audit_remark', { length: 200 }),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
