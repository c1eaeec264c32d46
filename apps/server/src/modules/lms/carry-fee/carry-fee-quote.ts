import type { CarryFeeQuote } from '@tradewind/contract/lms/fleet-pay.schema';
import type { Db } from '@/core/db/database';

/**
 * The carry-fee quote provider (lms README "Fleet, settings and pay"): marketing, above lms, registers its
 * carry-fee templates at start. A mode 1 fee of an order whose store has an enabled template is priced by
 * the template's quote; without a provider, or when it answers null (no template), floors × pieces × the
 * settings' rate as before.
 */
export type CarryFeeQuoteInput = { storeId: number; orderId: number; floors: number; pieces: number; lift: boolean };
export type CarryFeeQuoteProvider = (db: Db, input: CarryFeeQuoteInput) => Promise<CarryFeeQuote | null>;

let provider: CarryFeeQuoteProvider | null = null;

export function registerCarryFeeQuote(quote: CarryFeeQuoteProvider): void {
  provider = quote;
}

/** The store's template's quote, or null (no provider, no template). */
export async function quoteCarryFee(db: Db, input: CarryFeeQuoteInput): Promise<CarryFeeQuote | null> {
  return provider ? provider(db, input) : null;
}
