import { integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/**
 * Business goals (migration 0059): kind 1 sales, 2 receipts; scope 1 company (scope_id 0), 2 department
 * (dept_id = scope_id), 3 staff (staff_id = scope_id); months the 12 targets, year_amount their sum.
 */
export const bizGoals = pgTable(
  'crm_biz_goals',
  {
    ...rowKey(),
    year: smallint('year').notNull(),
    kind: smallint('kind').notNull(),
    scope: smallint('scope').notNull(),
    scopeId: integer('scope_id').notNull().default(0),
    deptId: integer('dept_id'),
    staffId: integer('staff_id'),
    months: numeric('months', { precision: 14, scale: 2 }).array().notNull(),
    yearAmount: numeric('year_amount', { precision: 14, scale: 2 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    updatedBy: integer('updated_by'),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);
