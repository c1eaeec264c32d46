import {
  type CreateFreightTemplateInput,
  type FreightBasis,
  type FreightTemplate,
  type UpdateFreightTemplateInput,
} from '@tradewind/contract/marketing/template.schema';
import type { Db } from '@/core/db/database';
import { invalid } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { areaFullNames } from '@/modules/common/area';
import { templateStore, type TemplateKind } from '../template/template-rows';
import { enabledTemplate, feeText, templateHead, templateService, type JoinedTemplate } from '../template/template-service';
import { quoteFreight, type FreightInput } from './freight-engine';
import { freightTemplates, type StoredFreightRule } from './freight.table';

/** Freight templates (marketing README "Freight and carry-fee templates"): CRUD, and the quote orders call. */

export const FREIGHT: TemplateKind = { table: freightTemplates, notFound: 'marketing.freight_not_found' };

type Row = typeof freightTemplates.$inferSelect;

const unitText = (v: string | number) => String(Number(v));

async function toTemplates(ctx: RequestContext, rows: JoinedTemplate<Row>[]): Promise<FreightTemplate[]> {
  const codes = [...new Set(rows.flatMap((r) => r.t.rules.flatMap((rule) => rule.area_codes)))].map(Number);
  const names = await areaFullNames(ctx.db, codes);
  return rows.map((row) => ({
    ...templateHead(ctx, row),
    basis: row.t.basis as FreightBasis,
    first_unit: unitText(row.t.firstUnit),
    first_fee: feeText(row.t.firstFee),
    additional_unit: unitText(row.t.additionalUnit),
    additional_fee: feeText(row.t.additionalFee),
    rules: row.t.rules.map((rule) => ({
      area_codes: rule.area_codes,
      areas: rule.area_codes.map((code) => ({ code, name: names.get(Number(code)) ?? code })),
      first_unit: unitText(rule.first_unit),
      first_fee: feeText(rule.first_fee),
      additional_unit: unitText(rule.additional_unit),
      additional_fee: feeText(rule.additional_fee),
    })),
    free_over_amount: row.t.freeOverAmount === null ? null : feeText(row.t.freeOverAmount),
    free_over_qty: row.t.freeOverQty,
  }));
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

const crud = templateService<Row, FreightTemplate, CreateFreightTemplateInput>({ kind: FREIGHT, toOut: toTemplates, columnsOf });

/** GET /marketing/freight_templates, GET /marketing/freight_template/{id} */
export const listFreightTemplates = crud.list;
export const getFreightTemplate = crud.get;
/** POST /marketing/freight_template: enabled at once unless the store already has an enabled one (then saved disabled). */
export const createFreightTemplate = crud.create;
/** PUT /marketing/freight_template */
export const updateFreightTemplate: (ctx: RequestContext, input: UpdateFreightTemplateInput) => Promise<FreightTemplate> = crud.update;

export type FreightForInput = FreightInput & { storeId: number };
export type FreightFor = { cents: number; templateId: number; name: string; rule: ReturnType<typeof quoteFreight>['rule'] };

/**
 * The freight of a delivery from the store's enabled template (design of issue 34; marketing README): null
 * when the store has none, so the order keeps its typed freight. `db` is the request's transaction.
 */
export async function freightFor(db: Db, input: FreightForInput): Promise<FreightFor | null> {
  const t = await enabledTemplate<Row>(db, FREIGHT, input.storeId);
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
