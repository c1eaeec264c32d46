import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

export const accountPeriods = pgTable(
  'crm_account_periods',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    /** 1 standard term, 2 month-end term */
    type: smallint('type').notNull(),
    days: integer('days').notNull().default(30),
    monthDay: smallint('month_day').notNull().default(1),
    dayBefore: integer('day_before').notNull().default(0),
    statementDay: smallint('statement_day').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t)],
);
