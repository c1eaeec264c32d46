import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { MONEY_MAX } from '@tradewind/contract/common/validation';
import { PREPAY_HISTORY_TYPES, PREPAY_TARGET_TYPES, PrepayHistoryType, type PrepayTargetType } from '@tradewind/contract/fms/prepay-account.schema';
import { queryOne, type Db } from '@/core/db/database';
import { AppError, invalidField, notFound } from '@/core/http/errors';
import { partyRows } from '../ledger/money-party';
import { historyColumns, postingInput, shortfallOf } from '../ledger/posting-input';
import { prepayAccounts, prepayHistories } from './prepay-account.table';

export type PostPrepayAccountInput = {
  targetType: PrepayTargetType;
  targetId: number;
  /** signed decimal with at most 2 places ('-12.50', '300'); never zero */
  amount: string;
  type: PrepayHistoryType;
  /** the document that caused it: 'payment_note', 'supplier_settlement_order' … */
  docType?: string | null;
  docId?: number | null;
  docNo?: string | null;
  remark?: string | null;
  /** who acts; null for a job */
  staffId: number | null;
};

export type PostedPrepayChange = { historyId: number; accountId: number; before: string; after: string; balance: string; totalPrepayAmount: string };
export type PrepayAccountRow = typeof prepayAccounts.$inferSelect;

const MAX_CENTS = Math.round(MONEY_MAX * 100);

/**
 * The supplier or worker a prepay account belongs to, read under row-level security (another tenant's id
 * finds nothing) and key-share locked. fms sits below wms and lms (docs/trading-model.md §7) and imports neither: it
 * reads the parties they registered (ledger/money-party.ts).
 */
export async function prepayTargetExists(tx: Db, targetType: PrepayTargetType, targetId: number): Promise<boolean> {
  const row = await queryOne<{ id: number }>(tx, sql`SELECT t.id FROM ${partyRows(targetType)} AS t WHERE t.id = ${targetId}::int FOR KEY SHARE`);
  return row !== undefined;
}

/**
 * A supplier's or worker's prepay account, opened if it has none yet, locked for the caller's
 * transaction (the first step of every change). 404 when the target is not the tenant's.
 */
export async function openPrepayAccount(tx: Db, targetType: PrepayTargetType, targetId: number): Promise<PrepayAccountRow> {
  if (!(await prepayTargetExists(tx, targetType, targetId))) throw notFound('fms.prepay_target_not_found');
  await tx.execute(sql`INSERT INTO fms_prepay_accounts (tenant_id, target_type, target_id)
    VALUES (nullif(current_setting('app.tenant_id', true), '')::int, ${targetType}, ${targetId}::int)
    ON CONFLICT (tenant_id, target_type, target_id) DO NOTHING`);
  const [row] = await tx
    .select()
    .from(prepayAccounts)
    .where(and(eq(prepayAccounts.targetType, targetType), eq(prepayAccounts.targetId, targetId)))
    .for('update');
  if (!row) throw notFound('fms.prepay_target_not_found');
  return row;
}

/**
 * The one writer of a prepay account (docs/trading-model.md §6), in the style of postCustomerAccount: under the
 * account's row lock (opened on first use) it changes the balance by a signed amount in integer cents
 * and writes its `fms_prepay_histories` row with before and after, in the caller's transaction. A
 * positive posting of type prepay also adds to total_prepay_amount.
 *
 * Refuses, writing nothing: 422 `target_type` (fms.prepay_target_invalid), `type`
 * (fms.history_type_invalid), `amount` (fms.amount_invalid, fms.amount_zero, fms.amount_too_large),
 * `doc_type` / `doc_no` / `remark` (validation.text_too_long); 404 when the target is not the tenant's;
 * 409 fms.prepay_balance_short when the balance would go below zero, with `data: { before, amount, shortfall }`.
 */
export async function postPrepayAccount(tx: Db, input: PostPrepayAccountInput): Promise<PostedPrepayChange> {
  if (!PREPAY_TARGET_TYPES.includes(input.targetType)) throw invalidField('target_type', 'fms.prepay_target_invalid');
  if (!PREPAY_HISTORY_TYPES.includes(input.type)) throw invalidField('type', 'fms.history_type_invalid');
  const posting = postingInput(input);
  const { amount } = posting;

  const account = await openPrepayAccount(tx, input.targetType, input.targetId);
  const before = toCents(account.balance);
  const after = before + amount;
  if (after < 0) {
    const figures = shortfallOf(before, amount);
    throw new AppError(ErrorCode.conflict, 'fms.prepay_balance_short', 200, figures, { balance: figures.before, amount: figures.amount, shortfall: figures.shortfall });
  }
  const totalPrepay = toCents(account.totalPrepayAmount) + (input.type === PrepayHistoryType.prepay && amount > 0 ? amount : 0);
  if (after > MAX_CENTS || totalPrepay > MAX_CENTS) throw invalidField('amount', 'fms.amount_too_large');

  await tx
    .update(prepayAccounts)
    .set({ balance: fromCents(after), totalPrepayAmount: fromCents(totalPrepay), updatedAt: sql`now()` })
    .where(eq(prepayAccounts.id, account.id));
  const [history] = await tx
    .insert(prepayHistories)
    .values({ ...historyColumns(account, input, posting, before), targetType: account.targetType, targetId: account.targetId })
    .returning({ id: prepayHistories.id });
  return { historyId: history.id, accountId: account.id, before: fromCents(before), after: fromCents(after), balance: fromCents(after), totalPrepayAmount: fromCents(totalPrepay) };
}
