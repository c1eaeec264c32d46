import { sql } from 'drizzle-orm';
import { LOGISTICS_ORDER_STATES, type LogisticsOrderAction } from '@tradewind/contract/lms/lms.schema';
import type { DocumentTable } from '@/core/documents/transition';
import { conflict } from '@/core/http/errors';
import { ownStores } from '../fleet/fleet-scope';

/**
 * The logistics orders' table as their state changes see it (contract LOGISTICS_ORDER_STATES): the line
 * moves them — planned, taken off, out with its departure — and a sign-in or a hand delivery closes them.
 * The caller locks them (with their line, in id order) and checks what its own message names first; the
 * 409 here is for a row that changed under a line's action all the same.
 */
export const LOGISTICS_ORDERS: DocumentTable<LogisticsOrderAction> = {
  type: 'logistics_order',
  table: 'lms_logistics_orders',
  states: LOGISTICS_ORDER_STATES,
  scope: (ctx) => sql`store_id = ANY(${ownStores(ctx)}::int[])`,
  notFound: 'lms.logistics_order_not_found',
  conflict: () => conflict('lms.line_stops_changed'),
};
