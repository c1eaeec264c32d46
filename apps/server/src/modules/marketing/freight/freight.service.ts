import { and, count, eq, sql } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  TEMPLATE_STATUS,
  type CreateFreightTemplateInput,
  type FreightBasis,
  type FreightTemplate,
  type TemplateListQuery,
  type UpdateFreightTemplateInput,
} from '@tradewind/contract/marketing/template.schema';
import type { Db } from '@/core/db/database';
import { invalid, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { areaFullNames } from '@/modules/common/area';
import { guardStore, lockTemplate, newestFirst, newTemplateStatus, refuseTakenStore, templateJoins, templateListWhere, templateStore, type TemplateKind } from '../template/template-rows';
import { quoteFreight, type FreightInput } from './freight-engine';
import { freightTemplates, type StoredFreightRule } from './freight.table';

/** Freight templates (marketing README "Freight and carry-fee templates"): CRUD, and the quote orders call. */

export const FREIGHT: TemplateKind = { table: freightTemplates, notFound: 'marketing.freight_not_found' };

type Row = typeof freightTemplates.$inferSelect;

const unitText = (v: string | number) => String(Number(v));
const feeText = (v: string | number) => fromCents(toCents(String(v)));

async function toTemplates(ctx: RequestContext, rows: Array<{ t: Row; storeName: string; creatorName: string | null }>): Promise<FreightTemplate[]> {
  const codes = [...new Set(rows.flatMap((r) => r.t.rules.flatMap((rule) => rule.area_codes)))].map(Number);
  const names = await areaFullNames(ctx.db, codes);
  const tz = ctx.session.timeZone;
  return rows.map(({ t, storeName, creatorName }) => ({
    id: t.id,
    store_id: t.storeId,
    store_name: storeName,
    name: t.name,
    basis: t.basis as FreightBasis,
    first_unit: unitText(t.firstUnit),
    first_fee: feeText(t.firstFee),
    additional_unit: unitText(t.additionalUnit),
    additional_fee: feeText(t.additionalFee),
    rules: t.rules.map((rule) => ({
      area_codes: rule.area_codes,
      areas: rule.area_codes.map((code) => ({ code, name: names.get(Number(code)) ?? code })),
      first_unit: unitText(rule.first_unit),
      first_fee: feeText(rule.first_fee),
      additional_unit: unitText(rule.additional_unit),
      additional_fee: feeText(rule.additional_fee),
    })),
    free_over_amount: t.freeOverAmount === null ? null : feeText(t.freeOverAmount),
    free_over_qty: t.freeOverQty,
    status: t.status === TEMPLATE_STATUS.enabled ? 1 : 0,
    remark: t.remark,
    created_by_name: creatorName ?? '',
    created_at: formatDateTime(t.createdAt, tz)!,
    updated_at: formatDateTime(t.updatedAt, tz)!,
  }));
}

const selectTemplates = (ctx: RequestContext) => ctx.db.select({ t: freightTemplates, ...templateJoins(freightTemplates) }).from(freightTemplates);

/** GET /marketing/freight_templates: the caller's stores' templates, newest first. */
export async function listFreightTemplates(ctx: RequestContext, q: TemplateListQuery): Promise<ListData<FreightTemplate>> {
  const where = templateListWhere(ctx, freightTemplates, q);
  return paginate(q, {
    rows: (page) => selectTemplates(ctx).where(where).orderBy(newestFirst(freightTemplates)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(freightTemplates).where(where),
    map: (rows) => toTemplates(ctx, rows),
  });
}

export async function getFreightTemplate(ctx: RequestContext, id: number): Promise<FreightTemplate> {
  const rows = await selectTemplates(ctx).where(and(eq(freightTemplates.id, id), templateListWhere(ctx, freightTemplates, { page: 1, page_size: 1 })));
  if (rows.length === 0) throw notFound(FREIGHT.notFound);
  return (await toTemplates(ctx, rows))[0];
}

/** The columns a save writes; every area code must be a province, city or district of the tree (422 on its rule). */
async function columnsOf(ctx: RequestContext, input: CreateFreightTemplateInput) {
  const codes = [...new Set(input.rules.flatMap((r) => r.area_codes))];
  const known = await areaFullNames(ctx.db, codes.map(Number));
  const errors = input.rules.flatMap((rule, i) => (rule.area_codes.some((code) => !known.has(Number(code))) ? [{ field: `rules.${i}.area_codes`, message: 'marketing.freight_area_invalid' }] : []));
  if (errors.length) throw invalid(errors);
  const rules: StoredFreightRule[] = input.rules.map((r) => ({
    area_codes: r.area_codes,
    first_unit: String(r.first_unit),
    first_fee: feeText(r.first_fee),
    additional_unit: String(r.additional_unit),
    additional_fee: feeText(r.additional_fee),
  }));
  return {
    storeId: templateStore(ctx, input.store_id),
    name: input.name,
    basis: input.basis,
    firstUnit: String(input.first_unit),
    firstFee: feeText(input.first_fee),
    additionalUnit: String(input.additional_unit),
    additionalFee: feeText(input.additional_fee),
    rules,
    freeOverAmount: input.free_over_amount === null ? null : feeText(input.free_over_amount),
    freeOverQty: input.free_over_qty,
    remark: input.remark,
  };
}

/** POST /marketing/freight_template: enabled at once unless the store already has an enabled one (then saved disabled). */
export async function createFreightTemplate(ctx: RequestContext, input: CreateFreightTemplateInput): Promise<FreightTemplate> {
  const columns = await columnsOf(ctx, input);
  const status = await newTemplateStatus(ctx, freightTemplates, columns.storeId);
  const [row] = await guardStore(() =>
    ctx.db
      .insert(freightTemplates)
      .values({ tenantId: ctx.tenantId, ...columns, status, createdBy: ctx.staffId })
      .returning({ id: freightTemplates.id }),
  );
  ctx.audit.targetId = row.id;
  return getFreightTemplate(ctx, row.id);
}

/** PUT /marketing/freight_template: moving an enabled template to a store with another enabled one is 409. */
export async function updateFreightTemplate(ctx: RequestContext, input: UpdateFreightTemplateInput): Promise<FreightTemplate> {
  const current = await lockTemplate(ctx, FREIGHT, input.id);
  const columns = await columnsOf(ctx, input);
  if (current.status === TEMPLATE_STATUS.enabled && columns.storeId !== current.store_id) await refuseTakenStore(ctx, freightTemplates, columns.storeId, input.id);
  await guardStore(() => ctx.db.update(freightTemplates).set({ ...columns, updatedAt: sql`now()` }).where(eq(freightTemplates.id, input.id)));
  return getFreightTemplate(ctx, input.id);
}

export type FreightForInput = FreightInput & { storeId: number };
export type FreightFor = { cents: number; templateId: number; name: string; rule: ReturnType<typeof quoteFreight>['rule'] };

/**
 * The freight of a delivery from the store's enabled template (design of issue 34; marketing README): null
 * when the store has none, so the order keeps its typed freight. `db` is the request's transaction.
 */
export async function freightFor(db: Db, input: FreightForInput): Promise<FreightFor | null> {
  const [t] = await db
    .select()
    .from(freightTemplates)
    .where(and(eq(freightTemplates.storeId, input.storeId), eq(freightTemplates.status, TEMPLATE_STATUS.enabled), sql`${freightTemplates.deletedAt} IS NULL`))
    .limit(1);
  if (!t) return null;
  const quote = quoteFreight(
    {
      basis: t.basis as FreightBasis,
      charge: { first_unit: t.firstUnit, first_fee: t.firstFee, additional_unit: t.additionalUnit, additional_fee: t.additionalFee },
      rules: t.rules,
      freeOverAmount: t.freeOverAmount,
      freeOverQty: t.freeOverQty,
    },
    input,
  );
  return { cents: quote.cents, templateId: t.id, name: t.name, rule: quote.rule };
}
