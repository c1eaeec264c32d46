import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, textSchema } from '../common/validation';
import { listInput, pmsName, pmsSort } from './pms-fields';

export const SPEC_MAX_VALUES = 100;

/** A spec (规格, 口味, 颜色) with its values in order. */
export const SpecSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
  sort: z.number().int(),
  created_at: dateTimeText,
});
export type Spec = z.infer<typeof SpecSchema>;

const specValue = textSchema('pms.spec_value_required').trim().min(1, 'pms.spec_value_required').max(30, 'pms.spec_value_too_long');

export const SpecBodySchema = z.object({
  name: pmsName(30),
  /** the values in order, each once */
  values: listInput(specValue, SPEC_MAX_VALUES, 'pms.spec_values_too_many')
    .refine((v) => v.length > 0, 'pms.spec_values_required')
    .refine((v) => new Set(v).size === v.length, 'pms.spec_value_duplicate'),
  sort: pmsSort,
});
export const CreateSpecSchema = SpecBodySchema;
export const UpdateSpecSchema = SpecBodySchema.extend({ id: idSchema });
export type CreateSpecInput = z.infer<typeof CreateSpecSchema>;
export type UpdateSpecInput = z.infer<typeof UpdateSpecSchema>;

export const SpecListQuerySchema = PaginationQuerySchema.extend({ name: textSchema().trim().max(30).optional() });
export type SpecListQuery = z.infer<typeof SpecListQuerySchema>;
