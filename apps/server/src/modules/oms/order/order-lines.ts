import { sql } from 'drizzle-orm';
import { fromCents, quantityShare, toCents } from '@tradewind/contract/common/money';
import { shareTypedDiscounts, type TypedDiscounts } from '@tradewind/contract/oms/order-discount';
import type { OrderLineInput, OrderPricingStep, PriceSource } from '@tradewind/contract/oms/order.schema';
import { queryRows } from '@/core/db/database';
import type { DocumentLineValues } from '@/core/documents/document-columns';
import { invalidField, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { priceForCustomer } from '@/modules/crm';
import { readSkus, type SkuRecord, skus, spus } from '@/modules/pms';
import { orderPricing, type OrderPricingInput, type OrderPricingResult } from './order-pricing';
import { fromMilli, lineAmountCents, toMilli } from '@/modules/wms';

/** The largest amount numeric(14,2) holds, in cents. */
const AMOUNT_MAX_CENTS = 999_999_999_999n;

/** An order's money in integer cents: what the totals are made of. */
export type OrderAmountInput = {
  /**
   * each line's quantity in thousandths of its unit and price in cents per unit; its shares of the
   * activities' and the coupon's discounts and of the discounts typed by hand (README "Price pipeline")
   */
  lines: ReadonlyArray<{ qtyMilli: bigint; priceCents: number; activityCents?: number; couponCents?: number }>;
  freightCents: number;
  carryFeeCents: number;
  /** discounts on the order alone, not on its lines (none since the typed ones are shared onto the lines: 0) */
  couponCents: number;
  activityCents: number;
};

export type OrderAmounts = {
  lineCents: bigint[];
  /** each line's amount less its shares of the rules' discounts, never below 0 */
  payableCents: bigint[];
  goodsCents: bigint;
  /** Σ of the lines' activity and coupon shares */
  lineActivityCents: bigint;
  lineCouponCents: bigint;
  totalCents: bigint;
};

/**
 * The one rule for an order's amounts (docs/trading-model.md §4, docs/architecture.md §4): each line round(qty × price) to the
 * cent, half up; a line pays its amount less its shares of the discounts — the rules' and the typed ones (at
 * most the amount); goods = the sum of the lines; total = goods + freight + carry fee − the lines' shares −
 * any discount left on the order alone, never below 0. All in integer cents, so no float ever touches a sum.
 */
export function orderAmounts(input: OrderAmountInput): OrderAmounts {
  const lineCents = input.lines.map((l) => lineAmountCents(l.qtyMilli, l.priceCents));
  let lineActivityCents = 0n;
  let lineCouponCents = 0n;
  const payableCents = input.lines.map((l, i) => {
    const activity = minBig(BigInt(l.activityCents ?? 0), lineCents[i]);
    const coupon = minBig(BigInt(l.couponCents ?? 0), lineCents[i] - activity);
    lineActivityCents += activity;
    lineCouponCents += coupon;
    return lineCents[i] - activity - coupon;
  });
  const goodsCents = lineCents.reduce((sum, c) => sum + c, 0n);
  const gross =
    goodsCents + BigInt(input.freightCents) + BigInt(input.carryFeeCents) - lineActivityCents - lineCouponCents - BigInt(input.couponCents) - BigInt(input.activityCents);
  return { lineCents, payableCents, goodsCents, lineActivityCents, lineCouponCents, totalCents: gross > 0n ? gross : 0n };
}

/** A stored line's money: its amount, its shares of the rules' discounts and its base quantity (decimal text). */
export type LineMoney = { amount: string; activityAmount: string; couponAmount: string; baseQty: string };

/**
 * What `baseMilli` (thousandths of base units) of a line pays, after `beforeMilli` already counted (earlier
 * refunds): its payable amount (amount less its activity and coupon shares) pro rata to the quantity, by
 * cumulative rounding half up — round(payable × (before + q) / qty) − round(payable × before / qty) — so any
 * sequence of parts adds up to at most the payable amount, exactly it when all is counted, and never more
 * than was paid. The delivered amount (shipped share) and refunds read it (README "Price pipeline").
 */
export function linePayableShare(line: LineMoney, baseMilli: bigint, beforeMilli = 0n): number {
  const payable = Math.max(0, toCents(line.amount) - toCents(line.activityAmount) - toCents(line.couponAmount));
  return quantityShare(payable, toMilli(line.baseQty), baseMilli, beforeMilli);
}

const minBig = (a: bigint, b: bigint) => (a < 0n ? 0n : a < b ? a : b);

export type PreparedOrderLine = DocumentLineValues & {
  priceSource: PriceSource;
  pricePlanId: number | null;
  listPrice: string;
  activityAmount: string;
  couponAmount: string;
  pricingSteps: OrderPricingStep[];
  warehouseId: number;
  weight: string;
  volume: string;
  remark: string | null;
  sort: number;
};

export type PreparedOrder = {
  lines: PreparedOrderLine[];
  goodsAmount: string;
  /** Σ the lines' shares: the rules' and the typed discounts' */
  couponAmount: string;
  activityAmount: string;
  freightAmount: string;
  totalAmount: string;
  totalQty: string;
  totalWeight: string;
  totalVolume: string;
  skus: Map<number, SkuRecord>;
  /** the pipeline's answer (null without a provider): what the preview shows */
  pricing: OrderPricingResult | null;
};

export type OrderMoneyInput = { coupon_amount: number; activity_amount: number; freight_amount: number; carry_fee: number };

/** What the price pipeline needs beyond the lines (README "Price pipeline"); absent: no pipeline (the typed amounts). */
export type OrderPricingContext = {
  orderId: number | null;
  storeId: number;
  customerCouponId: number | null;
  address: OrderPricingInput['address'];
  /** where a gift line ships from */
  giftWarehouseId: number;
};

/** The unit's list price: its own sale price when set, else the SKU's × ratio rounded to the cent (crm's rule). */
function listPriceCents(sku: SkuRecord, unitId: number): number {
  if (unitId === sku.unit_id) return toCents(sku.sale_price);
  const unit = sku.units.find((u) => u.unit_id === unitId)!;
  if (unit.sale_price !== null && unit.sale_price !== undefined && unit.sale_price !== '') return toCents(unit.sale_price);
  return Number(lineAmountCents(toMilli(unit.ratio), toCents(sku.sale_price)));
}

type ParsedLine = { sku: SkuRecord; unitId: number; unitName: string; qtyMilli: bigint; ratioMilli: bigint; baseMilli: bigint; weight: bigint; volume: bigint; brandId: number | null };

/** A line's unit, ratio, base quantity, weight and volume (weight per base unit in thousandths of a kg, volume in millionths of a m³). */
function measureLine(sku: SkuRecord, unitId: number, qtyMilli: bigint, measures: Map<number, SkuMeasures>): ParsedLine {
  const pack = unitId === sku.unit_id ? null : sku.units.find((u) => u.unit_id === unitId);
  const ratioMilli = pack ? toMilli(pack.ratio) : 1000n;
  const baseMilli = (qtyMilli * ratioMilli) / 1000n;
  const m = measures.get(sku.id);
  return {
    sku,
    unitId,
    unitName: pack ? pack.unit_name : sku.unit_name,
    qtyMilli,
    ratioMilli,
    baseMilli,
    weight: m?.weight ? (baseMilli * toMilli(m.weight)) / 1000n : 0n,
    volume: m?.volume ? (baseMilli * toMicro(m.volume)) / 1000n : 0n,
    brandId: m?.brand_id ?? null,
  };
}

/**
 * An order's lines as stored, priced on the server: each SKU one of the tenant's and on sale (422 on the
 * line otherwise), its unit the base unit or a package unit (ratio from the goods module), decimals only
 * where the base unit takes them, a SKU once per unit. The price is `priceForCustomer`'s (customer price,
 * plan, list price); a price the client sends is taken only when it differs and the caller may change
 * prices (`oms:order:change_price`, source 'manual'; 402 otherwise) — or, editing, when it is the hand-set
 * price the order's line of that SKU and unit already has (`keptPrices`: keeping it changes nothing).
 * With the price pipeline (`pricing` and a registered provider): its time-limited prices, the lines' shares
 * of the activities and the coupon, gift lines at price 0, and the template's freight (a typed freight
 * instead only from a caller who may change prices). The discounts typed by hand are the pipeline's step
 * after the coupon — without a provider the same step alone (`shareTypedDiscounts`) — shared onto the lines
 * (`typedDiscounts` says who may type them and what is refused). Weight and volume from the SKU per base unit.
 * Totals through `orderAmounts`.
 */
export async function prepareOrderLines(
  ctx: RequestContext,
  customerId: number,
  items: readonly OrderLineInput[],
  money: OrderMoneyInput,
  options: {
    warehouseOf: (i: number) => number;
    canChangePrice: boolean;
    keptPrices?: ReadonlyMap<string, number>;
    pricing?: OrderPricingContext;
    /** an edited order's typed discounts, which an editor without the price permission may keep */
    keptTyped?: TypedDiscounts;
    /** the preview: a coupon the lines do not reach, typed discounts past the goods, are answered, not refused */
    previewCoupon?: boolean;
  },
): Promise<PreparedOrder> {
  const skus = await readSkus(ctx, [...new Set(items.map((i) => i.sku_id))]);
  const measures = await readMeasures(ctx, [...skus.keys()]);
  const seen = new Set<string>();
  const parsed = items.map((item, i) => {
    const sku = skus.get(item.sku_id);
    if (!sku) throw invalidField(`items.${i}.sku_id`, 'oms.sku_invalid');
    if (sku.status !== 1 || sku.spu_status !== 2) throw invalidField(`items.${i}.sku_id`, 'oms.sku_off_sale', { sku: sku.code });
    const unitId = item.unit_id ?? sku.unit_id;
    const pack = unitId === sku.unit_id ? null : sku.units.find((u) => u.unit_id === unitId);
    if (unitId !== sku.unit_id && !pack) throw invalidField(`items.${i}.unit_id`, 'oms.unit_invalid');
    const key = `${sku.id}:${unitId}`;
    if (seen.has(key)) throw invalidField(`items.${i}.sku_id`, 'oms.sku_duplicate');
    seen.add(key);
    const qtyMilli = toMilli(String(item.qty));
    const decimalsAllowed = pack ? false : sku.allow_decimal === 1;
    if (!decimalsAllowed && qtyMilli % 1000n !== 0n) throw invalidField(`items.${i}.qty`, 'oms.qty_no_decimals', { sku: sku.code, unit: pack ? pack.unit_name : sku.unit_name });
    return measureLine(sku, unitId, qtyMilli, measures);
  });
  const priced = await priceForCustomer(
    ctx.db,
    customerId,
    parsed.map((p) => ({ skuId: p.sku.id, unitId: p.unitId })),
  );
  const chosen = parsed.map((p, i) => {
    const offered = priced[i];
    const offeredCents = toCents(offered.price);
    const asked = items[i].price === null ? null : toCents(String(items[i].price));
    const kept = asked !== null && options.keptPrices?.get(`${p.sku.id}:${p.unitId}`) === asked;
    if (asked !== null && asked !== offeredCents && !options.canChangePrice && !kept) throw noPermission('oms.price_change_denied');
    const manual = asked !== null && asked !== offeredCents;
    return {
      priceCents: manual ? asked : offeredCents,
      source: (manual ? 'manual' : offered.source) as PriceSource,
      planId: manual ? null : offered.planId,
    };
  });
  const typed = typedDiscounts(money, options);
  const provider = options.pricing ? orderPricing() : null;
  const pricing = provider && options.pricing ? await provider.price(ctx, pipelineInput(customerId, options.pricing, parsed, chosen, typed)) : null;
  if (pricing?.coupon && !pricing.coupon.applied && !options.previewCoupon) throw invalidField('customer_coupon_id', `oms.coupon_not_applied.${pricing.coupon.reason ?? 'below_threshold'}`);
  // without the pipeline the typed discounts are its one step, shared onto the customer's prices the same way
  const plain = pricing ? null : shareTypedDiscounts(parsed.map((p, i) => Number(lineAmountCents(p.qtyMilli, chosen[i].priceCents))), typed);
  const shared = pricing ? pricing.typed : plain!;
  if (!options.previewCoupon && (shared.couponCents < typed.couponCents || shared.activityCents < typed.activityCents)) {
    const goodsAfterRules = fromCents(shared.couponCents + shared.activityCents);
    throw invalidField(shared.couponCents < typed.couponCents ? 'coupon_amount' : 'activity_amount', 'oms.typed_discount_over_goods', { amount: goodsAfterRules });
  }
  const gifts = pricing ? await giftLines(ctx, pricing.gifts, options.pricing!.giftWarehouseId) : [];

  let freightCents = toCents(String(money.freight_amount));
  // the template's freight, unless a caller who may change prices typed another
  if (pricing?.freight && !(options.canChangePrice && freightCents !== pricing.freight.cents)) freightCents = pricing.freight.cents;
  const all = [
    ...parsed.map((p, i) => {
      const rule = pricing?.lines[i];
      const shares = rule ?? plainLine(plain!.lines[i]);
      return {
        p,
        priceCents: rule ? rule.priceCents : chosen[i].priceCents,
        source: chosen[i].source,
        planId: chosen[i].planId,
        activityCents: shares.activityCents,
        couponCents: shares.couponCents,
        steps: shares.steps,
        warehouseId: options.warehouseOf(i),
        remark: items[i].remark,
      };
    }),
    ...gifts,
  ];
  const amounts = orderAmounts({
    lines: all.map((l) => ({ qtyMilli: l.p.qtyMilli, priceCents: l.priceCents, activityCents: l.activityCents, couponCents: l.couponCents })),
    freightCents,
    carryFeeCents: toCents(String(money.carry_fee)),
    // the typed discounts ride on the lines' shares
    couponCents: 0,
    activityCents: 0,
  });
  if (amounts.goodsCents > AMOUNT_MAX_CENTS || amounts.totalCents > AMOUNT_MAX_CENTS) throw invalidField('items', 'oms.total_too_large');
  let qtySum = 0n;
  let weightSum = 0n;
  let volumeSum = 0n;
  const lines = all.map((l, i): PreparedOrderLine => {
    const { p } = l;
    qtySum += p.qtyMilli;
    weightSum += p.weight;
    volumeSum += p.volume;
    return {
      skuId: p.sku.id,
      unitId: p.unitId,
      unitName: p.unitName.slice(0, 20),
      ratio: fromMilli(p.ratioMilli),
      qty: fromMilli(p.qtyMilli),
      baseQty: fromMilli(p.baseMilli),
      price: fromCents(l.priceCents),
      priceSource: l.source,
      pricePlanId: l.planId,
      listPrice: fromCents(listPriceCents(p.sku, p.unitId)),
      amount: fromCents(Number(amounts.lineCents[i])),
      activityAmount: fromCents(l.activityCents),
      couponAmount: fromCents(l.couponCents),
      pricingSteps: l.steps,
      warehouseId: l.warehouseId,
      weight: fromMilli(p.weight),
      volume: fromMicro(p.volume),
      remark: l.remark,
      sort: i,
    };
  });
  return {
    lines,
    goodsAmount: fromCents(Number(amounts.goodsCents)),
    couponAmount: fromCents(Number(amounts.lineCouponCents)),
    activityAmount: fromCents(Number(amounts.lineActivityCents)),
    freightAmount: fromCents(freightCents),
    totalAmount: fromCents(Number(amounts.totalCents)),
    totalQty: fromMilli(qtySum),
    totalWeight: fromMilli(weightSum),
    totalVolume: fromMicro(volumeSum),
    skus,
    pricing,
  };
}

/**
 * The discounts typed by hand (the body's `coupon_amount`, `activity_amount`; README "Price pipeline"): a coupon
 * amount beside a chosen coupon is 422 on `coupon_amount` (one coupon per order); typing one needs
 * `oms:order:change_price` (402), as a changed price does — except keeping what the edited order already has,
 * or typing none. Refused only on save; the preview shares what it is given.
 */
function typedDiscounts(money: OrderMoneyInput, options: { canChangePrice: boolean; keptTyped?: TypedDiscounts; pricing?: OrderPricingContext; previewCoupon?: boolean }): TypedDiscounts {
  const typed = { couponCents: toCents(String(money.coupon_amount)), activityCents: toCents(String(money.activity_amount)) };
  if (options.previewCoupon) return typed;
  if (typed.couponCents > 0 && (options.pricing?.customerCouponId ?? null) !== null) throw invalidField('coupon_amount', 'oms.typed_coupon_beside_coupon');
  const changed = (asked: number, kept: number | undefined) => asked > 0 && asked !== kept;
  if (!options.canChangePrice && (changed(typed.couponCents, options.keptTyped?.couponCents) || changed(typed.activityCents, options.keptTyped?.activityCents))) {
    throw noPermission('oms.typed_discount_denied');
  }
  return typed;
}

/** A line's typed shares without the pipeline, in the pipeline's form (its steps with id 0 and no name). */
function plainLine(line: ReturnType<typeof shareTypedDiscounts>['lines'][number]) {
  return {
    activityCents: line.activityCents,
    couponCents: line.couponCents,
    steps: line.steps.map((s): OrderPricingStep => ({ kind: s.kind, id: 0, name: '', amount: fromCents(s.cents) })),
  };
}

/** The pipeline's input: the lines at the customer's (or hand-set) prices, the coupon, the typed discounts, the address and the load for the freight. */
function pipelineInput(customerId: number, context: OrderPricingContext, parsed: ParsedLine[], chosen: Array<{ priceCents: number }>, typed: TypedDiscounts): OrderPricingInput {
  return {
    orderId: context.orderId,
    customerId,
    storeId: context.storeId,
    customerCouponId: context.customerCouponId,
    typed,
    address: context.address,
    lines: parsed.map((p, i) => ({
      key: i,
      skuId: p.sku.id,
      unitId: p.unitId,
      categoryId: p.sku.category_id ?? null,
      brandId: p.brandId,
      qtyMilli: p.qtyMilli,
      ratioMilli: p.ratioMilli,
      priceCents: chosen[i].priceCents,
      amountCents: Number(lineAmountCents(p.qtyMilli, chosen[i].priceCents)),
    })),
    pieces: parsed.reduce((s, p) => s + p.baseMilli, 0n),
    weightMilli: parsed.reduce((s, p) => s + p.weight, 0n),
    volumeMicro: parsed.reduce((s, p) => s + p.volume, 0n),
  };
}

/**
 * The activities' gifts as lines of price 0 (source 'gift'), shipped from the order's warehouse and reserved
 * at audit like any line. A gift whose SKU is not (or no longer) on sale is left out; a unit the SKU does
 * not have becomes its base unit.
 */
async function giftLines(ctx: RequestContext, gifts: OrderPricingResult['gifts'], warehouseId: number) {
  if (gifts.length === 0) return [];
  const skus = await readSkus(ctx, [...new Set(gifts.map((g) => g.skuId))]);
  const measures = await readMeasures(ctx, [...skus.keys()]);
  return gifts.flatMap((g) => {
    const sku = skus.get(g.skuId);
    if (!sku || sku.status !== 1 || sku.spu_status !== 2 || g.qtyMilli <= 0n) return [];
    const unitId = g.unitId === sku.unit_id || sku.units.some((u) => u.unit_id === g.unitId) ? g.unitId : sku.unit_id;
    return [
      {
        p: measureLine(sku, unitId, g.qtyMilli, measures),
        priceCents: 0,
        source: 'gift' as const,
        planId: null,
        activityCents: 0,
        couponCents: 0,
        steps: [{ kind: 'activity' as const, id: g.activityId, name: g.name, amount: '0.00' }],
        warehouseId,
        remark: null,
      },
    ];
  });
}

type SkuMeasures = { weight: string | null; volume: string | null; brand_id: number | null };

/** A SKU's weight (kg) and volume (m³) per base unit, as the goods module keeps them, and its product's brand (the pipeline's scopes). */
async function readMeasures(ctx: RequestContext, ids: number[]): Promise<Map<number, SkuMeasures>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number } & SkuMeasures>(
    ctx.db,
    sql`SELECT s.id, s.weight::text AS weight, s.volume::text AS volume, p.brand_id FROM ${skus} AS s JOIN ${spus} AS p ON p.id = s.spu_id WHERE s.id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), { weight: r.weight, volume: r.volume, brand_id: r.brand_id === null ? null : Number(r.brand_id) }]));
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
