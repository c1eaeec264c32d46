import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { formatDateTime } from '@tradewind/contract/common/time';
import {
  FEEDBACK_STATUS,
  type CreateFeedbackInput,
  type Feedback,
  type FeedbackListQuery,
  type FeedbackReplyInput,
} from '@tradewind/contract/marketing/feedback.schema';
import { containsText } from '@/core/db/like';
import { conflict, invalidField, notFound } from '@/core/http/errors';
import { paginate } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { customers } from '@/modules/crm/customer';
import { staff } from '@/modules/system/staff';
import { feedbacks } from './feedback.table';

const replier = alias(staff, 'feedback_replier');
const creator = alias(staff, 'feedback_creator');

const columns = {
  row: feedbacks,
  customerName: customers.name,
  repliedByName: replier.name,
  createdByName: creator.name,
};
type Joined = { row: typeof feedbacks.$inferSelect; customerName: string | null; repliedByName: string | null; createdByName: string | null };

const name = (ctx: RequestContext, key: string) => translate(key as MessageKey, ctx.locale);

function toFeedback(ctx: RequestContext, { row: r, customerName, repliedByName, createdByName }: Joined): Feedback {
  const tz = ctx.session.timeZone;
  return {
    id: r.id,
    customer_id: r.customerId,
    customer_name: customerName,
    contact_name: r.contactName,
    contact_phone: r.contactPhone,
    type: r.type as Feedback['type'],
    type_name: name(ctx, `marketing.feedback_type_${r.type}`),
    content: r.content,
    images: r.images,
    status: r.status as Feedback['status'],
    status_name: name(ctx, `marketing.feedback_status_${r.status}`),
    source: r.source as Feedback['source'],
    source_name: name(ctx, `marketing.feedback_source_${r.source}`),
    reply: r.reply,
    replied_by: r.repliedBy,
    replied_by_name: repliedByName,
    replied_at: formatDateTime(r.repliedAt, tz),
    closed_at: formatDateTime(r.closedAt, tz),
    created_by_name: createdByName,
    created_at: formatDateTime(r.createdAt, tz)!,
  };
}

const joined = (ctx: RequestContext) =>
  ctx.db
    .select(columns)
    .from(feedbacks)
    .leftJoin(customers, eq(customers.id, feedbacks.customerId))
    .leftJoin(replier, eq(replier.id, feedbacks.repliedBy))
    .leftJoin(creator, eq(creator.id, feedbacks.createdBy));

function filters(ctx: RequestContext, q: FeedbackListQuery): SQL | undefined {
  if (q.start_date && q.end_date && q.start_date > q.end_date) throw invalidField('end_date', 'marketing.feedback_date_range_invalid');
  const tz = ctx.session.timeZone;
  const keyword = q.keyword || undefined;
  return and(
    q.status === undefined ? undefined : eq(feedbacks.status, q.status),
    q.type === undefined ? undefined : eq(feedbacks.type, q.type),
    q.customer_id === undefined ? undefined : eq(feedbacks.customerId, q.customer_id),
    keyword ? or(containsText(feedbacks.content, keyword), containsText(feedbacks.contactName, keyword), containsText(feedbacks.contactPhone, keyword)) : undefined,
    q.start_date ? sql`${feedbacks.createdAt} >= (${q.start_date}::date::timestamp AT TIME ZONE ${tz})` : undefined,
    q.end_date ? sql`${feedbacks.createdAt} < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE ${tz})` : undefined,
  );
}

/** Newest first. */
export async function listFeedbacks(ctx: RequestContext, query: FeedbackListQuery) {
  const where = filters(ctx, query);
  return paginate(query, {
    rows: (page) => joined(ctx).where(where).orderBy(desc(feedbacks.createdAt), desc(feedbacks.id)).limit(page.limit).offset(page.offset),
    total: ctx.db.select({ total: sql<number>`count(*)::int` }).from(feedbacks).where(where),
    map: (rows) => rows.map((r) => toFeedback(ctx, r)),
  });
}

export async function getFeedback(ctx: RequestContext, id: number): Promise<Feedback> {
  const [row] = await joined(ctx).where(eq(feedbacks.id, id));
  if (!row) throw notFound();
  return toFeedback(ctx, row);
}

async function lockFeedback(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(feedbacks).where(eq(feedbacks.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Staff record one received by phone or in person (source 1); the ordering app's public call would make
 * source 2 the same way (README "Feedback"). The customer is any of the tenant's.
 */
export async function createFeedback(ctx: RequestContext, input: CreateFeedbackInput, source: 1 | 2 = 1): Promise<Feedback> {
  if (input.customer_id !== null) {
    const [customer] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customer_id));
    if (!customer) throw invalidField('customer_id', 'marketing.feedback_customer_not_found');
  }
  const [row] = await ctx.db
    .insert(feedbacks)
    .values({
      tenantId: ctx.tenantId,
      customerId: input.customer_id,
      contactName: input.contact_name,
      contactPhone: input.contact_phone,
      type: input.type,
      content: input.content,
      images: input.images,
      source,
      createdBy: source === 1 ? ctx.staffId : null,
    })
    .returning({ id: feedbacks.id });
  return getFeedback(ctx, row.id);
}

/** The answer to a new or replied feedback (a second reply replaces the first); a closed one is reopened first (409). */
export async function replyFeedback(ctx: RequestContext, id: number, input: FeedbackReplyInput): Promise<Feedback> {
  const row = await lockFeedback(ctx, id);
  if (row.status === FEEDBACK_STATUS.closed) throw conflict('marketing.feedback_closed');
  await ctx.db
    .update(feedbacks)
    .set({ reply: input.reply, repliedBy: ctx.staffId, repliedAt: new Date(), status: FEEDBACK_STATUS.replied, updatedAt: new Date() })
    .where(eq(feedbacks.id, id));
  return getFeedback(ctx, id);
}

/** Close (from new or replied), or reopen a closed one: back to replied when it has a reply, else new. */
export async function setFeedbackStatus(ctx: RequestContext, id: number, action: 'close' | 'reopen'): Promise<Feedback> {
  const row = await lockFeedback(ctx, id);
  if (action === 'close') {
    if (row.status === FEEDBACK_STATUS.closed) throw conflict('marketing.feedback_closed');
    await ctx.db.update(feedbacks).set({ status: FEEDBACK_STATUS.closed, closedBy: ctx.staffId, closedAt: new Date(), updatedAt: new Date() }).where(eq(feedbacks.id, id));
  } else {
    if (row.status !== FEEDBACK_STATUS.closed) throw conflict('marketing.feedback_not_closed');
    const status = row.reply === null ? FEEDBACK_STATUS.new : FEEDBACK_STATUS.replied;
    await ctx.db.update(feedbacks).set({ status, closedBy: null, closedAt: null, updatedAt: new Date() }).where(eq(feedbacks.id, id));
  }
  return getFeedback(ctx, id);
}
