import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { CarryFeeQuotePart } from '@tradewind/contract/lms/fleet-pay.schema';

/**
 * A carry-fee template's quote (marketing README "Freight and carry-fee templates"), no database: the floors
 * above the free ones × pieces × the rate, plus the no-lift rate per floor per piece when carried by the
 * stairs, plus each bulky category's pieces × its fee, raised to the minimum when above 0. Money in cents.
 */
export type CarryTemplateRules = { rate: string; freeFloors: number; noLiftRate: string; minimum: string };
export type BulkyPieces = { name: string; pieces: number; fee: string };
export type CarryInput = { floors: number; pieces: number; lift: boolean; bulky: readonly BulkyPieces[] };

export function quoteCarry(t: CarryTemplateRules, input: CarryInput): { cents: number; parts: CarryFeeQuotePart[] } {
  const floors = Math.max(0, input.floors - t.freeFloors);
  const parts: CarryFeeQuotePart[] = [];
  const add = (part: Omit<CarryFeeQuotePart, 'amount'>, cents: number) => {
    if (cents > 0) parts.push({ ...part, amount: fromCents(cents) });
    return cents;
  };
  let cents = add({ kind: 'floors', name: null, floors, pieces: input.pieces, rate: fromCents(toCents(t.rate)) }, floors * input.pieces * toCents(t.rate));
  if (!input.lift) cents += add({ kind: 'no_lift', name: null, floors, pieces: input.pieces, rate: fromCents(toCents(t.noLiftRate)) }, floors * input.pieces * toCents(t.noLiftRate));
  for (const b of input.bulky) cents += add({ kind: 'bulky', name: b.name, floors: null, pieces: b.pieces, rate: fromCents(toCents(b.fee)) }, b.pieces * toCents(b.fee));
  const minimum = toCents(t.minimum);
  if (cents > 0 && cents < minimum) cents += add({ kind: 'minimum', name: null, floors: null, pieces: null, rate: fromCents(minimum) }, minimum - cents);
  return { cents, parts };
}
