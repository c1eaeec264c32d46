import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { CUSTOMER_SOURCE, CUSTOMER_VISIT_TYPE, type ConfigOption } from '@tradewind/contract/crm/config.schema';
import type { ConfigOptionInput, ConfigOptionItem, ConfigOptionKind } from '@tradewind/contract/crm/setting.schema';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '../customer/customer.table';
import { leads } from '../lead/lead.table';
import { visits } from '../visit/visit.table';
import { configOptions } from './config.table';

/**
 * Customer sources and follow-up types (crm/README.md "Settings"): the built-in values plus the tenant's
 * rows (migration 0060). An option's id is its value, which customers, leads and follow-ups store.
 */

const BUILTIN: Record<ConfigOptionKind, ReadonlyArray<{ value: number; label: string }>> = { source: CUSTOMER_SOURCE, visit_type: CUSTOMER_VISIT_TYPE };

type Option = { value: number; name: string; sort: number; status: 0 | 1; builtin: 0 | 1 };

/** The live options of a kind (not deleted), sorted by sort then value, names in the caller's locale. */
export async function loadOptions(ctx: Pick<RequestContext, 'db' | 'locale'>, kind: ConfigOptionKind): Promise<Option[]> {
  const rows = await ctx.db.select().from(configOptions).where(eq(configOptions.kind, kind));
  const byValue = new Map(rows.map((r) => [r.value, r]));
  const options: Option[] = [];
  for (const b of BUILTIN[kind]) {
    const row = byValue.get(b.value);
    if (row?.deleted === 1) continue;
    options.push({ value: b.value, name: row?.name ?? translate(b.label, ctx.locale), sort: row?.sort ?? b.value, status: row ? (row.status === 1 ? 1 : 0) : 1, builtin: 1 });
  }
  for (const row of rows) {
    if (row.deleted === 1 || BUILTIN[kind].some((b) => b.value === row.value)) continue;
    options.push({ value: row.value, name: row.name ?? '', sort: row.sort, status: row.status === 1 ? 1 : 0, builtin: 0 });
  }
  return options.sort((a, b) => a.sort - b.sort || a.value - b.value);
}

/** The enabled options as the config call lists them (forms offer these). */
export async function enabledOptions(ctx: Pick<RequestContext, 'db' | 'locale'>, kind: ConfigOptionKind): Promise<ConfigOption[]> {
  return (await loadOptions(ctx, kind)).filter((o) => o.status === 1).map((o) => ({ value: o.value, label: o.name }));
}

/** How a stored value reads (a deleted or unknown value reads as '' — it cannot be deleted while used). */
export function optionLabel(ctx: Pick<RequestContext, 'locale'>, kind: ConfigOptionKind, value: number, rowName: string | null | undefined): string {
  if (rowName) return rowName;
  const builtin = BUILTIN[kind].find((b) => b.value === value);
  return builtin ? translate(builtin.label, ctx.locale) : '';
}

/**
 * A value a form may store: an enabled, live option; `current` (the record's value before the edit) stays
 * allowed even when disabled since, so an edit that does not touch it is not refused.
 */
export async function assertOptionUsable(ctx: RequestContext, kind: ConfigOptionKind, value: number, field: string, message: string, current?: number | null): Promise<void> {
  if (value === current) return;
  const option = (await loadOptions(ctx, kind)).find((o) => o.value === value);
  if (!option || option.status !== 1) throw invalidField(field, message);
}

async function useCount(ctx: RequestContext, kind: ConfigOptionKind, value: number): Promise<number> {
  if (kind === 'visit_type') {
    const [{ n }] = await ctx.db.select({ n: count() }).from(visits).where(and(eq(visits.visitType, value), isNull(visits.deletedAt)));
    return n;
  }
  const [{ n: c }] = await ctx.db.select({ n: count() }).from(customers).where(eq(customers.source, value));
  const [{ n: l }] = await ctx.db.select({ n: count() }).from(leads).where(and(eq(leads.source, value), isNull(leads.deletedAt)));
  return c + l;
}

async function useCounts(ctx: RequestContext, kind: ConfigOptionKind): Promise<Map<number, number>> {
  const rows =
    kind === 'visit_type'
      ? await ctx.db.select({ v: visits.visitType, n: count() }).from(visits).where(isNull(visits.deletedAt)).groupBy(visits.visitType)
      : [
          ...(await ctx.db.select({ v: customers.source, n: count() }).from(customers).groupBy(customers.source)),
          ...(await ctx.db.select({ v: leads.source, n: count() }).from(leads).where(isNull(leads.deletedAt)).groupBy(leads.source)),
        ];
  const used = new Map<number, number>();
  for (const r of rows) used.set(r.v, (used.get(r.v) ?? 0) + r.n);
  return used;
}

