import { z } from 'zod';

/** GET /permission/check_tag: whether the caller holds the permission (or rule) asked about. */
export const PermissionCheckSchema = z.object({
  permission: z.union([z.string(), z.array(z.string())]).describe('the permission or rule as asked'),
  has_permission: z.boolean(),
});

/**
 * Realtime topic (type-2 frame, kind user or broadcast) telling a signed-in web app that what `/auth/info`
 * answers changed — a role's permissions or scope, the roles a member holds, the tenant's menus — so it
 * refetches its menus and permissions without a reload.
 */
export const SESSION_CHANGED_TOPIC = 'session.changed';
