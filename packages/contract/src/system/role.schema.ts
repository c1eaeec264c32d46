import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { idSchema, optionalText } from '../common/validation';

/** Which records a role reaches in modules that own records (customers first). */
export const DATA_SCOPES = { all: 1, ownStores: 2, ownDepartment: 3, ownRecords: 4 } as const;
export type DataScopeValue = (typeof DATA_SCOPES)[keyof typeof DATA_SCOPES];

export type Role = {
  id: number;
  name: string;
  code: string | null;
  remark: string | null;
  data_scope: DataScopeValue;
  is_super: 0 | 1;
  permissions: string[];
  staff_count: number;
  created_at: string;
};

const permissionList = z
  .union([z.string(), z.array(z.string())], { error: 'validation.invalid' })
  .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((p) => p.trim()).filter(Boolean));

const roleFields = {
  name: z.string({ error: 'validation.name_required' }).trim().min(1, 'validation.name_required').max(50, 'validation.name_too_long'),
  code: optionalText(50),
  remark: optionalText(200),
  data_scope: z.coerce.number().int().min(1, 'validation.invalid').max(4, 'validation.invalid').default(4),
  permissions: permissionList.default([]),
};
export const CreateRoleSchema = z.object(roleFields);
export const UpdateRoleSchema = z.object({ ...roleFields, id: idSchema });
export type CreateRoleInput = z.infer<typeof CreateRoleSchema>;
export type UpdateRoleInput = z.infer<typeof UpdateRoleSchema>;

export const RoleListQuerySchema = PaginationQuerySchema.extend({ name: z.string().trim().max(50).optional() });
export type RoleListQuery = z.infer<typeof RoleListQuerySchema>;

/** Deleting a role in use needs another role to move its staff to. */
export const DeleteRoleQuerySchema = z.object({ transfer_role_id: idSchema.optional() });
