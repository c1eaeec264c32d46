import { sql } from 'drizzle-orm';
import { CustomerAccountHistoryType, type MoneyCheckRow } from '@tradewind/contract/fms/balance-history.schema';
import { PrepayHistoryType } from '@tradewind/contract/fms/prepay-account.schema';
import { queryRows, type Db } from '@/core/db/database';

/**
 * Re-sums the customer accounts' history (docs/trading-model.md §6: balance = sum of history) and returns each
 * account field that differs from the sum of its rows — there must be none: balance and need_pay against
 * their signed amounts, total_prepay_amount against the positive prepay rows of the balance. An account
 * with a non-zero figure and no history is a difference too. `tenantId` narrows it to one tenant; without
 * it (a transaction with the owner's rights) every tenant is checked. The suppliers' and workers' prepay
 * accounts are re-summed the same way: balance against their history, total_prepay_amount against the
 * positive prepay rows (fields 'prepay_balance', 'prepay_total'). And the journals against their documents:
 * each audited receipt note's money-in rows sum to its amount (none when it was paid from the balance,
 * payment kind 5; none for a pending note), each audited payment note's money-out rows to its cash amount,
 * a journal row without its note is a difference; each settlement order's paid amount equals its audited
 * payment note items.
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
  const journals = await queryRows<{ tenant_id: number; doc_type: 'receipt_note' | 'payment_note' | 'supplier_settlement' | 'worker_settlement'; doc_id: number; field: 'money_in' | 'money_out' | 'settlement_paid'; stored: string; expected: string }>(
    db,
    sql`WITH notes_in AS (
          SELECT n.tenant_id, n.id, CASE WHEN n.status = 1 AND coalesce(n.payment_kind, 0) <> 5 THEN n.amount ELSE 0 END AS expected
            FROM fms_receipt_notes n WHERE ${of('n')}
        ), journal_in AS (
          SELECT j.tenant_id, j.doc_id, sum(j.amount) AS stored FROM fms_money_in_histories j WHERE j.doc_type = 'receipt_note' AND ${of('j')} GROUP BY j.tenant_id, j.doc_id
        ), notes_out AS (
          SELECT n.tenant_id, n.id, CASE WHEN n.status = 1 THEN n.amount ELSE 0 END AS expected
            FROM fms_payment_notes n WHERE ${of('n')}
        ), journal_out AS (
          SELECT j.tenant_id, j.doc_id, sum(j.amount) AS stored FROM fms_money_out_histories j WHERE j.doc_type = 'payment_note' AND ${of('j')} GROUP BY j.tenant_id, j.doc_id
        ), paid AS (
          SELECT i.tenant_id, i.target_type, i.target_id, sum(i.amount) AS paid
            FROM fms_payment_note_items i JOIN fms_payment_notes n ON n.id = i.note_id AND n.status = 1
           WHERE ${of('i')} GROUP BY i.tenant_id, i.target_type, i.target_id
        ), compared AS (
          SELECT coalesce(n.tenant_id, j.tenant_id) AS tenant_id, 'receipt_note' AS doc_type, coalesce(n.id, j.doc_id) AS doc_id, 'money_in' AS field,
                 coalesce(j.stored, 0) AS stored, coalesce(n.expected, 0) AS expected
            FROM notes_in n FULL JOIN journal_in j ON j.doc_id = n.id
          UNION ALL
          SELECT coalesce(n.tenant_id, j.tenant_id), 'payment_note', coalesce(n.id, j.doc_id), 'money_out', coalesce(j.stored, 0), coalesce(n.expected, 0)
            FROM notes_out n FULL JOIN journal_out j ON j.doc_id = n.id
          UNION ALL
          SELECT s.tenant_id, 'supplier_settlement', s.id, 'settlement_paid', s.paid_amount, coalesce(p.paid, 0)
            FROM fms_supplier_settlements s LEFT JOIN paid p ON p.target_type = 'supplier_settlement' AND p.target_id = s.id WHERE ${of('s')}
          UNION ALL
          SELECT s.tenant_id, 'worker_settlement', s.id, 'settlement_paid', s.paid_amount, coalesce(p.paid, 0)
            FROM fms_worker_settlements s LEFT JOIN paid p ON p.target_type = 'worker_settlement' AND p.target_id = s.id WHERE ${of('s')}
        )
        SELECT tenant_id, doc_type, doc_id, field, stored::numeric(14, 2)::text AS stored, expected::numeric(14, 2)::text AS expected
          FROM compared WHERE stored <> expected ORDER BY tenant_id, doc_type, doc_id`,
  );
  return [
    ...journals.map((r) => ({ ...r, tenant_id: Number(r.tenant_id), doc_id: Number(r.doc_id) })),
    ...rows.map((r) => ({ ...r, tenant_id: Number(r.tenant_id), customer_id: Number(r.customer_id) })),
    ...prepay.map((r) => ({ ...r, tenant_id: Number(r.tenant_id), target_id: Number(r.target_id) })),
  ];
}
