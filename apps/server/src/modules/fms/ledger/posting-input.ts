import { sql, type SQL } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { SIGNED_AMOUNT_PATTERN } from '@tradewind/contract/fms/balance-history.schema';
import { invalidField } from '@/core/http/errors';

/** What every ledger posting checks before it touches an account: the signed amount in cents (never 0) and the texts. */
export function postingInput(input: { amount: unknown; docType?: string | null; docNo?: string | null; remark?: string | null }) {
  const text = typeof input.amount === 'string' || typeof input.amount === 'number' ? String(input.amount).trim() : '';
  if (!SIGNED_AMOUNT_PATTERN.test(text)) throw invalidField('amount', 'fms.amount_invalid');
  const amount = toCents(text);
  if (amount === 0) throw invalidField('amount', 'fms.amount_zero');
  return { amount, docType: textOf(input.docType, 'doc_type', 40), docNo: textOf(input.docNo, 'doc_no', 40), remark: textOf(input.remark, 'remark', 200) };
}

/**
 * The remark a posting carries from its document (a note's remark, the settlement it pays and that one's
 * remark …): the non-empty parts joined with ' · ', cut to the 200 characters a ledger row holds; null when none.
 */
export function postingRemark(...parts: Array<string | null | undefined>): string | null {
  const text = parts.map((p) => p?.trim() ?? '').filter((p) => p !== '').join(' · ');
  return text === '' ? null : text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/**
 * The columns every ledger's history row shares (customer and prepay accounts): the account, the type, the
 * signed amount with the figure before and after it, the document, the remark and who acted — money as
 * two-decimal text.
 */
export function historyColumns(account: { tenantId: number; id: number }, input: { type: number; docId?: number | null; staffId: number | null }, posting: ReturnType<typeof postingInput>, before: number) {
  return {
    tenantId: account.tenantId,
    accountId: account.id,
    type: input.type,
    amount: fromCents(posting.amount),
    beforeAmount: fromCents(before),
    afterAmount: fromCents(before + posting.amount),
    docType: posting.docType,
    docId: input.docId ?? null,
    docNo: posting.docNo,
    remark: posting.remark,
    staffId: input.staffId,
  };
}

/** The figures of a posting refused for taking an account below zero: the value before, the amount taken, what is missing. */
export const shortfallOf = (before: number, amount: number) => ({ before: fromCents(before), amount: fromCents(-amount), shortfall: fromCents(-(before + amount)) });

function textOf(value: string | null | undefined, field: string, max: number): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (value.length > max) throw invalidField(field, 'validation.text_too_long');
  return value;
}

/**
 * A history list's common filters on alias h: type, document number and creation date (the tenant's
 * time zone, both ends inclusive; 422 `end_date` before the start), joined with the list's own.
 */
export function historyFilters(own: SQL[], q: { type?: number; doc_no?: string; start_date?: string; end_date?: string; before_id?: number }, tz: string): SQL {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'fms.date_range_invalid');
  const parts: Array<SQL | undefined> = [
    ...own,
    q.type ? sql`h.type = ${q.type}::int` : undefined,
    q.doc_no ? sql`h.doc_no = ${q.doc_no}` : undefined,
    q.start_date ? sql`h.created_at >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})` : undefined,
    q.end_date ? sql`h.created_at < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})` : undefined,
    // the export reads the list in batches, keyset on id (exportPagesOf)
    q.before_id ? sql`h.id < ${q.before_id}::int` : undefined,
  ];
  return sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` AND `,
  );
}
