import { describe, expect, it } from 'vitest';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { fieldPathOf, lineOfPick, linesOf, processBodyOf } from './process-lines';

const pick: SkuPickRow = {
  id: 7,
  spu_id: 3,
  name: '大米',
  spec_text: '25kg',
  image: null,
  code: 'RICE25',
  barcode: null,
  unit_id: 2,
  unit_name: '斤',
  allow_decimal: 1,
  units: [],
  sale_price: '3.20',
  stock: '0',
  status: 1,
};

describe('process lines', () => {
  it('puts a picked SKU on a line with quantity 1 in its base unit', () => {
    expect(lineOfPick(pick)).toEqual({ sku_id: 7, quantity: 1, name: '大米', spec_text: '25kg', code: 'RICE25', unit_name: '斤', allow_decimal: 1 });
  });

  it('reads a saved recipe’s lines, with the unit’s decimals where the unit is known', () => {
    const items = [
      { sku_id: 7, name: '大米', spec_text: '', code: 'R', unit_name: '斤', quantity: '2.500' },
      { sku_id: 8, name: '袋', spec_text: '', code: 'B', unit_name: '个', quantity: '3' },
      { sku_id: 9, name: '?', spec_text: '', code: 'X', unit_name: '托', quantity: '1' },
    ];
    const lines = linesOf(items, new Map<string, 0 | 1>([['斤', 1], ['个', 0]]));
    expect(lines.map((l) => [l.quantity, l.allow_decimal])).toEqual([
      [2.5, 1],
      [3, 0],
      [1, null],
    ]);
  });

  it('makes the body the server takes: ids and quantities only, an empty remark as null', () => {
    const body = processBodyOf({ name: '分装', inputs: [lineOfPick(pick)], outputs: [{ ...lineOfPick(pick), sku_id: 9, quantity: 4 }], loss_rate: null, remark: '  ', status: true });
    expect(body).toEqual({ name: '分装', inputs: [{ sku_id: 7, quantity: 1 }], outputs: [{ sku_id: 9, quantity: 4 }], loss_rate: 0, remark: null, status: 1 });
  });

  it('turns a server field into the row’s form path', () => {
    expect(fieldPathOf('inputs.0.sku_id')).toEqual(['inputs', 0, 'sku_id']);
    expect(fieldPathOf('outputs.12.quantity')).toEqual(['outputs', 12, 'quantity']);
    expect(fieldPathOf('name')).toEqual(['name']);
  });
});
