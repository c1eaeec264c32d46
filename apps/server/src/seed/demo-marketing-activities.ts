import { sql } from 'drizzle-orm';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { todayIn } from '@tradewind/contract/common/time';
import { CreateActivitySchema } from '@tradewind/contract/marketing/activity.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { createActivity } from '@/modules/marketing';

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's activities (marketing README "Activities"), made by the service the page calls, after the demo
 * products: 周末零食九折 — 10 % off snacks this weekend (today when it is a weekend, else the coming one), with a
 * case of 农夫山泉 water free over ¥2,000 — and a fortnight's time-limited price on 怡宝纯净水 by the bottle and
 * by the case, from today. Overlap-free, so their saves answer no warnings.
 */
export async function seedDemoActivities(ctx: RequestContext): Promise<void> {
  const [snacks] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM pms_categories WHERE name = '休闲零食' AND parent_id IS NULL`);
  const water = await queryRows<{ id: number; unit_id: number; sale_price: string }>(
    ctx.db,
    sql`SELECT s.id, su.unit_id, s.sale_price::text FROM pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id
        JOIN pms_sku_units AS su ON su.sku_id = s.id JOIN pms_units AS u ON u.id = su.unit_id
        WHERE p.name IN ('农夫山泉饮用天然水', '怡宝纯净水') AND s.spec_text = '550ml' AND u.name = '箱' ORDER BY p.name = '农夫山泉饮用天然水' DESC`,
  );
  if (!snacks || water.length < 2) return;
  const [nongfu, yibao] = water;
  const today = todayIn(ctx.session.timeZone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const saturday = weekday === 6 ? today : weekday === 0 ? addDays(today, -1) : addDays(today, 6 - weekday);
  await createActivity(
    ctx,
    CreateActivitySchema.parse({
      name: '周末零食九折',
      type: 3,
      tier_basis: 1,
      tiers: [
        { over: '0.01', percent: 10 },
        { over: '2000', percent: 10, gift_sku_id: nongfu.id, gift_unit: nongfu.unit_id, gift_qty: 1 },
      ],
      scope_type: 1,
      scope_ids: [snacks.id],
      starts_at: `${saturday} 00:00:00`,
      ends_at: `${addDays(saturday, 1)} 23:59:59`,
      priority: 10,
      stack_with_coupon: 1,
      remark: '零食九折，满 2,000 元送农夫山泉 550ml 一箱',
    }),
  );
  await createActivity(
    ctx,
    CreateActivitySchema.parse({
      name: '怡宝纯净水限时特价',
      type: 1,
      prices: [{ sku_id: yibao.id, price: fromCents(Math.round(toCents(yibao.sale_price) * 0.85)) }],
      starts_at: `${today} 00:00:00`,
      ends_at: `${addDays(today, 14)} 23:59:59`,
      priority: 5,
      stack_with_coupon: 0,
      remark: '两周特价，不与优惠券同享',
    }),
  );
}
