import { integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { CrowdGroup } from '@tradewind/contract/crm/crowd.schema';
import { authored, softDelete } from '@/core/db/columns';
import { rowKey, tenantKey } from '@/core/db/keys';

/** Crowds (migration 0057): kind 1 dynamic, 2 snapshot; the rule as sent (checked by crowd-rule.ts). */
export const crowds = pgTable(
  'crm_crowds',
  {
    ...rowKey(),
    name: varchar('name', { length: 50 }).notNull(),
    kind: smallint('kind').notNull().default(1),
    rule: jsonb('rule').$type<CrowdGroup>().notNull(),
    remark: varchar('remark', { length: 200 }),
    memberCount: integer('member_count').notNull().default(0),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    ...authored(),
    ...softDelete(),
  },
  (t) => [tenantKey(t)],
);

/** A crowd's customers as of its last refresh. */
export const crowdMembers = pgTable(
  'crm_crowd_members',
  {
    tenantId: integer('tenant_id').notNull(),
    crowdId: integer('crowd_id').notNull(),
    customerId: integer('customer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.crowdId, t.customerId] })],
);
