import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { isWebAddress } from './web-address';
import { flagSchema, idSchema, intSchema, optionalText, plainInt, requiredText, textSchema } from '../common/validation';

/** The placeholder a courier's tracking URL template holds, replaced by the tracking number. */
export const TRACKING_NO_PLACEHOLDER = '{no}';

/** `https://www.sf-express.com/…?no={no}`: http(s) with the `{no}` placeholder (README "Couriers"). */
export function isTrackingTemplate(v: string): boolean {
  return v.includes(TRACKING_NO_PLACEHOLDER) && isWebAddress(v.replaceAll(TRACKING_NO_PLACEHOLDER, '0'));
}

/** The tracking page of a parcel: the template with the number in place of `{no}`. */
export const trackingUrlOf = (template: string, no: string): string => template.replaceAll(TRACKING_NO_PLACEHOLDER, encodeURIComponent(no));

export const CourierSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  tracking_url: z.string().nullable(),
  phone: z.string().nullable(),
  /** 1 enabled, 0 disabled */
  status: zeroOrOne,
  sort: z.number().int(),
  remark: z.string().nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Courier = z.infer<typeof CourierSchema>;

/** `POST /marketing/courier` (`PUT` with the id): the code is unique in the tenant (letters, digits, _ and -). */
export const CreateCourierSchema = z.object({
  code: textSchema('marketing.courier_code_invalid')
    .trim()
    .min(1, 'marketing.courier_code_invalid')
    .max(20, 'marketing.courier_code_invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'marketing.courier_code_invalid')
    .transform((v) => v.toUpperCase()),
  name: requiredText(30, 'marketing.courier_name_required'),
  tracking_url: optionalText(300).refine((v) => v === null || isTrackingTemplate(v), 'marketing.courier_tracking_url_invalid'),
  phone: textSchema()
    .trim()
    .max(20, 'validation.text_too_long')
    .refine((v) => v === '' || /^[0-9+\- ]{3,20}$/.test(v), 'marketing.courier_phone_invalid')
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
  status: flagSchema.default(1),
  sort: intSchema(0, 9999).default(0),
  remark: optionalText(200),
});
export type CreateCourierInput = z.infer<typeof CreateCourierSchema>;
export const UpdateCourierSchema = CreateCourierSchema.extend({ id: idSchema });
export type UpdateCourierInput = z.infer<typeof UpdateCourierSchema>;

export const CourierStatusSchema = z.object({ status: flagSchema });

export const CourierListQuerySchema = PaginationQuerySchema.extend({
  /** the code or the name */
  keyword: textSchema().trim().max(30, 'validation.text_too_long').optional(),
  status: plainInt(z.literal([0, 1], { error: 'validation.invalid' })).optional(),
});
export type CourierListQuery = z.infer<typeof CourierListQuerySchema>;
