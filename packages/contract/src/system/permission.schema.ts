import { z } from 'zod';

/** GET /permission/check_tag: whether the caller holds the permission (or rule) asked about. */
export const PermissionCheckSchema = z.object({
  permission: z.union([z.string(), z.array(z.string())]).describe('the permission or rule as asked'),
  has_permission: z.boolean(),
});
