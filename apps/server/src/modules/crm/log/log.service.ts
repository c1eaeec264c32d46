import { and, count, desc, eq } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';
import type { CustomerLog } from '@tradewind/contract/crm/customer.schema';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { staff } from '@/modules/system/staff';
import { customerLogs } from './log.table';

/** Appends a line to the customer's history (the drawer's logs), in the caller's transaction; staffId null: no person (a scheduled job). */
export async function writeCustomerLog(
  ctx: RequestContext,
  customerId: number,
  action: string,
  content: string,
  options: { staffId?: number | null } = {},
): Promise<void> {
  const staffId = options.staffId !== undefined ? options.staffId : ctx.staffId;
  await ctx.db.insert(customerLogs).values({ tenantId: ctx.tenantId, customerId, staffId, action: action.slice(0, 40), content: content.slice(0, 500) });
}

/** One customer's history, newest first (the caller has already checked the customer is visible). */
export async function listCustomerLogs(ctx: RequestContext, customerId: number, query: PaginationQuery) {
  const where = and(eq(customerLogs.customerId, customerId));
  return paginate(query, {
    rows: (page) =>
      ctx.db
        .select({ id: customerLogs.id, createdAt: customerLogs.createdAt, action: customerLogs.action, content: customerLogs.content, staffName: staff.name, staffAvatar: staff.avatar })
        .from(customerLogs)
        .leftJoin(staff, eq(staff.id, customerLogs.staffId))
        .where(where)
        .orderBy(desc(customerLogs.createdAt), desc(customerLogs.id))
        .limit(page.limit)
        .offset(page.offset),
    total: ctx.db.select({ total: count() }).from(customerLogs).where(where),
    map: (rows) =>
      rows.map((r): CustomerLog => ({
        id: r.id,
        created_at: formatDateTime(r.createdAt, ctx.session.timeZone)!,
        action: r.action,
        action_staff_name: r.staffName ?? '',
        action_staff_avatar: r.staffAvatar ?? null,
        content: r.content,
      })),
  });
}
