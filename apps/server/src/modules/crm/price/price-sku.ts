import type { FieldError } from '@tradewind/contract/common/envelope';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { invalid } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus, type SkuRecord } from '@/modules/pms';
import { trimRatio } from './price-for-customer';

/**
 * A SKU in one unit as price rows show it: the SKU, its units (for the unit choice), the unit's name,
 * ratio and list price (the unit's own sale price, else the SKU's × ratio to cents). ratio and list
 * price are null when the SKU no longer has the unit (its package units were changed since).
 */
export function skuUnitFields(sku: SkuRecord, unitId: number) {
  const unit = unitId === sku.unit_id ? null : sku.units.find((u) => u.unit_id === unitId);
  const ratio = unitId === sku.unit_id ? '1' : unit ? trimRatio(unit.ratio) : null;
  const list =
    unitId === sku.unit_id
      ? sku.sale_price
      : unit
        ? (unit.sale_price ?? fromCents(Math.round((toCents(sku.sale_price) * Math.round(Number(unit.ratio) * 1000)) / 1000)))
        : null;
  return {
    sku_id: sku.id,
    sku_code: sku.code,
    name: sku.name,
    spec_text: sku.spec_text,
    image: sku.image,
    base_unit_id: sku.unit_id,
    base_unit_name: sku.unit_name,
    units: sku.units,
    sale_price: sku.sale_price,
    unit_id: unitId,
    unit_name: unitId === sku.unit_id ? sku.unit_name : (unit?.unit_name ?? ''),
    ratio,
    list_price: list === null ? null : fromCents(toCents(list)),
  };
}

/**
 * The SKUs of the lines (the tenant's, any state), each line's unit checked to be the SKU's base unit or
 * one of its package units: every bad line is named (422 on `items.{i}.sku_id` / `items.{i}.unit_id`).
 */
export async function readLineSkus(ctx: RequestContext, items: ReadonlyArray<{ sku_id: number; unit_id: number }>, prefix = 'items'): Promise<Map<number, SkuRecord>> {
  const skus = await readSkus(ctx, [...new Set(items.map((i) => i.sku_id))]);
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    const sku = skus.get(item.sku_id);
    if (!sku) errors.push({ field: `${prefix}.${i}.sku_id`, message: 'crm.price_sku_not_found' });
    else if (item.unit_id !== sku.unit_id && !sku.units.some((u) => u.unit_id === item.unit_id))
      errors.push({ field: `${prefix}.${i}.unit_id`, message: 'crm.price_unit_not_of_sku' });
  });
  if (errors.length) throw invalid(errors);
  return skus;
}
