import { describe, expect, it } from 'vitest';
import type { PurchaseOrderDetail } from '@tradewind/contract/wms/purchase-order.schema';
import { openLinesOf, receiptStates } from './api/receipt-order.api';

type Item = PurchaseOrderDetail['items'][number];
const item = (over: Partial<Item>): Item => ({
  id: 1,
  sku_id: 10,
  sku_code: 'TW0001',
  name: '可乐',
  spec_text: '330ml',
  image: null,
  base_unit_id: 1,
  base_unit_name: '罐',
  allow_decimal: 0,
  units: [{ id: 5, unit_id: 2, unit_name: '箱', ratio: '24', sale_price: null }],
  unit_id: 2,
  unit_name: '箱',
  ratio: '24',
  qty: '3',
  base_qty: '72',
  price: '48.00',
  amount: '144.00',
  received_base_qty: '0',
  pending_base_qty: '0',
  remark: null,
  ...over,
});

describe('the open lines of a purchase order, as entry lines', () => {
  it('keeps an untouched line in the order’s unit, the rest of a partly received one in base units, and leaves received lines out', () => {
    const order = { items: [item({}), item({ id: 2, sku_id: 11, received_base_qty: '30' }), item({ id: 3, sku_id: 12, received_base_qty: '72' })] } as PurchaseOrderDetail;
    expect(openLinesOf(order).map((o) => o.line)).toEqual([
      { sku_id: 10, unit_id: 2, qty: 3, price: 48, location_id: null, purchase_order_item_id: 1 },
      { sku_id: 11, unit_id: 1, qty: 42, price: 2, location_id: null, purchase_order_item_id: 2 },
    ]);
  });

  it('counts entries awaiting audit as pending, not open, except the entry’s own saved lines', () => {
    const order = { items: [item({ received_base_qty: '24', pending_base_qty: '30' }), item({ id: 2, sku_id: 11, pending_base_qty: '72' })] } as PurchaseOrderDetail;
    expect(receiptStates(order).get(1)).toEqual({ ordered: 72000, received: 24000, pending: 30000, open: 18000 });
    expect(openLinesOf(order).map((o) => o.line)).toEqual([{ sku_id: 10, unit_id: 1, qty: 18, price: 2, location_id: null, purchase_order_item_id: 1 }]);
    // editing the draft that holds line 2: its own 72 are not pending, the line is open as ordered
    expect(openLinesOf(order, new Map([[2, '72']])).map((o) => o.line.purchase_order_item_id)).toEqual([1, 2]);
    expect(openLinesOf(order, new Map([[2, '72']]))[1].line).toMatchObject({ unit_id: 2, qty: 3 });
  });
});
