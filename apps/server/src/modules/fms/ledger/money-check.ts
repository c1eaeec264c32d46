import { sql } from 'drizzle-orm';
import { CustomerAccountHistoryType, type MoneyCheckRow } from '@tradewind/contract/fms/balance-history.schema';
import { queryRows, type Db } from '@/core/db/database';

/**
 * Re-sums the customer accounts' history (DOMAIN.md §6: balance = sum of history) and returns each
 * account field that differs from the sum of its rows — there must be none: balance and need_pay against
 * their signed amounts, total_prepay_amount against the positive prepay rows of the balance. An account
 * with a non-zero figure and no history is a difference too. `tenantId` narrows it to one tenant; without
 * it (a transaction with the owner's rights) every tenant is checked.
 */
export async function checkMoneyLedger(db: Db, tenantId?: number): Promise<MoneyCheckRow[]> {
  const of = (alias: string) => (tenantId === undefined ? sql`true` : sql`${sql.raw(alias)}.tenant_id = ${tenantId}::int`);
  const rows = await queryRows<{ tenant_id: number; customer_id: number; field: MoneyCheckRow['field']; stored: string; expected: string }>(
    db,
    sql`WITH summed AS (
          SELECT h.account_id,
                 coalesce(sum(h.amount) FILTER (WHERE h.field = 'balance'), 0) AS balance,
                 coalesce(sum(h.amount) FILTER (WHERE h.field = 'need_pay'), 0) AS need_pay,
                 coalesce(sum(h.amount) FILTER (WHERE h.field = 'balance' AND h.type = ${CustomerAccountHistoryType.prepay}::int AND h.amount > 0), 0) AS prepaid
            FROM fms_balance_histories h WHERE ${of('h')} GROUP BY h.account_id
        ), compared AS (
          SELECT a.tenant_id, a.customer_id, f.field, f.stored, f.expected
            FROM fms_customer_accounts a LEFT JOIN summed s ON s.account_id = a.id
           CROSS JOIN LATERAL (VALUES ('balance', a.balance, coalesce(s.balance, 0)),
                                      ('need_pay', a.need_pay, coalesce(s.need_pay, 0)),
                                      ('total_prepay_amount', a.total_prepay_amount, coalesce(s.prepaid, 0))) AS f(field, stored, expected)
           WHERE ${of('a')}
        )
        SELECT tenant_id, customer_id, field, stored::numeric(14, 2)::text AS stored, expected::numeric(14, 2)::text AS expected
          FROM compared WHERE stored <> expected ORDER BY tenant_id, customer_id, field`,
  );
  return rows.map((r) => ({ ...r, tenant_id: Number(r.tenant_id), customer_id: Number(r.customer_id) }));
}
