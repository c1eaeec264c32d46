import { describe, expect, it } from 'vitest';
import { quoteCarry } from './carry-quote';

const template = { rate: '0.50', freeFloors: 1, noLiftRate: '0.30', minimum: '5.00' };

describe('carry-fee quote', () => {
  it('charges the floors above the free ones × pieces × the rate, plus the no-lift rate by the stairs', () => {
    expect(quoteCarry(template, { floors: 5, pieces: 10, lift: true, bulky: [] })).toEqual({
      cents: 2000,
      parts: [{ kind: 'floors', name: null, floors: 4, pieces: 10, rate: '0.50', amount: '20.00' }],
    });
    expect(quoteCarry(template, { floors: 5, pieces: 10, lift: false, bulky: [] }).cents).toBe(2000 + 1200);
  });

  it('adds bulky goods per piece and raises a small fee to the minimum, never a zero one', () => {
    const q = quoteCarry(template, { floors: 2, pieces: 2, lift: true, bulky: [{ name: '大件家电', pieces: 1, fee: '2.00' }] });
    expect(q.cents).toBe(500);
    expect(q.parts.map((p) => [p.kind, p.amount])).toEqual([
      ['floors', '1.00'],
      ['bulky', '2.00'],
      ['minimum', '2.00'],
    ]);
    // the ground floor (free): nothing to carry up, nothing charged, no minimum
    expect(quoteCarry(template, { floors: 1, pieces: 50, lift: false, bulky: [] })).toEqual({ cents: 0, parts: [] });
    // bulky goods on a free floor still pay their fee
    expect(quoteCarry(template, { floors: 1, pieces: 5, lift: true, bulky: [{ name: '桶装水', pieces: 5, fee: '1.20' }] }).cents).toBe(600);
  });
});
