import { z } from 'zod';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, optionalIdSchema, optionalText, plainInt } from '../common/validation';
import { pmsName, pmsSort } from './pms-fields';

/** The category tree has at most three levels (docs/trading-model.md §2). */
export const CATEGORY_MAX_LEVEL = 3;

/** One category; the tree comes flat (parents before children, each level by sort) and the page nests it. */
export const CategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  sort: z.number().int(),
  is_show: zeroOrOne,
  /** 1 top level … 3 */
  level: z.number().int(),
  created_at: dateTimeText,
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryBodySchema = z.object({
  parent_id: optionalIdSchema,
  name: pmsName(30),
  image: optionalText(500),
  sort: pmsSort,
  is_show: flagSchema.default(1),
});
export const CreateCategorySchema = CategoryBodySchema;
export const UpdateCategorySchema = CategoryBodySchema.extend({ id: idSchema });
export type CreateCategoryInput = z.infer<typeof CreateCategorySchema>;
export type UpdateCategoryInput = z.infer<typeof UpdateCategorySchema>;

/**
 * A drag in the tree: the category goes under `parent_id` (none: the top level) at `position` among its
 * new siblings (0 first); the siblings are numbered again in that order.
 */
export const MoveCategorySchema = z.object({
  id: idSchema,
  parent_id: optionalIdSchema,
  position: plainInt(z.number({ error: 'validation.int_range' }).int('validation.int_range').min(0, 'validation.int_range').max(10000, 'validation.int_range')),
});
export type MoveCategoryInput = z.infer<typeof MoveCategorySchema>;
