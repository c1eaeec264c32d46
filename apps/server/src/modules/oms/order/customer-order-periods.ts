import { sql, type SQL } from 'drizzle-orm';
import { CROWD_PERIODS } from '@tradewind/contract/crm/crowd.schema';
import { toCents } from '@tradewind/contract/common/money';
import { queryOne, queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { RequestContext } from '@/core/http/request-context';
import type { ScheduledTask, ScheduledTaskContext } from '@/core/jobs/scheduler';
import type { OrderFacts } from './order-facts';
import { customerOrderPeriodDays, customerOrderPeriods as customerOrderPeriodsTable } from './customer-order-periods.table';

/**
 * Each customer's audited orders per crowd period (README "Customer order periods", migration 0082): per
 * customer the count and the sum in cents of the audited orders (status ≥ 2) created in each period of
 * CROWD_PERIODS — the period's whole days in the tenant's time zone: the day `as_of` and the N days before
 * it — and the latest audited order's creation time, ever. crm's crowds test these columns instead of
 * aggregating the orders (crm README "Crowds").
 *
 * Writers: the order's own transaction (`keepCustomerOrderPeriods`, an order facts listener: an audit adds,
 * a carry fee adds, a cancel after audit recomputes the customer); `ensureCustomerOrderPeriods`, which builds
 * a tenant's rows on first use and rolls them to today (the customers with an order on a day that left a
 * period recomputed). Both take `pg_advisory_xact_lock(PERIODS_LOCK, tenant)` — the order writers shared,
 * the roll exclusive — so an order's change and a roll never interleave: an order adds to the periods as of
 * the day the rows are at, the roll then moves them on.
 */
export const PERIODS_LOCK = 0x0c0d01;

const PERIOD_DAYS: readonly number[] = CROWD_PERIODS;
const TABLE = customerOrderPeriodsTable;
const DAYS = customerOrderPeriodDays;
const columnsOf = (p: number) => [`orders_${p}`, `cents_${p}`];
const ALL_COLUMNS = ['last_ordered_at', ...PERIOD_DAYS.flatMap(columnsOf)];
const list = (names: string[], prefix = '') => sql.raw(names.map((n) => `${prefix}${n}`).join(', '));

/** The first instant of the day `days` before `day` in `zone` (SQL expressions). */
const dayStart = (day: SQL, zone: SQL, days: number) => sql`((${day})::date - ${days}::int)::timestamp AT TIME ZONE ${zone}`;
/** The same computed once by the statement (an init plan), for a comparison made on every order. */
const dayStartOnce = (day: SQL, zone: SQL, days: number) => sql`(SELECT ${dayStart(day, zone, days)})`;
/** An audited order's amount in cents. */
const CENTS = sql`(o.total_amount * 100)::bigint`;

/**
 * Per customer of the tenant (or of `customers`, a subquery of ids), the periods' columns derived from the
 * orders as of `day` in `zone`; grouped unless `single` (then one row, zeros for a customer without orders).
 */
function derive(tenantId: number, day: SQL, zone: SQL, options: { customers?: SQL; single?: boolean } = {}): SQL {
  const columns = PERIOD_DAYS.map((p) => {
    const since = dayStartOnce(day, zone, p);
    return sql`count(*) FILTER (WHERE o.created_at >= ${since})::int AS ${sql.raw(`orders_${p}`)},
               coalesce(sum(${CENTS}) FILTER (WHERE o.created_at >= ${since}), 0)::bigint AS ${sql.raw(`cents_${p}`)}`;
  });
  return sql`SELECT ${options.single ? sql`` : sql`o.customer_id, `}max(o.created_at) AS last_ordered_at, ${sql.join(columns, sql`, `)}
               FROM oms_orders o
              WHERE o.tenant_id = ${tenantId}::int AND o.status >= 2${options.customers ? sql` AND o.customer_id IN (${options.customers})` : sql``}
              ${options.single ? sql`` : sql`GROUP BY o.customer_id`}`;
}

type PeriodDays = { today: string; as_of: string | null; time_zone: string | null };

const readDays = async (db: Db, tenantId: number, zone: string, today?: string) =>
  (await queryOne<PeriodDays>(
    db,
    sql`SELECT coalesce(${today ?? null}::date, (now() AT TIME ZONE ${zone})::date)::text AS today, d.as_of::text AS as_of, d.time_zone
          FROM (SELECT 1) one LEFT JOIN ${DAYS} d ON d.tenant_id = ${tenantId}::int`,
  ))!;

/** A tenant's rows derived again from its orders, as of `day` in `zone`. */
async function build(db: Db, tenantId: number, day: string, zone: string): Promise<void> {
  await db.execute(sql`DELETE FROM ${TABLE} WHERE tenant_id = ${tenantId}::int`);
  await db.execute(
    sql`INSERT INTO ${TABLE} (tenant_id, customer_id, ${list(ALL_COLUMNS)})
        SELECT ${tenantId}::int, f.customer_id, ${list(ALL_COLUMNS, 'f.')} FROM (${derive(tenantId, sql`${day}::date`, sql`${zone}::text`)}) f`,
  );
  await db.execute(
    sql`INSERT INTO ${DAYS} (tenant_id, as_of, time_zone) VALUES (${tenantId}::int, ${day}::date, ${zone})
        ON CONFLICT (tenant_id) DO UPDATE SET as_of = EXCLUDED.as_of, time_zone = EXCLUDED.time_zone`,
  );
}

/**
 * The rows moved on from `from` to `to` (later): a period loses the days from `from` − N to `to` − N − 1, so
 * the customers with an audited order created on one of them are derived again as of `to`; no one else's
 * counts change (a day that enters a period is today, whose orders were added as they were audited).
 */
async function roll(db: Db, tenantId: number, from: string, to: string, zone: string): Promise<void> {
  const z = sql`${zone}::text`;
  const leaving = PERIOD_DAYS.map((p) => sql`(o.created_at >= ${dayStartOnce(sql`${from}::date`, z, p)} AND o.created_at < ${dayStartOnce(sql`${to}::date`, z, p)})`);
  const affected = sql`SELECT DISTINCT o.customer_id FROM oms_orders o WHERE o.tenant_id = ${tenantId}::int AND o.status >= 2 AND (${sql.join(leaving, sql` OR `)})`;
  await db.execute(
    sql`UPDATE ${TABLE} AS t SET (${list(ALL_COLUMNS)}) = (${list(ALL_COLUMNS, 'f.')})
          FROM (${derive(tenantId, sql`${to}::date`, z, { customers: affected })}) f
         WHERE t.tenant_id = ${tenantId}::int AND t.customer_id = f.customer_id`,
  );
  await db.execute(sql`UPDATE ${DAYS} SET as_of = ${to}::date WHERE tenant_id = ${tenantId}::int`);
}

/**
 * Makes the tenant's rows current for `today` (default: today in `zone`) in the caller's transaction: built
 * when the tenant has none, its time zone changed or it is more than a year behind; rolled when behind. Holds
 * the exclusive lock only when it writes. Returns what it did.
 */
export async function ensureCustomerOrderPeriods(db: Db, tenantId: number, zone: string, today?: string): Promise<'current' | 'built' | 'rolled'> {
  const seen = await readDays(db, tenantId, zone, today);
  if (seen.as_of === seen.today && seen.time_zone === zone) return 'current';
  await db.execute(sql`SELECT pg_advisory_xact_lock(${PERIODS_LOCK}::int, ${tenantId}::int)`);
  // read again under the lock: another caller may have moved them on meanwhile
  const days = await readDays(db, tenantId, zone, seen.today);
  if (days.as_of === days.today && days.time_zone === zone) return 'current';
  const behind = days.as_of === null ? Infinity : (Date.parse(days.today) - Date.parse(days.as_of)) / 86_400_000;
  if (days.time_zone !== zone || behind < 0 || behind > 365) {
    await build(db, tenantId, days.today, zone);
    return 'built';
  }
  await roll(db, tenantId, days.as_of!, days.today, zone);
  return 'rolled';
}

/** A tenant's rows derived again from its orders as of today (the demo's history, dated back after its orders were audited). */
export async function rebuildCustomerOrderPeriods(db: Db, tenantId: number, zone: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${PERIODS_LOCK}::int, ${tenantId}::int)`);
  const { today } = await readDays(db, tenantId, zone);
  await build(db, tenantId, today, zone);
}

/**
 * An order's fact into its customer's periods, in the order's transaction (an order facts listener). An audit
 * adds the order to every period holding its creation day and may move the latest order time on; a carry fee
 * charged later adds to the same periods; a cancel after audit derives the customer again from the orders
 * (its row locked first in a statement of its own, so the derivation sees every audit that added to it). A
 * tenant whose rows were never built is skipped: the build reads its orders.
 */
export async function keepCustomerOrderPeriods(ctx: RequestContext, facts: OrderFacts): Promise<void> {
  if (facts.kind === 'refunded') return;
  const { order } = facts;
  const tenantId = ctx.tenantId;
  await ctx.db.execute(sql`SELECT pg_advisory_xact_lock_shared(${PERIODS_LOCK}::int, ${tenantId}::int)`);
  // the order's creation as stored (to the microsecond), read beside the day the rows are at
  const at = sql`o.created_at`;
  const orderRow = sql`oms_orders o`;
  const theOrder = sql`o.tenant_id = ${tenantId}::int AND o.id = ${order.orderId}::int`;
  const inPeriod = (p: number) => sql`${at} >= ${dayStart(sql`d.as_of`, sql`d.time_zone`, p)}`;
  if (facts.kind === 'audited') {
    // its amount as stored after the audit's changes, as the derivation reads it
    const added = PERIOD_DAYS.map((p) => sql`CASE WHEN ${inPeriod(p)} THEN 1 ELSE 0 END, CASE WHEN ${inPeriod(p)} THEN ${CENTS} ELSE 0 END`);
    const sums = PERIOD_DAYS.flatMap(columnsOf).map((c) => `${c} = t.${c} + EXCLUDED.${c}`);
    await ctx.db.execute(
      sql`INSERT INTO ${TABLE} AS t (tenant_id, customer_id, ${list(ALL_COLUMNS)})
          SELECT ${tenantId}::int, ${order.customerId}::int, ${at}, ${sql.join(added, sql`, `)} FROM ${DAYS} d, ${orderRow} WHERE d.tenant_id = ${tenantId}::int AND ${theOrder}
          ON CONFLICT (customer_id, tenant_id) DO UPDATE SET last_ordered_at = greatest(t.last_ordered_at, EXCLUDED.last_ordered_at), ${sql.raw(sums.join(', '))}`,
    );
    return;
  }
  if (facts.kind === 'carry_fee') {
    const fee = toCents(facts.carryFee);
    const sums = PERIOD_DAYS.map((p) => sql`${sql.raw(`cents_${p}`)} = t.${sql.raw(`cents_${p}`)} + CASE WHEN ${inPeriod(p)} THEN ${fee}::bigint ELSE 0 END`);
    await ctx.db.execute(
      sql`UPDATE ${TABLE} AS t SET ${sql.join(sums, sql`, `)} FROM ${DAYS} d, ${orderRow}
           WHERE d.tenant_id = ${tenantId}::int AND ${theOrder} AND t.tenant_id = ${tenantId}::int AND t.customer_id = ${order.customerId}::int`,
    );
    return;
  }
  await recomputeCustomerOrderPeriods(ctx.db, tenantId, order.customerId);
}

/**
 * One customer's row derived again from the orders (a cancel after audit; the tests' orders written straight
 * to the table). Under the shared lock the caller holds; the row is locked first, in a statement of its own.
 */
export async function recomputeCustomerOrderPeriods(db: Db, tenantId: number, customerId: number): Promise<void> {
  const days = await queryOne<{ as_of: string; time_zone: string }>(
    db,
    sql`SELECT d.as_of::text AS as_of, d.time_zone FROM ${DAYS} d LEFT JOIN LATERAL (
          SELECT 1 FROM ${TABLE} t WHERE t.tenant_id = ${tenantId}::int AND t.customer_id = ${customerId}::int FOR UPDATE) locked ON true
         WHERE d.tenant_id = ${tenantId}::int`,
  );
  if (!days) return;
  const fresh = derive(tenantId, sql`${days.as_of}::date`, sql`${days.time_zone}::text`, { customers: sql`${customerId}::int`, single: true });
  await db.execute(
    sql`INSERT INTO ${TABLE} AS t (tenant_id, customer_id, ${list(ALL_COLUMNS)})
        SELECT ${tenantId}::int, ${customerId}::int, ${list(ALL_COLUMNS, 'f.')} FROM (${fresh}) f
        ON CONFLICT (customer_id, tenant_id) DO UPDATE SET (${list(ALL_COLUMNS)}) = (${list(ALL_COLUMNS, 'EXCLUDED.')})`,
  );
}

/** The periods' columns of the tenant's customers with a row, as a subquery (`customer_id` and ALL_COLUMNS), for crm's crowds. */
export const customerOrderPeriods = (tenantId: number): SQL => sql`SELECT customer_id, ${list(ALL_COLUMNS)} FROM ${TABLE} WHERE tenant_id = ${tenantId}::int`;

export type CustomerOrderPeriodsDifference = { tenant_id: number; customer_id: number; col: string; kept: string | null; derived: string | null };

/**
 * The kept rows against the orders, as of each tenant's day (the tests' check after every file; expected:
 * none). A customer without audited orders matches no row or a row of zeros.
 */
export async function checkCustomerOrderPeriods(db: Db, options: { tenantIds?: number[] } = {}): Promise<CustomerOrderPeriodsDifference[]> {
  const tenants = await queryRows<{ tenant_id: number; as_of: string; time_zone: string }>(
    db,
    sql`SELECT tenant_id, as_of::text AS as_of, time_zone FROM ${DAYS}${options.tenantIds ? sql` WHERE tenant_id = ANY(${`{${options.tenantIds.join(',')}}`}::int[])` : sql``} ORDER BY tenant_id`,
  );
  const differences: CustomerOrderPeriodsDifference[] = [];
  for (const t of tenants) {
    const derived = derive(t.tenant_id, sql`${t.as_of}::date`, sql`${t.time_zone}::text`);
    const compared = ALL_COLUMNS.map((c) => {
      const zero = c === 'last_ordered_at' ? sql`NULL` : sql`0`;
      return sql`SELECT coalesce(k.customer_id, f.customer_id) AS customer_id, ${c}::text AS col, coalesce(k.${sql.raw(c)}::text, ${zero}::text) AS kept, coalesce(f.${sql.raw(c)}::text, ${zero}::text) AS derived
                   FROM k FULL JOIN f ON f.customer_id = k.customer_id`;
    });
    const rows = await queryRows<Omit<CustomerOrderPeriodsDifference, 'tenant_id'>>(
      db,
      sql`WITH k AS (${customerOrderPeriods(t.tenant_id)}), f AS (${derived})
          SELECT * FROM (${sql.join(compared, sql` UNION ALL `)}) x WHERE kept IS DISTINCT FROM derived ORDER BY customer_id, col LIMIT 100`,
    );
    differences.push(...rows.map((r) => ({ tenant_id: t.tenant_id, ...r })));
  }
  return differences;
}

/** Every active tenant's rows made current for its today (built on first run): the first crowd count of a day then finds them rolled. */
export async function runCustomerOrderPeriods({ db, log }: ScheduledTaskContext): Promise<Record<string, number>> {
  const tenants = await withSystem(db, (tx) => queryRows<{ id: number; time_zone: string }>(tx, sql`SELECT id, time_zone FROM tenants WHERE status = 1 ORDER BY id`));
  const done: Record<string, number> = { current: 0, built: 0, rolled: 0 };
  for (const t of tenants) {
    try {
      done[await withTenant(db, t.id, (tx) => ensureCustomerOrderPeriods(tx, t.id, t.time_zone))] += 1;
    } catch (error) {
      log?.error({ err: error, tenant: t.id }, 'customer order periods not rolled');
    }
  }
  if (done.built || done.rolled) log?.info(done, 'customer order periods rolled');
  return done;
}

export const customerOrderPeriodsTask: ScheduledTask = { name: 'oms.customer_order_periods', everySeconds: 600, run: (ctx) => runCustomerOrderPeriods(ctx).then(() => undefined) };
