/** Money: integer cents in arithmetic, two decimals in the API (docs/architecture.md §4). Never float sums. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`not a money amount: ${value}`);
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const padded = (frac + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1; // round half up on the third decimal
  return negative ? -cents : cents;
}

export function fromCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Rounds a money value to 2 decimals (spec 000 §5), returned as the API's string form. */
export function roundMoney(value: string | number): string {
  return fromCents(toCents(value));
}

/** '20000.00' → '20,000.00', '-1234.5' → '-1,234.5': thousands marks on the digits of the API's text, never through a float. */
export function groupDigits(text: string): string {
  const negative = text.startsWith('-');
  const [whole, frac] = text.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/**
 * The share of `totalCents` that `takeMilli` of `qtyMilli` carries after `beforeMilli` were taken already
 * (quantities in thousandths): cumulative, rounded half up — so shares taken in any steps never add up past
 * the total and add up to it exactly when the whole quantity is taken. A line's refund gives back its share
 * of what the line paid this way (oms refunds, marketing's price engine).
 */
export function quantityShare(totalCents: number | bigint, qtyMilli: number | bigint, takeMilli: number | bigint, beforeMilli: number | bigint = 0): number {
  const qty = BigInt(qtyMilli);
  if (qty <= 0n) return 0;
  const total = BigInt(totalCents);
  const clamp = (q: bigint) => (q < 0n ? 0n : q > qty ? qty : q);
  const before = clamp(BigInt(beforeMilli));
  const after = clamp(before + BigInt(takeMilli));
  const cumulative = (q: bigint) => (total * q * 2n + qty) / (2n * qty);
  return Number(cumulative(after) - cumulative(before));
}

/**
 * Shares `total` cents onto parts in proportion to their weights by the largest remainder (Hamilton): each part
 * its floor, the cents left to the largest remainders (ties: the larger weight, then the earlier part). Σ shares
 * = total exactly; with total ≤ Σ weights no share exceeds its weight. Every order-level discount reaches its
 * lines this way (marketing's price engine, oms's typed discounts).
 */
export function shareByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w, i) => {
    const exact = T * BigInt(w);
    return { i, w, share: Number(exact / S), rest: exact % S };
  });
  let left = total - parts.reduce((s, p) => s + p.share, 0);
  const order = [...parts].sort((a, b) => (a.rest === b.rest ? b.w - a.w || a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const p of order) {
    if (left === 0) break;
    p.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}
