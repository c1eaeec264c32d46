import { z } from 'zod';
import { optionalIdSchema, optionalText, phoneSchema } from '../common/validation';

/** GET /common/tenant (spec 000 §3). */
export type TenantInfo = {
  id: number;
  name: string;
  is_experience: 0 | 1;
  contract_begin: string | null;
  contract_end: string | null;
  time_zone: string;
  /** 0 until the first-run wizard is done */
  is_initialized: 0 | 1;
  contact_name: string | null;
  contact_phone: string | null;
  industry: string | null;
};

/** GET /common/client_data: badge counts polled every 60 s. */
export type ClientData = { un_read_num: number; task_num: number };

/** POST /common/initialization — the first-run wizard: company profile and the first (master) store. */
export const InitializationSchema = z.object({
  company: z.string({ error: 'validation.company_required' }).trim().min(2, 'validation.company_length').max(50, 'validation.company_length'),
  contact_name: z.string({ error: 'validation.contact_required' }).trim().min(1, 'validation.contact_required').max(50, 'validation.name_too_long'),
  contact_phone: phoneSchema,
  industry: optionalText(50),
  store_name: z.string({ error: 'validation.store_name_required' }).trim().min(1, 'validation.store_name_required').max(50, 'validation.name_too_long'),
  province_id: optionalIdSchema,
  city_id: optionalIdSchema,
  area_id: optionalIdSchema,
  address: optionalText(200),
});
export type InitializationInput = z.infer<typeof InitializationSchema>;

export const UPGRADE_EDITIONS = ['standard', 'professional', 'enterprise'] as const;

/** POST /common/upgrade_request — an experience tenant asks to become a paying one. */
export const UpgradeRequestSchema = z.object({
  contact_name: z.string({ error: 'validation.contact_required' }).trim().min(1, 'validation.contact_required').max(50, 'validation.name_too_long'),
  contact_phone: phoneSchema,
  edition: z.enum(UPGRADE_EDITIONS, { error: 'validation.invalid' }).default('standard'),
  remark: optionalText(500),
});
export type UpgradeRequestInput = z.infer<typeof UpgradeRequestSchema>;
