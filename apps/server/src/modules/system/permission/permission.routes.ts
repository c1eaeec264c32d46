import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkPermission } from '@tradewind/contract/common/permission';
import { PermissionCheckSchema } from '@tradewind/contract/system/permission.schema';
import { route, type AppDeps } from '@/core/http/route';

/**
 * `permission` is one string (`crm:customer:list`), a list (`permission[]=a&permission[]=b`, all
 * required, or led by 'or' / 'and'), or that list as JSON text.
 */
const CheckTagQuery = z.object({
  permission: z
    .union([z.string().trim().min(1, 'validation.permission_required'), z.array(z.string().trim().min(1)).min(1, 'validation.permission_required')], {
      error: 'validation.permission_required',
    })
    .transform((value): string | string[] => {
      if (typeof value === 'string' && value.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(value);
          if (Array.isArray(parsed) && parsed.every((p) => typeof p === 'string')) return parsed;
        } catch {
          /* not JSON: a plain permission string */
        }
      }
      return value;
    }),
});

export function registerPermissionRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/permission/check_tag',
    permission: 'session',
    skipStoreCheck: true,
    query: CheckTagQuery,
    response: PermissionCheckSchema,
    handler: async (ctx, { query }) => ({ permission: query.permission, has_permission: checkPermission(query.permission, ctx.session.permissions) }),
  });
}
