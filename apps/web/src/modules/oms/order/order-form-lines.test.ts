import { describe, expect, it } from 'vitest';
import { earliestDeliveryFor, lineCents, orderFormTotals } from './order-form-lines';

describe('order form figures', () => {
  it('round each line half up to the cent and add fees less discounts, never below 0', () => {
    expect(lineCents({ qty: 3, price: '120.00' })).toBe(36000);
    expect(lineCents({ qty: 0.333, price: 0.05 })).toBe(2);
    expect(lineCents({ qty: null, price: 5 })).toBe(0);
    expect(orderFormTotals([{ qty: 3, price: 120 }, { qty: 7, price: '2.50' }], { freight_amount: 5, carry_fee: 3, coupon_amount: 2, activity_amount: 1.5 })).toEqual({ goods: '377.50', total: '382.00' });
    expect(orderFormTotals([{ qty: 1, price: 1 }], { coupon_amount: 50 })).toEqual({ goods: '1.00', total: '0.00' });
  });

  it('start delivery dates the day after before the cut-off and two days after from it on', () => {
    // 09:30 and 18:30 in Shanghai on 2026-11-24
    expect(earliestDeliveryFor(new Date('2026-11-24T01:30:00Z'), '17:00')).toBe('2026-11-25');
    expect(earliestDeliveryFor(new Date('2026-11-24T10:30:00Z'), '17:00')).toBe('2026-11-26');
    expect(earliestDeliveryFor(new Date('2026-11-24T10:30:00Z'), null)).toBe('2026-11-24');
  });
});
