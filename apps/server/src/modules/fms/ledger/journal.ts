import { sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { MONEY_IN_TYPES, MONEY_OUT_TYPES, type MoneyJournalTargetType } from '@tradewind/contract/fms/fms-config.schema';
import { queryOne, type Db } from '@/core/db/database';
import { conflict, invalidField } from '@/core/http/errors';

export type MoneyJournalInput = {
  storeId: number;
  /** MoneyInType / MoneyOutType */
  type: number;
  /** the method the money moved through; its kind is copied (a method may change or be deleted later) */
  paymentConfigId: number;
  /** > 0, at most 2 decimals */
  amount: string;
  targetType: MoneyJournalTargetType;
  targetId: number;
  /** 'receipt_note' / 'payment_note' */
  docType: string;
  docId: number;
  docNo: string | null;
  /** the day the money moved (the note's date), YYYY-MM-DD */
  occurredOn: string;
  remark?: string | null;
  staffId: number | null;
};

/**
 * The one writer of the cash journals (money in / out histories, docs/trading-model.md §6): one row per movement of
 * real money, written in the caller's transaction (a receipt or payment note's audit). A method of kind 5
 * (the customer's balance) moves no cash and is refused here: 409 `fms.journal_balance_method` — a note
 * paid from the balance posts to the account, not to the journal. The method must be the tenant's
 * (row-level security) and not deleted when posted; a disabled one is refused too (422 `payment_config_id`).
 */
async function postJournal(tx: Db, table: 'fms_money_in_histories' | 'fms_money_out_histories', types: readonly number[], input: MoneyJournalInput): Promise<{ id: number }> {
  if (!types.includes(input.type)) throw invalidField('type', 'fms.history_type_invalid');
  const text = String(input.amount).trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text) || toCents(text) <= 0) throw invalidField('amount', 'fms.amount_invalid');
  const method = await queryOne<{ kind: number; status: number }>(
    tx,
    sql`SELECT kind, status FROM fms_payment_configs WHERE id = ${input.paymentConfigId}::int AND deleted_at IS NULL`,
  );
  if (!method || Number(method.status) !== 1) throw invalidField('payment_config_id', 'fms.payment_config_unavailable');
  if (Number(method.kind) === 5) throw conflict('fms.journal_balance_method');
  const row = await queryOne<{ id: number }>(
    tx,
    sql`INSERT INTO ${sql.raw(table)} (tenant_id, store_id, type, payment_config_id, payment_kind, amount, target_type, target_id, doc_type, doc_id, doc_no, occurred_on, remark, staff_id)
        VALUES (nullif(current_setting('app.tenant_id', true), '')::int, ${input.storeId}::int, ${input.type}::int, ${input.paymentConfigId}::int, ${Number(method.kind)}::int,
                ${fromCents(toCents(text))}::numeric, ${input.targetType}, ${input.targetId}::int, ${input.docType}, ${input.docId}::int, ${input.docNo},
                ${input.occurredOn}::date, ${input.remark ?? null}, ${input.staffId}::int)
        RETURNING id`,
  );
  return { id: Number(row!.id) };
}

/** A money-in row (MoneyInType): a receipt note's audit. */
export const postMoneyIn = (tx: Db, input: MoneyJournalInput) => postJournal(tx, 'fms_money_in_histories', MONEY_IN_TYPES, input);
/** A money-out row (MoneyOutType): a payment note's audit. */
export const postMoneyOut = (tx: Db, input: MoneyJournalInput) => postJournal(tx, 'fms_money_out_histories', MONEY_OUT_TYPES, input);
