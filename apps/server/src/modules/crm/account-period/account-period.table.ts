import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
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
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
