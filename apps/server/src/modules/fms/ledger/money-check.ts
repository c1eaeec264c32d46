import { sql } from 'drizzle-orm';
import { CustomerAccountHistoryType, type MoneyCheckRow } from '@tradewind/contract/fms/balance-history.schema';
import { PrepayHistoryType } from '@tradewind/contract/fms/prepay-account.schema';
import { queryRows, type Db } from '@/core/db/database';

/**
 * Re-sums the customer accounts' history (DOMAIN.md §6: balance = sum of history) and returns each
 * account field that differs from the sum of its rows — there must be none: balance and need_pay against
 * their signed amounts, total_prepay_amount against the positive prepay rows of the balance. An account
 * with a non-zero figure and no history is a difference too. `tenantId` narrows it to one tenant; without
 * it (a transaction with the owner's rights) every tenant is checked. The suppliers' and workers' prepay
 * accounts are re-summed the same way: balance against their history, total_prepay_amount against the
 * positive prepay rows (fields 'prepay_balance', 'prepay_total').
 */
export async function checkMoneyLedger(db: Db, tenantId?: number): Promise<MoneyCheckRow[]> {
  const of = (alias: string) => (tenantId === undefined ? sql`true` : sql`${sql.raw(alias)}.tenant_id = ${tenantId}::int`);
  const rows = await queryRows<{ tenant_id: number; customer_id: number; field: 'balance' | 'need_pay' | 'total_prepay_amount'; stored: string; expected: string }>(
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
  const prepay = await queryRows<{ tenant_id: number; target_type: 'supplier' | 'worker'; target_id: number; field: 'prepay_balance' | 'prepay_total'; stored: string; expected: string }>(
    db,
    sql`WITH summed AS (
          SELECT h.account_id, sum(h.amount) AS balance,
                 coalesce(sum(h.amount) FILTER (WHERE h.type = ${PrepayHistoryType.prepay}::int AND h.amount > 0), 0) AS prepaid
            FROM fms_prepay_histories h WHERE ${of('h')} GROUP BY h.account_id
        ), compared AS (
          SELECT a.tenant_id, a.target_type, a.target_id, f.field, f.stored, f.expected
            FROM fms_prepay_accounts a LEFT JOIN summed s ON s.account_id = a.id
           CROSS JOIN LATERAL (VALUES ('prepay_balance', a.balance, coalesce(s.balance, 0)),
                                      ('prepay_total', a.total_prepay_amount, coalesce(s.prepaid, 0))) AS f(field, stored, expected)
           WHERE ${of('a')}
        )
        SELECT tenant_id, target_type, target_id, field, stored::numeric(14, 2)::text AS stored, expected::numeric(14, 2)::text AS expected
          FROM compared WHERE stored <> expected ORDER BY tenant_id, target_type, target_id, field`,
  );
  return [
    ...rows.map((r) => ({ ...r, tenant_id: Number(r.tenant_id), customer_id: Number(r.customer_id) })),
    ...prepay.map((r) => ({ ...r, tenant_id: Number(r.tenant_id), target_id: Number(r.target_id) })),
  ];
}
