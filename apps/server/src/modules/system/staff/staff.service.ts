import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import { type CreateStaffInput, type Staff, type StaffListQuery, type UpdateStaffInput } from '@tradewind/contract/system/staff.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { hashPassword } from '@/core/auth/password';
import type { Db } from '@/core/db/database';
import { paginate } from '@/core/http/pagination';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { revokeStaffTokens } from '../auth';
import { assertMayGrantRoles, assertMayGrantStores, assertMayManageStaff, assertNotOwnRoles, rolesOfStaff } from '../delegation';
import { departmentSubtree } from '../dept/dept.service';
import { departments } from '../dept/dept.table';
import { publishSessionChanged } from '../permission/grantable-permissions';
import { roles } from '../role/role.table';
import { checkPasswordPolicy } from '../setting';
import { stores } from '../store/store.table';
import { staff, staffRoles, staffStores } from './staff.table';
import { escapeLike } from '@/core/db/like';
import { refuseUnknownIds } from '@/core/http/id-list';

type StaffRow = typeof staff.$inferSelect;


async function toStaffList(ctx: RequestContext, rows: StaffRow[]): Promise<Staff[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [roleRows, storeRows, deptRows] = await Promise.all([
    ctx.db.select({ staffId: staffRoles.staffId, id: roles.id, name: roles.name }).from(staffRoles).innerJoin(roles, eq(roles.id, staffRoles.roleId)).where(inArray(staffRoles.staffId, ids)).orderBy(asc(roles.id)),
    ctx.db.select({ staffId: staffStores.staffId, id: stores.id, name: stores.name }).from(staffStores).innerJoin(stores, eq(stores.id, staffStores.storeId)).where(inArray(staffStores.staffId, ids)).orderBy(asc(stores.id)),
    ctx.db.select({ id: departments.id, name: departments.name }).from(departments),
  ]);
  const deptName = new Map(deptRows.map((d) => [d.id, d.name]));
  const tz = ctx.session.timeZone;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    account: r.account,
    avatar: r.avatar,
    dept_id: r.deptId,
    dept_role: (r.deptRole as 0 | 1 | 2) ?? 0,
    department: r.deptId ? { id: r.deptId, name: deptName.get(r.deptId) ?? '' } : null,
    roles: roleRows.filter((x) => x.staffId === r.id).map(({ id, name }) => ({ id, name })),
    stores: storeRows.filter((x) => x.staffId === r.id).map(({ id, name }) => ({ id, name })),
    status: r.status === 1 ? 1 : 0,
    is_audit: r.isAudit === 1 ? 1 : 0,
    is_owner: r.isOwner ? 1 : 0,
    created_at: formatDateTime(r.createdAt, tz)!,
    last_login_at: formatDateTime(r.lastLoginAt, tz),
  }));
}

export type StaffFilter = Omit<StaffListQuery, 'page' | 'page_size' | 'sort' | 'order'>;

async function staffWhere(ctx: RequestContext, query: StaffFilter): Promise<SQL | undefined> {
  const filters: SQL[] = [notDeleted(staff)];
  if (query.name) {
    const like = `%${escapeLike(query.name)}%`;
    filters.push(or(ilike(staff.name, like), ilike(staff.phone, like), ilike(staff.account, like))!);
  }
  if (query.is_audit !== undefined) filters.push(eq(staff.isAudit, query.is_audit));
  if (query.status !== undefined) filters.push(eq(staff.status, query.status));
  if (query.dept_role !== undefined) filters.push(eq(staff.deptRole, query.dept_role));
  if (query.c_dept_id) filters.push(inArray(staff.deptId, await departmentSubtree(ctx.db, query.c_dept_id)));
  if (query.role_id) filters.push(sql`${staff.id} IN (SELECT staff_id FROM staff_roles WHERE role_id = ${query.role_id})`);
  if (query.store_id) filters.push(sql`${staff.id} IN (SELECT staff_id FROM staff_stores WHERE store_id = ${query.store_id})`);
  return and(...filters);
}

export async function listStaff(ctx: RequestContext, query: StaffListQuery) {
  const where = await staffWhere(ctx, query);
  const column = { created_at: staff.createdAt, name: staff.name, id: staff.id }[query.sort];
  return paginate(query, {
    rows: (page) =>
      ctx.db
        .select()
        .from(staff)
        .where(where)
        .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(staff.id))
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(staff).where(where),
    map: (rows) => toStaffList(ctx, rows),
  });
}

/** How many staff the list's filters hold. */
export async function countStaff(ctx: RequestContext, filter: StaffFilter): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(staff).where(await staffWhere(ctx, filter));
  return n;
}

