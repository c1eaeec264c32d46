import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, allocationSums, centsOf, openTotal, tableAllocation, unallocatedRest } from './allocation';

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

describe('receipt note proposal', () => {
  const rows = [
    { key: 'order:1', open: '30.00' },
    { key: 'statement:4', open: '45.50' },
  ];

  it('proposes the amount oldest first until the user chooses, and the preset before the proposal', () => {
    expect(tableAllocation(rows, '40', null)).toEqual({ 'order:1': '30.00', 'statement:4': '10.00' });
    expect(tableAllocation(rows, '20', null)).toEqual({ 'order:1': '20.00', 'statement:4': '' });
    expect(tableAllocation(rows, '40', { 'order:1': '5' })).toEqual({ 'order:1': '5' });
    expect(tableAllocation(rows, '45.50', null, { 'statement:4': '45.50' })).toEqual({ 'statement:4': '45.50' });
    expect(tableAllocation([], '40', null)).toEqual({});
  });

  it('sums what is open on the rows', () => {
    expect(openTotal(rows)).toBe(7550);
    expect(openTotal([])).toBe(0);
  });

  it('names the rest that becomes a prepayment, none when all or more is allocated', () => {
    expect(unallocatedRest('100', tableAllocation(rows, '100', null))).toBe(2450);
    expect(unallocatedRest('50', tableAllocation(rows, '50', null))).toBe(0);
    expect(unallocatedRest('10', { a: '12' })).toBe(0);
    expect(unallocatedRest('', {})).toBe(0);
  });
});
