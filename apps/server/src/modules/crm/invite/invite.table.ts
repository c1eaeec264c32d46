import { integer, numeric, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { rowKey, tenantKey } from '@/core/db/keys';

/** The invite rewards (`/crm/invite_setting`; migration 0060); no row: off. */
export const inviteSettings = pgTable('crm_invite_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  enabled: smallint('enabled').notNull().default(0),
  /** 1 registration, 2 first completed order */
  trigger: smallint('trigger').notNull().default(1),
  inviterReward: numeric('inviter_reward', { precision: 14, scale: 2 }).notNull().default('0'),
  inviteeReward: numeric('invitee_reward', { precision: 14, scale: 2 }).notNull().default('0'),
  /** 0: no cap */
  maxPerInviter: integer('max_per_inviter').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The rewards given (`GET /crm/invites`): one per invitee and trigger (unique index crm_invites_once). */
export const invites = pgTable(
  'crm_invites',
  {
    ...rowKey(),
    inviterId: integer('inviter_id').notNull(),
    inviteeId: integer('invitee_id').notNull(),
    trigger: smallint('trigger').notNull(),
    inviterReward: numeric('inviter_reward', { precision: 14, scale: 2 }).notNull().default('0'),
    inviteeReward: numeric('invitee_reward', { precision: 14, scale: 2 }).notNull().default('0'),
    /** 1: the inviter had reached max_per_inviter; only the invitee was rewarded */
    capped: smallint('capped').notNull().default(0),
    /** the order of a first-order reward (an oms order; no foreign key upward) */
    orderId: integer('order_id'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t)],
);
