import { describe, expect, it } from 'vitest';
import { additionalUnits, areaLevel, quoteFreight, ruleFor, type FreightInput, type FreightTemplateRules } from './freight-engine';

const charge = (first_fee: string, additional_fee: string, first_unit = '1', additional_unit = '1') => ({ first_unit, first_fee, additional_unit, additional_fee });

/** 上海: ¥8 + ¥2 a piece; 浦东新区: ¥5 + ¥1; 浙江省: ¥12 + ¥3; 杭州市: ¥10 + ¥2.5; elsewhere ¥20 + ¥5. */
const byPiece: FreightTemplateRules = {
  basis: 1,
  charge: charge('20.00', '5.00'),
  rules: [
    { area_codes: ['310000'], ...charge('8.00', '2.00') },
    { area_codes: ['310115'], ...charge('5.00', '1.00') },
    { area_codes: ['330000'], ...charge('12.00', '3.00') },
    { area_codes: ['330100', '320100'], ...charge('10.00', '2.50') },
  ],
  freeOverAmount: '500.00',
  freeOverQty: 100,
};
const input = (over: Partial<FreightInput> = {}): FreightInput => ({ areaCodes: ['310000', '310100', '310104'], pieces: 1, weightKg: 0, volumeM3: 0, goodsCents: 10_000, ...over });

describe('freight engine', () => {
  it('reads an area code’s level from its digits', () => {
    expect(areaLevel('310000')).toBe('province');
    expect(areaLevel('330100')).toBe('city');
    expect(areaLevel('310115')).toBe('district');
  });

  it('falls back district → city → province → default, whatever order the codes come in', () => {
    expect(ruleFor(byPiece.rules, ['310115', '310000', '310100'])).toMatchObject({ code: '310115', level: 'district' });
    expect(ruleFor(byPiece.rules, ['330000', '330100', '330106'])).toMatchObject({ code: '330100', level: 'city' });
    expect(ruleFor(byPiece.rules, ['330000', '330200', '330203'])).toMatchObject({ code: '330000', level: 'province' });
    expect(ruleFor(byPiece.rules, ['110000', '110100', '110101'])).toBeNull();
    expect(ruleFor(byPiece.rules, [])).toBeNull();
    expect(quoteFreight(byPiece, input({ areaCodes: ['310000', '310100', '310115'], pieces: 3 }))).toMatchObject({ cents: 700, rule: { level: 'district', area_code: '310115', additional_units: 2 } });
    expect(quoteFreight(byPiece, input({ areaCodes: ['330000', '330100', '330106'], pieces: 3 }))).toMatchObject({ cents: 1500, rule: { level: 'city' } });
    expect(quoteFreight(byPiece, input({ areaCodes: ['330000', '330200'], pieces: 3 }))).toMatchObject({ cents: 1800, rule: { level: 'province' } });
    expect(quoteFreight(byPiece, input({ areaCodes: ['110000', '110100', '110101'], pieces: 3 }))).toMatchObject({ cents: 3000, rule: { level: 'default', area_code: null } });
  });

  it('charges the first unit for anything up to it, nothing at all counted included', () => {
    expect(quoteFreight(byPiece, input({ pieces: 1 })).cents).toBe(800);
    expect(quoteFreight(byPiece, input({ pieces: 0 })).cents).toBe(800);
    expect(quoteFreight(byPiece, input({ pieces: 2 })).cents).toBe(1000);
  });

  it('rounds a started additional unit up', () => {
    expect(additionalUnits(2100, 1000, 1000)).toBe(2);
    expect(additionalUnits(2000, 1000, 1000)).toBe(1);
    expect(additionalUnits(1000, 1000, 1000)).toBe(0);
    expect(additionalUnits(1001, 1000, 500)).toBe(1);
    expect(additionalUnits(5001, 1000, 2000)).toBe(3);
    // by weight: first 5 kg ¥10, each further 2 kg ¥3 — 9.2 kg is 3 more units (4.2 kg past the first)
    const byWeight: FreightTemplateRules = { ...byPiece, basis: 2, rules: [], charge: charge('10.00', '3.00', '5', '2'), freeOverAmount: null, freeOverQty: null };
    expect(quoteFreight(byWeight, input({ weightKg: 9.2 }))).toMatchObject({ cents: 1900, rule: { quantity: '9.200', additional_units: 3, basis: 2 } });
    expect(quoteFreight(byWeight, input({ weightKg: 9 })).cents).toBe(1600);
    // float noise in a weight sum never adds a unit: 0.1 + 0.2 kg over a 0.3 kg first unit
    const light = { ...byWeight, charge: charge('1.00', '1.00', '0.3', '0.1') };
    expect(quoteFreight(light, input({ weightKg: 0.1 + 0.2 })).cents).toBe(100);
    // by volume: first 0.5 m³ ¥30, then ¥15 each 0.25 m³
    const byVolume: FreightTemplateRules = { ...byWeight, basis: 3, charge: charge('30.00', '15.00', '0.5', '0.25') };
    expect(quoteFreight(byVolume, input({ volumeM3: 1.01 })).cents).toBe(3000 + 3 * 1500);
  });

  it('is free over the amount (reached, not only passed) or the quantity, and says which', () => {
    expect(quoteFreight(byPiece, input({ goodsCents: 50_000, pieces: 7 }))).toMatchObject({ cents: 0, rule: { free: 'amount' } });
    expect(quoteFreight(byPiece, input({ goodsCents: 49_999, pieces: 7 }))).toMatchObject({ cents: 2000, rule: { free: null } });
    expect(quoteFreight(byPiece, input({ pieces: 100 }))).toMatchObject({ cents: 0, rule: { free: 'quantity' } });
    expect(quoteFreight(byPiece, input({ pieces: 99 })).cents).toBe(800 + 98 * 200);
    // no thresholds: never free
    expect(quoteFreight({ ...byPiece, freeOverAmount: null, freeOverQty: null }, input({ goodsCents: 99_999_999, pieces: 1000 })).cents).toBe(800 + 999 * 200);
  });

  it('keeps money in cents: ¥2.50 × 3 is ¥7.50 exactly', () => {
    expect(quoteFreight(byPiece, input({ areaCodes: ['320000', '320100'], pieces: 4 }))).toMatchObject({ cents: 1750, rule: { first_fee: '10.00', additional_fee: '2.50' } });
  });
});
