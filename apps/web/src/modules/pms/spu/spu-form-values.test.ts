import { describe, expect, it } from 'vitest';
import type { SpuDetail } from '@tradewind/contract/pms/spu.schema';
import { CreateSpuSchema } from '@tradewind/contract/pms/spu.schema';
import { bodyOf, formFieldOf, specChoicesOf, valuesOf } from './spu-form-values';

const spu: SpuDetail = {
  id: 7,
  code: 'YT-01',
  name: '椰子水',
  cover: null,
  category_id: 3,
  category_name: '饮用水',
  brand_id: null,
  brand_name: null,
  status: 3,
  reject_reason: '名称请写明产地',
  sku_count: 2,
  price_min: '6.50',
  price_max: '15.00',
  creator_name: '商品专员',
  submitted_at: null,
  created_at: '2026-11-24 10:00:00',
  updated_at: '2026-11-24 10:00:00',
  selling_points: null,
  type_id: null,
  type_name: null,
  images: [],
  video: null,
  description: '<p>清甜</p>',
  attributes: [{ name: '产地', value: '泰国' }],
  specs: [
    { spec_id: 1, name: '颜色', values: [{ id: 11, value: '青皮' }, { id: 12, value: '白皮' }, { id: 13, value: '黄皮' }] },
    { spec_id: 2, name: '容量', values: [{ id: 21, value: '330ml' }] },
  ],
  skus: [
    { id: 101, spec_value_ids: [11, 21], spec_text: '青皮 / 330ml', code: 'TW000001', barcode: '6900000888018', unit_id: 1, unit_name: '个', sale_price: '6.50', market_price: null, cost_price: '0.00', weight: '0.35', volume: null, min_order_qty: '1', image: null, status: 1, units: [{ id: 5, unit_id: 3, unit_name: '箱', ratio: '12', sale_price: '72.00' }] },
    { id: 102, spec_value_ids: [12, 21], spec_text: '白皮 / 330ml', code: 'TW000002', barcode: null, unit_id: 1, unit_name: '个', sale_price: '15.00', market_price: '18.00', cost_price: '9.90', weight: null, volume: null, min_order_qty: '1', image: null, status: 0, units: [] },
  ],
  sort: 0,
  approved: null,
  checked_at: null,
  checker_name: null,
};

describe('specChoicesOf', () => {
  it('ticks only the values the SKUs use, in the spec’s order', () => {
    expect(specChoicesOf(spu).map((s) => s.values.map((v) => v.value))).toEqual([['青皮', '白皮'], ['330ml']]);
  });
});

describe('valuesOf → bodyOf', () => {
  it('gives back a body the contract accepts, keeping SKU ids, prices as two-decimal strings and package units', () => {
    const body = bodyOf(valuesOf(spu, undefined));
    const parsed = CreateSpuSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(body.spec_ids).toEqual([1, 2]);
    expect(body.code).toBe('YT-01');
    expect(body.skus).toMatchObject([
      { id: 101, spec_value_ids: [11, 21], code: 'TW000001', barcode: '6900000888018', sale_price: '6.50', cost_price: '0.00', weight: 0.35, status: 1, units: [{ unit_id: 3, ratio: 12, sale_price: '72.00' }] },
      { id: 102, spec_value_ids: [12, 21], barcode: null, sale_price: '15.00', market_price: '18.00', cost_price: '9.90', status: 0, units: [] },
    ]);
  });

  it('starts a new product with one SKU in the default unit', () => {
    const values = valuesOf(undefined, 4);
    expect(values.skus).toHaveLength(1);
    expect(values.skus[0]).toMatchObject({ id: null, spec_value_ids: [], unit_id: 4, min_order_qty: 1, status: true });
  });
});

describe('formFieldOf', () => {
  it('puts a SKU’s field on its cell and the matrix as a whole on the spec picker', () => {
    expect(formFieldOf('skus.2.barcode')).toEqual(['skus', 2, 'barcode']);
    expect(formFieldOf('skus.0.units.1.ratio')).toEqual(['skus', 0, 'units', 1, 'ratio']);
    expect(formFieldOf('skus')).toEqual(['specs']);
    expect(formFieldOf('skus.1.spec_value_ids')).toEqual(['specs']);
    expect(formFieldOf('spec_ids')).toEqual(['specs']);
    expect(formFieldOf('images.3')).toEqual(['images']);
    expect(formFieldOf('name')).toEqual(['name']);
  });
});
