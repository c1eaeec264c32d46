import { describe, expect, it } from 'vitest';
import { differenceText, totalDifferenceText } from './cash-difference';

describe('the cash-up differences', () => {
  it('show an over-collection as positive and a short one as negative, a failed or pending stop as owing nothing', () => {
    expect(differenceText({ collect_amount: '99.00', status: 1, collected_amount: '109.01' })).toBe('+10.01');
    expect(differenceText({ collect_amount: '99.00', status: 1, collected_amount: '90.00' })).toBe('-9.00');
    expect(differenceText({ collect_amount: '99.00', status: 1, collected_amount: '99.00' })).toBe('0.00');
    expect(differenceText({ collect_amount: '99.00', status: 2, collected_amount: '0.00' })).toBe('0.00');
    expect(differenceText({ collect_amount: '99.00', status: 0, collected_amount: null })).toBe('');
  });

  it('sign the line’s total the same way on the page and on paper', () => {
    expect(totalDifferenceText({ total_difference: '10.01' })).toBe('+10.01');
    expect(totalDifferenceText({ total_difference: '-1.00' })).toBe('-1.00');
    expect(totalDifferenceText({ total_difference: '0.00' })).toBe('0.00');
  });
});
