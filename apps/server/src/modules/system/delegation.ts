import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { AppError } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { roles } from './role/role.table';
import { staff, staffRoles } from './staff/staff.table';
import { stores } from './store/store.table';

/**
 * Delegated administration (issue 13, finding 2): whoever may manage staff or roles may hand out only
 * what they hold themselves. One rule for every route that assigns roles or permissions or acts on
 * another member's account (staff create/update/status/delete/reset password, role create/update/delete):
 *
 * - "Rights" are a set of permissions, a super flag (counts as every permission) and a data scope.
 * - A set of rights is *within* the caller's when the caller is a super admin, or when it is not super,
 *   every permission in it is one the caller holds, and its data scope is not wider than the caller's
 *   (scopes are ordered as the session orders them, 1 all < 2 own stores < 3 own department < 4 own
 *   records, the smallest number being the widest — the same order that picks a member's widest role).
 * - Granting (a role to a member, a permission or scope to a role) is allowed only within one's rights.
 * - Acting on a member (edit, enable/disable, delete, reset password) is allowed only when that member's
 *   current rights are within one's own: a super admin or the tenant owner only by a super admin, and a
 *   member holding a permission one lacks not at all (resetting their password would hand one their rights).
 * - Editing a role is allowed only when both its current and its new rights are within one's own.
 * - Nobody changes their own roles, nor the permissions or scope of a role they hold.
 * - Stores, too: a member is given only stores the caller has themselves (stores the member already has
 *   stay, whoever gave them).
 *
 * Refusals are 402 ('no permission for the operation'), with a message naming the reason (its texts in
 * the contract's system/delegation.messages.ts, registered with every module's by common/messages.ts).
 */

const noPermission = (message: string, params?: Record<string, string>) => new AppError(ErrorCode.noPermission, message, 200, null, params);

export type Rights = { isSuper: boolean; permissions: Iterable<string>; dataScope: number | null };

function assertWithin(ctx: RequestContext, rights: Rights): void {
  const { session } = ctx;
  if (session.isSuper) return;
  if (rights.isSuper) throw noPermission('delegation.super_only');
  for (const p of rights.permissions) {
    if (!session.permissions.has(p)) throw noPermission('delegation.permission_not_held', { permission: p });
  }
  if (rights.dataScope !== null && rights.dataScope < session.dataScope) throw noPermission('delegation.scope_too_wide');
}

/** The combined rights of these roles (a member holding them all). */
async function rightsOfRoles(ctx: RequestContext, roleIds: readonly number[]): Promise<Rights> {
  if (roleIds.length === 0) return { isSuper: false, permissions: [], dataScope: null };
  const rows = await ctx.db.select({ isSuper: roles.isSuper, permissions: roles.permissions, dataScope: roles.dataScope }).from(roles).where(inArray(roles.id, [...new Set(roleIds)]));
  return {
    isSuper: rows.some((r) => r.isSuper),
    permissions: new Set(rows.flatMap((r) => r.permissions)),
    dataScope: rows.length ? Math.min(...rows.map((r) => r.dataScope)) : null,
  };
}

/** The roles a member holds now. */
export async function rolesOfStaff(ctx: RequestContext, staffId: number): Promise<number[]> {
  const rows = await ctx.db.select({ roleId: staffRoles.roleId }).from(staffRoles).where(eq(staffRoles.staffId, staffId));
  return rows.map((r) => r.roleId);
}

/** Giving these roles to a member (new or existing): each must be within the caller's rights. */
export async function assertMayGrantRoles(ctx: RequestContext, roleIds: readonly number[]): Promise<void> {
  if (ctx.session.isSuper || roleIds.length === 0) return;
  assertWithin(ctx, await rightsOfRoles(ctx, roleIds));
}

/** Giving a role these permissions and this scope (role create and update). */
export function assertMayGrantPermissions(ctx: RequestContext, permissions: Iterable<string>, dataScope: number | null): void {
  assertWithin(ctx, { isSuper: false, permissions, dataScope });
}

/** Acting on another member's account: their current rights must be within the caller's; the owner only by a super admin. */
export async function assertMayManageStaff(ctx: RequestContext, staffId: number): Promise<void> {
  if (ctx.session.isSuper) return;
  const [target] = await ctx.db.select({ isOwner: staff.isOwner }).from(staff).where(and(eq(staff.id, staffId), isNull(staff.deletedAt)));
  if (target?.isOwner) throw noPermission('delegation.owner_super_only');
  const rights = await rightsOfRoles(ctx, await rolesOfStaff(ctx, staffId));
  if (rights.isSuper) throw noPermission('delegation.owner_super_only');
  try {
    assertWithin(ctx, rights);
  } catch {
    throw noPermission('delegation.target_exceeds');
  }
}

/** Giving a member these stores (new or added ones): each must be one of the caller's own stores. */
export async function assertMayGrantStores(ctx: RequestContext, storeIds: readonly number[]): Promise<void> {
  if (ctx.session.isSuper) return;
  const own = new Set(ctx.session.storeIds);
  const missing = storeIds.find((id) => !own.has(id));
  if (missing === undefined) return;
  const [store] = await ctx.db.select({ name: stores.name }).from(stores).where(eq(stores.id, missing));
  throw noPermission('delegation.store_not_held', { store: store?.name ?? String(missing) });
}

/** A member's own roles are changed only by someone else. */
export function assertNotOwnRoles(ctx: RequestContext, staffId: number, before: readonly number[], after: readonly number[]): void {
  if (staffId !== ctx.staffId) return;
  const a = new Set(before);
  const b = new Set(after);
  if (a.size !== b.size || [...a].some((id) => !b.has(id))) throw noPermission('delegation.own_roles');
}

/**
 * Editing or removing a role: its current rights must be within the caller's, and when the change touches
 * its rights (permissions, scope, removal) it must not be one of the caller's own roles.
 */
export async function assertMayEditRole(ctx: RequestContext, roleId: number, changesRights: boolean): Promise<void> {
  if (ctx.session.isSuper) return;
  if (changesRights && (await rolesOfStaff(ctx, ctx.staffId)).includes(roleId)) throw noPermission('delegation.own_role');
  assertWithin(ctx, await rightsOfRoles(ctx, [roleId]));
}
