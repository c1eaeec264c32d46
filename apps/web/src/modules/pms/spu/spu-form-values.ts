import type { SpuDetail } from '@tradewind/contract/pms/spu.schema';
import { fromMoney, fromSwitch, fromText, toMoney, toSwitch } from '@/core/form/converters';
import type { SpuBody } from './api/spu.api';
import { buildMatrix, type SpecChoice } from './sku-matrix';

/** A package unit of a SKU as the form holds it: 1 箱 = 12 个 is `{ unit_id: 箱, ratio: 12 }`. */
export type SkuUnitValues = { unit_id?: number; ratio: number | null; sale_price: number | null };

/** One row of the matrix as the form holds it (numbers for the InputNumbers, a boolean for the switch). */
export type SkuValues = {
  id: number | null;
  spec_value_ids: number[];
  code: string;
  barcode: string;
  unit_id?: number;
  sale_price: number | null;
  market_price: number | null;
  cost_price: number | null;
  weight: number | null;
  volume: number | null;
  min_order_qty: number | null;
  status: boolean;
  units: SkuUnitValues[];
};

export type SpuFormValues = {
  code: string;
  name: string;
  selling_points: string;
  category_id?: number;
  brand_id?: number | null;
  type_id?: number | null;
  images: string[];
  description: string;
  attributes: { name: string; value: string }[];
  specs: SpecChoice[];
  skus: SkuValues[];
  sort: number;
};

export const blankSku = (unitId: number | undefined) => (specValueIds: number[]): SkuValues => ({
  id: null,
  spec_value_ids: specValueIds,
  code: '',
  barcode: '',
  unit_id: unitId,
  sale_price: null,
  market_price: null,
  cost_price: null,
  weight: null,
  volume: null,
  min_order_qty: 1,
  status: true,
  units: [],
});

const toNumber = (value: string | null): number | null => (value === null || value === '' ? null : Number(value));

/** The specs as chosen on a saved SPU: each spec with only the values its SKUs use, in the spec's order. */
export function specChoicesOf(spu: SpuDetail): SpecChoice[] {
  return spu.specs.map((spec, i) => {
    const used = new Set(spu.skus.map((sku) => sku.spec_value_ids[i]));
    return { spec_id: spec.spec_id, name: spec.name, values: spec.values.filter((v) => used.has(v.id)) };
  });
}

/** The form's start: a saved SPU, or a new one with its one SKU in the default unit. */
export function valuesOf(spu: SpuDetail | undefined, defaultUnitId: number | undefined): SpuFormValues {
  if (!spu) {
    return { code: '', name: '', selling_points: '', images: [], description: '', attributes: [], specs: [], skus: buildMatrix([], [], blankSku(defaultUnitId)), sort: 0, brand_id: null, type_id: null };
  }
  return {
    code: spu.code ?? '',
    name: spu.name,
    selling_points: spu.selling_points ?? '',
    category_id: spu.category_id,
    brand_id: spu.brand_id,
    type_id: spu.type_id,
    images: spu.images,
    description: spu.description,
    attributes: spu.attributes,
    specs: specChoicesOf(spu),
    sort: spu.sort,
    skus: spu.skus.map((sku) => ({
      id: sku.id,
      spec_value_ids: sku.spec_value_ids,
      code: sku.code,
      barcode: sku.barcode ?? '',
      unit_id: sku.unit_id,
      sale_price: toMoney(sku.sale_price),
      market_price: toMoney(sku.market_price),
      cost_price: toMoney(sku.cost_price),
      weight: toNumber(sku.weight),
      volume: toNumber(sku.volume),
      min_order_qty: toNumber(sku.min_order_qty),
      status: toSwitch(sku.status),
      units: sku.units.map((u) => ({ unit_id: u.unit_id, ratio: toNumber(u.ratio), sale_price: toMoney(u.sale_price) })),
    })),
  };
}

/** The form → POST/PUT /pms/spu. The SKUs go in the matrix's order, so a 422 on `skus.2.barcode` is the third row. */
export function bodyOf(values: SpuFormValues): SpuBody {
  return {
    code: values.code ?? '',
    name: values.name,
    selling_points: fromText(values.selling_points),
    category_id: values.category_id ?? 0,
    brand_id: values.brand_id ?? null,
    type_id: values.type_id ?? null,
    images: values.images,
    description: values.description,
    attributes: values.attributes.filter((a) => a.value !== '' && a.value !== null && a.value !== undefined).map((a) => ({ name: a.name, value: String(a.value) })),
    spec_ids: values.specs.map((s) => s.spec_id),
    sort: values.sort,
    skus: values.skus.map((sku) => ({
      id: sku.id ?? null,
      spec_value_ids: sku.spec_value_ids,
      code: fromText(sku.code),
      barcode: fromText(sku.barcode),
      unit_id: sku.unit_id ?? 0,
      sale_price: fromMoney(sku.sale_price) ?? '',
      market_price: fromMoney(sku.market_price),
      cost_price: fromMoney(sku.cost_price),
      weight: sku.weight,
      volume: sku.volume,
      min_order_qty: sku.min_order_qty,
      status: fromSwitch(sku.status),
      units: sku.units.map((u) => ({ unit_id: u.unit_id ?? 0, ratio: u.ratio ?? '', sale_price: fromMoney(u.sale_price) })),
    })),
  };
}

/**
 * Where the form shows a server field: `skus.2.barcode` is the cell ['skus', 2, 'barcode']; the matrix as
 * a whole (no SKU, a combination twice, too many specs) on the spec picker.
 */
export function formFieldOf(field: string): (string | number)[] {
  if (field === 'skus' || field === 'spec_ids' || /^spec_ids\.\d+$/.test(field) || /^skus\.\d+\.spec_value_ids/.test(field)) return ['specs'];
  if (/^images\.\d+$/.test(field)) return ['images'];
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
