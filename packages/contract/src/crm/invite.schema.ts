import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { dateSchema, flagSchema, intSchema, moneySchema, optionalIdSchema, plainInt } from '../common/validation';

/** What earns an invite reward: 1 the invitee is registered (created with an inviter), 2 its first completed order. */
export const INVITE_TRIGGERS = [1, 2] as const;
export type InviteTrigger = (typeof INVITE_TRIGGERS)[number];
export const inviteTriggerKey = (trigger: number) => `crm.invite_trigger_${trigger}`;

/**
 * The invite rewards (`GET`/`PUT /crm/invite_setting`): when `enabled`, the `trigger` credits the inviter
 * `inviter_reward` and the invitee `invitee_reward` to their balances, once per invitee and trigger; an
 * inviter is rewarded for at most `max_per_inviter` invitees (0 = no cap; past it only the invitee is).
 */
export const InviteSettingSchema = z.object({
  enabled: zeroOrOne,
  trigger: z.literal([1, 2]),
  inviter_reward: z.string().describe('two decimals'),
  invitee_reward: z.string().describe('two decimals'),
  max_per_inviter: z.number().int(),
});
export type InviteSetting = z.infer<typeof InviteSettingSchema>;

/** 0 to 100,000 with at most two decimals. */
const reward = moneySchema(0, 100000, 'crm.invite_reward_invalid').refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'crm.invite_reward_invalid');

export const UpdateInviteSettingSchema = z.object({
  enabled: flagSchema,
  trigger: plainInt(z.number({ error: 'crm.invite_trigger_invalid' }).int('crm.invite_trigger_invalid').min(1, 'crm.invite_trigger_invalid').max(2, 'crm.invite_trigger_invalid')),
  inviter_reward: reward,
  invitee_reward: reward,
  max_per_inviter: intSchema(0, 100000, 'crm.invite_cap_invalid').default(0),
});
export type UpdateInviteSettingInput = z.infer<typeof UpdateInviteSettingSchema>;

/** One reward given (`GET /crm/invites`). */
export const InviteSchema = z.object({
  id: z.number().int(),
  inviter_id: z.number().int(),
  inviter_name: z.string(),
  invitee_id: z.number().int(),
  invitee_name: z.string(),
  trigger: z.literal([1, 2]),
  trigger_text: z.string(),
  inviter_reward: z.string(),
  invitee_reward: z.string(),
  capped: zeroOrOne.describe('1: the inviter had reached the cap; only the invitee was rewarded'),
  created_at: dateTimeText,
});
export type Invite = z.infer<typeof InviteSchema>;

export const InviteListQuerySchema = PaginationQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
  inviter_id: optionalIdSchema,
  trigger: z.union([z.literal('').transform(() => undefined), plainInt(z.number().int().min(1, 'crm.invite_trigger_invalid').max(2, 'crm.invite_trigger_invalid'))]).optional(),
  created_from: dateSchema().optional(),
  created_to: dateSchema().optional(),
});
export type InviteListQuery = z.infer<typeof InviteListQuerySchema>;
