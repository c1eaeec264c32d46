import { fromCents, toCents } from '@tradewind/contract/common/money';
import { ORDER_SETTING_DEFAULTS, type OrderSetting, type UpdateOrderSettingInput } from '@tradewind/contract/oms/setting.schema';
import { saveTenantSettings } from '@/core/db/tenant-settings';
import type { Db } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { orderSettings } from './setting.table';

/** The tenant's order rules (the transaction's tenant), or the defaults when never saved. */
export async function readOrderSetting(db: Db): Promise<OrderSetting> {
  const [row] = await db.select().from(orderSettings);
  if (!row) return { ...ORDER_SETTING_DEFAULTS, time_slots: [...ORDER_SETTING_DEFAULTS.time_slots] };
  return {
    auto_audit: row.autoAudit === 1 ? 1 : 0,
    cutoff_time: row.cutoffTime,
    min_order_amount: fromCents(toCents(row.minOrderAmount)),
    time_slots: row.timeSlots,
  };
}

/** `GET /oms/setting` (and the same rules on /system/setting/order). */
export function getOrderSetting(ctx: RequestContext): Promise<OrderSetting> {
  return readOrderSetting(ctx.db);
}

/** `PUT /oms/setting`: one row per tenant, made on first save; the time slots are kept sorted by their start. */
export async function updateOrderSetting(ctx: RequestContext, input: UpdateOrderSettingInput): Promise<OrderSetting> {
  const values = {
    autoAudit: input.auto_audit,
    cutoffTime: input.cutoff_time,
    minOrderAmount: fromCents(toCents(String(input.min_order_amount))),
    timeSlots: [...input.time_slots].sort(),
    updatedAt: new Date(),
  };
  await saveTenantSettings(ctx, orderSettings, values, 'oms_setting');
  return readOrderSetting(ctx.db);
}
