import { z } from 'zod';
import { zeroOrOne } from '../common/response.schema';
import { flagSchema, intSchema, plainInt, requiredText } from '../common/validation';

/**
 * The tenant's customer sources (`/crm/sources`, `/crm/source`) and follow-up types (`/crm/visit_types`,
 * `/crm/visit_type`). `id` is the value customers, leads and follow-ups store; the built-in values
 * (sources 1–7, follow-up types 1–5) show their name in the reader's language until renamed.
 */
export const CONFIG_OPTION_KINDS = ['source', 'visit_type'] as const;
export type ConfigOptionKind = (typeof CONFIG_OPTION_KINDS)[number];

export const ConfigOptionItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  status: zeroOrOne.describe('1 enabled (offered in forms), 0 disabled'),
  builtin: zeroOrOne,
  /** customers, leads (sources) or follow-ups (types) that use it */
  use_num: z.number().int(),
});
export type ConfigOptionItem = z.infer<typeof ConfigOptionItemSchema>;

export const ConfigOptionSchema = z.object({
  name: requiredText(30, 'validation.name_required', 'validation.name_too_long'),
  sort: plainInt(z.number({ error: 'crm.sort_invalid' }).int('crm.sort_invalid').min(0, 'crm.sort_invalid').max(9999, 'crm.sort_invalid')).default(0),
  status: flagSchema.default(1),
});
export const UpdateConfigOptionSchema = ConfigOptionSchema.extend({ id: intSchema(1, 32767, 'validation.id') });
export type ConfigOptionInput = z.infer<typeof ConfigOptionSchema>;

/**
 * The tenant's customer rules (`GET`/`PUT /crm/customer_setting`, page /system/setting/customer):
 * - `default_sales_type`: where a new customer goes when the form does not say (1 the creator's private
 *   customers, 0 the public pool, 2 the team pool);
 * - `require_type_level`: 1 — a customer must have a type and a level (price plans follow them);
 * - `cert_required_to_order`: 1 — orders are refused for a customer that is not certified.
 * The private-customer cap and the release days are the pool rules' (`/crm/down_public_rule`).
 */
export const CustomerSettingSchema = z.object({
  default_sales_type: z.literal([0, 1, 2]),
  require_type_level: zeroOrOne,
  cert_required_to_order: zeroOrOne,
});
export type CustomerSetting = z.infer<typeof CustomerSettingSchema>;

export const UpdateCustomerSettingSchema = z.object({
  default_sales_type: plainInt(z.number({ error: 'crm.default_sales_type_invalid' }).int('crm.default_sales_type_invalid').min(0, 'crm.default_sales_type_invalid').max(2, 'crm.default_sales_type_invalid')),
  require_type_level: flagSchema,
  cert_required_to_order: flagSchema,
});
export type UpdateCustomerSettingInput = z.infer<typeof UpdateCustomerSettingSchema>;
