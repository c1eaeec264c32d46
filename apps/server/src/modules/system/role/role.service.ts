import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { CreateRoleInput, Role, RoleListQuery, UpdateRoleInput } from '@tradewind/contract/system/role.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { allPermissions } from '@/core/auth/permission-registry';
import { paginate } from '@/core/http/pagination';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { grantablePermissions, publishSessionChanged } from '../permission/grantable-permissions';
import { assertMayEditRole, assertMayGrantPermissions, assertMayGrantRoles } from '../delegation';
import { staff, staffRoles } from '../staff/staff.table';
import { roles } from './role.table';
import { containsText } from '@/core/db/like';

type RoleRow = typeof roles.$inferSelect;

async function staffCounts(ctx: RequestContext, roleIds: number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ roleId: staffRoles.roleId, n: count() })
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(and(inArray(staffRoles.roleId, roleIds), notDeleted(staff)))
    .groupBy(staffRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

function toRole(row: RoleRow, staffCount: number, timeZone: string): Role {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    remark: row.remark,
    data_scope: row.dataScope as Role['data_scope'],
    is_super: row.isSuper ? 1 : 0,
    permissions: row.isSuper ? [...allPermissions()].sort() : [...row.permissions].sort(),
    staff_count: staffCount,
    created_at: formatDateTime(row.createdAt, timeZone)!,
  };
}

export async function listRoles(ctx: RequestContext, query: RoleListQuery) {
  const where = containsText(roles.name, query.name);
  return paginate(query, {
    rows: (page) => ctx.db.select().from(roles).where(where).orderBy(asc(roles.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(roles).where(where),
    map: async (rows) => {
      const counts = await staffCounts(ctx, rows.map((r) => r.id));
      return rows.map((r) => toRole(r, counts.get(r.id) ?? 0, ctx.session.timeZone));
    },
  });
}

async function findRole(ctx: RequestContext, id: number): Promise<RoleRow> {
  const [row] = await ctx.db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getRole(ctx: RequestContext, id: number): Promise<Role> {
  const row = await findRole(ctx, id);
  return toRole(row, (await staffCounts(ctx, [id])).get(id) ?? 0, ctx.session.timeZone);
}

/**
 * A role holds only permissions that exist (`grantablePermissions`): a new unknown one is refused. One the
 * role already held but that no longer exists (its menu entry deleted, a database from before 0014) is
 * dropped instead, so the editor, which cannot show it, never makes a save fail.
 */
function checkPermissions(list: readonly string[], known: ReadonlySet<string>, held: readonly string[] = []): string[] {
  const kept = list.filter((p) => known.has(p) || !held.includes(p));
  const unknown = kept.find((p) => !known.has(p));
  if (unknown) throw invalidField('permissions', 'role.unknown_permission', { permission: unknown });
  return [...new Set(kept)].sort();
}

async function checkName(ctx: RequestContext, name: string, exceptId?: number): Promise<void> {
  const [dup] = await ctx.db.select({ id: roles.id }).from(roles).where(and(eq(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined));
  if (dup) throw conflict('role.name_taken');
}

export async function createRole(ctx: RequestContext, input: CreateRoleInput): Promise<Role> {
  const permissions = checkPermissions(input.permissions, await grantablePermissions(ctx.db, ctx.tenantId));
  assertMayGrantPermissions(ctx, permissions, input.data_scope);
  await checkName(ctx, input.name);
  const [row] = await ctx.db
    .insert(roles)
    .values({ tenantId: ctx.tenantId, name: input.name, code: input.code, remark: input.remark, dataScope: input.data_scope, permissions })
    .returning();
  return toRole(row, 0, ctx.session.timeZone);
}

async function holdersOf(ctx: RequestContext, roleId: number): Promise<number[]> {
  const rows = await ctx.db.select({ staffId: staffRoles.staffId }).from(staffRoles).where(eq(staffRoles.roleId, roleId));
  return rows.map((r) => r.staffId);
}

/**
 * Its holders get the new permissions and scope on their very next request (sessions read roles live),
 * and their open web apps are told to refetch their menus and permissions.
 */
export async function updateRole(ctx: RequestContext, input: UpdateRoleInput): Promise<Role> {
  const current = await findRole(ctx, input.id);
  if (current.isSuper) throw conflict('role.super_locked');
  const known = await grantablePermissions(ctx.db, ctx.tenantId);
  const permissions = checkPermissions(input.permissions, known, current.permissions);
  // Dropping strings that no longer exist is no change of rights (a delegated editor may still save).
  const currentKnown = current.permissions.filter((p) => known.has(p)).sort();
  const changesRights = input.data_scope !== current.dataScope || permissions.join() !== currentKnown.join();
  await assertMayEditRole(ctx, input.id, changesRights);
  assertMayGrantPermissions(ctx, permissions, input.data_scope);
  await checkName(ctx, input.name, input.id);
  await ctx.db
    .update(roles)
    .set({ name: input.name, code: input.code, remark: input.remark, dataScope: input.data_scope, permissions, updatedAt: new Date() })
    .where(eq(roles.id, input.id));
  if (changesRights) await publishSessionChanged(ctx.db, ctx.tenantId, await holdersOf(ctx, input.id));
  return getRole(ctx, input.id);
}

/** A role in use moves its staff to `transferTo` first; without one it cannot be deleted. */
export async function deleteRole(ctx: RequestContext, id: number, transferTo?: number): Promise<{ id: number }> {
  const current = await findRole(ctx, id);
  if (current.isSuper) throw conflict('role.super_locked');
  await assertMayEditRole(ctx, id, true);
  const holders = await holdersOf(ctx, id);
  if (holders.length > 0) {
    if (!transferTo || transferTo === id) throw conflict('role.in_use');
    await findRole(ctx, transferTo).catch(() => {
      throw invalidField('transfer_role_id', 'common.not_found');
    });
    await assertMayGrantRoles(ctx, [transferTo]);
    await ctx.db
      .insert(staffRoles)
      .values(holders.map((staffId) => ({ tenantId: ctx.tenantId, staffId, roleId: transferTo })))
      .onConflictDoNothing();
    await publishSessionChanged(ctx.db, ctx.tenantId, holders);
  }
  await ctx.db.delete(staffRoles).where(eq(staffRoles.roleId, id));
  await ctx.db.delete(roles).where(eq(roles.id, id));
  return { id };
}
