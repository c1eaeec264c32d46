import { z } from 'zod';
import { idSchema } from '../common/validation';

/**
 * The period every dashboard call takes (`start_date`, `end_date`: YYYY-MM-DD, both included), checked one
 * way for all of them: from 1901 (the comparison with last year needs the year before), the end not before the
 * start, at most BI_PERIOD_MAX_DAYS days — each refused with a 422 on its field.
 */

/** The longest period a dashboard answers for: a leap year, both ends included. */
export const BI_PERIOD_MAX_DAYS = 366;

/** The first day a period may start on (its year before must still be a calendar date). */
export const BI_FIRST_DAY = '1901-01-01';

const dayNumber = (text: string) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))) / 86_400_000;

/** Days from start to end, both included (start and end YYYY-MM-DD). */
export function periodDays(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

/** The period's rule, for a schema's `superRefine`. */
export function checkPeriod(q: { start_date: string; end_date: string }, ctx: z.RefinementCtx): void {
  if (q.start_date < BI_FIRST_DAY) ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'validation.date_invalid' });
  const days = periodDays(q.start_date, q.end_date);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'bi.period_end_before_start' });
  else if (days > BI_PERIOD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'bi.period_too_long' });
}

/** A dashboard's store choice meaning every store of the caller's, whichever store the shell has chosen. */
export const ALL_STORES = 'all';

/**
 * The store a dashboard reads (`store_id`): one of the caller's stores, or `all` — every store of theirs;
 * absent: the store chosen in the shell (CurrStoreId), else every store of theirs.
 */
export const storeChoiceSchema = z.union([z.literal(ALL_STORES), idSchema]);
export type StoreChoice = z.infer<typeof storeChoiceSchema>;
