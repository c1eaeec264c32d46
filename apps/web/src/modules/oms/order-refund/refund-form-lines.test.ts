import { describe, expect, it } from 'vitest';
import type { RefundableLine } from '@tradewind/contract/oms/order-refund.schema';
import { refundLineCents, refundQtyError, refundSelection } from './refund-form-lines';

const line = (over: Partial<RefundableLine> = {}): RefundableLine => ({
  order_item_id: 1,
  sku_id: 1,
  sku_code: 'S1',
  sku_name: '可乐',
  spec_text: '',
  unit_id: 1,
  unit_name: '箱',
  ratio: '12.000',
  allow_decimal: 0,
  price: '120.00',
  qty: '3.000',
  delivered_qty: '3.000',
  refunded_qty: '1.000',
  refundable_qty: '2.000',
  ...over,
});

describe('refund form lines', () => {
  it('refuse quantities over what is left, decimals a unit does not take, and more than 3 decimals', () => {
    expect(refundQtyError(line(), 2)).toBeNull();
    expect(refundQtyError(line(), null)).toBeNull();
    expect(refundQtyError(line(), 3)).toEqual({ key: 'oms.refund_qty_over', params: { sku: 'S1', max: 2, unit: '箱' } });
    expect(refundQtyError(line(), 1.5)?.key).toBe('oms.qty_no_decimals');
    expect(refundQtyError(line({ allow_decimal: 1 }), 1.5)).toBeNull();
    expect(refundQtyError(line({ allow_decimal: 1 }), 1.001)).toBeNull();
    expect(refundQtyError(line({ allow_decimal: 1 }), 1.0001)?.key).toBe('oms.refund_qty_invalid');
    expect(refundQtyError(line(), -1)?.key).toBe('oms.refund_qty_invalid');
  });

  it('sum the chosen lines as the server does, to the cent', () => {
    expect(refundLineCents(2, '120.00')).toBe(24000);
    expect(refundLineCents(0.333, '7.99')).toBe(266);
    const lines = [line(), line({ order_item_id: 2, price: '2.50', unit_name: '瓶', allow_decimal: 1, refundable_qty: '7.000' })];
    expect(refundSelection(lines, { 1: 2, 2: 0.5 })).toEqual({
      lines: [
        { order_item_id: 1, qty: '2' },
        { order_item_id: 2, qty: '0.5' },
      ],
      amount: '241.25',
    });
    expect(refundSelection(lines, { 2: 0 })).toEqual({ lines: [], amount: '0.00' });
  });
});
