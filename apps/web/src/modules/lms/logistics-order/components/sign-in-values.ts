import { fromCents, toCents } from '@tradewind/contract/common/money';
import { SIGN_IN_RESULT } from '@tradewind/contract/lms/logistics.schema';

/** The stop to sign for, as the line detail page or the logistics order drawer knows it. */
export type SignInStop = { stop_id: number; logistics_order_no: string; customer_name: string; address?: string; collect_amount: string };

export type SignInValues = {
  result: 1 | 2;
  signer?: string;
  photos?: string[];
  collected_amount?: number | null;
  amount_reason?: string;
  fail_reason?: string;
  remark?: string;
  longitude?: number | null;
  latitude?: number | null;
};

/** The form's first values for a stop: signed, collecting exactly its own amount to collect. */
export function signInDefaults(stop: Pick<SignInStop, 'collect_amount'> | null): SignInValues {
  const collect = Number(stop?.collect_amount ?? 0);
  return { result: SIGN_IN_RESULT.signed, collected_amount: collect > 0 ? collect : null, photos: [] };
}

/** Collected − to collect in cents when a signed stop collects another amount than its own, else null. */
export function collectedDifference(stop: Pick<SignInStop, 'collect_amount'> | null, collected: number | null | undefined): number | null {
  const due = toCents(stop?.collect_amount ?? '0');
  if (due === 0) return null;
  const got = collected === null || collected === undefined ? 0 : Math.round(collected * 100);
  return got === due ? null : got - due;
}


/** What the dialog says of another amount than the stop's own: short or over, by how much, and the two figures (money text). */
export type CollectedGap = { kind: 'short' | 'over'; by: string; collected: string; expected: string };

export function collectedGap(stop: Pick<SignInStop, 'collect_amount'> | null, collected: number | null | undefined): CollectedGap | null {
  const cents = collectedDifference(stop, collected);
  if (cents === null) return null;
  const expected = toCents(stop?.collect_amount ?? '0');
  return { kind: cents < 0 ? 'short' : 'over', by: fromCents(Math.abs(cents)), collected: fromCents(expected + cents), expected: fromCents(expected) };
}
