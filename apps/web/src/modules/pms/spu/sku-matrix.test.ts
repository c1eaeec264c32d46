import { describe, expect, it } from 'vitest';
import { buildMatrix, combinations, fillColumn, specTextOf, type SpecChoice } from './sku-matrix';

type Row = { id?: number | null; spec_value_ids: number[]; code?: string; barcode?: string; sale_price: number | null };
const blank = (ids: number[]): Row => ({ id: null, spec_value_ids: ids, code: '', barcode: '', sale_price: null });

const colour = (...ids: number[]): SpecChoice => ({ spec_id: 1, name: '颜色', values: ids.map((id) => ({ id, value: { 11: '红', 12: '蓝', 13: '绿' }[id] ?? String(id) })) });
const size = (...ids: number[]): SpecChoice => ({ spec_id: 2, name: '规格', values: ids.map((id) => ({ id, value: { 21: '500ml', 22: '1L' }[id] ?? String(id) })) });

describe('combinations', () => {
  it('is the cartesian product in the specs’ order', () => {
    expect(combinations([colour(11, 12), size(21, 22)])).toEqual([
      [11, 21],
      [11, 22],
      [12, 21],
      [12, 22],
    ]);
  });
  it('is one empty combination without specs, and none when a spec has no value ticked', () => {
    expect(combinations([])).toEqual([[]]);
    expect(combinations([colour(11), size()])).toEqual([]);
  });
});

describe('specTextOf', () => {
  it('joins the values as the server does', () => {
    expect(specTextOf([colour(11, 12), size(21, 22)], [12, 22])).toBe('蓝 / 1L');
  });
});

describe('buildMatrix', () => {
  it('keeps the typed rows when a value is added, and adds blank rows for the new combinations', () => {
    const rows: Row[] = [
      { id: 5, spec_value_ids: [11, 21], code: 'A1', barcode: '6901234567892', sale_price: 3 },
      { id: 6, spec_value_ids: [12, 21], code: 'A2', barcode: '', sale_price: 4 },
    ];
    const next = buildMatrix([colour(11, 12), size(21, 22)], rows, blank);
    expect(next.map((r) => r.spec_value_ids)).toEqual([
      [11, 21],
      [11, 22],
      [12, 21],
      [12, 22],
    ]);
    expect(next[0]).toBe(rows[0]);
    expect(next[2]).toBe(rows[1]);
    expect(next[1]).toEqual(blank([11, 22]));
  });

  it('drops the rows of an unticked value and keeps the others', () => {
    const rows: Row[] = [
      { id: 5, spec_value_ids: [11], sale_price: 3 },
      { id: 6, spec_value_ids: [12], sale_price: 4 },
      { id: 7, spec_value_ids: [13], sale_price: 5 },
    ];
    expect(buildMatrix([colour(11, 13)], rows, blank)).toEqual([rows[0], rows[2]]);
  });

  it('carries prices, not the id, code or barcode, into the combination a row grew into when a spec is added', () => {
    const rows: Row[] = [{ id: 5, spec_value_ids: [11], code: 'A1', barcode: '6901234567892', sale_price: 3 }];
    const next = buildMatrix([colour(11), size(21, 22)], rows, blank);
    expect(next).toEqual([
      { id: null, spec_value_ids: [11, 21], code: '', barcode: '', sale_price: 3 },
      { id: null, spec_value_ids: [11, 22], code: '', barcode: '', sale_price: null },
    ]);
  });

  it('turns the one SKU of a product without specs into the first row when a spec is chosen, and back', () => {
    const single: Row[] = [{ id: 9, spec_value_ids: [], sale_price: 2 }];
    const grown = buildMatrix([colour(11, 12)], single, blank);
    expect(grown.map((r) => r.sale_price)).toEqual([2, null]);
    const shrunk = buildMatrix([], grown, blank);
    expect(shrunk).toEqual([{ id: null, spec_value_ids: [], code: '', barcode: '', sale_price: 2 }]);
  });
});

describe('fillColumn', () => {
  it('sets one field of every row and leaves the rest', () => {
    const rows: Row[] = [blank([11]), { ...blank([12]), code: 'X' }];
    expect(fillColumn(rows, 'sale_price', 9.5)).toEqual([
      { ...blank([11]), sale_price: 9.5 },
      { ...blank([12]), code: 'X', sale_price: 9.5 },
    ]);
  });
});
