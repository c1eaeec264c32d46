import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { idSchema, textSchema } from '../common/validation';
import { biPeriodShape, goodsSkuFields } from './goods.schema';
import { checkPeriod } from './period.schema';

/**
 * The goods sales dashboard (/bi/goods_sales/index) over the daily sales rollup: per SKU for a period and
 * the stores in scope, filtered by category (and those below it), brand and keyword. Money as 2-decimal
 * text, quantities in base units as 3-decimal text, shares as percent text ('12.50').
 */

const goodsFilters = {
  ...biPeriodShape,
  /** the category and every category below it */
  category_id: idSchema.optional(),
  brand_id: idSchema.optional(),
  /** the SKU search's keyword: product name, pinyin initials, code or barcode */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
};

export const GOODS_SALES_SORTS = ['amount', 'qty', 'lines', 'refund_amount', 'code'] as const;

export const GoodsSalesFilterSchema = z.object({
  ...goodsFilters,
  sort: z.enum(GOODS_SALES_SORTS, { error: 'validation.invalid' }).default('amount'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
});
/** The list's query without the period check: what the web reads the address with. */
export const GoodsSalesListShapeSchema = PaginationQuerySchema.extend(GoodsSalesFilterSchema.shape);
export const GoodsSalesListQuerySchema = GoodsSalesListShapeSchema.superRefine(checkPeriod);
export type GoodsSalesListQuery = z.infer<typeof GoodsSalesListQuerySchema>;
export const GoodsSalesExportQuerySchema = GoodsSalesFilterSchema.superRefine(checkPeriod);
export type GoodsSalesFilter = z.infer<typeof GoodsSalesExportQuerySchema>;

/** A SKU's sales in the period (a SKU with any sale or refund in it). */
export const GoodsSalesRowSchema = z.object({
  id: z.number().int(),
  ...goodsSkuFields,
  category_name: z.string(),
  brand_name: z.string().nullable(),
  /** sold, base units */
  qty: z.string(),
  /** order lines that sold it */
  lines: z.number().int(),
  /** sales net of the lines' discount shares */
  sales_amount: z.string(),
  refund_qty: z.string(),
  refund_amount: z.string(),
  /** sales − refunds */
  amount: z.string(),
  /** of the net amount of every row the filters find, percent */
  share: z.string(),
});
export type GoodsSalesRow = z.infer<typeof GoodsSalesRowSchema>;

export const GoodsSalesListSchema = z.object({
  list: z.array(GoodsSalesRowSchema),
  pagination: z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int() }),
  /** the sums of every row the filters find */
  totals: z.object({ qty: z.string(), lines: z.number().int(), sales_amount: z.string(), refund_amount: z.string(), amount: z.string() }),
});
export type GoodsSalesList = z.infer<typeof GoodsSalesListSchema>;

// ---------- GET /bi/goods_sales/trend ----------

export const TREND_GRAINS = ['day', 'week', 'month'] as const;
export type TrendGrain = (typeof TREND_GRAINS)[number];

export const GoodsSalesTrendQuerySchema = z
  .object({
    ...goodsFilters,
    /** one SKU; absent: the top 5 by net amount among what the filters find */
    sku_id: idSchema.optional(),
    grain: z.enum(TREND_GRAINS, { error: 'validation.invalid' }).default('day'),
  })
  .superRefine(checkPeriod);
export type GoodsSalesTrendQuery = z.infer<typeof GoodsSalesTrendQuerySchema>;

export const GoodsSalesTrendSchema = z.object({
  /** each bucket's first day (YYYY-MM-DD): a day, a week from Monday, a month */
  buckets: z.array(z.string()),
  series: z.array(z.object({ sku_id: z.number().int(), code: z.string(), name: z.string(), spec_text: z.string(), amount: z.array(z.string()), qty: z.array(z.string()) })),
});
export type GoodsSalesTrend = z.infer<typeof GoodsSalesTrendSchema>;

// ---------- GET /bi/goods_sales/categories ----------

export const GoodsSalesCategoryQuerySchema = z.object(goodsFilters).superRefine(checkPeriod);
export type GoodsSalesCategoryQuery = z.infer<typeof GoodsSalesCategoryQuerySchema>;

/** The net amount per category of the products (the category the product is filed under). */
export const GoodsSalesCategorySchema = z.object({
  list: z.array(z.object({ category_id: z.number().int(), name: z.string(), amount: z.string(), qty: z.string(), share: z.string() })),
  total_amount: z.string(),
});
export type GoodsSalesCategories = z.infer<typeof GoodsSalesCategorySchema>;
