import { fromCents, toCents } from '@tradewind/contract/common/money';
import { FREIGHT_BASIS, type FreightBasis, type FreightQuoteRule, type FreightRuleLevel } from '@tradewind/contract/marketing/template.schema';
import type { StoredFreightRule } from './freight.table';

/**
 * The freight of one delivery by a template (marketing README "Freight and carry-fee templates"), no
 * database: the rule of the address's district, else its city, else its province, else the default; the
 * first unit's fee, then each further unit's (a started unit counts whole: 2.1 kg over a first kg by 1 kg
 * units is 2 more); free when the goods reach the amount or the pieces the quantity. Quantities are counted
 * in thousandths and money in cents, never in floats.
 */

export type FreightCharge = Omit<StoredFreightRule, 'area_codes'>;
export type FreightTemplateRules = {
  basis: FreightBasis;
  /** the default rule */
  charge: FreightCharge;
  rules: readonly StoredFreightRule[];
  freeOverAmount: string | null;
  freeOverQty: number | null;
};
export type FreightInput = {
  /** the address's province, city and district codes (any of them may be missing) */
  areaCodes: readonly string[];
  pieces: number;
  weightKg: number;
  volumeM3: number;
  /** the goods after discounts */
  goodsCents: number;
};
export type FreightQuote = { cents: number; rule: FreightQuoteRule };

/** An area code's level in the tree: 310000 a province, 310100 a city, 310115 a district. */
export function areaLevel(code: string): Exclude<FreightRuleLevel, 'default'> {
  if (code.endsWith('0000')) return 'province';
  return code.endsWith('00') ? 'city' : 'district';
}

const LEVEL_ORDER = ['district', 'city', 'province'] as const;

/** The rule for an address: the most specific of its codes that a rule lists; null for the default. */
export function ruleFor(rules: readonly StoredFreightRule[], areaCodes: readonly string[]): { rule: StoredFreightRule; code: string; level: FreightRuleLevel } | null {
  for (const level of LEVEL_ORDER) {
    for (const code of areaCodes) {
      if (areaLevel(code) !== level) continue;
      const rule = rules.find((r) => r.area_codes.includes(code));
      if (rule) return { rule, code, level };
    }
  }
  return null;
}

const toMilli = (value: string | number): number => Math.round(Number(value) * 1000);

/** Further units charged for a quantity past the first unit: rounded up; none within the first unit. */
export function additionalUnits(quantityMilli: number, firstMilli: number, additionalMilli: number): number {
  if (quantityMilli <= firstMilli) return 0;
  return Math.ceil((quantityMilli - firstMilli) / additionalMilli);
}

const quantityOf = (basis: FreightBasis, input: FreightInput): number =>
  basis === FREIGHT_BASIS.piece ? input.pieces : basis === FREIGHT_BASIS.weight ? input.weightKg : input.volumeM3;

/** The freight of a delivery by a template's rules. */
export function quoteFreight(template: FreightTemplateRules, input: FreightInput): FreightQuote {
  const found = ruleFor(template.rules, input.areaCodes);
  const charge: FreightCharge = found?.rule ?? template.charge;
  const quantityMilli = Math.max(0, toMilli(quantityOf(template.basis, input)));
  const extra = additionalUnits(quantityMilli, toMilli(charge.first_unit), toMilli(charge.additional_unit));
  const free =
    template.freeOverAmount !== null && input.goodsCents >= toCents(template.freeOverAmount)
      ? 'amount'
      : template.freeOverQty !== null && input.pieces >= template.freeOverQty
        ? 'quantity'
        : null;
  const cents = free ? 0 : toCents(charge.first_fee) + extra * toCents(charge.additional_fee);
  return {
    cents,
    rule: {
      basis: template.basis,
      level: found?.level ?? 'default',
      area_code: found?.code ?? null,
      first_unit: charge.first_unit,
      first_fee: fromCents(toCents(charge.first_fee)),
      additional_unit: charge.additional_unit,
      additional_fee: fromCents(toCents(charge.additional_fee)),
      quantity: (quantityMilli / 1000).toFixed(3),
      additional_units: extra,
      free,
    },
  };
}
