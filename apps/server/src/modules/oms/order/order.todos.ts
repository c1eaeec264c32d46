import { sql } from 'drizzle-orm';
import { omsPages } from '@tradewind/contract/oms/oms.pages';
import { ORDER_STATES, ORDER_STATUS } from '@tradewind/contract/oms/order.schema';
import { countTodo, onListPage, registerTodo } from '@/modules/common';
import { customerScope, customers } from '@/modules/crm/customer';
import { orderScope } from './order.read';
import { orders } from './order.table';

/** The workplace's to-do of orders (apps/server/README.md "To-dos"): those waiting for audit, as the order list's 待审核 tab counts them. */
export function registerOrderTodos(): void {
  registerTodo({
    key: 'oms.order_audit',
    title: { zh: '待审核订单', en: 'Orders to audit' },
    ...onListPage(omsPages, 'oms.order', `?status=${ORDER_STATUS.pendingAudit}`, ORDER_STATES.actions.audit.permission),
    sort: 10,
    count: (ctx) => {
      // the customers are joined only when the caller's data scope reads them (a rep's own and the pools')
      const from = customerScope(ctx) ? sql`${orders} JOIN ${customers} ON ${customers.id} = ${orders.customerId}` : sql`${orders}`;
      return countTodo(ctx, sql`${from} WHERE ${orderScope(ctx)} AND ${orders.status} = ${ORDER_STATUS.pendingAudit}::int`);
    },
  });
}
