import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, optionalText, textSchema } from '../common/validation';
import { pmsName, pmsSort } from './pms-fields';

export const BrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  /** A–Z, or '#' for a name that starts with neither a letter nor a Chinese character */
  letter: z.string(),
  sort: z.number().int(),
  created_at: dateTimeText,
});
export type Brand = z.infer<typeof BrandSchema>;

export const BrandBodySchema = z.object({
  name: pmsName(30),
  logo: optionalText(500),
  /** empty: the first letter of the name's pinyin */
  letter: textSchema()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z#]$/.test(v), 'pms.brand_letter_invalid')
    .nullable()
    .optional()
    .transform((v) => v || null),
  sort: pmsSort,
});
export const CreateBrandSchema = BrandBodySchema;
export const UpdateBrandSchema = BrandBodySchema.extend({ id: idSchema });
export type CreateBrandInput = z.infer<typeof CreateBrandSchema>;
export type UpdateBrandInput = z.infer<typeof UpdateBrandSchema>;

export const BrandListQuerySchema = PaginationQuerySchema.extend({
  name: textSchema().trim().max(30).optional(),
  letter: textSchema().trim().toUpperCase().max(1).optional(),
});
export type BrandListQuery = z.infer<typeof BrandListQuerySchema>;
