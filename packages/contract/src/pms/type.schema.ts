import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, plainNumber, textSchema } from '../common/validation';
import { listInput, pmsName, pmsSort } from './pms-fields';

/** How an attribute of a type is filled in on a product: 1 text, 2 number, 3 one of its options. */
export const ATTRIBUTE_INPUT_TYPES = [1, 2, 3] as const;
export type AttributeInputType = (typeof ATTRIBUTE_INPUT_TYPES)[number];
export const ATTRIBUTE_INPUT_LABELS: Record<AttributeInputType, string> = { 1: 'pms.input_type_1', 2: 'pms.input_type_2', 3: 'pms.input_type_3' };

export const TypeAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  input_type: z.literal(ATTRIBUTE_INPUT_TYPES),
  options: z.array(z.string()),
});
export type TypeAttribute = z.infer<typeof TypeAttributeSchema>;

/** A type of goods: a template naming which specs and which extra attributes such goods have. */
export const GoodsTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  spec_ids: z.array(z.number().int()),
  /** the specs' names, in the type's order */
  spec_names: z.array(z.string()),
  attributes: z.array(TypeAttributeSchema),
  sort: z.number().int(),
  created_at: dateTimeText,
});
export type GoodsType = z.infer<typeof GoodsTypeSchema>;

const option = textSchema('pms.attribute_option_required').trim().min(1, 'pms.attribute_option_required').max(30, 'pms.attribute_option_too_long');

export const TypeAttributeBodySchema = z
  .object({
    name: textSchema('pms.attribute_name_required').trim().min(1, 'pms.attribute_name_required').max(30, 'pms.attribute_name_too_long'),
    input_type: plainNumber(z.number({ error: 'pms.attribute_input_type_invalid' }).pipe(z.literal(ATTRIBUTE_INPUT_TYPES, { error: 'pms.attribute_input_type_invalid' }))),
    options: listInput(option, 50, 'pms.attribute_options_too_many'),
  })
  .superRefine((a, ctx) => {
    if (a.input_type === 3 && a.options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'pms.attribute_options_required' });
    if (new Set(a.options).size !== a.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'pms.attribute_option_duplicate' });
  })
  // options belong to a select only
  .transform((a) => ({ ...a, options: a.input_type === 3 ? a.options : [] }));

export const GoodsTypeBodySchema = z.object({
  name: pmsName(30),
  spec_ids: listInput(idSchema, 20, 'pms.type_specs_too_many').refine((v) => new Set(v).size === v.length, 'pms.type_spec_duplicate'),
  attributes: listInput(TypeAttributeBodySchema, 50, 'pms.type_attributes_too_many').refine(
    (v) => new Set(v.map((a) => a.name)).size === v.length,
    'pms.attribute_name_duplicate',
  ),
  sort: pmsSort,
});
export const CreateGoodsTypeSchema = GoodsTypeBodySchema;
export const UpdateGoodsTypeSchema = GoodsTypeBodySchema.extend({ id: idSchema });
export type CreateGoodsTypeInput = z.infer<typeof CreateGoodsTypeSchema>;
export type UpdateGoodsTypeInput = z.infer<typeof UpdateGoodsTypeSchema>;

export const GoodsTypeListQuerySchema = PaginationQuerySchema.extend({ name: textSchema().trim().max(30).optional() });
export type GoodsTypeListQuery = z.infer<typeof GoodsTypeListQuerySchema>;