export async function listOptions(ctx: RequestContext, kind: ConfigOptionKind): Promise<ConfigOptionItem[]> {
  const [options, used] = [await loadOptions(ctx, kind), await useCounts(ctx, kind)];
  return options.map((o) => ({ id: o.value, name: o.name, sort: o.sort, status: o.status, builtin: o.builtin, use_num: used.get(o.value) ?? 0 }));
}

async function itemOf(ctx: RequestContext, kind: ConfigOptionKind, value: number): Promise<ConfigOptionItem> {
  const o = (await loadOptions(ctx, kind)).find((x) => x.value === value);
  if (!o) throw notFound();
  return { id: o.value, name: o.name, sort: o.sort, status: o.status, builtin: o.builtin, use_num: await useCount(ctx, kind, value) };
}

/** One writer at a time per tenant and kind: the name check and the next value are read under it. */
async function lockKind(ctx: RequestContext, kind: ConfigOptionKind): Promise<void> {
  await ctx.db.execute(sql`SELECT pg_advisory_xact_lock(727060, ${ctx.tenantId * 2 + (kind === 'source' ? 0 : 1)})`);
}

async function assertNameFree(ctx: RequestContext, kind: ConfigOptionKind, name: string, exceptValue?: number): Promise<void> {
  const taken = (await loadOptions(ctx, kind)).some((o) => o.value !== exceptValue && o.name.trim().toLowerCase() === name.trim().toLowerCase());
  if (taken) throw invalidField('name', 'crm.name_taken');
}

export async function createOption(ctx: RequestContext, kind: ConfigOptionKind, input: ConfigOptionInput): Promise<ConfigOptionItem> {
  await lockKind(ctx, kind);
  await assertNameFree(ctx, kind, input.name);
  const [{ top }] = await ctx.db.select({ top: sql<number>`coalesce(max(${configOptions.value}), 0)::int` }).from(configOptions).where(eq(configOptions.kind, kind));
  const value = Math.max(top, ...BUILTIN[kind].map((b) => b.value)) + 1;
  if (value > 32767) throw conflict('crm.option_too_many');
  await ctx.db.insert(configOptions).values({ tenantId: ctx.tenantId, kind, value, name: input.name, sort: input.sort, status: input.status });
  ctx.audit.targetId = value;
  return itemOf(ctx, kind, value);
}

/** Renames, re-sorts, enables or disables an option (a built-in one gets its row on its first change). */
export async function updateOption(ctx: RequestContext, kind: ConfigOptionKind, input: ConfigOptionInput & { id: number }): Promise<ConfigOptionItem> {
  await lockKind(ctx, kind);
  const option = (await loadOptions(ctx, kind)).find((o) => o.value === input.id);
  if (!option) throw notFound();
  await assertNameFree(ctx, kind, input.name, input.id);
  const values = { name: input.name, sort: input.sort, status: input.status, updatedAt: new Date() };
  await ctx.db
    .insert(configOptions)
    .values({ tenantId: ctx.tenantId, kind, value: input.id, ...values })
    .onConflictDoUpdate({ target: [configOptions.tenantId, configOptions.kind, configOptions.value], set: values });
  ctx.audit.targetId = input.id;
  return itemOf(ctx, kind, input.id);
}

/** Deletes an option no customer, lead or follow-up uses (409 naming how many do); its value is not reused. */
export async function deleteOption(ctx: RequestContext, kind: ConfigOptionKind, value: number): Promise<{ id: number }> {
  await lockKind(ctx, kind);
  const option = (await loadOptions(ctx, kind)).find((o) => o.value === value);
  if (!option) throw notFound();
  const used = await useCount(ctx, kind, value);
  if (used > 0) throw conflict(kind === 'source' ? 'crm.source_in_use' : 'crm.visit_type_in_use', { count: used });
  await ctx.db
    .insert(configOptions)
    .values({ tenantId: ctx.tenantId, kind, value, name: option.builtin ? null : option.name, sort: option.sort, status: 0, deleted: 1 })
    .onConflictDoUpdate({ target: [configOptions.tenantId, configOptions.kind, configOptions.value], set: { deleted: 1, status: 0, updatedAt: new Date() } });
  ctx.audit.targetId = value;
  return { id: value };
}
