import dayjs, { type Dayjs } from 'dayjs';
import type { Activity } from '@tradewind/contract/marketing/activity.schema';
import type { ActivityBody } from './api/activity.api';

/** The activity form's values, from a saved activity and back to the API's body (activity-form.tsx). */

export const FULL = 'YYYY-MM-DD HH:mm';
type Tier = { over?: number; off?: number; percent?: number; gift_sku_id?: number; gift_unit?: number; gift_qty?: number };
export type Values = {
  name: string;
  type: 1 | 2 | 3 | 4;
  tier_basis: 1 | 2;
  tiers: Tier[];
  prices: Array<{ sku_id: number; price?: number }>;
  scope_type: 0 | 1 | 2 | 3;
  category_ids: number[];
  brand_ids: number[];
  sku_ids: number[];
  store_ids: number[];
  customer_level_ids: number[];
  crowd_ids: number[];
  window: [Dayjs, Dayjs] | null;
  priority: number;
  stack_with_coupon: boolean;
  remark: string;
};
const num = (v: string | null | undefined) => (v === null || v === undefined ? undefined : Number(v));

/** The form's first values: the activity's, or a new 满减 with one empty tier. */
export function initialValues(a: Activity | undefined): Values {
  const scoped = (type: number) => (a && a.type !== 1 && a.scope_type === type ? a.scope_ids : []);
  return {
    name: a?.name ?? '',
    type: a?.type ?? 2,
    tier_basis: a?.tier_basis ?? 1,
    tiers: a?.tiers.map((x) => ({ over: num(x.over), off: num(x.off), percent: num(x.percent), gift_sku_id: x.gift_sku_id ?? undefined, gift_unit: x.gift_unit ?? undefined, gift_qty: num(x.gift_qty) })) ?? [{}],
    prices: a?.prices.map((p) => ({ sku_id: p.sku_id, price: Number(p.price) })) ?? [],
    scope_type: a && a.type !== 1 ? a.scope_type : 0,
    category_ids: scoped(1),
    brand_ids: scoped(2),
    sku_ids: scoped(3),
    store_ids: a?.store_ids ?? [],
    customer_level_ids: a?.customer_level_ids ?? [],
    crowd_ids: a?.crowd_ids ?? [],
    window: a ? [dayjs(a.starts_at), dayjs(a.ends_at)] : null,
    priority: a?.priority ?? 0,
    stack_with_coupon: a ? a.stack_with_coupon === 1 : true,
    remark: a?.remark ?? '',
  };
}

/** The form's values as the API's body (the scope's ids from the field of its kind). */
export function activityBody(v: Values): ActivityBody {
  const scopeIds = v.scope_type === 1 ? v.category_ids : v.scope_type === 2 ? v.brand_ids : v.scope_type === 3 ? v.sku_ids : [];
  return {
    name: v.name,
    type: v.type,
    tier_basis: v.tier_basis,
    tiers: v.type === 1 ? [] : (v.tiers ?? []).map((x) => ({ over: x.over ?? '', off: v.type === 2 ? x.off : undefined, percent: v.type === 3 ? x.percent : undefined, gift_sku_id: x.gift_sku_id, gift_unit: x.gift_sku_id ? x.gift_unit : undefined, gift_qty: x.gift_sku_id ? x.gift_qty : undefined })) as ActivityBody['tiers'],
    prices: v.type === 1 ? (v.prices ?? []).map((p) => ({ sku_id: p.sku_id, price: p.price ?? '' })) as ActivityBody['prices'] : [],
    scope_type: v.type === 1 ? 0 : v.scope_type,
    scope_ids: v.type === 1 ? [] : (scopeIds ?? []),
    store_ids: v.store_ids ?? [],
    customer_level_ids: v.customer_level_ids ?? [],
    crowd_ids: v.crowd_ids ?? [],
    starts_at: v.window?.[0]?.format(FULL) ?? '',
    ends_at: v.window?.[1]?.format(FULL) ?? '',
    priority: v.priority ?? 0,
    stack_with_coupon: v.stack_with_coupon ? 1 : 0,
    remark: v.remark || null,
  };
}

