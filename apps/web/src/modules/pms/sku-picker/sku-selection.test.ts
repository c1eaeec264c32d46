import { describe, expect, it } from 'vitest';
import { addPickedLines, applySkuSelection, packageUnitsHint, quantityPrecision, toggleSku } from './sku-selection';

type Row = { id: number; code: string };
const a: Row = { id: 1, code: 'A' };
const b: Row = { id: 2, code: 'B' };
const c: Row = { id: 3, code: 'C' };

describe('applySkuSelection', () => {
  it('keeps the ticks of other pages with their data and adds this page’s in order', () => {
    const first = applySkuSelection<Row>([], [1, 2], [a, b]);
    expect(first).toEqual({ ok: true, selected: [a, b] });
    // page 2: the table reports the keys of page 1 too, but only page 2's rows
    const second = applySkuSelection<Row>([a, b], [1, 2, 3], [c]);
    expect(second).toEqual({ ok: true, selected: [a, b, c] });
  });

  it('drops an unticked row and keeps the order of the rest', () => {
    expect(applySkuSelection<Row>([a, b, c], [3, 1], [a, b, c])).toEqual({ ok: true, selected: [a, c] });
  });

  it('never hands over a SKU already on the document', () => {
    const result = applySkuSelection<Row>([], [1, 2], [a, b], { locked: new Set([1]) });
    expect(result).toEqual({ ok: true, selected: [b] });
  });

  it('refuses the whole change past the limit but lets a selection over it shrink', () => {
    expect(applySkuSelection<Row>([a], [1, 2, 3], [b, c], { max: 2 })).toEqual({ ok: false, max: 2 });
    expect(applySkuSelection<Row>([a, b, c], [1, 2], [a, b, c], { max: 1 })).toEqual({ ok: true, selected: [a, b] });
  });

  it('takes string keys as the table may give them', () => {
    expect(applySkuSelection<Row>([], ['2'], [a, b])).toEqual({ ok: true, selected: [b] });
  });
});

describe('toggleSku', () => {
  it('ticks and unticks a row by a click', () => {
    const on = toggleSku<Row>([a], b);
    expect(on).toEqual({ ok: true, selected: [a, b] });
    expect(toggleSku<Row>([a, b], a)).toEqual({ ok: true, selected: [b] });
  });
  it('leaves a locked row alone', () => {
    expect(toggleSku<Row>([], a, { locked: new Set([1]) })).toEqual({ ok: true, selected: [] });
  });
});

describe('addPickedLines', () => {
  it('adds a line per new SKU and keeps what was typed on the old ones', () => {
    const lines = [{ sku_id: 1, quantity: 5 }];
    const result = addPickedLines(lines, [a, b], (sku) => ({ sku_id: sku.id, quantity: 1 }));
    expect(result).toEqual([
      { sku_id: 1, quantity: 5 },
      { sku_id: 2, quantity: 1 },
    ]);
  });
});

describe('packageUnitsHint / quantityPrecision', () => {
  it('writes each package unit against the base unit', () => {
    expect(packageUnitsHint([{ unit_name: '箱', ratio: '12.000' }, { unit_name: '托', ratio: '480' }], '个')).toBe('箱=12个 · 托=480个');
    expect(packageUnitsHint([], '个')).toBe('');
  });
  it('allows decimals only for units that take them', () => {
    expect(quantityPrecision(1)).toBe(3);
    expect(quantityPrecision(0)).toBe(0);
  });
});
