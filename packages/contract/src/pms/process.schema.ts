import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { flagSchema, idSchema, optionalText, plainNumber, textSchema } from '../common/validation';
import { listInput, pmsName, quantitySchema } from './pms-fields';

/** Processing recipes (`/pms/process/list`): input SKUs turn into output SKUs (docs/trading-model.md §2). */
export const PROCESS_SIDES = [1, 2] as const; // 1 input, 2 output

export const ProcessItemSchema = z.object({
  sku_id: z.number().int(),
  name: z.string(),
  spec_text: z.string(),
  code: z.string(),
  unit_name: z.string(),
  /** in the SKU's base unit */
  quantity: z.string(),
});

export const ProcessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inputs: z.array(ProcessItemSchema),
  outputs: z.array(ProcessItemSchema),
  /** expected loss in percent, e.g. '3.50' */
  loss_rate: z.string(),
  remark: z.string().nullable(),
  status: zeroOrOne,
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Process = z.infer<typeof ProcessSchema>;

/** One input or output of a process as the form sends it: a SKU and its quantity (the form checks the quantity with it). */
export const ProcessItemBodySchema = z.object({ sku_id: idSchema, quantity: quantitySchema('pms.process_quantity_invalid') });
const item = ProcessItemBodySchema;

export const ProcessFieldsSchema = z.object({
  name: pmsName(60),
  inputs: listInput(item, 50, 'pms.process_items_too_many'),
  outputs: listInput(item, 50, 'pms.process_items_too_many'),
  loss_rate: plainNumber(z.number({ error: 'pms.loss_rate_invalid' })
    .min(0, 'pms.loss_rate_invalid')
    .lt(100, 'pms.loss_rate_invalid')
    .refine((n) => Number.isFinite(n) && Math.round(n * 100) === n * 100, 'pms.loss_rate_invalid'))
    .default(0),
  remark: optionalText(200),
  status: flagSchema.default(1),
});

function checkSides(p: z.infer<typeof ProcessFieldsSchema>, ctx: z.RefinementCtx): void {
  if (p.inputs.length === 0) ctx.addIssue({ code: 'custom', path: ['inputs'], message: 'pms.process_inputs_required' });
  if (p.outputs.length === 0) ctx.addIssue({ code: 'custom', path: ['outputs'], message: 'pms.process_outputs_required' });
  const seen = new Set<number>();
  for (const [side, items] of [['inputs', p.inputs], ['outputs', p.outputs]] as const) {
    items.forEach((it, i) => {
      if (seen.has(it.sku_id)) ctx.addIssue({ code: 'custom', path: [side, i, 'sku_id'], message: 'pms.process_sku_twice' });
      seen.add(it.sku_id);
    });
  }
}
export const CreateProcessSchema = ProcessFieldsSchema.superRefine(checkSides);
export const UpdateProcessSchema = ProcessFieldsSchema.extend({ id: idSchema }).superRefine(checkSides);
export type CreateProcessInput = z.infer<typeof CreateProcessSchema>;
export type UpdateProcessInput = z.infer<typeof UpdateProcessSchema>;

export const ProcessListQuerySchema = PaginationQuerySchema.extend({
  /** the recipe's name, or a SKU's name or code on either side */
  keyword: textSchema().trim().max(60).optional(),
  status: plainNumber(z.number().pipe(z.literal([0, 1]))).optional(),
});
export type ProcessListQuery = z.infer<typeof ProcessListQuerySchema>;
