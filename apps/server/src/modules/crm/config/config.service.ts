import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_SALES_TYPE,
  CUSTOMER_SEX,
  type ConfigOption,
  type CustomerCategory,
  type CustomerCategoryInput,
  type CustomerConfig,
} from '@tradewind/contract/crm/config.schema';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { memoRead, type ReadMemo } from '@/core/db/read-memo';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '../customer/customer.table';
import { customerLevels, customerTypes } from './config.table';
import { readCustomerSetting } from '../setting/customer-setting.service';
import { enabledOptions } from './option.service';

export type CategoryKind = 'type' | 'level';
const tableOf = (kind: CategoryKind) => (kind === 'type' ? customerTypes : customerLevels);
const columnOf = (kind: CategoryKind) => (kind === 'type' ? customers.typeId : customers.levelId);
type CategoryRow = typeof customerTypes.$inferSelect;

/** The six config lists of spec 001 §3, fixed ones translated into the caller's locale; sources and follow-up types the tenant's enabled ones. */
export async function customerConfig(ctx: RequestContext): Promise<CustomerConfig> {
  const fixed = (list: ReadonlyArray<{ value: number; label: string }>): ConfigOption[] => list.map((o) => ({ value: o.value, label: translate(o.label, ctx.locale) }));
  const own = async (kind: CategoryKind): Promise<ConfigOption[]> => {
    const t = tableOf(kind);
    const rows = await ctx.db.select({ id: t.id, name: t.name }).from(t).orderBy(asc(t.sort), asc(t.id));
    return rows.map((r) => ({ value: r.id, label: r.name }));
  };
  return {
    customer_sex: fixed(CUSTOMER_SEX),
    customer_source: await enabledOptions(ctx, 'source'),
    customer_sales_type: fixed(CUSTOMER_SALES_TYPE),
    customer_visit_type: await enabledOptions(ctx, 'visit_type'),
    customer_level: await own('level'),
    customer_type: await own('type'),
    customer_rules: await customerRules(ctx),
  };
}

async function customerRules(ctx: RequestContext): Promise<CustomerConfig['customer_rules']> {
  const setting = await readCustomerSetting(ctx.db, ctx.tenantId);
  return { default_sales_type: setting.default_sales_type, require_type_level: setting.require_type_level };
}

async function toCategories(ctx: RequestContext, kind: CategoryKind, rows: CategoryRow[]): Promise<CustomerCategory[]> {
  const col = columnOf(kind);
  const counts = rows.length ? await ctx.db.select({ id: col, n: count() }).from(customers).groupBy(col) : [];
  const used = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ id: r.id, name: r.name, sort: r.sort, customer_num: used.get(r.id) ?? 0, created_at: formatDateTime(r.createdAt, ctx.session.timeZone)! }));
}

/** A tenant's types or levels, smallest sort first (as the settings page says), with how many customers use each. */
export async function listCategories(ctx: RequestContext, kind: CategoryKind): Promise<CustomerCategory[]> {
  const t = tableOf(kind);
  const rows = await ctx.db.select().from(t).orderBy(asc(t.sort), asc(t.id));
  return toCategories(ctx, kind, rows);
}

export async function getCategory(ctx: RequestContext, kind: CategoryKind, id: number): Promise<CustomerCategory> {
  const t = tableOf(kind);
  const [row] = await ctx.db.select().from(t).where(eq(t.id, id));
  if (!row) throw notFound();
  return (await toCategories(ctx, kind, [row]))[0];
}

async function assertNameFree(ctx: RequestContext, kind: CategoryKind, name: string, exceptId?: number): Promise<void> {
  const t = tableOf(kind);
  const where: SQL | undefined = and(eq(t.name, name), exceptId ? ne(t.id, exceptId) : undefined);
  const [taken] = await ctx.db.select({ id: t.id }).from(t).where(where);
  if (taken) throw invalidField('name', 'crm.name_taken');
}

export async function createCategory(ctx: RequestContext, kind: CategoryKind, input: CustomerCategoryInput): Promise<CustomerCategory> {
  await assertNameFree(ctx, kind, input.name);
  const t = tableOf(kind);
  const [row] = await ctx.db.insert(t).values({ tenantId: ctx.tenantId, name: input.name, sort: input.sort }).returning();
  return (await toCategories(ctx, kind, [row]))[0];
}

export async function updateCategory(ctx: RequestContext, kind: CategoryKind, input: CustomerCategoryInput & { id: number }): Promise<CustomerCategory> {
  const t = tableOf(kind);
  const [found] = await ctx.db.select({ id: t.id }).from(t).where(eq(t.id, input.id)).for('update');
  if (!found) throw notFound();
  await assertNameFree(ctx, kind, input.name, input.id);
  const [row] = await ctx.db.update(t).set({ name: input.name, sort: input.sort, updatedAt: new Date() }).where(eq(t.id, input.id)).returning();
  return (await toCategories(ctx, kind, [row]))[0];
}

/** A type or level still used by customers stays (409): people would lose what those customers are. */
export async function deleteCategory(ctx: RequestContext, kind: CategoryKind, id: number): Promise<{ id: number }> {
  const t = tableOf(kind);
  const [found] = await ctx.db.select({ id: t.id }).from(t).where(eq(t.id, id)).for('update');
  if (!found) throw notFound();
  const [{ n }] = await ctx.db.select({ n: count() }).from(customers).where(eq(columnOf(kind), id));
  if (n > 0) throw conflict('crm.category_in_use');
  await ctx.db.delete(t).where(eq(t.id, id));
  return { id };
}

/** Whether a type / level id exists in the tenant (customer forms refer to them); `memo`: asked once for a transaction. */
export async function categoryExists(ctx: RequestContext, kind: CategoryKind, id: number, memo?: ReadMemo): Promise<boolean> {
  const t = tableOf(kind);
  const [row] = await memoRead(memo, `category:${kind}:${id}`, () => ctx.db.select({ id: t.id }).from(t).where(eq(t.id, id)));
  return Boolean(row);
}
