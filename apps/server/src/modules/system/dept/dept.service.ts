import { asc, count, eq, and } from 'drizzle-orm';
import type { CreateDeptInput, Department, UpdateDeptInput } from '@tradewind/contract/system/dept.schema';
import { notDeleted } from '@/core/db/soft-delete';
import type { Db } from '@/core/db/database';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '../staff/staff.table';
import { departments } from './dept.table';

type DeptRow = typeof departments.$inferSelect;

/** A department and every department below it. */
export async function departmentSubtree(tx: Db, rootId: number): Promise<number[]> {
  const rows = await tx.select({ id: departments.id, parentId: departments.parentId }).from(departments);
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1) for (const r of rows) if (r.parentId === ids[i]) ids.push(r.id);
  return ids;
}

export async function departmentTree(ctx: RequestContext): Promise<Department[]> {
  const [rows, counts] = await Promise.all([
    ctx.db.select().from(departments).orderBy(asc(departments.sort), asc(departments.id)),
    ctx.db.select({ deptId: staff.deptId, n: count() }).from(staff).where(notDeleted(staff)).groupBy(staff.deptId),
  ]);
  const countOf = new Map(counts.map((c) => [c.deptId, c.n]));
  const build = (parentId: number | null): Department[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => ({ id: r.id, name: r.name, parent_id: r.parentId, sort: r.sort, staff_count: countOf.get(r.id) ?? 0, children: build(r.id) }));
  return build(null);
}

async function findDept(ctx: RequestContext, id: number): Promise<DeptRow> {
  const [row] = await ctx.db.select().from(departments).where(eq(departments.id, id));
  if (!row) throw notFound();
  return row;
}

async function checkParent(ctx: RequestContext, parentId: number | null | undefined, selfId?: number): Promise<void> {
  if (!parentId) return;
  const [parent] = await ctx.db.select({ id: departments.id }).from(departments).where(eq(departments.id, parentId));
  if (!parent) throw invalidField('parent_id', 'common.not_found');
  if (selfId && (await departmentSubtree(ctx.db, selfId)).includes(parentId)) throw invalidField('parent_id', 'dept.cycle');
}

export async function createDept(ctx: RequestContext, input: CreateDeptInput): Promise<{ id: number }> {
  await checkParent(ctx, input.parent_id);
  const [row] = await ctx.db
    .insert(departments)
    .values({ tenantId: ctx.tenantId, name: input.name, parentId: input.parent_id ?? null, sort: input.sort })
    .returning({ id: departments.id });
  return row;
}

export async function updateDept(ctx: RequestContext, input: UpdateDeptInput): Promise<{ id: number }> {
  await findDept(ctx, input.id);
  await checkParent(ctx, input.parent_id, input.id);
  await ctx.db
    .update(departments)
    .set({ name: input.name, parentId: input.parent_id ?? null, sort: input.sort, updatedAt: new Date() })
    .where(eq(departments.id, input.id));
  return { id: input.id };
}

export async function deleteDept(ctx: RequestContext, id: number): Promise<{ id: number }> {
  await findDept(ctx, id);
  const [child] = await ctx.db.select({ id: departments.id }).from(departments).where(eq(departments.parentId, id)).limit(1);
  if (child) throw conflict('dept.has_children');
  const [member] = await ctx.db.select({ id: staff.id }).from(staff).where(and(eq(staff.deptId, id), notDeleted(staff))).limit(1);
  if (member) throw conflict('dept.has_staff');
  // Removed staff keep no link to a department that no longer exists.
  await ctx.db.update(staff).set({ deptId: null }).where(eq(staff.deptId, id));
  await ctx.db.delete(departments).where(eq(departments.id, id));
  return { id };
}
