import { spreadCents } from '@tradewind/contract/wms/stock-process.schema';

/**
 * The arithmetic of a stock process in integers (README "Stock processing"): quantities in thousandths,
 * money in cents, unit costs and cost ratios in ten-thousandths. Never floats.
 */

/** A non-negative decimal text (or a negative one) as an integer of `decimals` places; extra places are cut. */
export function scaled(text: string, decimals: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!m) throw new RangeError(`not a decimal: ${text}`);
  const v = BigInt(m[2]) * 10n ** BigInt(decimals) + BigInt((m[3] ?? '').slice(0, decimals).padEnd(decimals, '0') || '0');
  return m[1] === '-' ? -v : v;
}

/** An integer of `decimals` places as decimal text ('-12.50'). */
export function unscaled(v: bigint, decimals: number): string {
  const negative = v < 0n;
  const a = negative ? -v : v;
  const d = 10n ** BigInt(decimals);
  return `${negative ? '-' : ''}${a / d}${decimals ? `.${String(a % d).padStart(decimals, '0')}` : ''}`;
}

/** a ÷ b rounded half away from zero (b > 0), as PostgreSQL's round() does. */
export function divRound(a: bigint, b: bigint): bigint {
  return a < 0n ? -((-a * 2n + b) / (b * 2n)) : (a * 2n + b) / (b * 2n);
}

/** round(qty × unit cost, 2) in cents, as the ledger computes a move's amount: qty in thousandths, cost in ten-thousandths. */
export const amountCents = (qtyMilli: bigint, cost4: bigint) => divRound(qtyMilli * cost4, 100_000n);

/** The unit cost of `cents` over `qtyMilli` base units, in ten-thousandths. */
export const unitCost4 = (cents: bigint, qtyMilli: bigint) => divRound(cents * 100_000n, qtyMilli);

/** The default weight of an output in the spread: qty × sale price, in ten-thousandths. */
export const defaultRatio4 = (qtyMilli: bigint, priceCents: bigint) => divRound(qtyMilli * priceCents, 10n);

export type CostedOutput = { ratio4: bigint; qtyMilli: bigint };
export type SpreadLine = { cents: bigint; unitCost4: bigint; share2: bigint };

/**
 * The inputs' cost spread over the outputs by their ratios (spreadCents: each line's floor, the rest to
 * the last line with a weight): each output's amount, unit cost and share in percent (2 decimals). The
 * amounts sum to `totalCents` exactly.
 */
export function spreadOverOutputs(totalCents: bigint, outputs: readonly CostedOutput[]): SpreadLine[] {
  const parts = spreadCents(totalCents, outputs.map((o) => o.ratio4));
  const sum = outputs.reduce((s, o) => s + o.ratio4, 0n);
  return outputs.map((o, i) => ({
    cents: parts[i],
    unitCost4: unitCost4(parts[i], o.qtyMilli),
    share2: sum > 0n ? divRound(o.ratio4 * 10_000n, sum) : divRound(10_000n, BigInt(outputs.length)),
  }));
}

export type LossFigures = { expected: bigint | null; rate2: bigint | null };

/** The expected loss (input × rate) and the actual rate (loss ÷ input, percent, 2 decimals), where measured. */
export function lossFigures(inputMilli: bigint | null, lossMilli: bigint | null, lossRate2: bigint): LossFigures {
  if (inputMilli === null || lossMilli === null) return { expected: null, rate2: null };
  return { expected: divRound(inputMilli * lossRate2, 10_000n), rate2: inputMilli > 0n ? divRound(lossMilli * 10_000n, inputMilli) : null };
}
