import { z } from 'zod';
import { dateTimeText } from '../common/response.schema';
import { idSchema, plainInt, requiredText } from '../common/validation';

/** One option of a config list: `GET /crm/config/customer` answers six of them (spec 001 §3). */
export const ConfigOptionSchema = z.object({ value: z.number().int(), label: z.string() });
export type ConfigOption = z.infer<typeof ConfigOptionSchema>;

export const CustomerConfigSchema = z.object({
  customer_sex: z.array(ConfigOptionSchema),
  customer_source: z.array(ConfigOptionSchema),
  customer_sales_type: z.array(ConfigOptionSchema),
  customer_visit_type: z.array(ConfigOptionSchema),
  customer_level: z.array(ConfigOptionSchema),
  customer_type: z.array(ConfigOptionSchema),
  /** the tenant's customer rules the customer form follows (/system/setting/customer) */
  customer_rules: z.object({ default_sales_type: z.literal([0, 1, 2]), require_type_level: z.literal([0, 1]) }),
});
export type CustomerConfig = z.infer<typeof CustomerConfigSchema>;

/** Fixed lists; labels are message keys the server translates into the caller's locale. */
export const CUSTOMER_SEX = [
  { value: 0, label: 'crm.sex_0' },
  { value: 1, label: 'crm.sex_1' },
  { value: 2, label: 'crm.sex_2' },
] as const;
export const CUSTOMER_SOURCE = [1, 2, 3, 4, 5, 6, 7].map((value) => ({ value, label: `crm.source_${value}` }));
export const CUSTOMER_SALES_TYPE = [
  { value: 0, label: 'crm.sales_type_0' },
  { value: 1, label: 'crm.sales_type_1' },
  { value: 2, label: 'crm.sales_type_2' },
] as const;
export const CUSTOMER_VISIT_TYPE = [1, 2, 3, 4, 5].map((value) => ({ value, label: `crm.visit_type_${value}` }));

/** Sales types (spec 001 §3): public pool, private (owned by a rep), team pool (the store's reps). */
export const SALES_TYPE = { public: 0, private: 1, team: 2 } as const;
export type SalesType = (typeof SALES_TYPE)[keyof typeof SALES_TYPE];

/** A customer type or level (`/crm/type`, `/crm/level`). */
/** The answer's schema (`CustomerCategorySchema` below is the form's body). */
export const CustomerCategoryResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  customer_num: z.number().int(),
  created_at: dateTimeText,
});
export type CustomerCategory = z.infer<typeof CustomerCategoryResponseSchema>;

export const CustomerCategorySchema = z.object({
  name: requiredText(30, 'validation.name_required', 'validation.name_too_long'),
  sort: plainInt(z.number().int().min(0).max(9999)).default(0),
});
export const UpdateCustomerCategorySchema = CustomerCategorySchema.extend({ id: idSchema });
export type CustomerCategoryInput = z.infer<typeof CustomerCategorySchema>;
