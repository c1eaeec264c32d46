import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { dateSchema, idSchema, optionalIdSchema, optionalText, phoneSchema, plainInt, requiredText, textSchema } from '../common/validation';

/** What a feedback is about (names `marketing.feedback_type_<n>`). */
export const FEEDBACK_TYPE = { suggestion: 1, complaint: 2, goods: 3, delivery: 4, other: 5 } as const;
export const FEEDBACK_TYPES = [1, 2, 3, 4, 5] as const;
/** 1 new → 2 replied → 3 closed (README "Feedback"); names `marketing.feedback_status_<n>`. */
export const FEEDBACK_STATUS = { new: 1, replied: 2, closed: 3 } as const;
export const FEEDBACK_STATUSES = [1, 2, 3] as const;
/** 1 recorded by staff (a call, a visit), 2 sent from the customers' ordering app. */
export const FEEDBACK_SOURCES = [1, 2] as const;
/** At most this many photos on one feedback. */
export const FEEDBACK_IMAGES_MAX = 6;

export const FeedbackSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  type: z.literal(FEEDBACK_TYPES),
  type_name: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  status: z.literal(FEEDBACK_STATUSES),
  status_name: z.string(),
  source: z.literal(FEEDBACK_SOURCES),
  source_name: z.string(),
  reply: z.string().nullable(),
  replied_by: z.number().int().nullable(),
  replied_by_name: z.string().nullable(),
  replied_at: dateTimeText.nullable(),
  closed_at: dateTimeText.nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
});
export type Feedback = z.infer<typeof FeedbackSchema>;

const typeSchema = plainInt(z.literal(FEEDBACK_TYPES, { error: 'marketing.feedback_type_invalid' }));

/** `POST /marketing/feedback`: one received by phone or in person, recorded by staff; a customer or a contact. */
export const CreateFeedbackSchema = z
  .object({
    customer_id: optionalIdSchema,
    contact_name: optionalText(30),
    contact_phone: z.union([z.literal('').transform(() => null), z.null(), phoneSchema]).optional().transform((v) => v ?? null),
    type: typeSchema,
    content: requiredText(1000, 'marketing.feedback_content_required'),
    images: z.array(textSchema().trim().min(1).max(500, 'validation.text_too_long')).max(FEEDBACK_IMAGES_MAX, 'marketing.feedback_images_too_many').default([]),
  })
  .superRefine((v, ctx) => {
    if (v.customer_id === null && v.contact_name === null && v.contact_phone === null) {
      ctx.addIssue({ code: 'custom', path: ['customer_id'], message: 'marketing.feedback_who_required' });
    }
  });
export type CreateFeedbackInput = z.infer<typeof CreateFeedbackSchema>;

/** `PUT /marketing/feedback/{id}/reply`: the answer to the customer; a new or replied one (a reply again replaces it). */
export const FeedbackReplySchema = z.object({ reply: requiredText(1000, 'marketing.feedback_reply_required') });
export type FeedbackReplyInput = z.infer<typeof FeedbackReplySchema>;

/** `PUT /marketing/feedback/{id}/status`: close (3), or reopen a closed one (back to replied if it was, else new). */
export const FeedbackStatusSchema = z.object({ action: z.enum(['close', 'reopen'], { error: 'validation.invalid' }) });

export const FeedbackListQuerySchema = PaginationQuerySchema.extend({
  status: plainInt(z.literal(FEEDBACK_STATUSES, { error: 'validation.invalid' })).optional(),
  type: plainInt(z.literal(FEEDBACK_TYPES, { error: 'validation.invalid' })).optional(),
  customer_id: idSchema.optional(),
  /** the content, the contact's name or phone */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  /** the day it was received (the tenant's calendar), both ends included */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type FeedbackListQuery = z.infer<typeof FeedbackListQuerySchema>;
