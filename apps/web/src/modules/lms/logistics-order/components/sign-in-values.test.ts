import { describe, expect, it } from 'vitest';
import { collectedDifference, collectedGap, signInDefaults } from './sign-in-values';

describe('the sign-in form of a stop', () => {
  it('starts at the stop’s own amount, not the last stop’s', () => {
    expect(signInDefaults({ collect_amount: '90.00' }).collected_amount).toBe(90);
    expect(signInDefaults({ collect_amount: '99.00' }).collected_amount).toBe(99);
    expect(signInDefaults({ collect_amount: '0.00' }).collected_amount).toBeNull();
    expect(signInDefaults(null)).toMatchObject({ result: 1, collected_amount: null, photos: [] });
  });

  it('names a short or over collection in cents, and nothing when it matches', () => {
    expect(collectedDifference({ collect_amount: '99.00' }, 99)).toBeNull();
    expect(collectedDifference({ collect_amount: '99.00' }, 90)).toBe(-900);
    expect(collectedDifference({ collect_amount: '99.00' }, null)).toBe(-9900);
    expect(collectedDifference({ collect_amount: '0.10' }, 0.3)).toBe(20);
    expect(collectedDifference({ collect_amount: '0.00' }, null)).toBeNull();
  });

  it('says a short or over collection: which, by how much, and both figures', () => {
    expect(collectedGap({ collect_amount: '99.00' }, 99)).toBeNull();
    expect(collectedGap({ collect_amount: '99.00' }, 90)).toEqual({ kind: 'short', by: '9.00', collected: '90.00', expected: '99.00' });
    expect(collectedGap({ collect_amount: '99.00' }, 109.01)).toEqual({ kind: 'over', by: '10.01', collected: '109.01', expected: '99.00' });
    expect(collectedGap({ collect_amount: '99.00' }, null)).toEqual({ kind: 'short', by: '99.00', collected: '0.00', expected: '99.00' });
    expect(collectedGap({ collect_amount: '0.00' }, 5)).toBeNull();
  });
});
