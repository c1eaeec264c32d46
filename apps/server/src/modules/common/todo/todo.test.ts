import { beforeAll, describe, expect, it } from 'vitest';
import type { Todo, TodoList } from '@tradewind/contract/common/todo.schema';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import { orderBody, orderFixture, type OrderFixture, type Who } from '@/test/fixtures/oms/order-test-fixture';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { countStatements } from '@/test/statement-count';
import { useTestApp } from '@/test/test-app';

/** Issue 30 item 7: the workplace's 待办事项 are what waits in the lists, by permission and store. */
const t = useTestApp();
let f: OrderFixture;

/** Every to-do a super administrator is offered, in the panel's order. */
const ALL_KEYS = [
  'oms.order_audit',
  'wms.purchase_order_audit',
  'wms.picking_task_waiting',
  'wms.stock_count_counting',
  'wms.stock_count_audit',
  'wms.stock_alert',
  'lms.line_depart',
  'fms.receipt_note_audit',
  'fms.payment_note_audit',
  'fms.supplier_settlement_audit1',
  'fms.supplier_settlement_audit2',
  'fms.worker_settlement_audit1',
  'fms.worker_settlement_audit2',
  'crm.invoice_audit',
  'marketing.feedback_new',
];

const todos = async (who: Who, options: { store?: 'a' | 'b' | null; english?: boolean } = {}): Promise<Todo[]> => {
  const { store = 'a', english = false } = options;
  const reply = await t.call<TodoList>('GET', '/common/todos', {
    token: f.tenant.tokens[who],
    ...(store ? { storeId: f.tenant.stores[store] } : {}),
    headers: english ? { 'accept-language': 'en-US' } : {},
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.data.list;
};
const countOf = (list: Todo[], key: string) => list.find((todo) => todo.key === key)?.count;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
  // two orders of store A wait for audit, a third is audited
  for (let i = 0; i < 3; i++) {
    const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f), 'manager');
    if (i === 2) await f.ok('PUT', `/oms/order/${made.id}/audit`, {}, 'manager');
  }
  // a receipt note waits for audit in store A
  const cash = (await f.ok<{ id: number }>('POST', '/fms/payment_config', { kind: 1, name: '现金', is_default: 1 })).id;
  await f.ok('POST', '/fms/receipt_note', { customer_id: f.customer, payment_config_id: cash, amount: '12.00', receipt_date: '2026-11-28' });
  // the first SKU falls below the safety stock set for it in W1 (store A)
  await f.ok('PUT', '/wms/stock/alert', { sku_id: f.goods.skuIds[0], warehouse_id: f.w1, safety_stock: '5000', upper_limit: null });
});

describe('GET /common/todos', () => {
  it('counts what waits in the current store, each with its list filtered to those records', async () => {
    const list = await todos('admin');
    expect(list.map((todo) => todo.key)).toEqual(ALL_KEYS);
    expect(list.find((todo) => todo.key === 'oms.order_audit')).toEqual({ key: 'oms.order_audit', title: '待审核订单', count: 2, path: '/oms/order/list?status=1' });
    expect(list.find((todo) => todo.key === 'fms.receipt_note_audit')).toMatchObject({ count: 1, path: '/fms/receipt_note/list?status=0' });
    expect(list.find((todo) => todo.key === 'wms.stock_alert')).toMatchObject({ count: 1, path: '/wms/stock/danger' });
    expect(list.find((todo) => todo.key === 'fms.worker_settlement_audit2')).toMatchObject({ count: 0, path: '/fms/worker_settlement_order/list?status=2' });
    expect(list.filter((todo) => todo.count > 0).map((todo) => todo.key)).toEqual(['oms.order_audit', 'wms.stock_alert', 'fms.receipt_note_audit']);

    // the order list's own 待审核 tab agrees
    const orders = await f.ok<{ pagination: { total: number } }>('GET', '/oms/orders?status=1');
    expect(orders.pagination.total).toBe(2);
  });

  it('follows the store as the lists do: another store has none, no store chosen counts every store of theirs', async () => {
    expect(countOf(await todos('manager', { store: 'b' }), 'oms.order_audit')).toBe(0);
    expect(countOf(await todos('manager', { store: null }), 'oms.order_audit')).toBe(2);
    expect(countOf(await todos('admin', { store: 'b' }), 'wms.stock_alert')).toBe(0);
  });

  it('offers only the work the person may do: the list and the action', async () => {
    // the manager may list and audit orders, and nothing of finance or the warehouse
    expect(await todos('manager')).toEqual([expect.objectContaining({ key: 'oms.order_audit', count: 2 })]);
    // a rep lists orders but may not audit them; a clerk has none of these lists
    expect(await todos('rep')).toEqual([]);
    expect(await todos('clerk')).toEqual([]);
  });

  it('names the work in the reader’s language', async () => {
    const list = await todos('admin', { english: true });
    expect(list.find((todo) => todo.key === 'oms.order_audit')?.title).toBe('Orders to audit');
    expect(list.find((todo) => todo.key === 'lms.line_depart')?.title).toBe('Lines to depart');
  });

  it('asks one COUNT per to-do and nothing more', async () => {
    let offered: Todo[] = [];
    // the fewest of three: the count sees every statement of the process, and a scheduled task of the shared
    // app (the article publisher, the pool rules …) may run one while a call is counted
    const fewest = async (run: () => Promise<unknown>) => Math.min(await countStatements(run), await countStatements(run), await countStatements(run));
    const all = await fewest(async () => {
      offered = await todos('admin');
    });
    const none = await fewest(() => todos('clerk'));
    expect(offered).toHaveLength(ALL_KEYS.length);
    expect(all - none).toBe(ALL_KEYS.length);
  });
});
