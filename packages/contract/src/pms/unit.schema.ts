import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, textSchema } from '../common/validation';
import { pmsName, pmsSort } from './pms-fields';

/** A unit goods are counted in (个, 箱, 斤, kg); `allow_decimal` for goods sold by weight. */
export const UnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  allow_decimal: zeroOrOne,
  sort: z.number().int(),
  created_at: dateTimeText,
});
export type Unit = z.infer<typeof UnitSchema>;

export const UnitBodySchema = z.object({
  name: pmsName(10),
  allow_decimal: flagSchema.default(0),
  sort: pmsSort,
});
export const CreateUnitSchema = UnitBodySchema;
export const UpdateUnitSchema = UnitBodySchema.extend({ id: idSchema });
export type CreateUnitInput = z.infer<typeof CreateUnitSchema>;
export type UpdateUnitInput = z.infer<typeof UpdateUnitSchema>;

export const UnitListQuerySchema = PaginationQuerySchema.extend({ name: textSchema().trim().max(10).optional() });
export type UnitListQuery = z.infer<typeof UnitListQuerySchema>;
