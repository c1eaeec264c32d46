import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, INT4_MAX, optionalIdSchema, optionalText, phoneSchema, plainInt, textSchema } from '../common/validation';
import { passwordSchema } from './auth.schema';

/** Department roles (spec 000 §3). */
export const DEPT_ROLES = { member: 0, manager: 1, assistant: 2 } as const;
export type DeptRole = (typeof DEPT_ROLES)[keyof typeof DEPT_ROLES];

/**
 * is_audit: 1 approved; 0 joined through an invite link and waits for an administrator's approval
 * (cannot sign in until then).
 */
const NamedSchema = z.object({ id: z.number().int(), name: z.string() });
export const StaffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  account: z.string().nullable(),
  avatar: z.string().nullable(),
  dept_id: z.number().int().nullable(),
  dept_role: z.enum(DEPT_ROLES).describe('0 member, 1 manager, 2 assistant'),
  department: NamedSchema.nullable(),
  roles: z.array(NamedSchema),
  stores: z.array(NamedSchema),
  status: zeroOrOne,
  is_audit: zeroOrOne.describe('1 approved; 0 joined through an invite link, waiting for approval'),
  is_owner: zeroOrOne,
  created_at: dateTimeText,
  last_login_at: dateTimeText.nullable(),
});
export type Staff = z.infer<typeof StaffSchema>;

/** Lists arrive as `ids[]=1&ids[]=2`, comma-joined text or JSON arrays. */
const idList = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: 'validation.invalid' })
  .transform((v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v).map(Number))
  .pipe(z.array(z.number().int('validation.id').positive('validation.id').max(INT4_MAX, 'validation.id')).max(10000, 'validation.invalid'));

const accountSchema = textSchema()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.]{2,31}$/, 'validation.account_format')
  .optional()
  .or(z.literal('').transform(() => undefined));

const staffFields = {
  name: textSchema('staff.name_required').trim().min(1, 'staff.name_required').max(50, 'staff.name_too_long'),
  phone: phoneSchema,
  account: accountSchema,
  avatar: optionalText(500),
  dept_id: optionalIdSchema,
  dept_role: plainInt(z.number().int().min(0, 'validation.invalid').max(2, 'validation.invalid')).default(0),
  role_ids: idList.default([]),
  store_ids: idList.default([]),
  status: flagSchema.default(1),
};

export const CreateStaffSchema = z.object({ ...staffFields, password: passwordSchema });
export const UpdateStaffSchema = z.object({ ...staffFields, id: idSchema });
export type CreateStaffInput = z.infer<typeof CreateStaffSchema>;
export type UpdateStaffInput = z.infer<typeof UpdateStaffSchema>;

export const ResetPasswordSchema = z.object({ id: idSchema, password: passwordSchema });
export const StaffStatusSchema = z.object({ status: flagSchema });
export const StaffAuditSchema = z.object({ pass: flagSchema });

export const StaffListQuerySchema = PaginationQuerySchema.extend({
  /** name, phone or account */
  name: textSchema().trim().max(50).optional(),
  is_audit: plainInt(z.number().int().min(0).max(1)).optional(),
  /** this department and every department below it */
  c_dept_id: idSchema.optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
  role_id: idSchema.optional(),
  store_id: idSchema.optional(),
  dept_role: plainInt(z.number().int().min(0).max(2)).optional(),
  sort: z.enum(['created_at', 'name', 'id']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type StaffListQuery = z.infer<typeof StaffListQuerySchema>;

export const StaffSearchQuerySchema = z.object({
  keyword: textSchema().trim().max(50).default(''),
  limit: plainInt(z.number().int().min(1).max(50)).default(20),
});

export { idList };

/** POST /staff/invite: a link for people to join the company; they wait for approval (is_audit 0). */
export const CreateInviteSchema = z.object({ dept_id: optionalIdSchema });
export const StaffInviteSchema = z.object({ code: z.string(), path: z.string(), expires_at: dateTimeText });
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** POST /auth/join (public): joining through an invite link, with the phone proved by an SMS code. */
export const JoinSchema = z.object({
  invite: textSchema('validation.invalid').trim().regex(/^[A-Za-z0-9_-]{20,100}$/, 'staff.invite_invalid'),
  name: textSchema('validation.name_required').trim().min(1, 'validation.name_required').max(50, 'validation.name_too_long'),
  phone: phoneSchema,
  code: textSchema('validation.code_required').trim().regex(/^\d{6}$/, 'validation.code_required'),
  password: passwordSchema,
});
export type JoinInput = z.infer<typeof JoinSchema>;

/** GET /auth/invite (public): what the join page shows of a valid invite. */
export const InviteInfoSchema = z.object({ company: z.string(), department: z.string().nullable(), expires_at: dateTimeText.nullable() });

/** POST /auth/join: the person waits for an administrator's approval. */
export const JoinResultSchema = z.object({ status: z.literal('pending') });

/** PUT /staff/{id}/audit */
export const StaffAuditResultSchema = z.object({ id: z.number().int(), is_audit: zeroOrOne });
