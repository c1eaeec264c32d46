import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** A person's calendar tasks (migration 0058); remind_at = start_at − remind_minutes, reminded_at once sent. */
export const schedules = pgTable(
  'crm_schedules',
  {
    ...rowKey(),
    staffId: integer('staff_id').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    allDay: smallint('all_day').notNull().default(0),
    customerId: integer('customer_id'),
    remark: varchar('remark', { length: 500 }),
    remindMinutes: integer('remind_minutes'),
    remindAt: timestamp('remind_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    done: smallint('done').notNull().default(0),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
