import { fromCents, toCents } from '@tradewind/contract/common/money';
import { stopDifferenceCents } from '@tradewind/contract/lms/line-cash';
import type { LineDetail, LineStop } from '@tradewind/contract/lms/line.schema';

/** Cents as signed money text: '+10.01' over, '-9.00' short, '0.00' even. */
export function signedMoney(cents: number): string {
  return cents > 0 ? `+${fromCents(cents)}` : fromCents(cents);
}

/** A stop's difference as text (collected − to collect): '' while pending, '+1.00' over, '-9.00' short. */
export function differenceText(stop: Pick<LineStop, 'collect_amount' | 'status' | 'collected_amount'>): string {
  const cents = stopDifferenceCents(stop);
  return cents === null ? '' : signedMoney(cents);
}

/** The line's total difference (the server's `total_difference`) in the same form, on the page and on paper. */
export function totalDifferenceText(line: Pick<LineDetail, 'total_difference'>): string {
  return signedMoney(toCents(line.total_difference));
}
