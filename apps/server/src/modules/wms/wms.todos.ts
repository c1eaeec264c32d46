import { sql } from 'drizzle-orm';
import { PickingTaskStatus } from '@tradewind/contract/wms/picking.schema';
import { PURCHASE_ORDER_STATES, PURCHASE_ORDER_STATUS } from '@tradewind/contract/wms/purchase-order.schema';
import { STOCK_COUNT_STATES, StockCountStatus } from '@tradewind/contract/wms/stock-count.schema';
import { wmsPages } from '@tradewind/contract/wms/wms.pages';
import { listStores } from '@/core/http/store-scope';
import { countTodo, onListPage, registerStateTodo, registerTodo } from '@/modules/common';
import { pickingTasks } from './picking/picking.table';
import { purchaseOrders } from './purchase-order/purchase-order.table';
import { stockCounts } from './stock-count/stock-count.table';
import { BELOW_SAFETY } from './stock-view/stock-view.service';

const pages = wmsPages;

/** The workplace's to-dos of the warehouse (apps/server/README.md "To-dos"): purchase orders to audit, picking, counts, stock below safety. */
export function registerWmsTodos(): void {
  registerStateTodo({ key: 'wms.purchase_order_audit', title: { zh: '待审核采购单', en: 'Purchase orders to audit' }, sort: 20,
    pages, page: 'wms.purchase_order', action: PURCHASE_ORDER_STATES.actions.audit.permission, table: purchaseOrders, status: PURCHASE_ORDER_STATUS.submitted });
  registerStateTodo({ key: 'wms.picking_task_waiting', title: { zh: '待拣货任务', en: 'Picking tasks waiting' }, sort: 30,
    pages, page: 'wms.picking_task', action: 'wms:picking_task:pick', table: pickingTasks, status: PickingTaskStatus.waiting });
  registerStateTodo({ key: 'wms.stock_count_counting', title: { zh: '盘点中的盘点单', en: 'Stock counts to count' }, sort: 40,
    pages, page: 'wms.stock_count', action: STOCK_COUNT_STATES.actions.count.permission, table: stockCounts, status: StockCountStatus.counting });
  registerStateTodo({ key: 'wms.stock_count_audit', title: { zh: '待审核盘点单', en: 'Stock counts to audit' }, sort: 41,
    pages, page: 'wms.stock_count', action: STOCK_COUNT_STATES.actions.audit.permission, table: stockCounts, status: StockCountStatus.submitted });
  // the alert page's default view: SKU × warehouse whose available stock is under the safety stock set for it
  registerTodo({
    key: 'wms.stock_alert',
    title: { zh: '低于安全库存', en: 'Below safety stock' },
    ...onListPage(wmsPages, 'wms.stock_danger', ''),
    sort: 45,
    count: (ctx) => countTodo(ctx, sql`wms_stock_totals AS t JOIN wms_warehouses AS w ON w.id = t.warehouse_id WHERE w.store_id = ANY(${listStores(ctx)}::int[]) AND ${BELOW_SAFETY}`),
  });
}
