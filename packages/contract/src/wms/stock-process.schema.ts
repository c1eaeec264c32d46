import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema, auditTrailFields } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateSchema, idSchema, optionalText, plainInt, plainNumber, textSchema } from '../common/validation';
import { lineSkuFields } from '../pms/pms-fields';
import { ProcessItemSchema } from '../pms/process.schema';
import { docQtySchema } from './warehousing-entry.schema';

/**
 * Stock processing (加工单, docs/trading-model.md §3): input SKUs taken out of a warehouse turn into output SKUs put
 * into it, from a processing recipe scaled by a quantity or from free lines. 0 draft → 1 audited (posted:
 * inputs out, outputs in, the outputs at the inputs' cost spread by a ratio) / 2 cancelled (a draft only).
 */
export const StockProcessStatus = { draft: 0, audited: 1, cancelled: 2 } as const;
export const STOCK_PROCESS_STATUSES = [0, 1, 2] as const;
export type StockProcessStatusValue = (typeof STOCK_PROCESS_STATUSES)[number];

/** Its actions, the states each starts from, where it leads and its permission; only a draft moves. */
export const STOCK_PROCESS_STATES = defineStates({
  states: STOCK_PROCESS_STATUSES,
  actions: {
    update: { from: [0], to: 0, permission: 'wms:stock_process:update' },
    audit: { from: [0], to: 1, permission: 'wms:stock_process:audit' },
    cancel: { from: [0], to: 2, permission: 'wms:stock_process:cancel' },
    delete: { from: [0], to: null, permission: 'wms:stock_process:delete' },
  },
});
/** The actions with a `PUT /wms/stock_process/{id}/{action}` of their own. */
export type StockProcessAction = 'audit' | 'cancel';
export type StockProcessStateAction = ActionOf<typeof STOCK_PROCESS_STATES>;

/** A line's side: 1 input (taken out), 2 output (put in). */
export const StockProcessSide = { input: 1, output: 2 } as const;
export const STOCK_PROCESS_MAX_LINES = 100;

