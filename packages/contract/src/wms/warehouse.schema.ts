import { z } from 'zod';
import { placeBodyFields, placeFields } from '../common/area.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, INT4_MAX, intSchema, optionalIdSchema, optionalText, plainInt, plainNumber, textSchema } from '../common/validation';

/** A warehouse as the API shows it (docs/trading-model.md §3). */
export const WarehouseSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  name: z.string(),
  code: z.string(),
  ...placeFields,
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  status: zeroOrOne,
  allow_negative: zeroOrOne,
  default_location_id: z.number().int().nullable(),
  default_location_code: z.string().nullable(),
  remark: z.string().nullable(),
  sort: z.number().int(),
  managers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Warehouse = z.infer<typeof WarehouseSchema>;

/** Codes are letters, digits and - _ . (printed on labels and scanned). */
export const WMS_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const wmsCode = (max: number, requiredKey: string) =>
  textSchema(requiredKey).trim().min(1, { message: requiredKey, abort: true }).max(max, { message: 'wms.code_too_long', abort: true }).regex(WMS_CODE_PATTERN, 'wms.code_invalid');

const idList = z
  .union([z.string(), z.array(plainNumber(z.number()))])
  .transform((v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : v))
  .pipe(z.array(z.number().int('validation.id').positive('validation.id').max(INT4_MAX, 'validation.id')).max(200, 'wms.managers_too_many'));

export const WarehouseBodySchema = z.object({
  name: textSchema('wms.warehouse_name_required').trim().min(1, 'wms.warehouse_name_required').max(50, 'wms.warehouse_name_too_long'),
  code: wmsCode(30, 'wms.warehouse_code_required'),
  /** the warehouse's store; absent: the current store (CurrStoreId) */
  store_id: optionalIdSchema,
  ...placeBodyFields,
  contact_name: optionalText(50),
  contact_phone: optionalText(20),
  status: flagSchema.default(1),
  /** absent: the warehouse settings' default */
  allow_negative: flagSchema.optional(),
  remark: optionalText(200),
  sort: intSchema(0, 9999, 'wms.sort_range').default(0),
  /** managers, when given (else unchanged; none on create) */
  manager_ids: idList.optional(),
});
export const CreateWarehouseSchema = WarehouseBodySchema;
export const UpdateWarehouseSchema = WarehouseBodySchema.extend({ id: idSchema });
export type CreateWarehouseInput = z.infer<typeof CreateWarehouseSchema>;
export type UpdateWarehouseInput = z.infer<typeof UpdateWarehouseSchema>;

export const WarehouseManagersSchema = z.object({ staff_ids: idList });
export type WarehouseManagersInput = z.infer<typeof WarehouseManagersSchema>;

export const DefaultLocationSchema = z.object({ location_id: optionalIdSchema });
export type DefaultLocationInput = z.infer<typeof DefaultLocationSchema>;

export const WarehouseListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
  /** every store the caller may see instead of the current one */
  all_stores: plainInt(z.number().int().min(0).max(1)).optional(),
});
export type WarehouseListQuery = z.infer<typeof WarehouseListQuerySchema>;
