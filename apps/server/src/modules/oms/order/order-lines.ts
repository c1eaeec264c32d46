import { sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { OrderLineInput, PriceSource } from '@tradewind/contract/oms/order.schema';
import { queryRows } from '@/core/db/database';
import { invalidField, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { priceForCustomer } from '@/modules/crm';
import { readSkus, type SkuRecord, skus } from '@/modules/pms';
import { fromMilli, lineAmountCents, toMilli } from '@/modules/wms';

/** The largest amount numeric(14,2) holds, in cents. */
const AMOUNT_MAX_CENTS = 999_999_999_999n;

/** An order's money in integer cents: what the totals are made of. */
export type OrderAmountInput = {
  /** each line's quantity in thousandths of its unit and price in cents per unit */
  lines: ReadonlyArray<{ qtyMilli: bigint; priceCents: number }>;
  freightCents: number;
  carryFeeCents: number;
  couponCents: number;
  activityCents: number;
};

export type OrderAmounts = { lineCents: bigint[]; goodsCents: bigint; totalCents: bigint };

/**
 * The one rule for an order's amounts (docs/trading-model.md §4, docs/architecture.md §4): each line round(qty × price) to the
 * cent, half up; goods = the sum of the lines; total = goods + freight + carry fee − coupon − activity
 * discounts, never below 0. All in integer cents, so no float ever touches a sum.
 */
export function orderAmounts(input: OrderAmountInput): OrderAmounts {
  const lineCents = input.lines.map((l) => lineAmountCents(l.qtyMilli, l.priceCents));
  const goodsCents = lineCents.reduce((sum, c) => sum + c, 0n);
  const gross = goodsCents + BigInt(input.freightCents) + BigInt(input.carryFeeCents) - BigInt(input.couponCents) - BigInt(input.activityCents);
  return { lineCents, goodsCents, totalCents: gross > 0n ? gross : 0n };
}

export type PreparedOrderLine = {
  skuId: number;
  unitId: number;
  unitName: string;
  ratio: string;
  qty: string;
  baseQty: string;
  price: string;
  priceSource: PriceSource;
  pricePlanId: number | null;
  listPrice: string;
  amount: string;
  warehouseId: number;
  weight: string;
  volume: string;
  remark: string | null;
  sort: number;
};

export type PreparedOrder = {
  lines: PreparedOrderLine[];
  goodsAmount: string;
  totalAmount: string;
  totalQty: string;
  totalWeight: string;
  totalVolume: string;
  skus: Map<number, SkuRecord>;
};

export type OrderMoneyInput = { coupon_amount: number; activity_amount: number; freight_amount: number; carry_fee: number };

/** The unit's list price: its own sale price when set, else the SKU's × ratio rounded to the cent (crm's rule). */
function listPriceCents(sku: SkuRecord, unitId: number): number {
  if (unitId === sku.unit_id) return toCents(sku.sale_price);
  const unit = sku.units.find((u) => u.unit_id === unitId)!;
  if (unit.sale_price !== null && unit.sale_price !== undefined && unit.sale_price !== '') return toCents(unit.sale_price);
  return Number(lineAmountCents(toMilli(unit.ratio), toCents(sku.sale_price)));
}

/**
 * An order's lines as stored, priced on the server: each SKU one of the tenant's and on sale (422 on the
 * line otherwise), its unit the base unit or a package unit (ratio from the goods module), decimals only
 * where the base unit takes them, a SKU once per unit. The price is `priceForCustomer`'s (customer price,
 * plan, list price); a price the client sends is taken only when it differs and the caller may change
 * prices (`oms:order:change_price`, source 'manual'; 402 otherwise) — or, editing, when it is the hand-set
 * price the order's line of that SKU and unit already has (`keptPrices`: keeping it changes nothing).
 * Weight and volume from the SKU per base unit. Totals through `orderAmounts`.
 */
export async function prepareOrderLines(
  ctx: RequestContext,
  customerId: number,
  items: readonly OrderLineInput[],
  money: OrderMoneyInput,
  options: { warehouseOf: (i: number) => number; canChangePrice: boolean; keptPrices?: ReadonlyMap<string, number> },
): Promise<PreparedOrder> {
  const skus = await readSkus(ctx, [...new Set(items.map((i) => i.sku_id))]);
  const seen = new Set<string>();
  const parsed = items.map((item, i) => {
    const sku = skus.get(item.sku_id);
    if (!sku) throw invalidField(`items.${i}.sku_id`, 'oms.sku_invalid');
    if (sku.status !== 1 || sku.spu_status !== 2) throw invalidField(`items.${i}.sku_id`, 'oms.sku_off_sale', { sku: sku.code });
    const unitId = item.unit_id ?? sku.unit_id;
    const pack = unitId === sku.unit_id ? null : sku.units.find((u) => u.unit_id === unitId);
    if (unitId !== sku.unit_id && !pack) throw invalidField(`items.${i}.unit_id`, 'oms.unit_invalid');
    const unitName = pack ? pack.unit_name : sku.unit_name;
    const key = `${sku.id}:${unitId}`;
    if (seen.has(key)) throw invalidField(`items.${i}.sku_id`, 'oms.sku_duplicate');
    seen.add(key);
    const qtyMilli = toMilli(String(item.qty));
    const decimalsAllowed = pack ? false : sku.allow_decimal === 1;
    if (!decimalsAllowed && qtyMilli % 1000n !== 0n) throw invalidField(`items.${i}.qty`, 'oms.qty_no_decimals', { sku: sku.code, unit: unitName });
    const ratioMilli = pack ? toMilli(pack.ratio) : 1000n;
    return { item, sku, unitId, unitName, qtyMilli, ratioMilli, baseMilli: (qtyMilli * ratioMilli) / 1000n };
  });
  const priced = await priceForCustomer(
    ctx.db,
    customerId,
    parsed.map((p) => ({ skuId: p.sku.id, unitId: p.unitId })),
  );
  const measures = await readMeasures(ctx, [...skus.keys()]);
  const chosen = parsed.map((p, i) => {
    const offered = priced[i];
    const offeredCents = toCents(offered.price);
    const asked = p.item.price === null ? null : toCents(String(p.item.price));
    const kept = asked !== null && options.keptPrices?.get(`${p.sku.id}:${p.unitId}`) === asked;
    if (asked !== null && asked !== offeredCents && !options.canChangePrice && !kept) throw noPermission('oms.price_change_denied');
    const manual = asked !== null && asked !== offeredCents;
    return {
      priceCents: manual ? asked : offeredCents,
      source: (manual ? 'manual' : offered.source) as PriceSource,
      planId: manual ? null : offered.planId,
    };
  });
  const amounts = orderAmounts({
    lines: parsed.map((p, i) => ({ qtyMilli: p.qtyMilli, priceCents: chosen[i].priceCents })),
    freightCents: toCents(String(money.freight_amount)),
    carryFeeCents: toCents(String(money.carry_fee)),
    couponCents: toCents(String(money.coupon_amount)),
    activityCents: toCents(String(money.activity_amount)),
  });
  if (amounts.goodsCents > AMOUNT_MAX_CENTS || amounts.totalCents > AMOUNT_MAX_CENTS) throw invalidField('items', 'oms.total_too_large');
  let qtySum = 0n;
  let weightSum = 0n;
  let volumeSum = 0n;
  const lines = parsed.map((p, i): PreparedOrderLine => {
    const m = measures.get(p.sku.id);
    // weight per base unit in thousandths of a kg, volume in millionths of a m³
    const weight = m?.weight ? (p.baseMilli * toMilli(m.weight)) / 1000n : 0n;
    const volume = m?.volume ? (p.baseMilli * toMicro(m.volume)) / 1000n : 0n;
    qtySum += p.qtyMilli;
    weightSum += weight;
    volumeSum += volume;
    return {
      skuId: p.sku.id,
      unitId: p.unitId,
      unitName: p.unitName.slice(0, 20),
      ratio: fromMilli(p.ratioMilli),
      qty: fromMilli(p.qtyMilli),
      baseQty: fromMilli(p.baseMilli),
      price: fromCents(chosen[i].priceCents),
      priceSource: chosen[i].source,
      pricePlanId: chosen[i].planId,
      listPrice: fromCents(listPriceCents(p.sku, p.unitId)),
      amount: fromCents(Number(amounts.lineCents[i])),
      warehouseId: options.warehouseOf(i),
      weight: fromMilli(weight),
      volume: fromMicro(volume),
      remark: p.item.remark,
      sort: i,
    };
  });
  return {
    lines,
    goodsAmount: fromCents(Number(amounts.goodsCents)),
    totalAmount: fromCents(Number(amounts.totalCents)),
    totalQty: fromMilli(qtySum),
    totalWeight: fromMilli(weightSum),
    totalVolume: fromMicro(volumeSum),
    skus,
  };
}

/** A SKU's weight (kg) and volume (m³) per base unit, as the goods module keeps them. */
async function readMeasures(ctx: RequestContext, ids: number[]): Promise<Map<number, { weight: string | null; volume: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; weight: string | null; volume: string | null }>(
    ctx.db,
    sql`SELECT id, weight::text, volume::text FROM ${skus} WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** A volume (m³, 6 decimals) as exact millionths. */
export function toMicro(value: string): bigint {
  const m = /^(\d+)(?:\.(\d{0,6})\d*)?$/.exec(value.trim());
  if (!m) return 0n;
  return BigInt(m[1]) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0') || '0');
}

export function fromMicro(micro: bigint): string {
  return `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, '0')}`;
}