/** An output's weight in the cost spread: ≥ 0, at most 4 decimals (numeric(16,4)); absent: qty × the SKU's sale price. */
export const costRatioSchema = z
  .union([z.string(), z.number()], { error: 'wms.sp_ratio_invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,12}(\.\d{1,4})?$/.test(v), 'wms.sp_ratio_invalid');

const lineFields = {
  sku_id: idSchema,
  /** in the SKU's base unit */
  qty: docQtySchema,
  /** a location of the warehouse; absent: its default location */
  location_id: idSchema.nullish(),
  remark: optionalText(200),
};
export const StockProcessInputLineSchema = z.object(lineFields);
export const StockProcessOutputLineSchema = z.object({ ...lineFields, cost_ratio: z.union([z.literal(''), z.null(), costRatioSchema]).optional().transform((v) => (v ? v : null)) });
export type StockProcessInputLine = z.infer<typeof StockProcessInputLineSchema>;
export type StockProcessOutputLine = z.infer<typeof StockProcessOutputLineSchema>;

const lines = <T extends z.ZodType>(line: T) => z.array(line, { error: 'wms.sp_lines_invalid' }).max(STOCK_PROCESS_MAX_LINES, 'wms.doc_lines_too_many').default([]);

const processBody = z.object({
  warehouse_id: idSchema,
  /** the recipe it follows (absent: free lines) */
  process_id: idSchema.nullish(),
  /** runs of the recipe: its lines and expected loss are scaled by it (default 1) */
  quantity: docQtySchema.nullish(),
  /** the expected loss in percent; absent: the recipe's, or 0 */
  loss_rate: plainNumber(z.number({ error: 'wms.sp_loss_rate_invalid' })
    .min(0, 'wms.sp_loss_rate_invalid')
    .lt(100, 'wms.sp_loss_rate_invalid')
    .refine((n) => Math.round(n * 100) === n * 100, 'wms.sp_loss_rate_invalid'))
    .nullish(),
  /** with a recipe and both sides empty: the recipe's lines × quantity */
  inputs: lines(StockProcessInputLineSchema),
  outputs: lines(StockProcessOutputLineSchema),
  remark: optionalText(200),
});

/** Free lines need both sides; a recipe fills both when both are empty; a SKU is on one side only. */
function checkSides(v: z.infer<typeof processBody>, ctx: z.RefinementCtx): void {
  const fromRecipe = v.process_id != null && v.inputs.length === 0 && v.outputs.length === 0;
  if (!fromRecipe) {
    if (v.inputs.length === 0) ctx.addIssue({ code: 'custom', path: ['inputs'], message: 'wms.sp_inputs_required' });
    if (v.outputs.length === 0) ctx.addIssue({ code: 'custom', path: ['outputs'], message: 'wms.sp_outputs_required' });
  }
  const inputs = new Set(v.inputs.map((l) => l.sku_id));
  v.outputs.forEach((l, i) => {
    if (inputs.has(l.sku_id)) ctx.addIssue({ code: 'custom', path: ['outputs', i, 'sku_id'], message: 'wms.sp_sku_both_sides' });
  });
}
export const CreateStockProcessSchema = processBody.superRefine(checkSides);
export type CreateStockProcessInput = z.infer<typeof CreateStockProcessSchema>;
export const UpdateStockProcessSchema = processBody.extend({ id: idSchema }).superRefine(checkSides);
export type UpdateStockProcessInput = z.infer<typeof UpdateStockProcessSchema>;

export const StockProcessRemarkSchema = z.object({ remark: optionalText(200) });

export const StockProcessFilterSchema = z.object({
  /** the number */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  /** a SKU's name, code, barcode or initials: runs with such an input or output */
  sku_keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  status: plainInt(z.number().int().min(0).max(2)).optional(),
  warehouse_id: idSchema.optional(),
  process_id: idSchema.optional(),
  /** the created day in the tenant's time zone, inclusive */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type StockProcessFilter = z.infer<typeof StockProcessFilterSchema>;
export const StockProcessListQuerySchema = PaginationQuerySchema.extend(StockProcessFilterSchema.shape);
export type StockProcessListQuery = z.infer<typeof StockProcessListQuerySchema>;

/** What the run weighs and costs: measured in loss_unit (the lines' shared base unit, or kg by weight; null: not measurable). */
const figures = {
  /** expected loss, percent */
  loss_rate: z.string(),
  loss_unit: z.string().nullable(),
  input_qty: z.string().nullable(),
  output_qty: z.string().nullable(),
  /** input − output (negative: a gain) */
  loss_qty: z.string().nullable(),
  /** input × loss_rate */
  expected_loss_qty: z.string().nullable(),
  /** loss ÷ input, percent, 2 decimals */
  actual_loss_rate: z.string().nullable(),
  /** the inputs at the moving average: posted on audit; a draft's detail and the preview give today's estimate */
  input_amount: z.string(),
  /** = input_amount, spread over the outputs */
  output_amount: z.string(),
};

export const StockProcessSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.literal(STOCK_PROCESS_STATUSES),
  store_id: z.number().int(),
  store_name: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  process_id: z.number().int().nullable(),
  process_name: z.string().nullable(),
  quantity: z.string().nullable(),
  input_count: z.number().int(),
  output_count: z.number().int(),
  ...figures,
  remark: z.string().nullable(),
  ...auditTrailFields,
});
export type StockProcess = z.infer<typeof StockProcessSchema>;

export const StockProcessLineSchema = z.object({
  /** 0 in a preview (not saved yet) */
  id: z.number().int(),
  side: z.literal([1, 2]),
  ...lineSkuFields,
  allow_decimal: z.literal([0, 1]),
  qty: z.string(),
  location_id: z.number().int().nullable(),
  location_code: z.string().nullable(),
  /** outputs: the weight in the spread, and its share of all weights in percent (2 decimals) */
  cost_ratio: z.string(),
  share: z.string(),
  /** per base unit: inputs the moving average, outputs amount ÷ qty (4 decimals) */
  unit_cost: z.string(),
  amount: z.string(),
  remark: z.string().nullable(),
});
export type StockProcessLine = z.infer<typeof StockProcessLineSchema>;

export const StockProcessDetailSchema = StockProcessSchema.extend({
  /** true while a draft: the costs are today's estimate at the moving average, fixed on audit */
  estimated: z.boolean(),
  inputs: z.array(StockProcessLineSchema),
  outputs: z.array(StockProcessLineSchema),
  logs: z.array(DocumentLogSchema),
});
export type StockProcessDetail = z.infer<typeof StockProcessDetailSchema>;

/** `POST /wms/stock_process/preview`: the form's lines as they would be saved, with today's costs and the spread. */
export const StockProcessPreviewSchema = z.object({ ...figures, inputs: z.array(StockProcessLineSchema), outputs: z.array(StockProcessLineSchema) });
export type StockProcessPreview = z.infer<typeof StockProcessPreviewSchema>;

/** `GET /wms/stock_process/recipes`: the enabled recipes a run may follow (what whoever may save a run needs of goods' recipes). */
export const StockProcessRecipeSchema = z.object({ id: z.number().int(), name: z.string(), loss_rate: z.string(), inputs: z.array(ProcessItemSchema), outputs: z.array(ProcessItemSchema) });
export type StockProcessRecipe = z.infer<typeof StockProcessRecipeSchema>;
export const StockProcessRecipeQuerySchema = z.object({ keyword: textSchema().trim().max(60, 'validation.text_too_long').optional() });

/**
 * Spreads `total` cents over `weights` (integers ≥ 0): each line floor(total × w ÷ Σw), and what rounding
 * leaves goes to the last line with a weight, so the parts sum to `total` exactly. All weights 0: by
 * equal parts. Integer arithmetic only.
 */
export function spreadCents(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) return [];
  const w = weights.some((x) => x > 0n) ? weights : weights.map(() => 1n);
  const sum = w.reduce((s, x) => s + x, 0n);
  const parts = w.map((x) => (total * x) / sum);
  let last = -1;
  w.forEach((x, i) => {
    if (x > 0n) last = i;
  });
  parts[last] += total - parts.reduce((s, x) => s + x, 0n);
  return parts;
}
