import { z } from 'zod';
import { zeroOrOne } from '../common/response.schema';
import { optionalIdSchema, optionalText, phoneSchema, textSchema } from '../common/validation';

/** GET /common/tenant (spec 000 §3). */
export const TenantInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_experience: zeroOrOne,
  contract_begin: z.string().nullable(),
  contract_end: z.string().nullable(),
  time_zone: z.string(),
  /** 0 until the first-run wizard is done */
  is_initialized: zeroOrOne.describe('0 until the first-run wizard is done'),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  industry: z.string().nullable(),
});
export type TenantInfo = z.infer<typeof TenantInfoSchema>;

/** GET /common/client_data: badge counts polled every 60 s. */
export const ClientDataSchema = z.object({ un_read_num: z.number().int(), task_num: z.number().int() });
export type ClientData = z.infer<typeof ClientDataSchema>;

/** POST /common/initialization — the first-run wizard: company profile and the first (master) store. */
export const InitializationSchema = z.object({
  company: textSchema('validation.company_required').trim().min(2, 'validation.company_length').max(50, 'validation.company_length'),
  contact_name: textSchema('validation.contact_required').trim().min(1, 'validation.contact_required').max(50, 'validation.name_too_long'),
  contact_phone: phoneSchema,
  industry: optionalText(50),
  store_name: textSchema('validation.store_name_required').trim().min(1, 'validation.store_name_required').max(50, 'validation.name_too_long'),
  province_id: optionalIdSchema,
  city_id: optionalIdSchema,
  area_id: optionalIdSchema,
  address: optionalText(200),
});
export type InitializationInput = z.infer<typeof InitializationSchema>;

export const UPGRADE_EDITIONS = ['standard', 'professional', 'enterprise'] as const;

/** POST /common/upgrade_request — an experience tenant asks to become a paying one. */
export const UpgradeRequestSchema = z.object({
  contact_name: textSchema('validation.contact_required').trim().min(1, 'validation.contact_required').max(50, 'validation.name_too_long'),
  contact_phone: phoneSchema,
  edition: z.enum(UPGRADE_EDITIONS, { error: 'validation.invalid' }).default('standard'),
  remark: optionalText(500),
});
export type UpgradeRequestInput = z.infer<typeof UpgradeRequestSchema>;
