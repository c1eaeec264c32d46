import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, allocationSums, centsOf } from './allocation';

describe('receipt note allocation', () => {
  const rows = [
    { key: 'order:1', open: '30.00' },
    { key: 'statement:4', open: '45.50' },
    { key: 'order:2', open: '10.00' },
  ];

  it('fills the oldest first, each up to its open amount, in cents', () => {
    expect(allocateOldestFirst(rows, '50.10')).toEqual({ 'order:1': '30.00', 'statement:4': '20.10', 'order:2': '' });
    expect(allocateOldestFirst(rows, '200')).toEqual({ 'order:1': '30.00', 'statement:4': '45.50', 'order:2': '10.00' });
    expect(allocateOldestFirst(rows, '')).toEqual({ 'order:1': '', 'statement:4': '', 'order:2': '' });
    expect(allocateOldestFirst(rows, '0.01')).toEqual({ 'order:1': '0.01', 'statement:4': '', 'order:2': '' });
  });

  it('sums what is allocated and what goes to the balance, ignoring what is not an amount', () => {
    expect(allocationSums('100', { a: '30.00', b: '20.10', c: '' })).toEqual({ allocated: 5010, prepay: 4990, total: 10000 });
    expect(allocationSums('10', { a: '12', b: 'x' })).toEqual({ allocated: 1200, prepay: -200, total: 1000 });
    expect(centsOf(0.1)).toBe(10);
    expect(centsOf('1.234')).toBe(0);
  });
});
