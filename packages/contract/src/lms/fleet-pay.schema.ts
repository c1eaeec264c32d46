import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { dateSchema, flagSchema, idSchema, intSchema, optionalText, plainInt, plainNumber, textSchema } from '../common/validation';

/**
 * Carry fees (/lms/logistics_carry_fee/*) and worker orders (/lms/worker_order/list): what carrying goods
 * upstairs cost an order and earned its loaders, and every worker's earnings rows (lms README "Fleet,
 * settings and pay").
 */

/** 1 draft (editable, deletable) → 2 confirmed (charged on the order, earned by the loaders). */
export const CARRY_FEE_STATUS = { draft: 1, confirmed: 2 } as const;
export const CARRY_FEE_STATUSES = [1, 2] as const;
/** A draft carry fee is edited, deleted or confirmed (the order charged, the loaders' earnings recorded). */
export const CARRY_FEE_STATES = defineStates({
  states: CARRY_FEE_STATUSES,
  actions: {
    confirm: { from: [1], to: 2, permission: 'lms:logistics_carry_fee:confirm' },
    update: { from: [1], to: 1, permission: 'lms:logistics_carry_fee:update' },
    delete: { from: [1], to: null, permission: 'lms:logistics_carry_fee:delete' },
  },
});
export type CarryFeeAction = ActionOf<typeof CARRY_FEE_STATES>;
/** 1 floors × pieces × rate; 2 a fixed fee. */
export const CARRY_FEE_MODE = { floors: 1, fixed: 2 } as const;

const money = (key: string) =>
  plainNumber(z.number({ error: key })
    .refine(Number.isFinite, key)
    .min(0, key)
    .max(9_999_999, key)
    .refine((n) => !String(n).includes('e') && (String(n).split('.')[1]?.length ?? 0) <= 2, key));

const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), z.null(), schema])
    .optional()
    .transform((v) => v ?? null);

export const CarryFeeBodySchema = z
  .object({
    /** an order out for delivery or delivered; or give its logistics order instead */
    order_id: optional(idSchema),
    logistics_order_id: optional(idSchema),
    mode: plainNumber(z.number({ error: 'lms.carry_mode_invalid' }).pipe(z.literal([1, 2], { error: 'lms.carry_mode_invalid' }))),
    floors: optional(intSchema(1, 200, 'lms.floors_invalid')),
    pieces: optional(intSchema(1, 100_000, 'lms.pieces_invalid')),
    /** per floor per piece; absent: the settings' carry-fee rate (a store's carry-fee template, when it has one, prices mode 1 instead) */
    rate: optional(money('lms.rate_invalid')),
    /** 1 a lift, 0 carried by the stairs (a template charges its no-lift rate) */
    lift: flagSchema.default(1),
    /** mode 2 */
    fixed_amount: optional(money('lms.amount_invalid')),
    /** the loaders who carried (workers of type loader or both), the fee split evenly among them */
    worker_ids: z.array(idSchema, { error: 'lms.carry_workers_required' }).min(1, 'lms.carry_workers_required').max(20, 'lms.carry_workers_too_many'),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    if (v.order_id === null && v.logistics_order_id === null) ctx.addIssue({ code: 'custom', path: ['order_id'], message: 'lms.carry_order_required' });
    if (v.mode === 1) {
      if (v.floors === null) ctx.addIssue({ code: 'custom', path: ['floors'], message: 'lms.floors_invalid' });
      if (v.pieces === null) ctx.addIssue({ code: 'custom', path: ['pieces'], message: 'lms.pieces_invalid' });
    } else if (v.fixed_amount === null || v.fixed_amount === 0) ctx.addIssue({ code: 'custom', path: ['fixed_amount'], message: 'lms.amount_invalid' });
    if (new Set(v.worker_ids).size !== v.worker_ids.length) ctx.addIssue({ code: 'custom', path: ['worker_ids'], message: 'lms.carry_workers_duplicate' });
  });
export const CreateCarryFeeSchema = CarryFeeBodySchema;
export const UpdateCarryFeeSchema = z.intersection(CarryFeeBodySchema, z.object({ id: idSchema }));
export type CreateCarryFeeInput = z.infer<typeof CreateCarryFeeSchema>;
export type UpdateCarryFeeInput = z.infer<typeof UpdateCarryFeeSchema>;
export const CarryFeeRemarkSchema = z.object({ remark: optionalText(200) });

/**
 * What a store's carry-fee template (marketing) quotes for a mode 1 fee, part by part: floors × pieces × rate,
 * the no-lift surcharge, each bulky category's pieces × fee, and what the minimum added.
 */
