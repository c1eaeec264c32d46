import { date, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Visit plans (migration 0057): the owner's customers to visit between start_date and end_date. */
export const visitPlans = pgTable(
  'crm_visit_plans',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startLng: numeric('start_lng', { precision: 10, scale: 6 }),
    startLat: numeric('start_lat', { precision: 10, scale: 6 }),
    followDays: smallint('follow_days').notNull().default(7),
    remark: varchar('remark', { length: 200 }),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);

/** A plan's customers in route order (sort); crowd_id: the crowd it came with. */
export const visitPlanTargets = pgTable(
  'crm_visit_plan_targets',
  {
    ...rowKey(),
    planId: integer('plan_id').notNull(),
    customerId: integer('customer_id').notNull(),
    crowdId: integer('crowd_id'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
