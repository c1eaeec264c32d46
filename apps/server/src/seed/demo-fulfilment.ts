import type { RequestContext } from '@/core/http/request-context';
import { auditOutbound, confirmPicking, createPickingList, createPickingTask, createWaveOutbounds, finishPickingTask } from '@/modules/wms';

/**
 * Audited orders of one warehouse and delivery day shipped as the warehouse does it: one wave, one task of
 * all its lines for the keeper, picked in full and finished, then the wave's outbounds made and audited.
 */
export async function shipDemoWave(keeper: RequestContext, wave: { warehouseId: number; deliveryDate: string; orderIds: number[] }): Promise<void> {
  const list = await createPickingList(keeper, { warehouse_id: wave.warehouseId, delivery_date: wave.deliveryDate, order_ids: wave.orderIds, remark: null });
  const task = await createPickingTask(keeper, { list_id: list.id, picker_id: keeper.staffId, item_ids: list.items.map((i) => i.id), remark: null });
  await confirmPicking(keeper, task.id, { lines: task.items.map((i) => ({ item_id: i.id, picked_qty: i.qty, short_reason: null })) });
  await finishPickingTask(keeper, task.id, null);
  for (const id of (await createWaveOutbounds(keeper, list.id)).ids) await auditOutbound(keeper, id, null);
}
