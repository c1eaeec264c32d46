import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { ScheduledTask, ScheduledTaskContext } from '@/core/jobs/scheduler';
import { makeStatement, periodCustomer } from './statement.service';
import { accountPeriods } from '@/modules/crm/account-period';
import { customers as crmCustomers } from '@/modules/crm/customer';
import { isStatementDay, periodEndingBefore } from './statement-period';

const cust = alias(crmCustomers, 'c');
const period = alias(accountPeriods, 'p');

export const STATEMENT_TASK = 'oms.statement';

const dayIn = (now: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** One tenant: each account-period customer whose period's statement day is today gets the statement of the days since the last one. */
async function statementsOfTenant(db: Db, tenantId: number, timeZone: string, now: Date): Promise<number> {
  const today = dayIn(now, timeZone);
  const customers = await withTenant(db, tenantId, (tx) =>
    queryRows<{ customer_id: number; statement_day: number }>(
      tx,
      sql`SELECT ${cust.id} AS customer_id, ${period.statementDay} AS statement_day
            FROM ${crmCustomers} AS ${cust} JOIN ${accountPeriods} AS ${period} ON ${period.id} = ${cust.accountPeriodId}
           WHERE ${cust.isOpenPaymentDay} = 1 ORDER BY ${cust.id}`,
    ),
  );
  let made = 0;
  for (const c of customers.filter((c) => isStatementDay({ statement_day: Number(c.statement_day) }, today))) {
    // each customer in its own transaction: one failure leaves the others made
    const id = await withTenant(db, tenantId, async (tx) => {
      const customer = await periodCustomer(tx, c.customer_id);
      if (!customer) return null;
      const period = periodEndingBefore(customer, today);
      return makeStatement({ db: tx, tenantId, timeZone, staffId: null, actor: null }, customer, { ...period, statementDate: today }, { source: 2, skipEmpty: true });
    });
    if (id !== null) made += 1;
  }
  return made;
}

/**
 * The statement rule (docs/trading-model.md §4, issue 17 §9): daily, in every active tenant, on each account period's
 * statement day (in the tenant's zone), one statement per account-period customer and period with what it
 * has to state. Safe to repeat: a customer and period that has its statement gets no second one.
 */
export async function runStatements({ db, now, log }: ScheduledTaskContext): Promise<{ made: number }> {
  const tenants = await withSystem(db, (tx) => queryRows<{ id: number; time_zone: string }>(tx, sql`SELECT id, time_zone FROM tenants WHERE status = 1 ORDER BY id`));
  let made = 0;
  for (const t of tenants) {
    try {
      made += await statementsOfTenant(db, t.id, t.time_zone, now);
    } catch (error) {
      log?.error({ err: error, tenant: t.id }, 'statements failed');
    }
  }
  if (made) log?.info({ made }, 'statements made');
  return { made };
}

export const statementTask: ScheduledTask = {
  name: STATEMENT_TASK,
  everySeconds: 3_600,
  run: async (ctx) => {
    await runStatements(ctx);
  },
};
