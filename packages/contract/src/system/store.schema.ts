import { z } from 'zod';
import { placeBodyFields, placeFields } from '../common/area.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, INT4_MAX, optionalText, plainInt, plainNumber, textSchema } from '../common/validation';

/** A store as seen by the store switcher (spec 000 §3). */
export const StoreOptionSchema = z.object({ id: z.number().int(), name: z.string(), has_auth: zeroOrOne, is_master: zeroOrOne, is_selected: zeroOrOne });
export type StoreOption = z.infer<typeof StoreOptionSchema>;

export const StoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_master: zeroOrOne,
  status: zeroOrOne,
  ...placeFields,
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  staff_ids: z.array(z.number().int()),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Store = z.infer<typeof StoreSchema>;

export const StoreBodySchema = z.object({
  name: textSchema('validation.name_required').trim().min(1, 'validation.name_required').max(50, 'validation.name_too_long'),
  is_master: flagSchema.default(0),
  status: flagSchema.default(1),
  ...placeBodyFields,
  contact_name: optionalText(50),
  contact_phone: optionalText(20),
  /** staff authorised for this store; comma-joined or a list */
  staff_ids: z
    .union([z.string(), z.array(plainNumber(z.number()))])
    .transform((v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : v))
    .pipe(z.array(z.number().int('validation.id').positive('validation.id').max(INT4_MAX, 'validation.id')).max(10000, 'validation.invalid'))
    .optional(),
});
export const CreateStoreSchema = StoreBodySchema;
export const UpdateStoreSchema = StoreBodySchema.extend({ id: idSchema });
export type CreateStoreInput = z.infer<typeof CreateStoreSchema>;
export type UpdateStoreInput = z.infer<typeof UpdateStoreSchema>;

export const StoreListQuerySchema = PaginationQuerySchema.extend({
  name: textSchema().trim().optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
});
export type StoreListQuery = z.infer<typeof StoreListQuerySchema>;
