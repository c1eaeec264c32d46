import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { CreatePurchaseOrderInput } from '@tradewind/contract/wms/purchase-order.schema';
import type { DocumentLineValues } from '@/core/documents/document-columns';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { readSkus, type SkuRecord } from '@/modules/pms';

/** Quantities in thousandths (numeric(…,3)) as exact integers. */
export function toMilli(value: string | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(3) : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d{0,3})\d*)?$/.exec(text);
  if (!m) throw new RangeError(`not a quantity: ${value}`);
  const milli = BigInt(m[2]) * 1000n + BigInt((m[3] ?? '').padEnd(3, '0') || '0');
  return m[1] === '-' ? -milli : milli;
}

export function fromMilli(milli: bigint): string {
  const negative = milli < 0n;
  const abs = negative ? -milli : milli;
  return `${negative ? '-' : ''}${abs / 1000n}.${String(abs % 1000n).padStart(3, '0')}`;
}

/** round(qty × price) in cents, half up: qty in thousandths, price in cents. */
export function lineAmountCents(qtyMilli: bigint, priceCents: number): bigint {
  return (qtyMilli * BigInt(priceCents) + 500n) / 1000n;
}

/** The largest order total numeric(14,2) holds. */
const AMOUNT_MAX_CENTS = 999_999_999_999n;

export type PreparedLine = DocumentLineValues & { remark: string | null; sort: number };

export type PreparedLines = { lines: PreparedLine[]; totalQty: string; totalAmount: string; skus: Map<number, SkuRecord> };

/**
 * The order's lines as stored: each SKU one of the tenant's (RLS hides others': 422), the unit its base
 * unit or one of its package units with the ratio from the goods module, decimals only where the unit
 * takes them (the base unit's allow_decimal; package units count whole packages), a SKU once per unit.
 * Amounts are qty × price rounded to the cent; totals are sums of integer cents and thousandths.
 */
export async function prepareLines(ctx: RequestContext, items: CreatePurchaseOrderInput['items']): Promise<PreparedLines> {
  const skus = await readSkus(ctx, [...new Set(items.map((i) => i.sku_id))]);
  const seen = new Set<string>();
  let qtySum = 0n;
  let centsSum = 0n;
  const lines = items.map((item, i): PreparedLine => {
    const sku = skus.get(item.sku_id);
    if (!sku) throw invalidField(`items.${i}.sku_id`, 'wms.po_sku_invalid');
    const unitId = item.unit_id ?? sku.unit_id;
    const pack = unitId === sku.unit_id ? null : sku.units.find((u) => u.unit_id === unitId);
    if (unitId !== sku.unit_id && !pack) throw invalidField(`items.${i}.unit_id`, 'wms.po_unit_invalid');
    const unitName = pack ? pack.unit_name : sku.unit_name;
    const key = `${sku.id}:${unitId}`;
    if (seen.has(key)) throw invalidField(`items.${i}.sku_id`, 'wms.po_sku_duplicate');
    seen.add(key);
    const qtyMilli = toMilli(item.qty);
    const decimalsAllowed = pack ? false : sku.allow_decimal === 1;
    if (!decimalsAllowed && qtyMilli % 1000n !== 0n) throw invalidField(`items.${i}.qty`, 'wms.po_qty_no_decimals', { sku: sku.code, unit: unitName });
    const ratioMilli = pack ? toMilli(pack.ratio) : 1000n;
    // a package quantity is whole, so whole × ratio (3 decimals) is exact in thousandths
    const baseMilli = (qtyMilli * ratioMilli) / 1000n;
    const priceCents = toCents(item.price);
    const amountCents = lineAmountCents(qtyMilli, priceCents);
    qtySum += qtyMilli;
    centsSum += amountCents;
    if (centsSum > AMOUNT_MAX_CENTS) throw invalidField(`items.${i}.qty`, 'wms.po_total_too_large');
    return {
      skuId: sku.id,
      unitId,
      unitName: unitName.slice(0, 20),
      ratio: fromMilli(ratioMilli),
      qty: fromMilli(qtyMilli),
      baseQty: fromMilli(baseMilli),
      price: fromCents(priceCents),
      amount: fromCents(Number(amountCents)),
      remark: item.remark,
      sort: i,
    };
  });
  return { lines, totalQty: fromMilli(qtySum), totalAmount: fromCents(Number(centsSum)), skus };
}
