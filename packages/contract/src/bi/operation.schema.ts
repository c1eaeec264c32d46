import { z } from 'zod';
import { dateSchema, idSchema } from '../common/validation';
import { ALL_STORES, checkPeriod } from './period.schema';

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];


/**
 * The fields of a dashboard's period (start_date, end_date: YYYY-MM-DD, both included), its granularity
 * and the optional store — each on its own, so the web reads them from the address one by one.
 */
export const BiPeriodFields = {
  start_date: dateSchema(),
  end_date: dateSchema(),
  granularity: z.enum(GRANULARITIES, { error: 'bi.granularity_invalid' }).default('day'),
  /** a store of the caller's, `all` for every store of theirs; none ('' or absent): the CurrStoreId store, else all */
  store_id: z.union([z.literal(ALL_STORES), z.literal('').transform(() => null), z.null(), idSchema]).optional().transform((v) => v ?? null),
};


export const OperationQueryFieldsSchema = z.object(BiPeriodFields);
/** `GET /bi/operation`: the period, its granularity (trend buckets) and the store (else every store of the caller's). */
export const OperationQuerySchema = OperationQueryFieldsSchema.superRefine(checkPeriod);
export type OperationQuery = z.infer<typeof OperationQuerySchema>;

const money = z.string().describe('2 decimals');

/** The figures of a period: net sales (refunds taken off), orders, customers who ordered, average order, receipts. */
export const OperationFiguresSchema = z.object({
  sales_amount: money,
  orders: z.number().int(),
  customers: z.number().int(),
  avg_order_amount: money,
  receipt_amount: money,
});
export type OperationFigures = z.infer<typeof OperationFiguresSchema>;

export const OperationTrendPointSchema = z.object({
  /** the bucket's first and last day within the period */
  start_date: z.string(),
  end_date: z.string(),
  sales_amount: money,
  orders: z.number().int(),
  last_year_sales_amount: money,
  last_year_orders: z.number().int(),
});
export type OperationTrendPoint = z.infer<typeof OperationTrendPointSchema>;

export const OperationStoreRowSchema = OperationFiguresSchema.extend({ store_id: z.number().int(), store_name: z.string() });
export const OperationRepRowSchema = OperationFiguresSchema.extend({ rep_id: z.number().int(), rep_name: z.string().nullable().describe('null: no owner (rep 0)') });
export type OperationStoreRow = z.infer<typeof OperationStoreRowSchema>;
export type OperationRepRow = z.infer<typeof OperationRepRowSchema>;

export const OperationReportSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** the same period a year before (29 February → 28 February) */
  last_year_start_date: z.string(),
  last_year_end_date: z.string(),
  granularity: z.enum(GRANULARITIES),
  figures: OperationFiguresSchema,
  last_year: OperationFiguresSchema,
  /** what customers owe now (finance's need_pay, the stores' customers): not of the period */
  receivable_amount: money,
  trend: z.array(OperationTrendPointSchema),
  stores: z.array(OperationStoreRowSchema),
  reps: z.array(OperationRepRowSchema),
});
export type OperationReport = z.infer<typeof OperationReportSchema>;
