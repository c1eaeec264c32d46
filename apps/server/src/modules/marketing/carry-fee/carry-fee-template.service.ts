import { inArray, sql } from 'drizzle-orm';
import { fromCents } from '@tradewind/contract/common/money';
import type { CarryFeeQuote } from '@tradewind/contract/lms/fleet-pay.schema';
import {
  type CarryFeeTemplate,
  type CreateCarryFeeTemplateInput,
  type UpdateCarryFeeTemplateInput,
} from '@tradewind/contract/marketing/template.schema';
import { queryRows, type Db } from '@/core/db/database';
import { invalid } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import type { CarryFeeQuoteInput } from '@/modules/lms';
import { orderItems } from '@/modules/oms/order';
import { categories, skus, spus } from '@/modules/pms';
import { templateStore, type TemplateKind } from '../template/template-rows';
import { enabledTemplate, feeText, templateHead, templateService, type JoinedTemplate } from '../template/template-service';
import { carryFeeTemplates, type StoredBulky } from './carry-fee-template.table';
import { quoteCarry, type BulkyPieces } from './carry-quote';

/** Carry-fee templates (marketing README "Freight and carry-fee templates"): CRUD, and the quote lms asks for. */

export const CARRY: TemplateKind = { table: carryFeeTemplates, notFound: 'marketing.carry_template_not_found' };

type Row = typeof carryFeeTemplates.$inferSelect;

async function categoryNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function toTemplates(ctx: RequestContext, rows: JoinedTemplate<Row>[]): Promise<CarryFeeTemplate[]> {
  const names = await categoryNames(ctx.db, [...new Set(rows.flatMap((r) => r.t.bulky.map((b) => b.category_id)))]);
  return rows.map((row) => ({
    ...templateHead(ctx, row),
    rate: feeText(row.t.rate),
    free_floors: row.t.freeFloors,
    no_lift_rate: feeText(row.t.noLiftRate),
    bulky: row.t.bulky.map((b) => ({ category_id: b.category_id, category_name: names.get(b.category_id) ?? '', fee: feeText(b.fee) })),
    minimum: feeText(row.t.minimum),
  }));
}

/** The columns a save writes; every bulky category must be one of the tenant's (422 on its row). */
async function columnsOf(ctx: RequestContext, input: CreateCarryFeeTemplateInput) {
  const known = await categoryNames(ctx.db, input.bulky.map((b) => b.category_id));
  const errors = input.bulky.flatMap((b, i) => (known.has(b.category_id) ? [] : [{ field: `bulky.${i}.category_id`, message: 'marketing.carry_category_invalid' }]));
  if (errors.length) throw invalid(errors);
  const bulky: StoredBulky[] = input.bulky.map((b) => ({ category_id: b.category_id, fee: feeText(b.fee) }));
  return {
    storeId: templateStore(ctx, input.store_id),
    name: input.name,
    rate: feeText(input.rate),
    freeFloors: input.free_floors,
    noLiftRate: feeText(input.no_lift_rate),
    bulky,
    minimum: feeText(input.minimum),
    remark: input.remark,
  };
}

const crud = templateService<Row, CarryFeeTemplate, CreateCarryFeeTemplateInput>({ kind: CARRY, toOut: toTemplates, columnsOf });

/** GET /marketing/carry_fee_templates, GET /marketing/carry_fee_template/{id} */
export const listCarryFeeTemplates = crud.list;
export const getCarryFeeTemplate = crud.get;
/** POST /marketing/carry_fee_template: enabled at once unless the store already has an enabled one (then saved disabled). */
export const createCarryFeeTemplate = crud.create;
/** PUT /marketing/carry_fee_template */
export const updateCarryFeeTemplate: (ctx: RequestContext, input: UpdateCarryFeeTemplateInput) => Promise<CarryFeeTemplate> = crud.update;

/**
 * The bulky pieces of an order by the template's categories: each line counts in its own unit (a case is a
 * piece), shipped where it shipped, rounded up, under the most specific listed category above its goods.
 */
async function bulkyPieces(db: Db, orderId: number, bulky: readonly StoredBulky[]): Promise<BulkyPieces[]> {
  if (bulky.length === 0) return [];
  const lines = await queryRows<{ category_id: number; pieces: number }>(
    db,
    sql`SELECT ${spus.categoryId} AS category_id, ceil(CASE WHEN ${orderItems.shippedBaseQty} > 0 THEN ${orderItems.shippedBaseQty} ELSE ${orderItems.baseQty} END / ${orderItems.ratio})::int AS pieces
          FROM ${orderItems} JOIN ${skus} ON ${skus.id} = ${orderItems.skuId} JOIN ${spus} ON ${spus.id} = ${skus.spuId}
         WHERE ${orderItems.orderId} = ${orderId}`,
  );
  const parents = new Map((await db.select({ id: categories.id, parentId: categories.parentId }).from(categories)).map((c) => [c.id, c.parentId]));
  const byCategory = new Map(bulky.map((b) => [b.category_id, b]));
  const pieces = new Map<number, number>();
  for (const line of lines) {
    let at: number | null | undefined = Number(line.category_id);
    for (let depth = 0; at && depth < 10 && !byCategory.has(at); depth += 1) at = parents.get(at);
    if (at && byCategory.has(at)) pieces.set(at, (pieces.get(at) ?? 0) + Number(line.pieces));
  }
  const names = await categoryNames(db, [...pieces.keys()]);
  return bulky.filter((b) => pieces.has(b.category_id)).map((b) => ({ name: names.get(b.category_id) ?? '', pieces: pieces.get(b.category_id)!, fee: b.fee }));
}

/** The quote provider registered with lms (registerCarryFeeQuote): the store's enabled template's, or null. */
export async function carryFeeQuote(db: Db, input: CarryFeeQuoteInput): Promise<CarryFeeQuote | null> {
  const t = await enabledTemplate<Row>(db, CARRY, input.storeId);
  if (!t) return null;
  const quote = quoteCarry(
    { rate: t.rate, freeFloors: t.freeFloors, noLiftRate: t.noLiftRate, minimum: t.minimum },
    { floors: input.floors, pieces: input.pieces, lift: input.lift, bulky: await bulkyPieces(db, input.orderId, t.bulky) },
  );
  return { template_id: t.id, template_name: t.name, amount: fromCents(quote.cents), parts: quote.parts };
}
