import { sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { SignIn } from '@tradewind/contract/lms/logistics.schema';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';

/** A sign-in as read, before its times are made text. */
export type SignInRow = Omit<SignIn, 'signed_at' | 'result'> & { result: number; signed_at: Date | string };

/** Sign-ins matching `where` (on `si`, the logistics order `lo`, the line `ln`), newest first. */
export function listSignIns(ctx: RequestContext, where: SQL, limit: number, offset: number): Promise<SignInRow[]> {
  return queryRows<SignInRow>(
    ctx.db,
    sql`SELECT si.id, si.logistics_order_id, lo.number AS logistics_order_no, lo.order_id, lo.order_no, lo.sub_order_no, lo.customer_name, si.line_id, ln.number AS line_no,
               si.stop_id, dr.name AS driver_name, si.result, si.signer, si.photos, si.longitude::text AS longitude, si.latitude::text AS latitude, si.coord_system,
               lo.collect_amount::text AS collect_amount, si.collected_amount::text AS collected_amount, si.amount_reason, si.fail_reason, si.entry_id, si.entry_no, si.remark,
               (SELECT name FROM staff WHERE id = si.signed_by) AS signed_by_name, si.created_at AS signed_at
          FROM lms_sign_ins AS si JOIN lms_logistics_orders AS lo ON lo.id = si.logistics_order_id JOIN lms_lines AS ln ON ln.id = si.line_id
          LEFT JOIN lms_workers AS dr ON dr.id = ln.driver_id
         WHERE ${where} ORDER BY si.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`,
  );
}

export const signInRowOf = (ctx: RequestContext, r: SignInRow): SignIn => ({
  ...r,
  result: Number(r.result) as SignIn['result'],
  photos: Array.isArray(r.photos) ? r.photos : [],
  signed_at: formatDateTime(r.signed_at, ctx.session.timeZone)!,
});