/** The list's staff after id `after` (all when null), by id: an export's batch. */
export async function staffAfter(ctx: RequestContext, filter: StaffFilter, after: number | null, limit: number): Promise<Staff[]> {
  const rows = await ctx.db
    .select()
    .from(staff)
    .where(and(await staffWhere(ctx, filter), after ? gt(staff.id, after) : undefined))
    .orderBy(asc(staff.id))
    .limit(limit);
  return toStaffList(ctx, rows);
}

/** The pickers' quick lookup: enabled, approved staff by name, phone or account. */
export async function searchStaff(ctx: RequestContext, keyword: string, limit: number) {
  const like = `%${escapeLike(keyword)}%`;
  const rows = await ctx.db
    .select()
    .from(staff)
    .where(and(notDeleted(staff), eq(staff.status, 1), eq(staff.isAudit, 1), keyword ? or(ilike(staff.name, like), ilike(staff.phone, like), ilike(staff.account, like)) : undefined))
    .orderBy(asc(staff.name))
    .limit(limit);
  return toStaffList(ctx, rows);
}

async function findStaff(ctx: RequestContext, id: number): Promise<StaffRow> {
  const [row] = await ctx.db.select().from(staff).where(and(eq(staff.id, id), notDeleted(staff)));
  if (!row) throw notFound();
  return row;
}

export async function getStaff(ctx: RequestContext, id: number): Promise<Staff> {
  return (await toStaffList(ctx, [await findStaff(ctx, id)]))[0];
}

/** Phone and account identify a person within their company (login asks which company when several match). */
async function checkIdentity(ctx: RequestContext, input: { phone: string; account?: string }, exceptId?: number): Promise<void> {
  const others = (condition: SQL) =>
    ctx.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.tenantId, ctx.tenantId), notDeleted(staff), condition, exceptId ? ne(staff.id, exceptId) : undefined))
      .limit(1);
  if ((await others(eq(staff.phone, input.phone))).length) throw conflict('staff.phone_taken');
  if (input.account && (await others(sql`lower(${staff.account}) = lower(${input.account})`)).length) throw conflict('staff.account_taken');
}

async function checkReferences(ctx: RequestContext, input: CreateStaffInput | UpdateStaffInput): Promise<void> {
  if (input.dept_id) {
    const [d] = await ctx.db.select({ id: departments.id }).from(departments).where(eq(departments.id, input.dept_id));
    if (!d) throw invalidField('dept_id', 'common.not_found');
  }
  if (input.role_ids.length) {
    const found = await ctx.db.select({ id: roles.id }).from(roles).where(inArray(roles.id, input.role_ids));
    refuseUnknownIds('role_ids', input.role_ids, found.map((r) => r.id), 'system.role_ids_unknown');
  }
  if (input.store_ids.length) {
    const found = await ctx.db.select({ id: stores.id }).from(stores).where(inArray(stores.id, input.store_ids));
    refuseUnknownIds('store_ids', input.store_ids, found.map((r) => r.id), 'system.store_ids_unknown');
  }
}

async function replaceLinks(ctx: RequestContext, staffId: number, input: CreateStaffInput | UpdateStaffInput): Promise<void> {
  await ctx.db.delete(staffRoles).where(eq(staffRoles.staffId, staffId));
  await ctx.db.delete(staffStores).where(eq(staffStores.staffId, staffId));
  const roleIds = [...new Set(input.role_ids)];
  const storeIds = [...new Set(input.store_ids)];
  if (roleIds.length) await ctx.db.insert(staffRoles).values(roleIds.map((roleId) => ({ tenantId: ctx.tenantId, staffId, roleId })));
  if (storeIds.length) await ctx.db.insert(staffStores).values(storeIds.map((storeId) => ({ tenantId: ctx.tenantId, staffId, storeId })));
}

export async function createStaff(ctx: RequestContext, input: CreateStaffInput, scryptCost: number): Promise<Staff> {
  await checkIdentity(ctx, input);
  await checkReferences(ctx, input);
  await assertMayGrantRoles(ctx, input.role_ids);
  await assertMayGrantStores(ctx, input.store_ids);
  await checkPasswordPolicy(ctx.db, ctx.tenantId, input.password);
  const [row] = await ctx.db
    .insert(staff)
    .values({
      tenantId: ctx.tenantId,
      name: input.name,
      phone: input.phone,
      account: input.account ?? null,
      avatar: input.avatar,
      deptId: input.dept_id ?? null,
      deptRole: input.dept_role,
      status: input.status,
      passwordHash: await hashPassword(input.password, scryptCost),
    })
    .returning();
  await replaceLinks(ctx, row.id, input);
  return getStaff(ctx, row.id);
}

