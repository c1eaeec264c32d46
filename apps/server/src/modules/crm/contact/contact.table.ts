import { date, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { region, softDelete, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Customer contacts (the spec's customer "users"). */
export const customerUsers = pgTable(
  'crm_customer_users',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    name: varchar('name', { length: 15 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    sex: smallint('sex').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    ...region(),
    weixin: varchar('weixin', { length: 50 }),
    qq: varchar('qq', { length: 20 }),
    email: varchar('email', { length: 100 }),
    remark: varchar('remark', { length: 200 }),
    isMaster: smallint('is_master').notNull().default(0),
    status: smallint('status').notNull().default(1),
    avatar: varchar('avatar', { length: 500 }),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);
