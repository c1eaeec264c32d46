import { sql, type SQL } from 'drizzle-orm';
import { toCents } from '@tradewind/contract/common/money';
import { queryRows } from '@/core/db/database';
import { intArray, ownStores } from '@/core/http/store-scope';
import type { RequestContext } from '@/core/http/request-context';
import type { InvoiceOrderSource, InvoiceSourceOrder } from '@/modules/crm';

/**
 * Orders as invoices cover them (crm README "Invoices"): delivered (6) or completed (7), with the delivered
 * amount and what refunds gave back (`refunded_amount`, written when a refund is refunded).
 */
type Row = { id: number; number: string; customer_id: number; store_id: number; day: string; delivered: string; refunded: string };

const select = (ctx: RequestContext, where: SQL, tail: SQL = sql``) =>
  queryRows<Row>(
    ctx.db,
    sql`SELECT o.id, o.number, o.customer_id, o.store_id, o.delivered_amount::text AS delivered, o.refunded_amount::text AS refunded,
               to_char((coalesce(o.delivered_at, o.created_at) AT TIME ZONE ${ctx.session.timeZone})::date, 'YYYY-MM-DD') AS day
          FROM oms_orders AS o WHERE o.status IN (6, 7) AND ${where} ${tail}`,
  ).then((rows) =>
    rows.map(
      (r): InvoiceSourceOrder => ({
        id: Number(r.id),
        no: r.number,
        customerId: Number(r.customer_id),
        storeId: Number(r.store_id),
        date: r.day,
        delivered: toCents(r.delivered),
        refunded: toCents(r.refunded),
      }),
    ),
  );

export const orderInvoiceSource: InvoiceOrderSource = {
  deliveredFor: (ctx, customerId, limit) =>
    select(ctx, sql`o.customer_id = ${customerId}::int AND o.store_id = ANY(${ownStores(ctx)}::int[])`, sql`ORDER BY o.delivered_at DESC NULLS LAST, o.id DESC LIMIT ${limit}::int`),
  async read(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = await select(ctx, sql`o.id = ANY(${intArray(ids)}::int[])`);
    return new Map(rows.map((r) => [r.id, r]));
  },
};