/** Role, store and status changes take effect on the staff member's next request; disabling ends their sessions. */
export async function updateStaff(ctx: RequestContext, input: UpdateStaffInput): Promise<Staff> {
  const current = await findStaff(ctx, input.id);
  await checkIdentity(ctx, input, input.id);
  await checkReferences(ctx, input);
  const heldRoles = await rolesOfStaff(ctx, input.id);
  assertNotOwnRoles(ctx, input.id, heldRoles, input.role_ids);
  if (input.id !== ctx.staffId) await assertMayManageStaff(ctx, input.id);
  await assertMayGrantRoles(ctx, input.role_ids.filter((id) => !heldRoles.includes(id)));
  const heldStores = (await ctx.db.select({ id: staffStores.storeId }).from(staffStores).where(eq(staffStores.staffId, input.id))).map((r) => r.id);
  await assertMayGrantStores(ctx, input.store_ids.filter((id) => !heldStores.includes(id)));
  if (input.status === 0 && current.status === 1) await guardDisable(ctx, current);
  await ctx.db
    .update(staff)
    .set({ name: input.name, phone: input.phone, account: input.account ?? null, avatar: input.avatar, deptId: input.dept_id ?? null, deptRole: input.dept_role, status: input.status, updatedAt: new Date() })
    .where(eq(staff.id, input.id));
  await replaceLinks(ctx, input.id, input);
  if (input.status === 0) await revokeStaffTokens(ctx.db, input.id, 'disabled');
  else if (!sameSet(heldRoles, input.role_ids) || !sameSet(heldStores, input.store_ids)) await publishSessionChanged(ctx.db, ctx.tenantId, [input.id]);
  return getStaff(ctx, input.id);
}

const sameSet = (a: readonly number[], b: readonly number[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
};

async function guardDisable(ctx: RequestContext, target: StaffRow): Promise<void> {
  if (target.id === ctx.staffId) throw conflict('staff.not_self');
  if (target.isOwner) throw conflict('staff.owner_protected');
}

export async function setStaffStatus(ctx: RequestContext, id: number, status: 0 | 1): Promise<Staff> {
  const current = await findStaff(ctx, id);
  if (id !== ctx.staffId) await assertMayManageStaff(ctx, id);
  if (status === 0) await guardDisable(ctx, current);
  await ctx.db.update(staff).set({ status, updatedAt: new Date() }).where(eq(staff.id, id));
  if (status === 0) await revokeStaffTokens(ctx.db, id, 'disabled');
  return getStaff(ctx, id);
}

/** Staff are removed softly: their name stays on the records and logs they made. */
export async function deleteStaff(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const current = await findStaff(ctx, id);
  if (id !== ctx.staffId) await assertMayManageStaff(ctx, id);
  await guardDisable(ctx, current);
  await ctx.db.update(staff).set({ deletedAt: new Date(), status: 0, updatedAt: new Date() }).where(eq(staff.id, id));
  await ctx.db.delete(staffStores).where(eq(staffStores.staffId, id));
  await revokeStaffTokens(ctx.db, id, 'deleted');
  return { id };
}

/** An administrator sets a new password; the person's sessions end (403: ended by the server). */
export async function resetPassword(ctx: RequestContext, id: number, password: string, scryptCost: number): Promise<{ id: number }> {
  await findStaff(ctx, id);
  // Setting someone's password is logging in as them: only over members whose rights are within one's own.
  if (id !== ctx.staffId) await assertMayManageStaff(ctx, id);
  await checkPasswordPolicy(ctx.db, ctx.tenantId, password);
  await ctx.db.update(staff).set({ passwordHash: await hashPassword(password, scryptCost), passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(staff.id, id));
  await revokeStaffTokens(ctx.db, id, 'password', id === ctx.staffId ? ctx.session.tokenId : undefined);
  return { id };
}

/** Approves a member who joined through an invite (is_audit 0 → 1), or turns them away (removed). */
export async function auditStaff(ctx: RequestContext, id: number, pass: 0 | 1): Promise<{ id: number; is_audit: 0 | 1 }> {
  const current = await findStaff(ctx, id);
  if (current.isAudit === 1) throw conflict('staff.not_pending');
  await assertMayManageStaff(ctx, id);
  if (pass === 1) {
    await ctx.db.update(staff).set({ isAudit: 1, updatedAt: new Date() }).where(eq(staff.id, id));
    return { id, is_audit: 1 };
  }
  await ctx.db.update(staff).set({ deletedAt: new Date(), status: 0 }).where(and(eq(staff.id, id), ne(staff.isAudit, 1)));
  return { id, is_audit: 0 };
}

/** Staff of a tenant that still hold a role (for the role delete rule). */
export async function countStaffWithRole(tx: Db, roleId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(and(eq(staffRoles.roleId, roleId), notDeleted(staff)));
  return n;
}
