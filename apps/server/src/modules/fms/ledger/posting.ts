import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { MONEY_MAX } from '@tradewind/contract/common/validation';
import {
  CUSTOMER_ACCOUNT_FIELDS,
  CUSTOMER_ACCOUNT_HISTORY_TYPES,
  CustomerAccountHistoryType,
  type CustomerAccountField,
} from '@tradewind/contract/fms/balance-history.schema';
import type { Db } from '@/core/db/database';
import { AppError, invalidField } from '@/core/http/errors';
import { customerAccounts } from '../customer-account/customer-account.table';
import { openCustomerAccount } from '../customer-account/customer-account.service';
import { balanceHistories } from './ledger.table';
import { historyColumns, postingInput, shortfallOf } from './posting-input';

export type PostCustomerAccountInput = {
  customerId: number;
  field: CustomerAccountField;
  /** signed decimal with at most 2 places ('-12.50', '300'); never zero */
  amount: string;
  type: CustomerAccountHistoryType;
  /** the document that caused the change: 'order', 'order_refund', 'receipt_note' … */
  docType?: string | null;
  docId?: number | null;
  docNo?: string | null;
  remark?: string | null;
  /** who acts; null for a scheduled job */
  staffId: number | null;
  /**
   * need_pay only: let it go below zero (money received before the receivable exists). Without it a
   * need_pay posting that would go negative is refused like the balance. The balance never goes negative.
   */
  allowNegative?: boolean;
};

export type PostedAccountChange = {
  historyId: number;
  /** the field's value before and after, two decimals */
  before: string;
  after: string;
  /** the account after the change */
  balance: string;
  needPay: string;
  totalPrepayAmount: string;
};

const MAX_CENTS = Math.round(MONEY_MAX * 100);

/**
 * The one writer of a customer account (docs/trading-model.md §6): changes `balance` or `need_pay` by a signed amount
 * under the account's row lock (opened on first use) and writes its `fms_balance_histories` row, in the
 * caller's transaction. A positive balance posting of type prepay also adds to total_prepay_amount.
 *
 * Refuses, writing nothing: 422 `amount` (fms.amount_invalid, fms.amount_zero, fms.amount_too_large),
 * 422 `field` / `type` / `remark` / `doc_no` / `doc_type`; 404 when the customer is not the tenant's;
 * 409 `fms.balance_short` when the balance would go below zero and 409 `fms.need_pay_short` when need_pay
 * would (unless allowNegative) — both with `data: { field, before, amount, shortfall }`. The caller's
 * transaction rolls back whatever else it did.
 */
export async function postCustomerAccount(tx: Db, input: PostCustomerAccountInput): Promise<PostedAccountChange> {
  if (!CUSTOMER_ACCOUNT_FIELDS.includes(input.field)) throw invalidField('field', 'fms.account_field_invalid');
  if (!CUSTOMER_ACCOUNT_HISTORY_TYPES.includes(input.type)) throw invalidField('type', 'fms.history_type_invalid');
  const posting = postingInput(input);
  const { amount } = posting;

  const account = await openCustomerAccount(tx, input.customerId);
  const before = toCents(input.field === 'balance' ? account.balance : account.needPay);
  const after = before + amount;
  if (after < 0 && (input.field === 'balance' || !input.allowNegative)) {
    const figures = shortfallOf(before, amount);
    const params: Record<string, string> = { [input.field]: figures.before, amount: figures.amount, shortfall: figures.shortfall };
    throw new AppError(ErrorCode.conflict, input.field === 'balance' ? 'fms.balance_short' : 'fms.need_pay_short', 200, { field: input.field, ...figures }, params);
  }
  const prepaid = input.field === 'balance' && input.type === CustomerAccountHistoryType.prepay && amount > 0 ? amount : 0;
  const totalPrepay = toCents(account.totalPrepayAmount) + prepaid;
  if (Math.abs(after) > MAX_CENTS || totalPrepay > MAX_CENTS) throw invalidField('amount', 'fms.amount_too_large');

  const changed = input.field === 'balance' ? { balance: fromCents(after) } : { needPay: fromCents(after) };
  const [updated] = await tx
    .update(customerAccounts)
    .set({ ...changed, totalPrepayAmount: fromCents(totalPrepay), updatedAt: sql`now()` })
    .where(eq(customerAccounts.id, account.id))
    .returning({ balance: customerAccounts.balance, needPay: customerAccounts.needPay, totalPrepayAmount: customerAccounts.totalPrepayAmount });
  const [history] = await tx
    .insert(balanceHistories)
    .values({ ...historyColumns(account, input, posting, before), customerId: account.customerId, field: input.field })
    .returning({ id: balanceHistories.id });
  return {
    historyId: history.id,
    before: fromCents(before),
    after: fromCents(after),
    balance: fromCents(toCents(updated.balance)),
    needPay: fromCents(toCents(updated.needPay)),
    totalPrepayAmount: fromCents(toCents(updated.totalPrepayAmount)),
  };
}
