import { sql } from 'drizzle-orm';
import type { MessageKey } from '@tradewind/contract/common/messages';
import { roundMoney } from '@tradewind/contract/common/money';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { sendMessage } from '@/modules/common/message';

/**
 * The finance managers a finance change is reported to: enabled staff of the tenant holding `permission`
 * (the finance role holds it) or a super role — but the one who just acted.
 */
export async function financeManagers(ctx: RequestContext, permission: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT DISTINCT s.id FROM staff s JOIN staff_roles sr ON sr.staff_id = s.id JOIN roles r ON r.id = sr.role_id
         WHERE s.status = 1 AND s.deleted_at IS NULL AND s.id <> ${ctx.staffId}::int
           AND (r.is_super OR ${permission} = ANY(r.permissions))`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Tells the other finance managers holding `permission` of a manual adjustment the caller just posted: a
 * finance message from the caller saying who, the signed amount, the figure before and after and the
 * reason (with the message's own `params`), that opens `target` in the web.
 */
export async function tellAdjustment(
  ctx: RequestContext,
  permission: string,
  adjustment: { title: MessageKey; content: MessageKey; params: Record<string, string>; body: { amount: string; reason: string }; posted: { before: string; after: string }; target: { target_type: string; target_id: number } },
): Promise<void> {
  const { body, posted } = adjustment;
  await sendMessage(ctx.db, {
    tenantId: ctx.tenantId,
    recipients: await financeManagers(ctx, permission),
    type: 'finance',
    title: { key: adjustment.title },
    content: { key: adjustment.content, params: { staff: ctx.session.name, ...adjustment.params, amount: signedAmount(body.amount), before: posted.before, after: posted.after, reason: body.reason } },
    from: { staffId: ctx.staffId, name: ctx.session.name },
    params: adjustment.target,
  });
}

/** '+5.00' / '-12.50': an amount with its sign, for a message. */
const signedAmount = (amount: string): string => (amount.trim().startsWith('-') ? roundMoney(amount) : `+${roundMoney(amount)}`);
