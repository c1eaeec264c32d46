import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { listOf } from '../common/response.schema';
import { INT4_MAX, idSchema, intSchema, optionalIdSchema } from '../common/validation';
import { BiPeriodFields } from './operation.schema';
import { checkPeriod } from './period.schema';

export const PROFIT_DIMENSIONS = ['sku', 'category', 'brand', 'customer', 'store', 'rep'] as const;
export type ProfitDimension = (typeof PROFIT_DIMENSIONS)[number];

/**
 * What narrows the facts (a drill-down's path: a category's SKUs, a customer's SKUs …): each an id; rep_id
 * 0 is "no owner".
 */
const drillFields = {
  category_id: optionalIdSchema,
  brand_id: optionalIdSchema,
  customer_id: optionalIdSchema,
  rep_id: intSchema(0, INT4_MAX, 'validation.id').optional(),
};

/** What the rows can be ordered by (the figures' columns). */
export const PROFIT_SORTS = ['gross_profit_amount', 'sales_amount', 'cost_amount', 'qty', 'margin_rate'] as const;
/** How many of the most profitable rows a report carries beside its page (the page's chart). */
export const PROFIT_TOP = 10;

export const ProfitQueryFieldsSchema = z.object({
  ...BiPeriodFields,
  dimension: z.enum(PROFIT_DIMENSIONS, { error: 'bi.dimension_invalid' }).default('category'),
  ...drillFields,
  sort: z.enum(PROFIT_SORTS, { error: 'validation.invalid' }).default('gross_profit_amount'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
});
/** The profit table's export: every row of the dimension, in the asked order. */
export const ProfitQuerySchema = ProfitQueryFieldsSchema.superRefine(checkPeriod);
export type ProfitQuery = z.infer<typeof ProfitQuerySchema>;
/** `GET /bi/profit`: gross profit and margin of the period by one dimension, narrowed by the drill-down's ids, a page of the rows. */
export const ProfitPageQueryFieldsSchema = PaginationQuerySchema.extend(ProfitQueryFieldsSchema.shape);
export const ProfitPageQuerySchema = ProfitPageQueryFieldsSchema.superRefine(checkPeriod);
export type ProfitPageQuery = z.infer<typeof ProfitPageQuerySchema>;

const money = z.string().describe('2 decimals');

/** One group: net quantity and sales (refunds taken off), cost of what stayed sold, gross profit, margin in %. */
export const ProfitRowSchema = z.object({
  key: z.number().int().describe('the id of the dimension (0: none — no brand, no owner)'),
  name: z.string().nullable(),
  code: z.string().nullable().describe('SKU code (dimension sku)'),
  qty: z.string(),
  sales_amount: money,
  cost_amount: money,
  gross_profit_amount: money,
  margin_rate: z.string().nullable().describe('gross profit ÷ net sales, percent with 2 decimals; null without sales'),
});
export type ProfitRow = z.infer<typeof ProfitRowSchema>;

export const ProfitTotalsSchema = ProfitRowSchema.omit({ key: true, name: true, code: true });

export const ProfitReportSchema = z.object({
  dimension: z.enum(PROFIT_DIMENSIONS),
  /** the page's rows in the asked order (every row for the export) */
  list: z.array(ProfitRowSchema),
  /** the PROFIT_TOP most profitable rows, most first, whatever the page */
  top: z.array(ProfitRowSchema),
  pagination: z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int() }),
  totals: ProfitTotalsSchema,
  /** the names of the drill-down's ids, for its path */
  names: z.object({ category: z.string().optional(), brand: z.string().optional(), customer: z.string().optional(), rep: z.string().optional(), store: z.string().optional() }),
});
export type ProfitReport = z.infer<typeof ProfitReportSchema>;

/** `GET /bi/profit/orders`: the audited order lines of one SKU in the period (the documents behind a figure). */
export const ProfitOrdersQueryFieldsSchema = z.object({ ...BiPeriodFields, ...drillFields, sku_id: idSchema, ...PaginationQuerySchema.shape });
export const ProfitOrdersQuerySchema = ProfitOrdersQueryFieldsSchema.superRefine(checkPeriod);
export type ProfitOrdersQuery = z.infer<typeof ProfitOrdersQuerySchema>;

export const ProfitOrderLineSchema = z.object({
  id: z.number().int().describe('the order line'),
  order_id: z.number().int(),
  order_number: z.string().nullable(),
  audit_date: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string().nullable(),
  store_name: z.string().nullable(),
  qty: z.string().describe('base units'),
  sales_amount: money,
  cost_amount: money,
  gross_profit_amount: money,
});
export type ProfitOrderLine = z.infer<typeof ProfitOrderLineSchema>;
export const ProfitOrderLinesSchema = listOf(ProfitOrderLineSchema).extend({ sku_name: z.string().nullable(), sku_code: z.string().nullable() });
export type ProfitOrderLines = z.infer<typeof ProfitOrderLinesSchema>;
