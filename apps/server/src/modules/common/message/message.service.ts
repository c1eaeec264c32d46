import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { messages } from './message.table';

export type NewMessage = {
  tenantId: number;
  recipients: readonly number[];
  /** message type id: 'system', 'customer', … (the drawer's tabs) */
  type: string;
  title: string;
  content: string;
  from?: { staffId: number; name: string } | null;
  params?: { target_type: string; target_id: number } | null;
};

/**
 * The one way a module tells staff about something: one inbox row per recipient, in the caller's
 * transaction, so a message exists exactly when the change that caused it does.
 */
export async function sendMessage(tx: Db, message: NewMessage): Promise<void> {
  const recipients = [...new Set(message.recipients)];
  if (recipients.length === 0) return;
  await tx.insert(messages).values(
    recipients.map((staffId) => ({
      tenantId: message.tenantId,
      staffId,
      type: message.type,
      title: message.title.slice(0, 100),
      content: message.content.slice(0, 1000),
      fromStaffId: message.from?.staffId ?? null,
      fromUserName: message.from?.name ?? null,
      targetType: message.params?.target_type ?? null,
      targetId: message.params?.target_id ?? null,
    })),
  );
}

export async function unreadCount(ctx: RequestContext): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.staffId, ctx.staffId), eq(messages.isRead, 0)));
  return n;
}
