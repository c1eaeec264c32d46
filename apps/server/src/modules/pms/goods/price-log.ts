import type { RequestContext } from '@/core/http/request-context';
import { skuPriceLogs, type PriceField } from './goods.table';

/** A SKU's prices as the API writes them: two-decimal strings, market price optional. */
export type SkuPrices = { sale_price: string; market_price: string | null; cost_price: string };

const FIELDS: readonly PriceField[] = ['sale_price', 'market_price', 'cost_price'];

/** Two decimals for comparing ('12.5' and '12.50' are one price); null stays null. */
const cents = (v: string | null): string | null => (v === null ? null : Number(v).toFixed(2));

/**
 * One price history row per price that changed (who, when, old → new), written by every path that
 * changes a SKU's prices: the SPU form and the SKU list's quick edit. Nothing when nothing changed.
 */
export async function logPriceChanges(ctx: RequestContext, skuId: number, before: SkuPrices, after: SkuPrices): Promise<void> {
  const rows = FIELDS.filter((f) => cents(before[f]) !== cents(after[f])).map((field) => ({
    tenantId: ctx.tenantId,
    skuId,
    field,
    oldValue: cents(before[field]),
    newValue: cents(after[field]),
    staffId: ctx.staffId,
  }));
  if (rows.length) await ctx.db.insert(skuPriceLogs).values(rows);
}
