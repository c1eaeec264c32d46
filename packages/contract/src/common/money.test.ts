import { describe, expect, it } from 'vitest';
import { fromCents, groupDigits, roundMoney, toCents } from './money';

describe('money', () => {
  it('converts between decimal text and integer cents without float drift', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(30);
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
    expect(toCents('12345678.99')).toBe(1234567899);
    expect(fromCents(-1050)).toBe('-10.50');
  });
  it('rounds to two decimals, half up', () => {
    expect(roundMoney('1.005')).toBe('1.01');
    expect(roundMoney('1.004')).toBe('1.00');
    expect(roundMoney(2.5)).toBe('2.50');
  });
  it('refuses text that is not an amount', () => {
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents('1e5')).toThrow(RangeError);
  });
});

describe('groupDigits', () => {
  it('marks thousands on the text, keeping every cent', () => {
    expect(['0.00', '999.99', '1000.00', '20000.00', '-1234.50', '999999999999.99', '100'].map(groupDigits)).toEqual(['0.00', '999.99', '1,000.00', '20,000.00', '-1,234.50', '999,999,999,999.99', '100']);
  });
});
