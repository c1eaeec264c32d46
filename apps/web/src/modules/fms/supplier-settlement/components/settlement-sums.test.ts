import { describe, expect, it } from 'vitest';
import { settlementSums } from './settlement-sums';

describe('settlementSums', () => {
  it('adds receipts and subtracts refunds in cents, never through floats', () => {
    const rows = [
      { source_type: 'warehousing_entry' as const, amount: '0.10' },
      { source_type: 'warehousing_entry' as const, amount: '0.20' },
      { source_type: 'purchase_refund' as const, amount: '0.05' },
    ];
    expect(settlementSums(rows)).toEqual({ entryCount: 2, refundCount: 1, entries: '0.30', refunds: '0.05', total: '0.25', totalCents: 25 });
  });

  it('may come to nothing or less (a period of refunds)', () => {
    expect(settlementSums([])).toMatchObject({ entries: '0.00', total: '0.00', totalCents: 0 });
    expect(settlementSums([{ source_type: 'purchase_refund', amount: '30.25' }])).toMatchObject({ total: '-30.25', totalCents: -3025, refundCount: 1 });
  });
});
