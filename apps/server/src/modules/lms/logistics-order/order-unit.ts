import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_STATUS } from '@tradewind/contract/oms/order.schema';
import { queryOne } from '@/core/db/database';
import type { Db } from '@/core/db/database';
import { orders, subOrders } from '@/modules/oms/order';

/**
 * The order unit a logistics order delivers — its sub-order when the order is split, else the order — as
 * oms has it now. A unit already delivered, completed or cancelled (by hand, by another path) is closed:
 * its logistics order can never go on a line, and a stop of it on a line is signed for without touching
 * the order again (lms README "A line always finishes").
 */
const S = ORDER_STATUS;
export const CLOSED_UNIT_STATUSES = [S.cancelled, S.delivered, S.completed] as const;
const ou = alias(orders, 'ou');
const su = alias(subOrders, 'su');

/** The unit's status of the logistics order `lo` (an alias of lms_logistics_orders in the caller's SQL). */
export const unitStatusSql = (lo: SQL = sql`o`): SQL =>
  sql`(SELECT coalesce(${su.status}, ${ou.status}) FROM ${orders} AS ${ou} LEFT JOIN ${subOrders} AS ${su} ON ${su.id} = ${lo}.sub_order_id WHERE ${ou.id} = ${lo}.order_id)`;

/** True for a logistics order whose unit is closed (the filter planning and the line forms read). */
export const unitClosedSql = (lo: SQL = sql`o`): SQL => sql`${unitStatusSql(lo)} IN (${S.cancelled}, ${S.delivered}, ${S.completed})`;

export async function unitStatusOf(db: Db, logisticsOrderId: number): Promise<number | null> {
  const row = await queryOne<{ status: number | null }>(db, sql`SELECT ${unitStatusSql(sql`o`)} AS status FROM lms_logistics_orders AS o WHERE o.id = ${logisticsOrderId}::int`);
  return row?.status === null || row?.status === undefined ? null : Number(row.status);
}

export const isClosedUnit = (status: number | null): boolean => status !== null && (CLOSED_UNIT_STATUSES as readonly number[]).includes(status);
