import { sql } from 'drizzle-orm';
import { CreateProcessSchema } from '@tradewind/contract/pms/process.schema';
import { CreateStockProcessSchema } from '@tradewind/contract/wms/stock-process.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { createProcess } from '@/modules/pms';
import type { TenantIds } from '@/modules/system/tenant';
import { auditStockProcess, createStockProcess } from '@/modules/wms';

/**
 * Stock processing in the demo (issue 18 §4), through the pages' own functions: a repacking recipe of the
 * goods module (a 10 kg bag of rice into four 2.5 kg bags, 1 % expected loss), one run of it in the main
 * warehouse — two bags in, seven out (a bag tore) — audited, so the small bags arrive at the big bags'
 * cost and the loss shows by weight; and a second run left a draft, its costs estimated. Runs after the
 * demo stock, inside the tenant.
 */
export async function seedDemoProcessing(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, storeId: ids.stores.sh, session: { ...base.session, storeIds: Object.values(ids.stores) } };
  const rows = await queryRows<{ id: number; size: string; warehouse_id: number }>(
    ctx.db,
    sql`SELECT s.id, CASE WHEN s.spec_text LIKE '%10kg%' THEN 'big' ELSE 'small' END AS size,
               (SELECT w.id FROM wms_warehouses AS w WHERE w.code = 'WH-SH-01') AS warehouse_id
          FROM pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id
         WHERE p.name = '福临门东北大米' AND (s.spec_text LIKE '%10kg%' OR s.spec_text LIKE '%2.5kg%') ORDER BY s.id`,
  );
  const big = rows.find((r) => r.size === 'big');
  const small = rows.find((r) => r.size === 'small');
  if (!big || !small || !big.warehouse_id) return;
  const recipe = await createProcess(
    ctx,
    CreateProcessSchema.parse({ name: '大米分装（10kg→2.5kg）', inputs: [{ sku_id: big.id, quantity: 1 }], outputs: [{ sku_id: small.id, quantity: 4 }], loss_rate: 1, remark: '整袋拆开按 2.5kg 重新装袋' }),
  );
  const run = await createStockProcess(
    ctx,
    CreateStockProcessSchema.parse({
      warehouse_id: big.warehouse_id,
      process_id: recipe.id,
      quantity: 2,
      inputs: [{ sku_id: big.id, qty: 2 }],
      outputs: [{ sku_id: small.id, qty: 7 }],
      remark: '分装时破损一袋',
    }),
  );
  await auditStockProcess(ctx, run.id, '分装完成，7 袋入库');
  await createStockProcess(ctx, CreateStockProcessSchema.parse({ warehouse_id: big.warehouse_id, process_id: recipe.id, quantity: 1, remark: '明早分装' }));
}
