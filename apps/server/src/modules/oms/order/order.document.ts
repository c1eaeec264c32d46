import { translate } from '@tradewind/contract/common/messages';
import { ORDER_STATES, SUB_ORDER_STATES, type SubOrderAction } from '@tradewind/contract/oms/order.schema';
import type { ActionOf } from '@tradewind/contract/common/document-states';
import type { DocumentTable } from '@/core/documents/transition';
import { conflict } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';

export const orderStatusName = (locale: RequestContext['locale'] | undefined, status: number) => translate(`oms.order_status.${status}`, locale);

/**
 * The orders' table as their state changes see it (contract ORDER_STATES): staff actions, the warehouse's
 * steps and logistics' delivery all move an order with `transition()`. The callers lock the order
 * (`findOrder`, the warehouse's unit) and check first; the 409 names the state.
 */
export const ORDERS: DocumentTable<ActionOf<typeof ORDER_STATES>> = {
  type: 'order',
  table: 'oms_orders',
  states: ORDER_STATES,
  notFound: 'oms.order_not_found',
  conflict: (ctx, status) => conflict('oms.order_status_changed', { status: orderStatusName(ctx.locale, status) }),
};

/** The sub-orders' table (contract SUB_ORDER_STATES), locked by the caller with their order: the same 409. */
export const SUB_ORDERS: DocumentTable<SubOrderAction> = {
  type: 'sub_order',
  table: 'oms_sub_orders',
  states: SUB_ORDER_STATES,
  notFound: 'oms.order_not_found',
  conflict: (ctx, status) => conflict('oms.order_status_changed', { status: orderStatusName(ctx.locale, status) }),
};
