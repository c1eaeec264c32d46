import { date, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authored, place } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const customers = pgTable(
  'crm_customers',
  {
    ...rowKey(),
    storeId: integer('store_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    avatar: varchar('avatar', { length: 500 }),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    levelId: integer('level_id'),
    typeId: integer('type_id'),
    source: smallint('source').notNull().default(0),
    /** the customer who invited this one (migration 0060; crm/README.md "Invites") */
    inviterId: integer('inviter_id'),
    sex: smallint('sex').notNull().default(0),
    weixin: varchar('weixin', { length: 50 }),
    qq: varchar('qq', { length: 20 }),
    email: varchar('email', { length: 100 }),
    ...place(),
    remark: varchar('remark', { length: 500 }),
    /** 0 public pool, 1 private (owned by salesId), 2 team pool */
    salesType: smallint('sales_type').notNull().default(1),
    salesId: integer('sales_id'),
    salesAssignedAt: timestamp('sales_assigned_at', { withTimezone: true }),
    isCert: smallint('is_cert').notNull().default(0),
    certType: smallint('cert_type'),
    certName: varchar('cert_name', { length: 100 }),
    isOpenPaymentDay: smallint('is_open_payment_day').notNull().default(0),
    paymentAmount: numeric('payment_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    contractBeginTime: date('contract_begin_time', { mode: 'string' }),
    contractEndTime: date('contract_end_time', { mode: 'string' }),
    accountPeriodId: integer('account_period_id'),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    /** when the pool job last warned the owner of a coming release (migration 0008, pool/pool-release.job.ts) */
    poolWarnedAt: timestamp('pool_warned_at', { withTimezone: true }),
    /** written with the name by crm/search (`customerSearchFields`) */
    namePinyin: varchar('name_pinyin', { length: 300 }).notNull().default(''),
    nameInitials: varchar('name_initials', { length: 60 }).notNull().default(''),
    ...authored(),
  },
  (t) => [tenantKey(t)],
);

/** Every ownership change with its reason; the pool's cool-down reads releases from here. */
export const customerOwnership = pgTable(
  'crm_customer_ownership',
  {
    ...rowKey(),
    customerId: integer('customer_id').notNull(),
    fromSalesType: smallint('from_sales_type'),
    fromSalesId: integer('from_sales_id'),
    toSalesType: smallint('to_sales_type').notNull(),
    toSalesId: integer('to_sales_id'),
    /** create, grab, release, reassign, auto_release, team (customer-ownership.ts) */
    reason: varchar('reason', { length: 30 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
