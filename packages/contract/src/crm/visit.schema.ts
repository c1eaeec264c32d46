import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { idSchema, optionalIdSchema, optionalText } from '../common/validation';
import { coordinate } from './address.schema';
import { CUSTOMER_VISIT_TYPE } from './config.schema';
import { isCalendarDate } from './contact.schema';

/** At most 9 images per follow-up (spec 001 §5). */
export const VISIT_MAX_IMAGES = 9;
/** Follow-up images: JPG/PNG only ('上传图片只能是 JPG/PNG 格式!'), each ≤ 5 MB. */
export const VISIT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Spec 001 §3 follow-up `type`: 1 follow-up, 2 accompanied visit, 3 field check-in. */
export const VISIT_KINDS = [1, 2, 3] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** One image of a follow-up with the variants the upload module made (100x100 thumbnail, 1600 preview). */
export type VisitImage = { url: string; thumb: string; preview: string };

/** A customer follow-up (spec 001 §3). */
export type Visit = {
  id: number;
  customer_id: number;
  customer_name: string;
  content: string;
  /** comma-joined image urls (`/api/v1/files/uploads/…`) */
  images: string;
  /** the same images with their 100x100 thumbnail and 1600x1600 preview */
  image_list: VisitImage[];
  /** a value of the config list customer_visit_type */
  visit_type: number;
  visit_type_text: string;
  type: VisitKind;
  type_text: string;
  /** the contact met, if any */
  user_id: number | null;
  user_name: string | null;
  next_visit_time: string | null;
  address: string | null;
  longitude: string | null;
  latitude: string | null;
  creator: { id: number; name: string; avatar: string | null };
  created_at: string;
  /** the caller may delete it (creator, or a manager whose data scope covers the creator) */
  can_delete: boolean;
};

const VISIT_TYPE_VALUES: readonly number[] = CUSTOMER_VISIT_TYPE.map((t) => t.value);

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
  customer_id: idSchema,
  content: z.string({ error: 'crm.visit_content_required' }).trim().min(1, 'crm.visit_content_required').max(200, 'crm.visit_content_too_long'),
  images: imageListSchema,
  visit_type: z.coerce
    .number({ error: 'crm.visit_type_required' })
    .int('crm.visit_type_required')
    .refine((v) => VISIT_TYPE_VALUES.includes(v), 'crm.visit_type_required'),
  type: z.coerce
    .number({ error: 'crm.visit_kind_invalid' })
    .int('crm.visit_kind_invalid')
    .refine((v): v is VisitKind => (VISIT_KINDS as readonly number[]).includes(v), 'crm.visit_kind_invalid')
    .default(1),
  /** a contact of the same customer */
  user_id: optionalIdSchema,
  next_visit_time: z
    .string({ error: 'crm.next_visit_time_invalid' })
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
});
export type CreateVisitInput = z.infer<typeof CreateVisitSchema>;

/**
 * GET /crm/visits, newest first. With customer_id: that customer's follow-ups (404 when the caller may not
 * see it); without: the follow-ups of every customer the caller may see. `created_by` and `type` narrow.
 */
export const VisitListQuerySchema = PaginationQuerySchema.extend({
  customer_id: optionalIdSchema,
  created_by: optionalIdSchema,
  type: z.coerce
    .number()
    .int()
    .refine((v) => (VISIT_KINDS as readonly number[]).includes(v), 'crm.visit_kind_invalid')
    .optional(),
});
export type VisitListQuery = z.infer<typeof VisitListQuerySchema>;

/** GET /crm/visits/statics: with customer_id that customer's follow-ups, else the caller's own. */
export const VisitStaticsQuerySchema = z.object({ customer_id: optionalIdSchema });
export type VisitStatics = {
  /** 'customer' when customer_id was given, else 'mine' */
  scope: 'customer' | 'mine';
  total: number;
  /** one entry per follow-up kind 1, 2, 3 (zero counts included) */
  types: Array<{ type: VisitKind; label: string; count: number }>;
  /** one entry per value of customer_visit_type (zero counts included) */
  visit_types: Array<{ visit_type: number; label: string; count: number }>;
  last_visit_at: string | null;
};

/** DELETE /crm/visit: the id in the body or the query string. */
export const DeleteVisitSchema = z.object({ id: optionalIdSchema });
