/**
 * Statement dates from an account period (crm `crm_account_periods`, spec 001 §3): a statement made on the
 * period's statement day covers the days since the previous statement day up to the day before; the due
 * date is, for type 1 (standard term), `days` after the statement date, for type 2 (month-end term), the
 * period's `month_day` of the month after the statement date, `day_before` days earlier. A statement or
 * month day past the month's end is the month's last day. Dates are `YYYY-MM-DD` calendar days.
 */
export type AccountPeriodRule = { type: number; days: number; month_day: number; day_before: number; statement_day: number };

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const parse = (d: string) => d.split('-').map(Number) as [number, number, number];
const format = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export function addDays(date: string, days: number): string {
  const [y, m, d] = parse(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The given day of a month (1-based month, may run past December), clamped to the month's length. */
function dayOfMonth(year: number, month: number, day: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return format(y, m, Math.min(day, daysIn(y, m)));
}

/** Whether `date` is the period's statement day in its month (31 on a 30-day month: the 30th). */
export function isStatementDay(rule: Pick<AccountPeriodRule, 'statement_day'>, date: string): boolean {
  const [y, m] = parse(date);
  return dayOfMonth(y, m, rule.statement_day) === date;
}

/** The days a statement made on `statementDate` covers: from the previous month's statement day to the day before. */
export function periodEndingBefore(rule: Pick<AccountPeriodRule, 'statement_day'>, statementDate: string): { start: string; end: string } {
  const [y, m] = parse(statementDate);
  return { start: dayOfMonth(y, m - 1, rule.statement_day), end: addDays(statementDate, -1) };
}

export function dueDate(rule: AccountPeriodRule, statementDate: string): string {
  if (rule.type === 2) {
    const [y, m] = parse(statementDate);
    return addDays(dayOfMonth(y, m + 1, rule.month_day), -rule.day_before);
  }
  return addDays(statementDate, rule.days);
}
