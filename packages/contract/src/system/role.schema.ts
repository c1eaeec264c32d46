import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { idSchema, optionalText, plainInt, textSchema } from '../common/validation';

/** Which records a role reaches in modules that own records (customers first). */
export const DATA_SCOPES = { all: 1, ownStores: 2, ownDepartment: 3, ownRecords: 4 } as const;
export type DataScopeValue = (typeof DATA_SCOPES)[keyof typeof DATA_SCOPES];

export const RoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  remark: z.string().nullable(),
  data_scope: z.enum(DATA_SCOPES).describe('1 all, 2 own stores, 3 own department, 4 own records'),
  is_super: zeroOrOne,
  permissions: z.array(z.string()),
  staff_count: z.number().int(),
  created_at: dateTimeText,
});
export type Role = z.infer<typeof RoleSchema>;

const permissionList = z
  .union([z.string(), z.array(z.string())], { error: 'validation.invalid' })
  .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((p) => p.trim()).filter(Boolean));

const roleFields = {
  name: textSchema('validation.name_required').trim().min(1, 'validation.name_required').max(50, 'validation.name_too_long'),
  code: optionalText(50),
  remark: optionalText(200),
  data_scope: plainInt(z.number().int().min(1, 'validation.invalid').max(4, 'validation.invalid')).default(4),
  permissions: permissionList.default([]),
};
export const CreateRoleSchema = z.object(roleFields);
export const UpdateRoleSchema = z.object({ ...roleFields, id: idSchema });
export type CreateRoleInput = z.infer<typeof CreateRoleSchema>;
export type UpdateRoleInput = z.infer<typeof UpdateRoleSchema>;

export const RoleListQuerySchema = PaginationQuerySchema.extend({ name: textSchema().trim().max(50).optional() });
export type RoleListQuery = z.infer<typeof RoleListQuerySchema>;

/** Deleting a role in use needs another role to move its staff to. */
export const DeleteRoleQuerySchema = z.object({ transfer_role_id: idSchema.optional() });
