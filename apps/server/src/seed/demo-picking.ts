import { sql } from 'drizzle-orm';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import type { TenantIds } from '@/modules/system/tenant';
import { createPickingPriceRule } from '@/modules/wms';

/**
 * Demo picking price rules (issue 17 §12) of the master store, through the rule page's function: every top
 * category pays 0.05 per base unit picked, and the first SKU 0.50 per line (its own rule beats its
 * category's). Runs before the demo orders, whose wave (demo-orders.ts: waved, picked through tasks,
 * shipped through the outbounds) then records the picker's earnings from these rules.
 */
export async function seedDemoPickingRules(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, storeId: ids.stores.sh, session: { ...base.session, storeIds: Object.values(ids.stores) } };
  const tops = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM pms_categories WHERE parent_id IS NULL ORDER BY sort, id`);
  for (const top of tops) await createPickingPriceRule(ctx, { target_type: 1, target_id: top.id, pay_type: 1, unit_id: null, price: 0.05, status: 1, remark: '按件计价' });
  const [first] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM pms_skus WHERE status = 1 ORDER BY id LIMIT 1`);
  if (first) await createPickingPriceRule(ctx, { target_type: 2, target_id: first.id, pay_type: 4, unit_id: null, price: 0.5, status: 1, remark: '按行计价' });
}
