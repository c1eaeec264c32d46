import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { PricePlanItem } from '@tradewind/contract/crm/price.schema';
import { priceSchema } from '@tradewind/contract/pms/pms-fields';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';

/** A unit a SKU is priced in: its base unit (ratio '1', no own price) or a package unit. */
export type PriceUnit = { unit_id: number; unit_name: string; ratio: string; sale_price: string | null };

/** A line of a price plan or of a customer's new prices, as the form edits it. */
export type PriceLine = {
  sku_id: number;
  code: string;
  name: string;
  spec_text: string;
  base_unit_name: string;
  /** the SKU's sale price per base unit */
  sku_price: string;
  units: PriceUnit[];
  unit_id: number;
  price: number | null;
};

const unitsOf = (baseId: number, baseName: string, units: ReadonlyArray<Omit<PriceUnit, 'sale_price'> & { sale_price: string | null }>): PriceUnit[] => [
  { unit_id: baseId, unit_name: baseName, ratio: '1', sale_price: null },
  ...units.map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name, ratio: u.ratio, sale_price: u.sale_price })),
];

/** A new line from the SKU picker: in the SKU's base unit, no price typed yet. */
export const lineFromPicked = (sku: SkuPickRow): PriceLine => ({
  sku_id: sku.id,
  code: sku.code,
  name: sku.name,
  spec_text: sku.spec_text,
  base_unit_name: sku.unit_name,
  sku_price: sku.sale_price,
  units: unitsOf(sku.unit_id, sku.unit_name, sku.units),
  unit_id: sku.unit_id,
  price: null,
});

/** The lines of a saved plan, as the form edits them. */
export const linesFromPlan = (items: readonly PricePlanItem[]): PriceLine[] =>
  items.map((i) => ({
    sku_id: i.sku_id,
    code: i.sku_code,
    name: i.name,
    spec_text: i.spec_text,
    base_unit_name: i.base_unit_name,
    sku_price: i.sale_price,
    units: unitsOf(i.base_unit_id, i.base_unit_name, i.units),
    unit_id: i.unit_id,
    price: Number(i.price),
  }));

/** The list price of the line's SKU in a unit: the unit's own sale price, else the SKU's × ratio to cents (as the server prices it). */
export function unitListPrice(line: Pick<PriceLine, 'units' | 'sku_price'>, unitId: number): string {
  const unit = line.units.find((u) => u.unit_id === unitId);
  if (!unit) return line.sku_price;
  if (unit.sale_price !== null) return fromCents(toCents(unit.sale_price));
  return fromCents(Math.round((toCents(line.sku_price) * Math.round(Number(unit.ratio) * 1000)) / 1000));
}

/** A unit of the line's SKU no other line prices yet (to price the same SKU in another unit), or null. */
export function nextFreeUnit(lines: readonly PriceLine[], index: number): number | null {
  const line = lines[index];
  const used = new Set(lines.filter((l) => l.sku_id === line.sku_id).map((l) => l.unit_id));
  return line.units.find((u) => !used.has(u.unit_id))?.unit_id ?? null;
}

/** The line again in the next free unit, inserted after it; the lines unchanged when every unit is priced. */
export function addUnitLine(lines: readonly PriceLine[], index: number): PriceLine[] {
  const unitId = nextFreeUnit(lines, index);
  if (unitId === null) return [...lines];
  return [...lines.slice(0, index + 1), { ...lines[index], unit_id: unitId, price: null }, ...lines.slice(index + 1)];
}

/** 0 to 10,000,000 with at most two decimals (the contract's price rule). */
export const isValidPrice = (price: number | null): price is number =>
  price !== null && Number.isFinite(price) && price >= 0 && price <= 10_000_000 && Math.round(price * 100) === Number((price * 100).toFixed(6));

/**
 * The form's own check before it sends: each line's price (message key by field `items.{i}.price`) and a
 * SKU priced twice in one unit (`items.{i}.unit_id`) — the messages the server would give.
 */
export function lineErrors(lines: readonly PriceLine[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    if (!isValidPrice(l.price)) errors[`items.${i}.price`] = l.price === null ? 'pms.price_range' : (priceSchema().safeParse(l.price).error?.issues[0]?.message ?? 'pms.price_range');
    const key = `${l.sku_id}:${l.unit_id}`;
    if (seen.has(key)) errors[`items.${i}.unit_id`] = 'crm.price_item_duplicate';
    seen.add(key);
  });
  return errors;
}

/** The lines as the API takes them. */
export const linesInput = (lines: readonly PriceLine[]) => lines.map((l) => ({ sku_id: l.sku_id, unit_id: l.unit_id, price: l.price ?? '' }));

/** A plan applies to at least one customer level or type. */
export const hasTargets = (levelIds: readonly number[] | undefined, typeIds: readonly number[] | undefined) => (levelIds?.length ?? 0) + (typeIds?.length ?? 0) > 0;

/** The unit choice's label: '箱 (12个)' for a package, the name for the base unit. */
export const unitLabel = (u: PriceUnit, baseName: string) => (u.ratio === '1' ? u.unit_name : `${u.unit_name} (${Number(u.ratio)}${baseName})`);
