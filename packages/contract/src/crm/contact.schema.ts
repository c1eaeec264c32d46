import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { idSchema, INT4_MAX, isCalendarDate, optionalIdSchema, optionalText, phoneSchema, plainInt, plainNumber, textSchema } from '../common/validation';
import { emailSchema } from './customer.schema';

/**
 * A customer contact (spec 001 §3 "customer contact"). `is_master` marks the main contact: one per
 * customer, it cannot be deleted, and making another contact the main one moves the flag.
 */
export const CustomerContactSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** 1 male, 2 female (0 unknown on contacts made with the customer) */
  sex: z.literal([0, 1, 2]).describe('1 male, 2 female (0 unknown on contacts made with the customer)'),
  /** YYYY-MM-DD */
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  /** "省 市 区", made by the server from the ids */
  area_string: z.string().nullable().describe('"省 市 区", made by the server from the ids'),
  weixin: z.string().nullable(),
  qq: z.string().nullable(),
  email: z.string().nullable(),
  remark: z.string().nullable(),
  is_master: zeroOrOne.describe('1 the main contact (one per customer)'),
  /** 1 normal, 0 disabled */
  status: zeroOrOne.describe('1 normal, 0 disabled'),
  avatar: z.string().nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type CustomerContact = z.infer<typeof CustomerContactSchema>;

/** A 0/1 field that refuses anything else (a stray 5 must not read as 0). */
export const binaryFlag = (key: string) =>
  z.union([z.boolean(), plainNumber(z.number({ error: key }))], { error: key }).transform((v, ctx) => {
    const n = v === true ? 1 : v === false ? 0 : v;
    if (n !== 0 && n !== 1) {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    return n as 0 | 1;
  });

/** YYYY-MM-DD that is a real calendar day; '' and null mean none. */
export const optionalDate = (key: string) =>
  textSchema(key)
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), key)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** The shared real-date check (common/validation), kept importable from here. */
export { isCalendarDate };

/** Spec 001 §5: name 2-15 ('长度在 2 到 15 个字符'), phone rule, area required (up to 3 levels), blank status 0. */
const contactFields = {
  name: textSchema('crm.contact_name_required').trim().min(1, 'crm.contact_name_required').min(2, 'crm.contact_name_length').max(15, 'crm.contact_name_length'),
  phone: phoneSchema,
  sex: plainInt(z.number({ error: 'crm.contact_sex_invalid' })
    .int('crm.contact_sex_invalid')
    .refine((v) => v === 1 || v === 2, 'crm.contact_sex_invalid'))
    .default(1),
  birthday: optionalDate('crm.birthday_invalid'),
  /** the province is required; city and district are optional but must continue the chain */
  province_id: plainInt(z.number({ error: 'crm.contact_area_required' }).int('crm.contact_area_required').positive('crm.contact_area_required').max(INT4_MAX, 'crm.contact_area_required')),
  city_id: optionalIdSchema,
  area_id: optionalIdSchema,
  weixin: optionalText(50),
  qq: optionalText(20),
  email: emailSchema,
  remark: optionalText(200),
  /** the blank form starts at 0 (spec 001 §5) */
  status: binaryFlag('crm.status_invalid').default(0),
  /** 1 makes this the main contact (the previous main contact loses the flag) */
  is_master: binaryFlag('crm.flag_invalid').default(0),
  avatar: optionalText(500),
};

/** POST /crm/customer/{id}/user */
export const CreateContactSchema = z.object(contactFields);
/**
 * PUT /crm/customer/{id}/user (the contact's id in the body). Leaving out is_master keeps the flag; 1 moves
 * the main flag here; 0 on the main contact is refused (409): the flag moves, it is never just cleared.
 */
export const UpdateContactSchema = z.object({ ...contactFields, is_master: binaryFlag('crm.flag_invalid').optional(), id: idSchema });
export type CreateContactInput = z.infer<typeof CreateContactSchema>;
export type UpdateContactInput = z.infer<typeof UpdateContactSchema>;

/** GET /crm/customer/{id}/users: main contact first, then newest. */
export const ContactListQuerySchema = PaginationQuerySchema;
