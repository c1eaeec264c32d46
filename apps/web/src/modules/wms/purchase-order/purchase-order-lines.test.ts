import { describe, expect, it } from 'vitest';
import { lineAmount, orderTotals } from './purchase-order-lines';

describe('purchase order lines on the form', () => {
  it('compute amounts and totals in cents as the server does', () => {
    expect(lineAmount({ qty: 3, price: 96.5 })).toBe('289.50');
    expect(lineAmount({ qty: 7, price: 19.99 })).toBe('139.93');
    // 0.1 + 0.2 style float sums do not leak in
    expect(orderTotals([{ qty: 0.1, price: 0.1, unit_name: '斤' }, { qty: 0.2, price: 0.2, unit_name: '斤' }, { qty: 3, price: 0.1, unit_name: '箱' }])).toEqual({ qty: '0.3 斤 + 3 箱', amount: '0.35' });
    // half up on the third decimal: 1.5 × 0.33 = 0.495 → 0.50
    expect(lineAmount({ qty: 1.5, price: 0.33 })).toBe('0.50');
    expect(orderTotals([{ qty: null, price: 5, unit_name: '个' }, { qty: 2, price: null, unit_name: '个' }])).toEqual({ qty: '2 个', amount: '0.00' });
  });
});
