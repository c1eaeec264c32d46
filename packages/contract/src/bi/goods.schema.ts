import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateSchema, intSchema, textSchema } from '../common/validation';
import { checkPeriod, storeChoiceSchema } from './period.schema';

/**
 * The goods dashboard (/bi/goods/index) over the daily sales rollup (bi_sales_daily): per SKU, for a period
 * and the stores in scope. Every figure is the rollup's sum; money as 2-decimal text, quantities in base
 * units as 3-decimal text, shares as percent text with 2 decimals ('80.00').
 */


/** The period and store every dashboard call takes: start_date and end_date both included. */
export const biPeriodShape = {
  start_date: dateSchema(),
  end_date: dateSchema(),
  /** one store of the caller's, or `all` for every store of theirs (absent: the CurrStoreId store, else every store of theirs) */
  store_id: storeChoiceSchema.optional(),
};


export const BiPeriodQuerySchema = z.object(biPeriodShape).superRefine(checkPeriod);
export type BiPeriodQuery = z.infer<typeof BiPeriodQuerySchema>;

/** Best and worst sellers are ranked by net amount or by net quantity. */
export const GOODS_RANK_BY = ['amount', 'qty'] as const;
export type GoodsRankBy = (typeof GOODS_RANK_BY)[number];

/**
 * ABC classes by the cumulative share of net amount, SKUs from the highest: A until the share reaches 80 %
 * (the SKU reaching it included), B until 95 %, C the rest.
 */
export const ABC_CLASSES = ['A', 'B', 'C'] as const;
export type AbcClass = (typeof ABC_CLASSES)[number];
export const ABC_LIMITS = { A: 80, B: 95 } as const;

// ---------- GET /bi/goods/summary: best and worst sellers, ABC classes ----------

export const GoodsSummaryQuerySchema = z
  .object({
    ...biPeriodShape,
    by: z.enum(GOODS_RANK_BY, { error: 'validation.invalid' }).default('amount'),
    /** how many best and worst sellers */
    top: intSchema(1, 50, 'bi.top_range').default(10),
  })
  .superRefine(checkPeriod);
export type GoodsSummaryQuery = z.infer<typeof GoodsSummaryQuerySchema>;

/** What a row shows of its SKU (the goods module's names). */
export const goodsSkuFields = {
  sku_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  spec_text: z.string(),
  unit_name: z.string(),
};

export const RankedSkuSchema = z.object({
  ...goodsSkuFields,
  /** net quantity sold: sold − refunded, base units */
  qty: z.string(),
  /** net amount: sales (net of discounts) − refunds */
  amount: z.string(),
});
export type RankedSku = z.infer<typeof RankedSkuSchema>;

export const AbcClassSummarySchema = z.object({
  class: z.enum(ABC_CLASSES),
  sku_count: z.number().int(),
  amount: z.string(),
  /** share of the period's net amount, percent */
  share: z.string(),
});

/** One bar of the Pareto chart: a SKU's amount and the cumulative share up to it. */
export const ParetoPointSchema = z.object({ sku_id: z.number().int(), name: z.string(), amount: z.string(), cum_share: z.string(), class: z.enum(ABC_CLASSES) });

export const GoodsSummarySchema = z.object({
  /** SKUs with a sale in the period, by `by` from the highest */
  best: z.array(RankedSkuSchema),
  /** SKUs on sale now that sold at least once in the period, by `by` from the lowest */
  worst: z.array(RankedSkuSchema),
  /** the period's net amount over SKUs with a positive net amount (the ABC base) */
  total_amount: z.string(),
  classes: z.array(AbcClassSummarySchema),
  /** the first PARETO_POINTS SKUs by net amount */
  pareto: z.array(ParetoPointSchema),
  /** how many SKUs the ABC analysis ranks (net amount > 0) */
  sku_count: z.number().int(),
});
export type GoodsSummary = z.infer<typeof GoodsSummarySchema>;
export const PARETO_POINTS = 50;

// ---------- GET /bi/goods/skus: per SKU, sell-through and ABC class ----------

export const GOODS_SKU_SORTS = ['amount', 'qty', 'on_hand', 'sell_through', 'code'] as const;

export const GoodsSkuFilterSchema = z.object({
  ...biPeriodShape,
  abc_class: z.enum(ABC_CLASSES, { error: 'validation.invalid' }).optional(),
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  sort: z.enum(GOODS_SKU_SORTS, { error: 'validation.invalid' }).default('amount'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
});
/** The list's query without the period check: what the web reads the address with. */
export const GoodsSkuListShapeSchema = PaginationQuerySchema.extend(GoodsSkuFilterSchema.shape);
export const GoodsSkuListQuerySchema = GoodsSkuListShapeSchema.superRefine(checkPeriod);
export type GoodsSkuListQuery = z.infer<typeof GoodsSkuListQuerySchema>;
export const GoodsSkuExportQuerySchema = GoodsSkuFilterSchema.superRefine(checkPeriod);
export type GoodsSkuFilter = z.infer<typeof GoodsSkuExportQuerySchema>;

export const GoodsSkuRowSchema = z.object({
  id: z.number().int(),
  ...goodsSkuFields,
  qty: z.string(),
  amount: z.string(),
  /** on hand now in the warehouses of the stores in scope, base units */
  on_hand: z.string(),
  /** net qty ÷ (net qty + on hand), percent; null when both are 0 */
  sell_through: z.string().nullable(),
  /** null: no positive net amount in the period */
  abc_class: z.enum(ABC_CLASSES).nullable(),
  cum_share: z.string().nullable(),
});
export type GoodsSkuRow = z.infer<typeof GoodsSkuRowSchema>;

// ---------- GET /bi/goods/slow_movers ----------

export const SLOW_MOVER_SORTS = ['days_since', 'on_hand', 'code'] as const;

export const SlowMoverFilterSchema = z.object({
  ...biPeriodShape,
  /** no sale in the `days` days up to the period's end (that day included) */
  days: intSchema(1, 366, 'bi.days_range').default(30),
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  sort: z.enum(SLOW_MOVER_SORTS, { error: 'validation.invalid' }).default('days_since'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
});
export const SlowMoverListShapeSchema = PaginationQuerySchema.extend(SlowMoverFilterSchema.shape);
export const SlowMoverListQuerySchema = SlowMoverListShapeSchema.superRefine(checkPeriod);
export type SlowMoverListQuery = z.infer<typeof SlowMoverListQuerySchema>;
export const SlowMoverExportQuerySchema = SlowMoverFilterSchema.superRefine(checkPeriod);
export type SlowMoverFilter = z.infer<typeof SlowMoverExportQuerySchema>;

export const SlowMoverRowSchema = z.object({
  id: z.number().int(),
  ...goodsSkuFields,
  on_hand: z.string(),
  /** the last day with a sale up to the period's end; null: none in the rollup */
  last_sale_day: z.string().nullable(),
  /** days from that day to the period's end; null: never sold */
  days_since: z.number().int().nullable(),
});
export type SlowMoverRow = z.infer<typeof SlowMoverRowSchema>;
