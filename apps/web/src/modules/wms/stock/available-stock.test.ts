import { describe, expect, it } from 'vitest';
import { qtyText, stockHints, wholePackages, type AvailableOf } from './available-stock';

const stock: Record<string, string> = { '1:10': '50.000', '1:11': '0.000', '2:10': '300.000', '1:12': '-2.000' };
const availableOf: AvailableOf = (w, s) => stock[`${w}:${s}`];

describe('stockHints', () => {
  it('warns when a line passes what its warehouse has available, and not at or below it', () => {
    expect(stockHints([{ sku_id: 10, warehouse_id: 1, qty: 80, ratio: '1.000' }], availableOf)).toEqual([{ availableMilli: 50_000, demandMilli: 80_000, short: true }]);
    expect(stockHints([{ sku_id: 10, warehouse_id: 1, qty: 50, ratio: 1 }], availableOf)[0]?.short).toBe(false);
    expect(stockHints([{ sku_id: 10, warehouse_id: 1, qty: 49.999, ratio: 1 }], availableOf)[0]).toEqual({ availableMilli: 50_000, demandMilli: 49_999, short: false });
  });

  it('counts a package line in base units and adds up the lines of one SKU from one warehouse', () => {
    // 2 箱 of 24 = 48, and 5 瓶: 53 against 50
    const hints = stockHints(
      [
        { sku_id: 10, warehouse_id: 1, qty: 2, ratio: '24.000' },
        { sku_id: 10, warehouse_id: 1, qty: 5, ratio: '1.000' },
        { sku_id: 10, warehouse_id: 2, qty: 5, ratio: '1.000' },
      ],
      availableOf,
    );
    expect(hints.map((h) => h && [h.demandMilli, h.short])).toEqual([[53_000, true], [53_000, true], [5_000, false]]);
  });

  it('gives no hint without a warehouse or before its figure is read; an empty quantity asks nothing', () => {
    expect(stockHints([{ sku_id: 10, warehouse_id: null, qty: 5, ratio: 1 }, { sku_id: 99, warehouse_id: 1, qty: 5, ratio: 1 }], availableOf)).toEqual([null, null]);
    expect(stockHints([{ sku_id: 11, warehouse_id: 1, qty: null, ratio: 1 }], availableOf)[0]).toEqual({ availableMilli: 0, demandMilli: 0, short: false });
    // over-reserved stock (below 0) makes any quantity short
    expect(stockHints([{ sku_id: 12, warehouse_id: 1, qty: 0.001, ratio: 1 }], availableOf)[0]?.short).toBe(true);
  });

  it('writes quantities without trailing zeros and counts whole packages', () => {
    expect(qtyText(50_000)).toBe('50');
    expect(qtyText(2_500)).toBe('2.5');
    expect(wholePackages(50_000, '24.000')).toBe(2);
    expect(wholePackages(50_000, '1.000')).toBeNull();
    expect(wholePackages(0, '24')).toBeNull();
  });
});
