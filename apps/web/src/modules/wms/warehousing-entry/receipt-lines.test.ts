import { describe, expect, it } from 'vitest';
import type { PurchaseOrderDetail } from '@tradewind/contract/wms/purchase-order.schema';
import { openLinesOf } from './api/receipt-order.api';

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
});
