import { describe, expect, it } from 'vitest';
import { lineQtyPrecision, lineSkuOfItem, lineUnitLabel } from './line-sku';

const saved = {
  sku_id: 7,
  sku_code: 'S7',
  name: '矿泉水',
  spec_text: '550ml',
  base_unit_id: 1,
  base_unit_name: '瓶',
  allow_decimal: 0,
  units: [{ id: 3, unit_id: 2, unit_name: '箱', ratio: '24', sale_price: null }],
  unit_id: 2,
};

describe('a line’s SKU', () => {
  it('offers the base unit first, then the package units, keeping the unit chosen', () => {
    const line = lineSkuOfItem(saved);
    expect(line.units).toEqual([
      { unit_id: 1, unit_name: '瓶', ratio: '1' },
      { unit_id: 2, unit_name: '箱', ratio: '24' },
    ]);
    expect(line.unit_id).toBe(2);
    expect(line.code).toBe('S7');
  });

  it('shows a package unit with its size and takes decimals only in a base unit that does', () => {
    expect(lineUnitLabel({ unit_id: 2, unit_name: '箱', ratio: '24.000' }, '瓶')).toBe('箱 (24瓶)');
    expect(lineUnitLabel({ unit_id: 1, unit_name: '瓶', ratio: '1' }, '瓶')).toBe('瓶');
    const weighed = { ...lineSkuOfItem({ ...saved, allow_decimal: 1 }), unit_id: 1 };
    expect(lineQtyPrecision(weighed)).toBe(3);
    expect(lineQtyPrecision({ ...weighed, unit_id: 2 })).toBe(0);
  });
});
