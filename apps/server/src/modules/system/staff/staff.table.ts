import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

export const staff = pgTable(
  'staff',
  {
    ...rowKey(),
    account: varchar('account', { length: 64 }),
    phone: varchar('phone', { length: 20 }),
    name: varchar('name', { length: 50 }).notNull(),
    avatar: varchar('avatar', { length: 500 }),
    passwordHash: text('password_hash').notNull(),
    deptId: integer('dept_id'),
    /** 0 member, 1 manager, 2 assistant */
    deptRole: smallint('dept_role').notNull().default(0),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    isAudit: smallint('is_audit').notNull().default(1),
    isOwner: boolean('is_owner').notNull().default(false),
    language: varchar('language', { length: 10 }).notNull().default('zh-CN'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);

export const staffRoles = pgTable(
  'staff_roles',
  {
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.roleId, t.tenantId] })],
);

export const staffStores = pgTable(
  'staff_stores',
  {
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    storeId: integer('store_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.storeId, t.tenantId] })],
);
