import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { MESSAGE_TYPES, type Message, type MessageListQuery, type MessageType } from '@tradewind/contract/common/message.schema';
import { translate, type Locale, type MessageKey } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import { staffLocales } from '@/core/auth/staff-locale';
import { paginate } from '@/core/http/pagination';
import { notFound } from '@/core/http/errors';
import { MessageKind } from '@tradewind/contract/common/realtime';
import type { Db } from '@/core/db/database';
import { publish } from '@/core/realtime/realtime-hub';
import type { RequestContext } from '@/core/http/request-context';
import { messages } from './message.table';
import { refuseUnknownIds } from '@/core/http/id-list';

/**
 * A text of a message: a message key of the contract (with its `{name}` parameters), made for each
 * recipient in their own language (`staff.language`) — or a plain text, stored as it is for everyone.
 */
export type MessageText = string | { key: MessageKey; params?: Record<string, string | number> };

export type NewMessage = {
  tenantId: number;
  recipients: readonly number[];
  /** message type id: 'system', 'customer', … (the drawer's tabs) */
  type: string;
  title: MessageText;
  content: MessageText;
  from?: { staffId: number; name: string } | null;
  params?: { target_type: string; target_id: number } | null;
};

const render = (text: MessageText, locale: Locale): string => (typeof text === 'string' ? text : translate(text.key, locale, text.params));

/**
 * The one way a module tells staff about something: one inbox row per recipient, in the caller's
 * transaction, so a message exists exactly when the change that caused it does. Keyed texts are made
 * in each recipient's language now and stored as made: a message keeps its words when its reader later
 * switches language.
 */
export async function sendMessage(tx: Db, message: NewMessage): Promise<void> {
  const recipients = [...new Set(message.recipients)];
  if (recipients.length === 0) return;
  const keyed = typeof message.title !== 'string' || typeof message.content !== 'string';
  const locales = keyed ? await staffLocales(tx, recipients) : new Map<number, Locale>();
  const rows = recipients.map((staffId) => {
    const locale = locales.get(staffId) ?? 'zh-CN';
    return { staffId, title: render(message.title, locale).slice(0, 100), content: render(message.content, locale).slice(0, 1000) };
  });
  await tx.insert(messages).values(
    rows.map((row) => ({
      tenantId: message.tenantId,
      staffId: row.staffId,
      type: message.type,
      title: row.title,
      content: row.content,
      fromStaffId: message.from?.staffId ?? null,
      fromUserName: message.from?.name ?? null,
      targetType: message.params?.target_type ?? null,
      targetId: message.params?.target_id ?? null,
    })),
  );
  // Badges and the drawer update without a reload, on whichever node the recipient is connected to:
  // one event per title, so each reader's notice says it in their language.
  const byTitle = new Map<string, number[]>();
  for (const row of rows) byTitle.set(row.title, [...(byTitle.get(row.title) ?? []), row.staffId]);
  for (const [title, staffIds] of byTitle) {
    await publish(tx, {
      tenantId: message.tenantId,
      staffIds,
      message: { kind: MessageKind.user, topic: 'message.new', payload: { type: message.type, title } },
    });
  }
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

/** Marks the caller's own messages read; an id that is not one of them (another's, or none) is refused (422 naming it), nothing marked. */
export async function setRead(ctx: RequestContext, ids: number[]): Promise<{ updated: number }> {
  const own = new Set((await ctx.db.select({ id: messages.id }).from(messages).where(and(mine(ctx), inArray(messages.id, ids)))).map((m) => m.id));
  refuseUnknownIds('message_ids', ids, own, 'validation.message_unknown');
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
