import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { translate } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  ACCOUNT_PERIOD_LOCKED_FIELDS,
  type AccountPeriod,
  type AccountPeriodListQuery,
  type AccountPeriodType,
  type CreateAccountPeriodInput,
  type UpdateAccountPeriodInput,
} from '@tradewind/contract/crm/account-period.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { paginate } from '@/core/http/pagination';
import { conflict, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '../customer/customer.table';
import { accountPeriods } from './account-period.table';
import { containsText } from '@/core/db/like';

type Row = typeof accountPeriods.$inferSelect;

// Written out: inside a one-table select Drizzle leaves columns unqualified, which would bind to `c` here.
const customerNum = sql<number>`(SELECT count(*)::int FROM crm_customers c WHERE c.account_period_id = crm_account_periods.id)`;

function toPeriod(ctx: RequestContext, r: Row, customerCount: number): AccountPeriod {
  return {
    id: r.id,
    name: r.name,
    type: r.type as AccountPeriodType,
    type_text: translate(`crm.period_type_${r.type}`, ctx.locale),
    days: r.days,
    month_day: r.monthDay,
    day_before: r.dayBefore,
    statement_day: r.statementDay,
    customer_num: Number(customerCount),
    created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
    updated_at: formatDateTime(r.updatedAt, ctx.session.timeZone)!,
  };
}

const live = notDeleted(accountPeriods);

export async function listAccountPeriods(ctx: RequestContext, query: AccountPeriodListQuery) {
  const where = and(live, containsText(accountPeriods.name, query.name));
  return paginate(query, {
    rows: (page) =>
      ctx.db
        .select({ period: accountPeriods, customerNum })
        .from(accountPeriods)
        .where(where)
        .orderBy(desc(accountPeriods.id))
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(accountPeriods).where(where),
    map: (rows) => rows.map((r) => toPeriod(ctx, r.period, r.customerNum)),
  });
}

export async function getAccountPeriod(ctx: RequestContext, id: number): Promise<AccountPeriod> {
  const [row] = await ctx.db
    .select({ period: accountPeriods, customerNum })
    .from(accountPeriods)
    .where(and(eq(accountPeriods.id, id), live));
  if (!row) throw notFound();
  return toPeriod(ctx, row.period, row.customerNum);
}

async function refuseDuplicateName(ctx: RequestContext, name: string, exceptId?: number) {
  const [dup] = await ctx.db
    .select({ id: accountPeriods.id })
    .from(accountPeriods)
    .where(and(live, eq(accountPeriods.name, name), exceptId ? ne(accountPeriods.id, exceptId) : undefined));
  if (dup) throw conflict('crm.name_taken');
}

export async function createAccountPeriod(ctx: RequestContext, input: CreateAccountPeriodInput): Promise<AccountPeriod> {
  await refuseDuplicateName(ctx, input.name);
  const [row] = await ctx.db
    .insert(accountPeriods)
    .values({
      tenantId: ctx.tenantId,
      name: input.name,
      type: input.type,
      days: input.days,
      monthDay: input.month_day,
      dayBefore: input.day_before,
      statementDay: input.statement_day,
      createdBy: ctx.staffId,
    })
    .returning({ id: accountPeriods.id });
  return getAccountPeriod(ctx, row.id);
}

const saved = (r: Row) => ({ type: r.type, days: r.days, month_day: r.monthDay, day_before: r.dayBefore, statement_day: r.statementDay });

/** Only the name changes; a locked field sent with another value than the saved one is refused (409). */
export async function updateAccountPeriod(ctx: RequestContext, input: UpdateAccountPeriodInput): Promise<AccountPeriod> {
  const [current] = await ctx.db
    .select()
    .from(accountPeriods)
    .where(and(eq(accountPeriods.id, input.id), live))
    .for('update');
  if (!current) throw notFound();
  const was = saved(current);
  if (ACCOUNT_PERIOD_LOCKED_FIELDS.some((f) => input[f] !== undefined && input[f] !== was[f])) throw conflict('crm.period_locked');
  await refuseDuplicateName(ctx, input.name, current.id);
  await ctx.db.update(accountPeriods).set({ name: input.name, updatedAt: sql`now()` }).where(eq(accountPeriods.id, current.id));
  return getAccountPeriod(ctx, current.id);
}

/** Refused while any customer of the tenant uses the period (whoever owns the customer). */
export async function deleteAccountPeriod(ctx: RequestContext, id: number): Promise<null> {
  const [current] = await ctx.db
    .select()
    .from(accountPeriods)
    .where(and(eq(accountPeriods.id, id), live))
    .for('update');
  if (!current) throw notFound();
  const [{ n }] = await ctx.db.select({ n: count() }).from(customers).where(eq(customers.accountPeriodId, id));
  if (n > 0) throw conflict('crm.period_in_use');
  await ctx.db.update(accountPeriods).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(accountPeriods.id, id));
  return null;
}
