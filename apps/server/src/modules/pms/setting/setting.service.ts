import { eq, sql } from 'drizzle-orm';
import { PRICE_DECIMALS, type GoodsSetting, type UpdateGoodsSettingInput } from '@tradewind/contract/pms/goods-setting.schema';
import { saveTenantSettings } from '@/core/db/tenant-settings';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { unitExists } from '../unit/unit.service';
import { goodsSettings } from './setting.table';

type SettingRow = typeof goodsSettings.$inferSelect;

/** A tenant that never saved the page: no checking, codes SKU + counter from 1, no default unit. */
const DEFAULTS: Omit<SettingRow, 'tenantId' | 'updatedAt'> = { spuCheck: 0, skuCodeMode: 1, skuCodePrefix: 'SKU', skuCodeNext: 1, defaultUnitId: null, allowFreeBarcode: 0 };

const toSetting = (r: Omit<SettingRow, 'tenantId' | 'updatedAt'>): GoodsSetting => ({
  spu_check: r.spuCheck === 1 ? 1 : 0,
  sku_code_mode: r.skuCodeMode === 2 ? 2 : 1,
  sku_code_prefix: r.skuCodePrefix,
  sku_code_next: r.skuCodeNext,
  default_unit_id: r.defaultUnitId,
  allow_free_barcode: r.allowFreeBarcode === 1 ? 1 : 0,
  price_decimals: PRICE_DECIMALS,
  allow_negative_price: 0,
});

export async function getGoodsSetting(ctx: RequestContext): Promise<GoodsSetting> {
  const [row] = await ctx.db.select().from(goodsSettings).where(eq(goodsSettings.tenantId, ctx.tenantId));
  return toSetting(row ?? DEFAULTS);
}

/** Saved per tenant (one row, made on first save); the counter is the SKU part's and stays as it is. */
export async function updateGoodsSetting(ctx: RequestContext, input: UpdateGoodsSettingInput): Promise<GoodsSetting> {
  if (input.default_unit_id !== null && !(await unitExists(ctx, input.default_unit_id))) throw invalidField('default_unit_id', 'pms.unit_not_found');
  const values = {
    spuCheck: input.spu_check,
    skuCodeMode: input.sku_code_mode,
    // manual codes keep the last prefix, so switching back finds it
    ...(input.sku_code_prefix ? { skuCodePrefix: input.sku_code_prefix } : {}),
    defaultUnitId: input.default_unit_id,
    allowFreeBarcode: input.allow_free_barcode,
    updatedAt: new Date(),
  };
  await saveTenantSettings(ctx, goodsSettings, values, 'pms_setting');
  return getGoodsSetting(ctx);
}

/**
 * `count` generated SKU codes (prefix + 6-digit counter, SKU000001), taken from the tenant's counter
 * under its row lock so concurrent saves never share a code; a tenant without a settings row gets one.
 * Only for code mode 1 — the caller checks the mode with the setting it read.
 */
export async function takeSkuCodes(ctx: RequestContext, count: number): Promise<string[]> {
  if (count === 0) return [];
  const [row] = await ctx.db
    .insert(goodsSettings)
    .values({ tenantId: ctx.tenantId, skuCodeNext: 1 + count })
    .onConflictDoUpdate({ target: goodsSettings.tenantId, set: { skuCodeNext: sql`${goodsSettings.skuCodeNext} + ${count}` } })
    .returning({ next: goodsSettings.skuCodeNext, prefix: goodsSettings.skuCodePrefix });
  const first = row.next - count;
  return Array.from({ length: count }, (_, i) => `${row.prefix}${String(first + i).padStart(6, '0')}`);
}
