import { sql, type SQL } from 'drizzle-orm';

/**
 * Customers the public-pool rules must not release (crm/README.md "Public pool"). Orders (oms) and money
 * (fms) sit above crm (docs/trading-model.md §7): each registers at start a condition on the customer — an
 * open order, an unpaid receivable — built from its own Drizzle tables; crm never imports them. crm's own
 * guard (an open account period) is written into the rules' query.
 */
export type ReleaseGuard = {
  /** 'open_order', 'need_pay' … (one registration per key; a later one replaces it) */
  key: string;
  /** a boolean SQL condition: true when the customer (its id and tenant as SQL) must stay with its owner */
  protects: (customer: { id: SQL; tenantId: SQL }) => SQL;
};

const guards = new Map<string, ReleaseGuard>();

export function registerReleaseGuard(guard: ReleaseGuard): void {
  guards.set(guard.key, guard);
}

export function releaseGuardKeys(): string[] {
  return [...guards.keys()];
}

/** The condition "this customer may be released" for the rules' queries over `crm_customers c`. */
export function releasable(): SQL {
  const customer = { id: sql.raw('c.id'), tenantId: sql.raw('c.tenant_id') };
  const parts = [sql`c.is_open_payment_day = 0`, ...[...guards.values()].map((g) => sql`NOT (${g.protects(customer)})`)];
  return sql.join(parts, sql` AND `);
}
