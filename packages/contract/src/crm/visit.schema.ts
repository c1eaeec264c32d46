import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, isCalendarDate, optionalIdSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { coordinate } from './address.schema';

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

/** An id filter: absent, '' and null all mean none (left out of the query, so a list's filter bar shows nothing chosen). */
const filterId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional());
const visitDate = z.string().trim().refine(isCalendarDate, 'validation.date_invalid').optional();
const visitKind = plainInt(z.number()
  .int()
  .refine((v) => (VISIT_KINDS as readonly number[]).includes(v), 'crm.visit_kind_invalid'))
  .optional();
// follow-up types are the tenant's editable list (crm/config options): any stored number filters
const visitTypeFilter = plainInt(z.number()
  .int('crm.visit_type_required')
  .min(1, 'crm.visit_type_required')
  .max(32767, 'crm.visit_type_required'))
  .optional();

/** Filters the visit list, its export and the statistics share: a day range in the tenant's calendar. */
function checkRange(v: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (v.start_date && v.end_date && v.start_date > v.end_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'crm.date_range_invalid' });
}

/**
 * GET /crm/visits (and /crm/visits/export without paging). With customer_id: that customer's follow-ups (404
 * when the caller may not see it); with lead_id a lead's; with neither: the follow-ups of every customer the
 * caller may see (the visit list page). `created_by` (the person), `type`, `visit_type`, a day range on the
 * time logged and `keyword` (content, customer name, check-in address) narrow; `order` on the time logged.
 */
export const VisitListFilterSchema = z.object({
  customer_id: filterId,
  /** a lead's follow-ups (404 when the caller may not see the lead) */
  lead_id: filterId,
  created_by: filterId,
  type: visitKind,
  visit_type: visitTypeFilter,
  start_date: visitDate,
  end_date: visitDate,
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
});
export const VisitListQuerySchema = PaginationQuerySchema.extend({
  ...VisitListFilterSchema.shape,
  sort: z.enum(['created_at']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
}).superRefine(checkRange);
export type VisitListQuery = z.infer<typeof VisitListQuerySchema>;
export const VisitExportParamsSchema = VisitListFilterSchema.extend({ order: z.enum(['asc', 'desc']).default('desc') }).superRefine(checkRange);
export type VisitExportParams = z.infer<typeof VisitExportParamsSchema>;

/**
 * GET /crm/visits/statics: with customer_id that customer's follow-ups; with `group=person` the follow-ups
 * of every customer the caller may see, one row per person (`created_by` narrows to one); else the
 * caller's own. The day range and `type` narrow the counts.
 */
export const VisitStaticsQuerySchema = z.object({
  customer_id: optionalIdSchema,
  group: z.enum(['person']).optional(),
  created_by: optionalIdSchema,
  start_date: visitDate,
  end_date: visitDate,
}).superRefine(checkRange);
export type VisitStaticsQuery = z.infer<typeof VisitStaticsQuerySchema>;

/** One person's follow-ups in the period (the statistics by person). */
export const VisitPersonStaticsSchema = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  total: z.number().int(),
  /** per kind 1 follow-up, 2 accompanied visit, 3 field check-in */
  follow_ups: z.number().int(),
  accompanied: z.number().int(),
  check_ins: z.number().int(),
  /** distinct customers followed up */
  customers: z.number().int(),
  last_visit_at: dateTimeText.nullable(),
});
export type VisitPersonStatics = z.infer<typeof VisitPersonStaticsSchema>;

export const VisitStaticsSchema = z.object({
  /** 'customer' when customer_id was given, 'all' for group=person, else 'mine' */
  scope: z.enum(['customer', 'mine', 'all']).describe("'customer' when customer_id was given, 'all' for group=person, else 'mine'"),
  total: z.number().int(),
  /** one entry per follow-up kind 1, 2, 3 (zero counts included) */
  types: z.array(z.object({ type: z.literal(VISIT_KINDS), label: z.string(), count: z.number().int() })).describe('one entry per follow-up kind 1, 2, 3 (zero counts included)'),
  /** one entry per value of customer_visit_type (zero counts included) */
  visit_types: z
    .array(z.object({ visit_type: z.number().int(), label: z.string(), count: z.number().int() }))
    .describe('one entry per value of customer_visit_type (zero counts included)'),
  /** distinct customers followed up */
  customers: z.number().int().describe('distinct customers followed up'),
  /** field check-ins (kind 3) */
  check_ins: z.number().int(),
  last_visit_at: dateTimeText.nullable(),
  /** group=person: one row per person, most follow-ups first */
  people: z.array(VisitPersonStaticsSchema).describe('group=person: one row per person, most follow-ups first'),
});
export type VisitStatics = z.infer<typeof VisitStaticsSchema>;

/** DELETE /crm/visit: the id in the body or the query string. */
export const DeleteVisitSchema = z.object({ id: optionalIdSchema });