export const CARRY_QUOTE_PARTS = ['floors', 'no_lift', 'bulky', 'minimum'] as const;
export const CarryFeeQuotePartSchema = z.object({
  kind: z.literal(CARRY_QUOTE_PARTS),
  /** the bulky category's name */
  name: z.string().nullable(),
  floors: z.number().int().nullable(),
  pieces: z.number().int().nullable(),
  rate: z.string().nullable(),
  amount: z.string(),
});
export type CarryFeeQuotePart = z.infer<typeof CarryFeeQuotePartSchema>;
export const CarryFeeQuoteSchema = z.object({ template_id: z.number().int(), template_name: z.string(), amount: z.string(), parts: z.array(CarryFeeQuotePartSchema) });
export type CarryFeeQuote = z.infer<typeof CarryFeeQuoteSchema>;
/** GET /lms/logistics_carry_fee/quote: the template's quote for an order, floors, pieces and lift (null: the store has no template). */
export const CarryFeeQuoteQuerySchema = z.object({
  order_id: idSchema,
  floors: intSchema(1, 200, 'lms.floors_invalid'),
  pieces: intSchema(1, 100_000, 'lms.pieces_invalid'),
  lift: flagSchema.default(1),
});

export const CarryFeeSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  store_id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  order_status: z.number().int(),
  pay_type: z.number().int(),
  logistics_order_id: z.number().int().nullable(),
  logistics_order_no: z.string().nullable(),
  customer_name: z.string(),
  address: z.string(),
  mode: z.literal([1, 2]),
  floors: z.number().int().nullable(),
  pieces: z.number().int().nullable(),
  rate: z.string().nullable(),
  amount: z.string(),
  lift: z.literal([0, 1]),
  /** the carry-fee template whose quote priced it (mode 1), with the quote's parts; null: the settings' rate or a fixed fee */
  template_id: z.number().int().nullable(),
  template_name: z.string().nullable(),
  quote: z.array(CarryFeeQuotePartSchema).nullable(),
  /** each loader's share (even, cents exact, the remainder to the first) */
  workers: z.array(z.object({ id: z.number().int(), name: z.string(), amount: z.string() })),
  status: z.literal(CARRY_FEE_STATUSES),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  confirmed_at: dateTimeText.nullable(),
});
export type CarryFee = z.infer<typeof CarryFeeSchema>;
export const CarryFeeDetailSchema = CarryFeeSchema.extend({ logs: z.array(DocumentLogSchema) });
export type CarryFeeDetail = z.infer<typeof CarryFeeDetailSchema>;

const dateRange = {
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
};

export const CarryFeeListQuerySchema = PaginationQuerySchema.extend({
  /** number, order number or customer */
  keyword: textSchema().trim().max(50).optional(),
  status: plainInt(z.number().int().min(1).max(2)).optional(),
  worker_id: idSchema.optional(),
  ...dateRange,
});
export type CarryFeeListQuery = z.infer<typeof CarryFeeListQuerySchema>;

/** An order a carry fee may be for: out for delivery or delivered, with its logistics order if any. */
export const CarryFeeOrderOptionSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.number().int(),
  customer_name: z.string(),
  address: z.string(),
  logistics_order_id: z.number().int().nullable(),
  logistics_order_no: z.string().nullable(),
  total_qty: z.string(),
  carry_fee: z.string(),
});
export type CarryFeeOrderOption = z.infer<typeof CarryFeeOrderOptionSchema>;
export const CarryFeeOrderQuerySchema = z.object({ keyword: textSchema().trim().max(50).optional() });

// ---------- worker orders ----------

export const WORKER_ORDER_SOURCES = ['picking_task', 'delivery', 'carry_fee'] as const;

export const WorkerOrderFilterSchema = z.object({
  worker_id: idSchema.optional(),
  source_type: z.enum(WORKER_ORDER_SOURCES, { error: 'validation.invalid' }).optional(),
  ...dateRange,
  /** 1 settled, 0 not yet */
  settled: plainInt(z.number().int().min(0).max(1)).optional(),
});
export type WorkerOrderFilter = z.infer<typeof WorkerOrderFilterSchema>;
export const WorkerOrderListQuerySchema = PaginationQuerySchema.extend(WorkerOrderFilterSchema.shape);
export type WorkerOrderListQuery = z.infer<typeof WorkerOrderListQuerySchema>;

export const WorkerOrderSchema = z.object({
  id: z.number().int(),
  worker_id: z.number().int(),
  worker_name: z.string(),
  worker_type: z.number().int(),
  source_type: z.string(),
  source_id: z.number().int(),
  source_no: z.string().nullable(),
  amount: z.string(),
  settled: z.boolean(),
  settled_at: dateTimeText.nullable(),
  created_at: dateTimeText,
});
export type WorkerOrder = z.infer<typeof WorkerOrderSchema>;
/** The filtered rows' totals (the list's totals row). */
export const WorkerOrderTotalSchema = z.object({ count: z.number().int(), amount: z.string(), unsettled_amount: z.string() });
export type WorkerOrderTotal = z.infer<typeof WorkerOrderTotalSchema>;
