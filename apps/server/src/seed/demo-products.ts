import type { CreateSpuInput } from '@tradewind/contract/pms/spu.schema';
import { eanCheckDigit } from '@tradewind/contract/pms/barcode';
import { PACK_RATIOS, PRICE_FACTORS, SIZE_WEIGHTS, type DemoSpu } from './demo-goods-catalogue';

/** The ids the catalogue seed made, by name. */
export type CatalogueIds = {
  categories: Map<string, number>;
  brands: Map<string, number>;
  types: Map<string, number>;
  units: Map<string, number>;
  /** spec name → its id and its values' ids by value */
  specs: Map<string, { id: number; values: Map<string, number> }>;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every combination of the lists, in order: [[a, b], [1, 2]] → [a,1] [a,2] [b,1] [b,2]. */
export function combinations<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

/** A Chinese-prefixed EAN-13 (690…) with its check digit, the n-th of the demo tenant. */
export function demoBarcode(n: number): string {
  const body = `690${String(n).padStart(9, '0')}`;
  return body + eanCheckDigit(body);
}

/**
 * The SPU form's input for one demo product: its SKUs are every combination of its spec values, priced
 * from the base price by size and flavour, packed by size. `nextBarcode` numbers the packaged goods
 * (fresh produce is weighed and has none).
 */
export function demoSpuInput(d: DemoSpu, ids: CatalogueIds, nextBarcode: () => number): CreateSpuInput {
  const need = <T>(map: Map<string, T>, key: string, what: string): T => {
    const v = map.get(key);
    if (v === undefined) throw new Error(`demo goods: no ${what} ${key}`);
    return v;
  };
  const specs = d.specs.map(([name, values]) => ({ name, values, spec: need(ids.specs, name, 'spec') }));
  const unitId = need(ids.units, d.unit, 'unit');
  const skus = combinations(specs.map((s) => s.values)).map((combo) => {
    const factor = combo.reduce((f, v) => f * (PRICE_FACTORS[v] ?? 1), 1);
    const sale = round2(d.price * factor);
    const size = combo.find((v) => v in PACK_RATIOS);
    const ratio = d.pack === null ? null : d.pack[1] === 'by_size' ? (size ? PACK_RATIOS[size] : 12) : d.pack[1];
    // kg per base unit: by size, a 斤 of produce is half a kilogram, other goods half a kilogram a piece
    const shippingWeight = size ? SIZE_WEIGHTS[size] : d.unit === 'kg' ? 1 : 0.5;
    return {
      id: null,
      spec_value_ids: combo.map((v, j) => need(specs[j].spec.values, v, `value of ${specs[j].name}`)),
      code: null,
      barcode: d.type === '生鲜' ? null : demoBarcode(nextBarcode()),
      unit_id: unitId,
      sale_price: sale,
      market_price: round2(sale * 1.2),
      cost_price: round2(sale * 0.78),
      weight: shippingWeight,
      // packed goods take about 1.2 litres a kilogram: what the delivery lines load against the car's volume
      volume: Math.round(shippingWeight * 1200) / 1e6,
      min_order_qty: 1,
      image: null,
      status: 1 as const,
      units: d.pack && ratio ? [{ unit_id: need(ids.units, d.pack[0], 'unit'), ratio, sale_price: round2(sale * ratio * 0.97) }] : [],
    };
  });
  return {
    name: d.name,
    selling_points: d.points ?? null,
    category_id: need(ids.categories, d.category, 'category'),
    brand_id: d.brand ? need(ids.brands, d.brand, 'brand') : null,
    type_id: d.type ? need(ids.types, d.type, 'type') : null,
    images: [],
    video: null,
    description: `<p>${d.points ?? d.name}</p>${d.origin ? `<p>产地：${d.origin}</p>` : ''}`,
    attributes: d.origin ? [{ name: '产地', value: d.origin }] : [],
    spec_ids: specs.map((s) => s.spec.id),
    skus,
    sort: 0,
  };
}
