import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateSchema, idSchema, intSchema } from '../common/validation';
import { checkPeriod } from './period.schema';

/** Churn risk: no order in the last N days, N from 7 to 365 (30 unless chosen). */
export const CHURN_DAYS_MIN = 7;
export const CHURN_DAYS_MAX = 365;
export const CHURN_DAYS_DEFAULT = 30;
/** The window of a churn-risk customer's recent orders and amount: the last 90 days of the period. */
export const CHURN_RECENT_DAYS = 90;
/** Months a cohort is followed: the month of its first order (0) and the 11 after it. */
export const COHORT_MONTHS = 12;
/** Top customers shown (the export holds every customer of the period). */
export const TOP_CUSTOMERS_DEFAULT = 20;


/**
 * A dashboard's period and store: `start_date` and `end_date` (YYYY-MM-DD, both included, at most 366 days
 * apart, the end not before the start) and optionally one of the caller's stores (else the current store,
 * or every store of theirs).
 */
const periodShape = {
  start_date: dateSchema(),
  end_date: dateSchema(),
  store_id: idSchema.optional(),
};


export const CustomerPeriodQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type CustomerPeriodQuery = z.infer<typeof CustomerPeriodQuerySchema>;

/** New and repeat customers of one month of the period (YYYY-MM). */
export const CustomerMonthSchema = z.object({ month: z.string(), new_customers: z.number().int(), repeat_customers: z.number().int() });
/** A cohort: the customers whose first order fell in `month`, and the share of them ordering k months later (null: not yet reached). */
export const CustomerCohortSchema = z.object({ month: z.string(), size: z.number().int(), cells: z.array(z.string().nullable()) });

/** `GET /bi/customer/overview`: new and repeat customers by month, the repurchase rate and the cohorts. */
export const CustomerOverviewSchema = z.object({
  months: z.array(CustomerMonthSchema),
  /** customers with at least one order in the period */
  buyers: z.number().int(),
  /** of them, those with two or more orders */
  repeat_buyers: z.number().int(),
  /** repeat_buyers ÷ buyers in percent, two decimals ('0.00' with no buyers) */
  repurchase_rate: z.string(),
  cohorts: z.array(CustomerCohortSchema),
});
export type CustomerOverview = z.infer<typeof CustomerOverviewSchema>;
export type CustomerMonth = z.infer<typeof CustomerMonthSchema>;
export type CustomerCohort = z.infer<typeof CustomerCohortSchema>;

export const CHURN_SORT_FIELDS = ['last_order_day', 'days_since', 'recent_orders', 'recent_amount'] as const;
const churnShape = {
  ...periodShape,
  days: intSchema(CHURN_DAYS_MIN, CHURN_DAYS_MAX, 'bi.customer_churn_days_range').default(CHURN_DAYS_DEFAULT),
  sort: z.enum(CHURN_SORT_FIELDS, { error: 'validation.invalid' }).default('last_order_day'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
};
/** The churn list's filters as an export takes them (every row, no page). */
export const CustomerChurnExportQuerySchema = z.object(churnShape).superRefine(checkPeriod);
/** `GET /bi/customer/churn`: customers who ordered before but not in the last `days` days up to the period's end. */
export const CustomerChurnQuerySchema = PaginationQuerySchema.extend(churnShape).superRefine(checkPeriod);
export type CustomerChurnQuery = z.infer<typeof CustomerChurnQuerySchema>;
export type CustomerChurnExportQuery = z.infer<typeof CustomerChurnExportQuerySchema>;

export const CustomerChurnRowSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  last_order_day: z.string(),
  days_since: z.number().int(),
  /** orders and net amount in the 90 days up to the period's end */
  recent_orders: z.number().int(),
  recent_amount: z.string(),
});
export type CustomerChurnRow = z.infer<typeof CustomerChurnRowSchema>;

const topShape = { ...periodShape, limit: intSchema(1, 100, 'bi.customer_top_limit_range').default(TOP_CUSTOMERS_DEFAULT) };
/** `GET /bi/customer/top`: the customers of the period by net amount, the largest first. */
export const CustomerTopQuerySchema = z.object(topShape).superRefine(checkPeriod);
export type CustomerTopQuery = z.infer<typeof CustomerTopQuerySchema>;
/** The top customers' export: every customer of the period. */
export const CustomerTopExportQuerySchema = CustomerPeriodQuerySchema;

export const CustomerTopRowSchema = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  owner_name: z.string().nullable(),
  orders: z.number().int(),
  /** sales amount (net of discount shares), refunds of the period, and their difference */
  amount: z.string(),
  refund_amount: z.string(),
  net_amount: z.string(),
  /** net_amount ÷ the period's net amount of every customer in scope, percent with two decimals */
  share: z.string(),
});
export type CustomerTopRow = z.infer<typeof CustomerTopRowSchema>;
export const CustomerTopSchema = z.object({
  list: z.array(CustomerTopRowSchema),
  /** customers with sales in the period and their net amount together */
  customers: z.number().int(),
  total_net_amount: z.string(),
});
export type CustomerTop = z.infer<typeof CustomerTopSchema>;

/**
 * The dashboard's address (the web page's filters, the churn list's page and sort): the period may be left
 * out there — the page opens on its default period — so its fields are optional and unchecked together; the
 * calls send the whole period and the server checks it.
 */
export const CustomerDashboardAddressSchema = PaginationQuerySchema.extend(churnShape).extend({
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type CustomerDashboardAddress = z.infer<typeof CustomerDashboardAddressSchema>;
