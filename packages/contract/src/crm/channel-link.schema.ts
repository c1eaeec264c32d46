import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { PHONE_PATTERN, dateSchema, flagSchema, idSchema, intSchema, optionalIdSchema, optionalText, orNone, plainInt, textSchema } from '../common/validation';
import { CUSTOMER_SOURCE } from './config.schema';

/**
 * Channel links (渠道链接, spec 001 §2 /crm/channel_link/*): a link and its QR code that bring a customer to
 * register for a store and an owner. A customer registering through it (the public page
 * `/register/channel?code=`) becomes a customer of the link's store owned by the link's owner, with the
 * link's defaults; the link counts them. A link refuses registration when disabled or past its last day.
 * crm/README.md "Channel links".
 */
const SOURCE_VALUES: readonly number[] = CUSTOMER_SOURCE.map((s) => s.value);

/** The public page a link opens: `${origin}${CHANNEL_REGISTER_PATH}?code=…`. */
export const CHANNEL_REGISTER_PATH = '/register/channel';

export const ChannelLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the link's public code (the registration page's `code`) */
  code: z.string(),
  /** the registration page's path and query, to put after the site's origin */
  url: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  sales_id: z.number().int(),
  sales_name: z.string(),
  type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  level_id: z.number().int().nullable(),
  level_name: z.string().nullable(),
  source: z.number().int(),
  source_text: z.string(),
  /** the last day it registers customers (inclusive, the tenant's calendar); null: no end */
  valid_until: z.string().nullable(),
  status: z.literal([0, 1]).describe('1 enabled, 0 disabled'),
  /** false when disabled or past valid_until */
  usable: z.boolean(),
  customer_count: z.number().int(),
  remark: z.string().nullable(),
  created_by_name: z.string(),
  created_at: dateTimeText,
});
export type ChannelLink = z.infer<typeof ChannelLinkSchema>;

const linkFields = {
  name: textSchema('crm.channel_link_name_required').trim().min(1, 'crm.channel_link_name_required').max(30, 'validation.text_too_long'),
  store_id: idSchema,
  /** the owner of the customers it brings */
  sales_id: plainInt(z.number({ error: 'crm.channel_link_sales_required' }).int('crm.channel_link_sales_required').positive('crm.channel_link_sales_required')),
  type_id: optionalIdSchema,
  level_id: optionalIdSchema,
  source: plainInt(z.number({ error: 'crm.lead_source_required' }).int('crm.lead_source_required').refine((v) => SOURCE_VALUES.includes(v), 'crm.lead_source_required')),
  valid_until: orNone(dateSchema()),
  status: flagSchema.default(1),
  remark: optionalText(200),
};

/** POST /crm/channel_link. */
export const CreateChannelLinkSchema = z.object(linkFields);
export type CreateChannelLinkInput = z.infer<typeof CreateChannelLinkSchema>;
/** PUT /crm/channel_link (the code stays). */
export const UpdateChannelLinkSchema = z.object({ id: idSchema, ...linkFields });
export type UpdateChannelLinkInput = z.infer<typeof UpdateChannelLinkSchema>;

/** GET /crm/channel_links. */
export const ChannelLinkListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  store_id: intSchema(1).optional(),
  sales_id: intSchema(1).optional(),
  status: intSchema(0, 1).optional(),
});
export type ChannelLinkListQuery = z.infer<typeof ChannelLinkListQuerySchema>;

/** GET /crm/channel_link/{id}/customers: who registered through the link. */
export const ChannelLinkCustomerSchema = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  contact_name: z.string(),
  sales_name: z.string(),
  registered_at: dateTimeText,
});
export type ChannelLinkCustomer = z.infer<typeof ChannelLinkCustomerSchema>;

// ---------- the public registration page ----------

export const ChannelCodeQuerySchema = z.object({ code: textSchema('crm.channel_link_invalid').trim().min(1, 'crm.channel_link_invalid').max(64, 'crm.channel_link_invalid') });

/** GET /share/channel_link?code=: what the registration page shows (nothing of the tenant beyond names). */
export const PublicChannelLinkSchema = z.object({
  company_name: z.string(),
  store_name: z.string(),
  name: z.string(),
});
export type PublicChannelLink = z.infer<typeof PublicChannelLinkSchema>;

/** POST /share/channel_link/register: a new customer through the link. */
export const ChannelRegisterSchema = z.object({
  code: textSchema('crm.channel_link_invalid').trim().min(1, 'crm.channel_link_invalid').max(64, 'crm.channel_link_invalid'),
  /** the person registering (the main contact) */
  name: textSchema('crm.lead_name_required').trim().min(1, 'crm.lead_name_required').min(2, 'crm.contact_name_length').max(15, 'crm.contact_name_length'),
  phone: z
    .string({ error: 'validation.phone_required' })
    .trim()
    .min(1, 'validation.phone_required')
    .regex(PHONE_PATTERN, 'validation.phone_invalid'),
  /** the company; the customer is named after it, else after the person */
  company: optionalText(50),
});
export type ChannelRegisterInput = z.infer<typeof ChannelRegisterSchema>;
export const ChannelRegisterResultSchema = z.object({ company_name: z.string(), store_name: z.string() });
export type ChannelRegisterResult = z.infer<typeof ChannelRegisterResultSchema>;
