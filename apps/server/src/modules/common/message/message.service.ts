import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { MESSAGE_TYPES, type Message, type MessageListQuery, type MessageType } from '@tradewind/contract/common/message.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import { paginate } from '@/core/http/pagination';
import { notFound } from '@/core/http/errors';
import { MessageKind } from '@tradewind/contract/common/realtime';
import type { Db } from '@/core/db/database';
import { publish } from '@/core/realtime/realtime-hub';
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
  // Badges and the drawer update without a reload, on whichever node the recipient is connected to.
  await publish(tx, {
    tenantId: message.tenantId,
    staffIds: recipients,
    message: { kind: MessageKind.user, topic: 'message.new', payload: { type: message.type, title: message.title.slice(0, 100) } },
  });
}

export async function unreadCount(ctx: RequestContext): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(messages)
    .where(and(mine(ctx), eq(messages.isRead, 0)));
  return n;
}

const mine = (ctx: RequestContext) => eq(messages.staffId, ctx.staffId);

/** The drawer's tabs with the caller's unread count in each. */
export async function messageTypes(ctx: RequestContext): Promise<MessageType[]> {
  const rows = await ctx.db
    .select({ type: messages.type, n: count() })
    .from(messages)
    .where(and(mine(ctx), eq(messages.isRead, 0)))
    .groupBy(messages.type);
  const unread = new Map(rows.map((r) => [r.type, r.n]));
  return MESSAGE_TYPES.map((t) => ({ id: t.id, name: ctx.locale === 'en-US' ? t.name_en : t.name, num: unread.get(t.id) ?? 0 }));
}

export async function listMessages(ctx: RequestContext, query: MessageListQuery) {
  const where = and(mine(ctx), query.only_show_unread ? eq(messages.isRead, 0) : undefined, query.type ? eq(messages.type, query.type) : undefined);
  return paginate(query, {
    rows: (page) => ctx.db.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: count() }).from(messages).where(where),
    map: (rows) => rows.map((m): Message => ({
    id: m.id,
    type: m.type,
    title: m.title,
    content: m.content,
    is_read: m.isRead === 1 ? 1 : 0,
    from_user_name: m.fromUserName,
    created_at: formatDateTime(m.createdAt, ctx.session.timeZone)!,
    params: { target_type: m.targetType, target_id: m.targetId ?? 0 },
    })),
  });
}

/** Marks the caller's own messages read; ids of other people's messages are ignored, not an error. */
export async function setRead(ctx: RequestContext, ids: number[]): Promise<{ updated: number }> {
  const rows = await ctx.db
    .update(messages)
    .set({ isRead: 1, readAt: new Date() })
    .where(and(mine(ctx), inArray(messages.id, ids), eq(messages.isRead, 0)))
    .returning({ id: messages.id });
  return { updated: rows.length };
}

export async function setAllRead(ctx: RequestContext, type?: string): Promise<{ updated: number }> {
  const rows = await ctx.db
    .update(messages)
    .set({ isRead: 1, readAt: new Date() })
    .where(and(mine(ctx), eq(messages.isRead, 0), type ? eq(messages.type, type) : undefined))
    .returning({ id: messages.id });
  return { updated: rows.length };
}

export async function deleteMessage(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const rows = await ctx.db.delete(messages).where(and(mine(ctx), eq(messages.id, id))).returning({ id: messages.id });
  if (rows.length === 0) throw notFound();
  return { id };
}

export async function deleteAllRead(ctx: RequestContext): Promise<{ deleted: number }> {
  const rows = await ctx.db.delete(messages).where(and(mine(ctx), eq(messages.isRead, 1))).returning({ id: messages.id });
  return { deleted: rows.length };
}
