import { describe, expect, it } from 'vitest';
import { allocateOldestFirst } from './payment-note-allocation';

const rows = [
  { settlement_id: 1, open_amount: '300.00' },
  { settlement_id: 2, open_amount: '200.50' },
  { settlement_id: 3, open_amount: '10.00' },
];

describe('allocateOldestFirst', () => {
  it('fills the oldest first, each up to what is open', () => {
    expect([...allocateOldestFirst(rows, 40000)]).toEqual([
      [1, 30000],
      [2, 10000],
      [3, 0],
    ]);
    expect([...allocateOldestFirst(rows, 100000)]).toEqual([
      [1, 30000],
      [2, 20050],
      [3, 1000],
    ]);
  });
  it('pays every open amount when nothing is entered yet', () => {
    expect([...allocateOldestFirst(rows, 0)].map(([, c]) => c)).toEqual([30000, 20050, 1000]);
  });
});
