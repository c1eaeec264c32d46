import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { optionalIdSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { coordinate } from './address.schema';
import { isCalendarDate } from './contact.schema';

/** At most 9 images per follow-up (spec 001 §5). */
export const VISIT_MAX_IMAGES = 9;
/** Follow-up images: JPG/PNG only ('上传图片只能是 JPG/PNG 格式!'), each ≤ 5 MB. */
export const VISIT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Spec 001 §3 follow-up `type`: 1 follow-up, 2 accompanied visit, 3 field check-in. */
export const VISIT_KINDS = [1, 2, 3] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** One image of a follow-up with the variants the upload module made (100x100 thumbnail, 1600 preview). */
export const VisitImageSchema = z.object({ url: z.string(), thumb: z.string(), preview: z.string() });
export type VisitImage = z.infer<typeof VisitImageSchema>;

/** A customer follow-up (spec 001 §3), or a lead's (the same follow-ups; its customer once transformed). */
export const VisitSchema = z.object({
  id: z.number().int(),
  /** null for a lead's follow-up before the lead is transformed */
  customer_id: z.number().int().nullable().describe("null for a lead's follow-up before the lead is transformed"),
  /** '' without a customer */
  customer_name: z.string(),
  lead_id: z.number().int().nullable().describe('the lead it was logged on'),
  content: z.string(),
  /** comma-joined image urls (`/api/v1/files/uploads/…`) */
  images: z.string().describe('comma-joined image urls (`/api/v1/files/uploads/…`)'),
  /** the same images with their 100x100 thumbnail and 1600x1600 preview */
  image_list: z.array(VisitImageSchema).describe('the same images with their 100x100 thumbnail and 1600x1600 preview'),
  /** a value of the config list customer_visit_type */
  visit_type: z.number().int().describe('a value of the config list customer_visit_type'),
  visit_type_text: z.string(),
  type: z.literal(VISIT_KINDS).describe('1 follow-up, 2 accompanied visit, 3 field check-in'),
  type_text: z.string(),
  /** the contact met, if any */
  user_id: z.number().int().nullable().describe('the contact met, if any'),
  user_name: z.string().nullable(),
  next_visit_time: dateTimeText.nullable(),
  address: z.string().nullable(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  creator: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
  created_at: dateTimeText,
  /** the caller may delete it (creator, or a manager whose data scope covers the creator) */
  can_delete: z.boolean().describe('the caller may delete it (creator, or a manager whose data scope covers the creator)'),
});
export type Visit = z.infer<typeof VisitSchema>;

/** 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' in the tenant's time zone; normalised to seconds. */
export function normaliseDateTime(v: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
  if (!m || !isCalendarDate(m[1])) return null;
  const [h, min, s] = [m[2] ?? '00', m[3] ?? '00', m[4] ?? '00'];
  if (Number(h) > 23 || Number(min) > 59 || Number(s) > 59) return null;
  return `${m[1]} ${h}:${min}:${s}`;
}

/** Image urls as an array (`images[]=…`) or comma-joined; blanks dropped. */
export const imageListSchema = z
  .union([z.string(), z.array(z.string())], { error: 'validation.invalid' })
  .optional()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean))
  .refine((list) => list.length <= VISIT_MAX_IMAGES, 'crm.visit_too_many_images')
  .refine((list) => list.every((url) => url.length <= 500), 'crm.upload_unknown');

/**
 * POST /crm/visit. Images are urls (or keys) of files this tenant uploaded through `/upload/file`; the
 * server checks each stored file (JPG/PNG by content, ≤ 5 MB), not the client's word.
 */
export const CreateVisitSchema = z.object({
  /** the customer followed up, or (instead) `lead_id`: a lead's follow-up */
  customer_id: optionalIdSchema,
  lead_id: optionalIdSchema,
  content: textSchema('crm.visit_content_required').trim().min(1, 'crm.visit_content_required').max(200, 'crm.visit_content_too_long'),
  images: imageListSchema,
  visit_type: plainInt(z.number({ error: 'crm.visit_type_required' })
    .int('crm.visit_type_required')
    .min(1, 'crm.visit_type_required')
    .max(32767, 'crm.visit_type_required')),
  type: plainInt(z.number({ error: 'crm.visit_kind_invalid' })
    .int('crm.visit_kind_invalid')
    .refine((v): v is VisitKind => (VISIT_KINDS as readonly number[]).includes(v), 'crm.visit_kind_invalid'))
    .default(1),
  /** a contact of the same customer */
  user_id: optionalIdSchema,
  next_visit_time: textSchema('crm.next_visit_time_invalid')
    .trim()
    .nullable()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const normal = normaliseDateTime(v);
      if (!normal) {
        ctx.addIssue({ code: 'custom', message: 'crm.next_visit_time_invalid' });
        return z.NEVER;
      }
      return normal;
    }),
  address: optionalText(200),
  longitude: coordinate(180, 'validation.longitude'),
  latitude: coordinate(90, 'validation.latitude'),
}).superRefine((v, ctx) => {
  if ((v.customer_id === null) === (v.lead_id === null)) ctx.addIssue({ code: 'custom', path: ['customer_id'], message: 'crm.visit_target_required' });
});
export type CreateVisitInput = z.infer<typeof CreateVisitSchema>;

/**
 * GET /crm/visits, newest first. With customer_id: that customer's follow-ups (404 when the caller may not
 * see it); without: the follow-ups of every customer the caller may see. `created_by` and `type` narrow.
 */
export const VisitListQuerySchema = PaginationQuerySchema.extend({
  customer_id: optionalIdSchema,
  /** a lead's follow-ups (404 when the caller may not see the lead) */
  lead_id: optionalIdSchema,
  created_by: optionalIdSchema,
  type: plainInt(z.number()
    .int()
    .refine((v) => (VISIT_KINDS as readonly number[]).includes(v), 'crm.visit_kind_invalid'))
    .optional(),
});
export type VisitListQuery = z.infer<typeof VisitListQuerySchema>;

/** GET /crm/visits/statics: with customer_id that customer's follow-ups, else the caller's own. */
export const VisitStaticsQuerySchema = z.object({ customer_id: optionalIdSchema });
export const VisitStaticsSchema = z.object({
  /** 'customer' when customer_id was given, else 'mine' */
  scope: z.enum(['customer', 'mine']).describe("'customer' when customer_id was given, else 'mine'"),
  total: z.number().int(),
  /** one entry per follow-up kind 1, 2, 3 (zero counts included) */
  types: z.array(z.object({ type: z.literal(VISIT_KINDS), label: z.string(), count: z.number().int() })).describe('one entry per follow-up kind 1, 2, 3 (zero counts included)'),
  /** one entry per value of customer_visit_type (zero counts included) */
  visit_types: z
    .array(z.object({ visit_type: z.number().int(), label: z.string(), count: z.number().int() }))
    .describe('one entry per value of customer_visit_type (zero counts included)'),
  last_visit_at: dateTimeText.nullable(),
});
export type VisitStatics = z.infer<typeof VisitStaticsSchema>;

/** DELETE /crm/visit: the id in the body or the query string. */
export const DeleteVisitSchema = z.object({ id: optionalIdSchema });
