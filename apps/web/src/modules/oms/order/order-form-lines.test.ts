import { describe, expect, it } from 'vitest';
import { earliestDeliveryFor, lineCents, orderFormTotals, typedShareCents } from './order-form-lines';

describe('order form figures', () => {
  it('round each line half up to the cent and add fees less discounts, never below 0', () => {
    expect(lineCents({ qty: 3, price: '120.00' })).toBe(36000);
    expect(lineCents({ qty: 0.333, price: 0.05 })).toBe(2);
    expect(lineCents({ qty: null, price: 5 })).toBe(0);
    expect(orderFormTotals([{ qty: 3, price: 120 }, { qty: 7, price: '2.50' }], { freight_amount: 5, carry_fee: 3, coupon_amount: 2, activity_amount: 1.5 })).toEqual({ goods: '377.50', discounts: '0.00', total: '382.00' });
    expect(orderFormTotals([{ qty: 1, price: 1 }], { coupon_amount: 50 })).toEqual({ goods: '1.00', discounts: '0.00', total: '0.00' });
  });

  it('take the pipeline’s line amounts and subtract its activity and coupon shares before the typed discounts', () => {
    const lines = [
      { qty: 10, price: 12, amount: '100.00', activity: '10.00', coupon: '3.33' },
      { qty: 5, price: 10, amount: '50.00', activity: '5.00', coupon: '1.67' },
      { qty: 1, price: 0, amount: '0.00', activity: '0.00', coupon: '0.00' },
    ];
    expect(orderFormTotals(lines, { freight_amount: 8, activity_amount: 0.5 })).toEqual({ goods: '150.00', discounts: '20.00', total: '137.50' });
  });

  it('count the typed discounts once: the lines’ shares of them (their manual steps) are not the rules’, the typed amounts are', () => {
    const step = (kind: 'activity' | 'coupon' | 'manual_coupon' | 'manual_discount', amount: string) => ({ kind, id: 0, name: '', amount });
    const lines = [
      { qty: 10, price: 10, amount: '100.00', activity: '10.34', coupon: '0.67', steps: [step('activity', '10.00'), step('manual_coupon', '0.67'), step('manual_discount', '0.34')] },
      { qty: 5, price: 10, amount: '50.00', activity: '0.16', coupon: '0.33', steps: [step('manual_coupon', '0.33'), step('manual_discount', '0.16')] },
    ];
    expect(typedShareCents(lines[0].steps)).toBe(101);
    expect(orderFormTotals(lines, { coupon_amount: 1, activity_amount: 0.5, freight_amount: 5 })).toEqual({ goods: '150.00', discounts: '10.00', total: '143.50' });
    // a typed amount changed while the preview catches up already counts in the total
    expect(orderFormTotals(lines, { coupon_amount: 2, activity_amount: 0.5 })).toMatchObject({ discounts: '10.00', total: '137.50' });
  });

  it('start delivery dates the day after before the cut-off and two days after from it on', () => {
    // 09:30 and 18:30 in Shanghai on 2026-11-24
    expect(earliestDeliveryFor(new Date('2026-11-24T01:30:00Z'), '17:00')).toBe('2026-11-25');
    expect(earliestDeliveryFor(new Date('2026-11-24T10:30:00Z'), '17:00')).toBe('2026-11-26');
    expect(earliestDeliveryFor(new Date('2026-11-24T10:30:00Z'), null)).toBe('2026-11-24');
  });
});
