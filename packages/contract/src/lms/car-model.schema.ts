import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, optionalText, orNone, plainInt, plainNumber, textSchema } from '../common/validation';

/**
 * Car models (lms README "Fleet, settings and pay"): the tenant's, with the length and the capacity by weight and
 * volume that planning loads against. The form's and the API's schemas.
 */

/** A positive number up to max with at most `decimals` decimals (the column's numeric scale). */
const measure = (key: string, max: number, decimals: number) =>
  plainNumber(z.number({ error: key })
    .refine(Number.isFinite, key)
    .gt(0, key)
    .max(max, key)
    .refine((n) => !String(n).includes('e') && (String(n).split('.')[1]?.length ?? 0) <= decimals, key));

export const CarModelBodySchema = z.object({
  name: textSchema('lms.car_model_name_required').trim().min(1, 'lms.car_model_name_required').max(50, 'validation.text_too_long'),
  length_m: orNone(measure('lms.length_invalid', 30, 2)),
  /** kg */
  capacity_weight: measure('lms.capacity_weight_invalid', 99_999_999, 2),
  /** m³ */
  capacity_volume: measure('lms.capacity_volume_invalid', 9_999_999, 3),
  status: plainNumber(z.number({ error: 'validation.invalid' }).pipe(z.literal([0, 1], { error: 'validation.invalid' }))).default(1),
  remark: optionalText(200),
});
export const CreateCarModelSchema = CarModelBodySchema;
export const UpdateCarModelSchema = CarModelBodySchema.extend({ id: idSchema });
export type CreateCarModelInput = z.infer<typeof CreateCarModelSchema>;
export type UpdateCarModelInput = z.infer<typeof UpdateCarModelSchema>;

export const CarModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  length_m: z.string().nullable(),
  capacity_weight: z.string(),
  capacity_volume: z.string(),
  status: z.literal([0, 1]),
  remark: z.string().nullable(),
  /** cars of this model (a model in use cannot be deleted) */
  car_count: z.number().int(),
  created_at: dateTimeText,
});
export type CarModel = z.infer<typeof CarModelSchema>;
export const CarModelListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
});
export type CarModelListQuery = z.infer<typeof CarModelListQuerySchema>;
