import { describe, expect, it } from 'vitest';
import { groupDigits } from './money-text';

describe('groupDigits', () => {
  it('marks thousands on the text, keeping every cent', () => {
    expect(['0.00', '999.99', '1000.00', '20000.00', '-1234.50', '999999999999.99', '100'].map(groupDigits)).toEqual(['0.00', '999.99', '1,000.00', '20,000.00', '-1,234.50', '999,999,999,999.99', '100']);
  });
});
