import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { ScheduledTask, ScheduledTaskContext } from '@/core/jobs/scheduler';
import { sendMessage } from '@/modules/common/message';
import { skus, spus } from '@/modules/pms';
import { BELOW_SAFETY } from './stock-view.service';

const sku = alias(skus, 's');
const spu = alias(spus, 'p');

export const STOCK_ALERT_TASK = 'wms.stock_alert';
/** SKUs named in one message; the rest are on /wms/stock/danger. */
const LINES_PER_MESSAGE = 20;

type Crossed = { sku_id: number; warehouse_id: number; warehouse_name: string; label: string; available: string; safety_stock: string };

/**
 * One tenant: forgets the notices of SKU × warehouse pairs back at or above safety (they may be told
 * again when they fall once more), then tells each warehouse's managers the pairs newly below safety and
 * remembers them. A pair is remembered also when its warehouse has no manager: the danger page lists it.
 */
async function alertTenant(db: Db, tenantId: number): Promise<number> {
  return withTenant(db, tenantId, async (tx) => {
    await tx.execute(sql`DELETE FROM wms_stock_alert_notices AS n USING wms_stock_totals AS t
      WHERE t.sku_id = n.sku_id AND t.warehouse_id = n.warehouse_id AND NOT coalesce(${BELOW_SAFETY}, false)`);
    // The notices are written first: a pair another run told meanwhile conflicts and is not told twice.
    const crossed = await queryRows<Crossed>(
      tx,
      sql`WITH fresh AS (
            INSERT INTO wms_stock_alert_notices (tenant_id, sku_id, warehouse_id)
            SELECT t.tenant_id, t.sku_id, t.warehouse_id FROM wms_stock_totals AS t JOIN wms_warehouses AS w ON w.id = t.warehouse_id
              WHERE ${BELOW_SAFETY} AND w.status = 1
            ON CONFLICT (sku_id, warehouse_id, tenant_id) DO NOTHING
            RETURNING sku_id, warehouse_id)
          SELECT f.sku_id, f.warehouse_id, w.name AS warehouse_name,
                 trim(${spu.name} || ' ' || ${sku.specText}) || ' [' || ${sku.code} || ']' AS label,
                 (t.on_hand - t.reserved)::text AS available, t.safety_stock::text AS safety_stock
            FROM fresh AS f JOIN wms_stock_totals AS t ON t.sku_id = f.sku_id AND t.warehouse_id = f.warehouse_id
            JOIN wms_warehouses AS w ON w.id = f.warehouse_id JOIN ${skus} AS ${sku} ON ${sku.id} = f.sku_id JOIN ${spus} AS ${spu} ON ${spu.id} = ${sku.spuId}
           ORDER BY w.id, ${sku.code}`,
    );
    if (crossed.length === 0) return 0;
    const warehouseIds = [...new Set(crossed.map((c) => c.warehouse_id))];
    const managers = await queryRows<{ warehouse_id: number; staff_id: number }>(
      tx,
      sql`SELECT m.warehouse_id, m.staff_id FROM wms_warehouse_managers AS m JOIN staff AS st ON st.id = m.staff_id
          WHERE m.warehouse_id = ANY(${`{${warehouseIds.join(',')}}`}::int[]) AND st.status = 1 AND st.deleted_at IS NULL`,
    );
    for (const warehouseId of warehouseIds) {
      const recipients = managers.filter((m) => m.warehouse_id === warehouseId).map((m) => m.staff_id);
      const rows = crossed.filter((c) => c.warehouse_id === warehouseId);
      const shown = rows.slice(0, LINES_PER_MESSAGE).map((c) => `${c.label} ${Number(c.available)}/${Number(c.safety_stock)}`);
      if (rows.length > LINES_PER_MESSAGE) shown.push(`… +${rows.length - LINES_PER_MESSAGE}`);
      await sendMessage(tx, {
        tenantId,
        recipients,
        type: 'warehouse',
        title: { key: 'wms.alert_notice_title', params: { warehouse: rows[0].warehouse_name } },
        content: { key: 'wms.alert_notice_body', params: { lines: shown.join('; ') } },
        params: { target_type: 'wms_warehouse', target_id: warehouseId },
      });
    }
    return crossed.length;
  });
}

/**
 * The daily safety stock rule (issue 16 §7): in every active tenant with safety stock set, the managers of
 * each warehouse are told once about the SKUs whose available stock went below safety since the last run.
 * A tenant's failure is logged and does not stop the others.
 */
export async function runStockAlerts({ db, log }: ScheduledTaskContext): Promise<{ notified: number }> {
  const tenants = await withSystem(db, (tx) =>
    queryRows<{ tenant_id: number }>(
      tx,
      sql`SELECT t.id AS tenant_id FROM tenants AS t WHERE t.status = 1
            AND EXISTS (SELECT 1 FROM wms_stock_totals AS s WHERE s.tenant_id = t.id AND s.safety_stock IS NOT NULL) ORDER BY t.id`,
    ),
  );
  let notified = 0;
  for (const { tenant_id } of tenants) {
    try {
      notified += await alertTenant(db, tenant_id);
    } catch (error) {
      log?.error({ err: error, tenant: tenant_id }, 'stock alerts failed');
    }
  }
  if (notified) log?.info({ notified }, 'stock alerts sent');
  return { notified };
}

export const stockAlertTask: ScheduledTask = {
  name: STOCK_ALERT_TASK,
  everySeconds: 86_400,
  run: async (ctx) => {
    await runStockAlerts(ctx);
  },
};
