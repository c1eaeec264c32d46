import type { RequestContext } from '@/core/http/request-context';

/**
 * On hand per SKU in its base unit, as the SKU list, its export and the picker show it. Stock is the
 * warehouse module's, which sits above pms (docs/trading-model.md §7) and so registers its reader at start, the way
 * modules above system register their store usage checks. A SKU without stock is absent from the map.
 */
export type SkuStockReader = (ctx: RequestContext, skuIds: readonly number[]) => Promise<Map<number, string>>;

let reader: SkuStockReader | null = null;

export function registerSkuStockReader(read: SkuStockReader): void {
  reader = read;
}

/** The SKUs' stock as registered ('0' for each when no warehouse module runs or it holds none). */
export async function stockOfSkus(ctx: RequestContext, skuIds: readonly number[]): Promise<(id: number) => string> {
  const stock = reader && skuIds.length > 0 ? await reader(ctx, skuIds) : new Map<number, string>();
  return (id) => stock.get(id) ?? '0';
}
