import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { quantityPrecision } from './sku-selection';

/** A unit a line may be written in: the SKU's base unit (ratio '1') or one of its package units. */
export type LineUnit = { unit_id: number; unit_name: string; ratio: string };

/**
 * What a document's typed line (an order's, a purchase order's) knows of its SKU: the name, code and spec
 * of its row, the units it may be written in, and the unit chosen.
 */
export type LineSku = {
  sku_id: number;
  code: string;
  name: string;
  spec_text: string;
  base_unit_id: number;
  base_unit_name: string;
  allow_decimal: 0 | 1;
  units: LineUnit[];
  unit_id: number;
};

const unitsOf = (baseUnitId: number, baseUnitName: string, units: readonly LineUnit[]): LineUnit[] => [
  { unit_id: baseUnitId, unit_name: baseUnitName, ratio: '1' },
  ...units.map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name, ratio: u.ratio })),
];

/** A picked SKU as a new line's SKU, in its base unit. */
export const lineSkuOfPick = (sku: SkuPickRow): LineSku => ({
  sku_id: sku.id,
  code: sku.code,
  name: sku.name,
  spec_text: sku.spec_text,
  base_unit_id: sku.unit_id,
  base_unit_name: sku.unit_name,
  allow_decimal: sku.allow_decimal,
  units: unitsOf(sku.unit_id, sku.unit_name, sku.units),
  unit_id: sku.unit_id,
});

/** A saved line as the documents read it back (purchase orders, orders): its SKU, base unit and package units, the unit it is in. */
type SavedLine = {
  sku_id: number;
  sku_code: string;
  name: string;
  spec_text: string;
  base_unit_id: number;
  base_unit_name: string;
  allow_decimal: number;
  units: readonly LineUnit[];
  unit_id: number;
};

/** A saved line's SKU, for the line edited again. */
export const lineSkuOfItem = (item: SavedLine): LineSku => ({
  sku_id: item.sku_id,
  code: item.sku_code,
  name: item.name,
  spec_text: item.spec_text,
  base_unit_id: item.base_unit_id,
  base_unit_name: item.base_unit_name,
  allow_decimal: item.allow_decimal === 1 ? 1 : 0,
  units: unitsOf(item.base_unit_id, item.base_unit_name, item.units),
  unit_id: item.unit_id,
});

/** A unit as the line's choice shows it, with its size in base units: '箱 (24瓶)'; the base unit as it is. */
export const lineUnitLabel = (u: LineUnit, baseUnitName: string) => (Number(u.ratio) === 1 ? u.unit_name : `${u.unit_name} (${Number(u.ratio)}${baseUnitName})`);

/** The decimals a line's quantity takes: the base unit's (斤 takes 3), whole packages otherwise. */
export const lineQtyPrecision = (line: LineSku) => quantityPrecision(line.unit_id === line.base_unit_id && line.allow_decimal);
