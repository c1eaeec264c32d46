import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryOne } from '@/core/db/database';
import type { AppDeps } from '@/core/http/route';
import { registerPaymentConfigUse } from '../payment-config';
import { registerReceiptNoteRoutes as registerRoutes } from './receipt-note.routes';

/** Receipt notes' routes, and their use of payment methods: pending notes keep a method enabled, any note keeps it from deletion. */
export function registerReceiptNoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoutes(app, deps);
}

registerPaymentConfigUse({
  count: async (db, configId, action) => {
    const row = await queryOne<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM fms_receipt_notes WHERE payment_config_id = ${configId}::int ${action === 'disable' ? sql`AND status = 0` : sql``}`,
    );
    return Number(row?.n ?? 0);
  },
});

/**
 * The customers' receipt notes as crm's payment plans read them (crm sits below fms: it registers this at
 * start, crm/payment-plan/receipt-source.ts names the columns). Audited notes are money that came in.
 */
export const customerReceiptRows = sql`(SELECT n.id, n.customer_id, n.number, n.amount, n.status = 1 AS audited, n.receipt_date FROM fms_receipt_notes n)`;

export { createSignInReceiptNote, type SignInReceiptInput } from './receipt-note.service';
export { receiptNoteItems, receiptNotes } from './receipt-note.table';
