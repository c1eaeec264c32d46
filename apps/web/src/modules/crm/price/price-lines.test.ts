import { describe, expect, it } from 'vitest';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { addUnitLine, hasTargets, isValidPrice, lineErrors, lineFromPicked, linesInput, nextFreeUnit, unitListPrice, type PriceLine } from './price-lines';

const sku = (id: number, price = '11.00', units: SkuPickRow['units'] = [{ id: 1, unit_id: 20, unit_name: '箱', ratio: '12', sale_price: null }]): SkuPickRow =>
  ({ id, spu_id: 1, name: `商品${id}`, spec_text: '500ml', image: null, code: `TW${id}`, barcode: null, unit_id: 10, unit_name: '瓶', units, sale_price: price, stock: '0', status: 1, allow_decimal: 0 }) as SkuPickRow;

describe('price lines', () => {
  it('start in the base unit with no price, and know each unit’s list price as the server computes it', () => {
    const line = lineFromPicked(sku(1, '11.00', [{ id: 1, unit_id: 20, unit_name: '箱', ratio: '2.345', sale_price: null }, { id: 2, unit_id: 30, unit_name: '托', ratio: '100', sale_price: '999.5' }]));
    expect(line).toMatchObject({ sku_id: 1, unit_id: 10, price: null });
    expect(unitListPrice(line, 10)).toBe('11.00');
    expect(unitListPrice(line, 20)).toBe('25.80'); // 11.00 × 2.345 = 25.795 → 25.80
    expect(unitListPrice(line, 30)).toBe('999.50'); // the unit's own price
  });

  it('price the same SKU in its other units, one line each, until every unit is priced', () => {
    let lines: PriceLine[] = [lineFromPicked(sku(1)), lineFromPicked(sku(2))];
    expect(nextFreeUnit(lines, 0)).toBe(20);
    lines = addUnitLine(lines, 0);
    expect(lines.map((l) => [l.sku_id, l.unit_id])).toEqual([
      [1, 10],
      [1, 20],
      [2, 10],
    ]);
    expect(nextFreeUnit(lines, 0)).toBeNull();
    expect(addUnitLine(lines, 1)).toEqual(lines);
  });

  it('check prices and repeats with the server’s messages', () => {
    const a = { ...lineFromPicked(sku(1)), price: 9.5 };
    expect(lineErrors([a])).toEqual({});
    expect(lineErrors([{ ...a, price: null }])).toEqual({ 'items.0.price': 'pms.price_range' });
    expect(lineErrors([{ ...a, price: -1 }])).toEqual({ 'items.0.price': 'pms.price_negative' });
    expect(lineErrors([{ ...a, price: 10_000_001 }])).toEqual({ 'items.0.price': 'pms.price_too_large' });
    expect(lineErrors([{ ...a, price: 1.234 }])).toEqual({ 'items.0.price': 'pms.price_decimals' });
    expect(lineErrors([a, { ...a, price: 8 }])).toEqual({ 'items.1.unit_id': 'crm.price_item_duplicate' });
    expect(lineErrors([a, { ...a, unit_id: 20, price: 100 }])).toEqual({});
    expect([0, 0.01, 19.99, 10_000_000].every(isValidPrice)).toBe(true);
    expect(linesInput([a])).toEqual([{ sku_id: 1, unit_id: 10, price: 9.5 }]);
  });

  it('a plan needs a level or a type', () => {
    expect(hasTargets([], [])).toBe(false);
    expect(hasTargets(undefined, [3])).toBe(true);
    expect(hasTargets([1], undefined)).toBe(true);
  });
});
