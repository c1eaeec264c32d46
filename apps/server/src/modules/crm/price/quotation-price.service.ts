import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { translate } from '@tradewind/contract/common/messages';
import {
  priceSourceKey,
  type PriceSource,
  type QuotationPrice,
  type QuotationPriceExportParams,
  type QuotationPriceListQuery,
} from '@tradewind/contract/crm/price.schema';
import { queryOne, queryRows } from '@/core/db/database';
import { listOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus, skuIdMatches, skus, skuUnits, spus } from '@/modules/pms';
import { findVisibleCustomer } from '../customer/customer-access';
import { effectivePriceColumns, effectivePriceJoins, listPrice, priceSourceExpr } from './effective-price';
import { customerPriceKey } from './price-for-customer';
import { skuUnitFields } from './price-sku';

const skuS = alias(skus, 's');
const skuUnit = alias(skuUnits, 'su');
const spu = alias(spus, 'p');

type Filter = { keyword?: string; source?: PriceSource };
type Row = { sku_id: number; unit_id: number; price: string; source: PriceSource; plan_id: number | null; plan_name: string | null };

/**
 * Every on-sale SKU (its SPU on sale, the SKU itself on) in its base unit and each package unit, with the
 * customer's effective price and its source — the same rule as priceForCustomer (effective-price.ts).
 * Ordered as the goods list: SPU sort, SPU, SKU sort, SKU, then base unit before package units.
 */
function quotationFrom(ctx: RequestContext, customer: { customerId: number; levelId: number | null; typeId: number | null }, filter: Filter): SQL {
  return sql`FROM ${skus} AS ${skuS}
    JOIN ${spus} AS ${spu} ON ${spu.id} = ${skuS.spuId} AND ${spu.status} = 2
    CROSS JOIN LATERAL (
      SELECT ${skuS.unitId}, 1::numeric AS ratio, NULL::numeric AS sale_price, 0 AS sort
      UNION ALL SELECT ${skuUnit.unitId}, ${skuUnit.ratio}, ${skuUnit.salePrice}, ${skuUnit.sort} + 1 FROM ${skuUnits} AS ${skuUnit} WHERE ${skuUnit.skuId} = ${skuS.id}
    ) AS un
    ${effectivePriceJoins(customer, sql`s.id`, sql`un.unit_id`)}
    WHERE ${skuS.status} = 1
      ${filter.keyword ? sql`AND ${skuIdMatches(ctx, sql`s.id`, filter.keyword)}` : sql``}
      ${filter.source ? sql`AND ${priceSourceExpr} = ${filter.source}` : sql``}`;
}

/** The customer, when the caller sees it (404 otherwise). */
export async function checkQuotationCustomer(ctx: RequestContext, customerId: number): Promise<void> {
  await findVisibleCustomer(ctx, customerId);
}

async function quotationRows(ctx: RequestContext, customerId: number, filter: Filter, limit: number, offset: number): Promise<{ rows: QuotationPrice[]; total: () => Promise<number> }> {
  await findVisibleCustomer(ctx, customerId);
  const customer = (await customerPriceKey(ctx.db, customerId))!;
  const from = quotationFrom(ctx, customer, filter);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`SELECT s.id AS sku_id, un.unit_id, ${effectivePriceColumns(listPrice(sql`un.sale_price`, sql`s.sale_price`, sql`un.ratio`))},
        (SELECT pl.name FROM crm_price_plans AS pl WHERE pl.id = pp.plan_id AND cp.price IS NULL) AS plan_name
      ${from}
      ORDER BY p.sort, p.id, s.sort, s.id, un.sort, un.unit_id
      LIMIT ${limit} OFFSET ${offset}`,
  );
  const skus = await readSkus(ctx, [...new Set(rows.map((r) => Number(r.sku_id)))]);
  const list = rows.flatMap((r): QuotationPrice[] => {
    const sku = skus.get(Number(r.sku_id));
    if (!sku) return [];
    const fields = skuUnitFields(sku, Number(r.unit_id));
    return [
      {
        ...fields,
        ratio: fields.ratio ?? '1',
        list_price: fields.list_price ?? r.price,
        category_name: sku.category_name,
        price: r.price,
        source: r.source,
        source_text: translate(priceSourceKey(r.source), ctx.locale),
        plan_id: r.plan_id === null ? null : Number(r.plan_id),
        plan_name: r.plan_name,
      },
    ];
  });
  const total = async () => Number((await queryOne<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n ${from}`))?.n ?? 0);
  return { rows: list, total };
}

/** GET /crm/customer/{id}/quotation_price: the customer's effective price list, a page of it. */
export async function listQuotationPrices(ctx: RequestContext, customerId: number, query: QuotationPriceListQuery): Promise<ListData<QuotationPrice>> {
  const { rows, total } = await quotationRows(ctx, customerId, query, query.page_size, (query.page - 1) * query.page_size);
  return listOf(rows, await total(), query);
}

/** How many prices the customer's quotation holds under the export's filters. */
export async function countQuotationPrices(ctx: RequestContext, params: QuotationPriceExportParams): Promise<number> {
  return (await quotationRows(ctx, params.customer_id, params, 0, 0)).total();
}

/** The customer's quotation from `offset` in its order: an export's batch. */
export async function quotationPricesAt(ctx: RequestContext, params: QuotationPriceExportParams, offset: number, limit: number): Promise<QuotationPrice[]> {
  return (await quotationRows(ctx, params.customer_id, params, limit, offset)).rows;
}
