import { sql } from 'drizzle-orm';
import { queryOne, queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { TenantIds } from '@/modules/system/tenant';
import { auditOutbound, confirmPicking, createPickingList, createPickingPriceRule, createPickingTask, createWaveOutbounds, finishPickingTask } from '@/modules/wms';

/**
 * Demo picking (issue 17 §12): price rules, then the master store's earliest delivery date with audited
 * orders made into a finished wave — its lines split between the warehouse keeper 杨强 and the admin, the
 * first line picked one short (破损) — with the sale outbounds made and the first one posted. Everything
 * goes through the pages' own functions (wave, tasks, confirm, finish, outbound, audit), so stock,
 * reservations, orders and earnings move as they do for a person. Runs after the demo orders.
 */
export async function seedDemoPicking(base: RequestContext, ids: TenantIds): Promise<void> {
  const storeId = ids.stores.sh;
  const ctx: RequestContext = { ...base, storeId, session: { ...base.session, storeIds: Object.values(ids.stores) } };
  // pickers earn 0.05 per base unit of anything in the first top category, 0.50 per line of the first SKU
  const top = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM pms_categories WHERE parent_id IS NULL ORDER BY sort, id LIMIT 1`);
  if (top) await createPickingPriceRule(ctx, { target_type: 1, target_id: top.id, pay_type: 1, unit_id: null, price: 0.05, status: 1, remark: '演示：按件计价' });
  const sku = await queryOne<{ id: number }>(ctx.db, sql`SELECT id FROM pms_skus WHERE status = 1 ORDER BY id LIMIT 1`);
  if (sku) await createPickingPriceRule(ctx, { target_type: 2, target_id: sku.id, pay_type: 4, unit_id: null, price: 0.5, status: 1, remark: '演示：按行计价' });

  // the wave: the store's earliest day with audited orders, in the warehouse holding most of them
  const day = await queryOne<{ warehouse_id: number; delivery_date: string }>(
    ctx.db,
    sql`SELECT warehouse_id, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date FROM oms_orders
         WHERE store_id = ${storeId} AND status = 2 AND is_split = 0
         GROUP BY warehouse_id, delivery_date ORDER BY delivery_date, count(*) DESC, warehouse_id LIMIT 1`,
  );
  if (!day) return;
  const wave = await createPickingList(ctx, { warehouse_id: day.warehouse_id, delivery_date: day.delivery_date, remark: '演示拣货单' });
  const pickers = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT id FROM staff WHERE id = ANY(${`{${[ids.staff.yang, ids.staff.admin].filter(Boolean).join(',')}}`}::int[]) ORDER BY id`,
  );
  const half = Math.ceil(wave.items.length / 2);
  const parts = [wave.items.slice(0, half), wave.items.slice(half)].filter((p) => p.length > 0);
  for (const [i, part] of parts.entries()) {
    const task = await createPickingTask(ctx, { list_id: wave.id, picker_id: pickers[i % pickers.length].id, item_ids: part.map((l) => l.id), remark: null });
    await confirmPicking(ctx, task.id, {
      lines: task.items.map((l, j) => {
        const short = i === 0 && j === 0 && Number(l.qty) >= 2;
        return { item_id: l.id, picked_qty: short ? String(Number(l.qty) - 1) : l.qty, short_reason: short ? '破损' : null };
      }),
    });
    await finishPickingTask(ctx, task.id, null);
  }
  const outbounds = await createWaveOutbounds(ctx, wave.id);
  await auditOutbound(ctx, outbounds.ids[0], '演示出库');
}
