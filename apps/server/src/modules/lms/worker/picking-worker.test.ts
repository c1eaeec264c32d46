import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { WorkerOrder } from '@tradewind/contract/lms/fleet-pay.schema';
import type { Worker, WorkerDetail } from '@tradewind/contract/lms/fleet.schema';
import type { Picker, PickingListDetail, PickingTask, PickingTaskDetail } from '@tradewind/contract/wms/picking.schema';
import { logisticsFixture, type LogisticsFixture } from '@/test/fixtures/lms/logistics-test-fixture';
import { tomorrow } from '@/test/fixtures/oms/order-test-fixture';
import { useTestApp } from '@/test/test-app';

/**
 * A picking task given to a logistics worker instead of a staff member (lms registers its workers with
 * wms at start): who may be chosen, the rejections, and the finished task's earning going to the worker.
 */
const t = useTestApp();
let f: LogisticsFixture;
const admin = () => f.as('admin');
type Errors = { errors: Array<{ field: string; message: string }> };

async function worker(name: string, extra: Record<string, unknown> = {}, store: 'a' | 'b' = 'a'): Promise<number> {
  const made = await t.call<Worker>('POST', '/lms/worker', { ...f.as('admin', store), body: { name, phone: `1470${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`, type: 2, ...extra } });
  expect(made.code, made.message).toBe(200);
  return made.data.id;
}

beforeAll(async () => {
  f = await logisticsFixture(t);
});

describe('picking tasks of workers', () => {
  it('list workers beside staff as pickers, give a task to one, and its earning goes to the worker', async () => {
    const picker = await worker('拣货工老马');
    const away = await worker('别店工人', {}, 'b');
    const left = await worker('已离职工人', { status: 0 });
    for (const sku of f.goods.skuIds.slice(0, 2)) expect((await t.call('POST', '/wms/picking_task_price_rule', { ...admin(), body: { target_type: 2, target_id: sku, pay_type: 4, price: 0.75 } })).code).toBe(200);
    const o = await f.auditedOrder();
    const wave = await t.call<PickingListDetail>('POST', '/wms/picking_list', { ...admin(), body: { warehouse_id: f.w1, delivery_date: tomorrow(), order_ids: [o] } });
    expect(wave.code, wave.message).toBe(200);
    const items = wave.data.items.map((i) => i.id);

    const pickers = await t.call<Picker[]>('GET', '/wms/picking_task/pickers', admin());
    expect(pickers.data.filter((p) => p.kind === 'worker').map((p) => p.id)).toEqual([picker]);
    expect(pickers.data.some((p) => p.kind === 'staff' && p.id === f.tenant.staff.admin)).toBe(true);

    const task = (body: Record<string, unknown>, who = admin()) => t.call<PickingTaskDetail>('POST', '/wms/picking_task', { ...who, body: { list_id: wave.data.id, item_ids: items, ...body } });
    for (const [body, field] of [
      [{}, 'picker_id'],
      [{ picker_id: f.tenant.staff.admin, worker_id: picker }, 'worker_id'],
      [{ worker_id: away }, 'worker_id'],
      [{ worker_id: left }, 'worker_id'],
      [{ worker_id: 99999999 }, 'worker_id'],
    ] as const)
      expect((await task(body)) as unknown as { code: number; data: Errors }, JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    expect((await task({ worker_id: picker }, f.as('clerk'))).code).toBe(402);

    const made = await task({ worker_id: picker });
    expect(made.code, made.message).toBe(200);
    expect(made.data).toMatchObject({ picker_id: null, worker_id: picker, picker_name: '拣货工老马', status: 1 });
    const mine = await t.call<ListData<PickingTask>>('GET', '/wms/picking_tasks', { ...admin(), query: { worker_id: picker } });
    expect(mine.data.list.map((x) => x.id)).toEqual([made.data.id]);
    const detail = await t.call<PickingListDetail>('GET', `/wms/picking_list/${wave.data.id}`, admin());
    expect(detail.data.tasks).toMatchObject([{ id: made.data.id, worker_id: picker, picker_id: null, picker_name: '拣货工老马' }]);
    expect(detail.data.items.every((i) => i.picker_name === '拣货工老马')).toBe(true);
    expect((await t.call<Picker[]>('GET', '/wms/picking_task/pickers', admin())).data.find((p) => p.kind === 'worker')?.open_task_count).toBe(1);

    // a staff member confirms for the worker; finishing records the worker's earning (two lines × 0.75)
    const confirmed = await t.call<PickingTaskDetail>('PUT', `/wms/picking_task/${made.data.id}/confirm`, { ...admin(), body: { lines: made.data.items.map((i) => ({ item_id: i.id, picked_qty: i.qty })) } });
    expect(confirmed.code, confirmed.message).toBe(200);
    const finished = await t.call<PickingTaskDetail>('PUT', `/wms/picking_task/${made.data.id}/finish`, { ...admin(), body: {} });
    expect(finished.data).toMatchObject({ status: 3, earning_amount: '1.50' });
    const rows = await t.call<ListData<WorkerOrder>>('GET', '/lms/worker_orders', { ...admin(), query: { worker_id: picker, source_type: 'picking_task' } });
    expect(rows.data.list).toMatchObject([{ worker_id: picker, worker_name: '拣货工老马', source_id: made.data.id, source_no: made.data.number, amount: '1.50', settled: false }]);
    const w = await t.call<WorkerDetail>('GET', `/lms/worker/${picker}`, admin());
    expect(w.data.earnings).toMatchObject([{ source_type: 'picking_task', amount: '1.50' }]);
    expect(w.data.earning_total).toBe('1.50');
  });
});
