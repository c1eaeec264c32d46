import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, zeroOrOne } from '../common/response.schema';
import { dateSchema, flagSchema, idSchema, optionalText, plainInt, plainNumber, qtyTextSchema, textSchema } from '../common/validation';
import { warehouseDocFields } from './warehousing-entry.schema';

/**
 * Stock counts (盘点单, docs/trading-model.md §3; wms README "Stock counts"): a draft names its scope; start freezes the
 * book quantities; clerks count on the counting page; submitted counts may send lines back to recount;
 * audit posts the differences (gains +, losses −) to the ledger at cost.
 */
export const StockCountStatus = { draft: 0, counting: 1, submitted: 2, audited: 3, cancelled: 4 } as const;
export const STOCK_COUNT_STATUSES = [0, 1, 2, 3, 4] as const;
export type StockCountStatusValue = (typeof STOCK_COUNT_STATUSES)[number];

/** 1 the whole warehouse, 2 zones, 3 locations; categories narrow any of them. */
export const StockCountScope = { warehouse: 1, zones: 2, locations: 3 } as const;
export const STOCK_COUNT_SCOPES = [1, 2, 3] as const;

/**
 * Its actions, each with the states it starts from, where it leads and its permission: counting goes on while
 * counting; a recount sends chosen lines of a submitted count back to counting; cancel ends any open count.
 */
export const STOCK_COUNT_STATES = defineStates({
  states: STOCK_COUNT_STATUSES,
  actions: {
    update: { from: [0], to: 0, permission: 'wms:stock_count:update' },
    start: { from: [0], to: 1, permission: 'wms:stock_count:start' },
    count: { from: [1], to: 1, permission: 'wms:stock_count:count' },
    submit: { from: [1], to: 2, permission: 'wms:stock_count:submit' },
    recount: { from: [2], to: 1, permission: 'wms:stock_count:recount' },
    audit: { from: [2], to: 3, permission: 'wms:stock_count:audit' },
    cancel: { from: [0, 1, 2], to: 4, permission: 'wms:stock_count:cancel' },
  },
});
/** The actions of `PUT /wms/stock_count/{id}/{action}` that take only a remark (each its own permission `wms:stock_count:{action}`). */
export const STOCK_COUNT_ACTIONS = ['start', 'submit', 'audit', 'cancel'] as const;
export type StockCountAction = (typeof STOCK_COUNT_ACTIONS)[number];
export type StockCountStateAction = ActionOf<typeof STOCK_COUNT_STATES>;

/** A counted quantity: at least 0, at most 3 decimals, at most a line's largest (the SKU's base unit). */
export const countQtySchema = qtyTextSchema('wms.count_qty_invalid', { zero: true });

export const StockCountInputSchema = z
  .object({
    warehouse_id: idSchema,
    scope_type: plainNumber(z.number({ error: 'wms.count_scope_invalid' }).pipe(z.literal(STOCK_COUNT_SCOPES, { error: 'wms.count_scope_invalid' }))),
    zones: z.array(textSchema().trim().min(1, 'wms.count_zone_invalid').max(20, 'wms.count_zone_invalid')).max(100, 'wms.count_zone_invalid').default([]),
    location_ids: z.array(idSchema).max(1000, 'validation.invalid').default([]),
    category_ids: z.array(idSchema).max(100, 'validation.invalid').default([]),
    /** 1: counters do not see the book quantities (only who holds `wms:stock_count:book`) */
    blind: flagSchema.default(0),
    remark: optionalText(200),
  })
  .superRefine((v, c) => {
    if (v.scope_type === StockCountScope.zones && v.zones.length === 0) c.addIssue({ code: 'custom', path: ['zones'], message: 'wms.count_zones_required' });
    if (v.scope_type === StockCountScope.locations && v.location_ids.length === 0) c.addIssue({ code: 'custom', path: ['location_ids'], message: 'wms.count_locations_required' });
  });
export type StockCountInput = z.infer<typeof StockCountInputSchema>;
export const UpdateStockCountSchema = z.intersection(z.object({ id: idSchema }), StockCountInputSchema);
export type UpdateStockCountInput = z.infer<typeof UpdateStockCountSchema>;

export const StockCountFilterSchema = z.object({
  /** the number */
  keyword: textSchema().trim().max(50).optional(),
  status: plainInt(z.number().int().min(0).max(4)).optional(),
  warehouse_id: idSchema.optional(),
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export const StockCountListQuerySchema = PaginationQuerySchema.extend(StockCountFilterSchema.shape);
export type StockCountListQuery = z.infer<typeof StockCountListQuerySchema>;

export const StockCountRemarkSchema = z.object({ remark: optionalText(200) });

/** Counting: lines by id, or a SKU found on a location of the scope that the book did not have there (a new line). */
export const StockCountLineInputSchema = z
  .object({
    id: idSchema.nullish(),
    sku_id: idSchema.nullish(),
    location_id: idSchema.nullish(),
    qty: countQtySchema,
  })
  .superRefine((v, c) => {
    if (!v.id && !(v.sku_id && v.location_id)) c.addIssue({ code: 'custom', path: ['id'], message: 'wms.count_line_required' });
  });
export const CountStockSchema = z.object({
  lines: z.array(StockCountLineInputSchema, { error: 'wms.count_line_required' }).min(1, 'wms.count_line_required').max(200, 'validation.invalid'),
});
export type CountStockInput = z.infer<typeof CountStockSchema>;

export const RecountSchema = z.object({
  item_ids: z.array(idSchema, { error: 'wms.count_recount_required' }).min(1, 'wms.count_recount_required').max(1000, 'validation.invalid'),
  remark: optionalText(200),
});
export type RecountInput = z.infer<typeof RecountSchema>;

export const FindCountSkuQuerySchema = z.object({ code: textSchema().trim().min(1, 'wms.count_code_required').max(40, 'wms.count_code_required') });

export const StockCountSchema = z.object({
  ...warehouseDocFields,
  scope_type: z.literal(STOCK_COUNT_SCOPES),
  zones: z.array(z.string()),
  location_ids: z.array(z.number().int()),
  /** the locations' codes, in the order of location_ids */
  location_codes: z.array(z.string()),
  category_ids: z.array(z.number().int()),
  category_names: z.array(z.string()),
  blind: zeroOrOne,
  status: z.literal(STOCK_COUNT_STATUSES),
  line_count: z.number().int(),
  counted_count: z.number().int(),
  /** audited: what was posted (null before audit, or when the book is hidden from the caller) */
  gain_qty: z.string().nullable(),
  loss_qty: z.string().nullable(),
  gain_amount: z.string().nullable(),
  loss_amount: z.string().nullable(),
  recount_round: z.number().int(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  started_by_name: z.string().nullable(),
  started_at: dateTimeText.nullable(),
  submitted_by_name: z.string().nullable(),
  submitted_at: dateTimeText.nullable(),
  audited_by_name: z.string().nullable(),
  audited_at: dateTimeText.nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type StockCount = z.infer<typeof StockCountSchema>;

/**
 * A line: a SKU at a location. book, moved, expected, difference and value are null when the book is hidden
 * from the caller (a blind count, without `wms:stock_count:book`).
 */
export const StockCountLineSchema = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  sku_code: z.string(),
  barcode: z.string().nullable(),
  sku_name: z.string(),
  spec_text: z.string(),
  unit_name: z.string(),
  allow_decimal: zeroOrOne,
  location_id: z.number().int(),
  location_code: z.string(),
  zone: z.string().nullable(),
  /** frozen when counting started */
  book_qty: z.string().nullable(),
  /** the ledger's moves at this SKU and location since the start (outbounds, entries …) */
  moved_qty: z.string().nullable(),
  /** book + moved: what stock holds now (before audit) */
  expected_qty: z.string().nullable(),
  counted_qty: z.string().nullable(),
  counted_by_name: z.string().nullable(),
  counted_at: dateTimeText.nullable(),
  /** counted − expected (posted at audit) */
  diff_qty: z.string().nullable(),
  /** per base unit: the warehouse's average cost now, the posted cost after audit */
  unit_cost: z.string().nullable(),
  diff_amount: z.string().nullable(),
  /** 1: sent back to recount in the current round */
  recount: zeroOrOne,
  /** 1: found on the shelf, not in the book at start */
  added: zeroOrOne,
});
export type StockCountLine = z.infer<typeof StockCountLineSchema>;

/** Every saved count of a line (several clerks: the line keeps the last, this keeps them all). */
export const StockCountRecordSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  qty: z.string(),
  round: z.number().int(),
  staff_name: z.string().nullable(),
  created_at: dateTimeText,
});
export type StockCountRecord = z.infer<typeof StockCountRecordSchema>;

export const StockCountDetailSchema = StockCountSchema.extend({
  /** whether the caller sees book quantities and differences */
  book_visible: zeroOrOne,
  /** while counting or submitted: every location of the scope, by code (the counting page walks them, empty ones too) */
  locations: z.array(z.object({ id: z.number().int(), code: z.string() })),
  lines: z.array(StockCountLineSchema),
  records: z.array(StockCountRecordSchema),
  logs: z.array(DocumentLogSchema),
});
export type StockCountDetail = z.infer<typeof StockCountDetailSchema>;

export const CountSkuSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  spec_text: z.string(),
  unit_name: z.string(),
  allow_decimal: zeroOrOne,
});
export type CountSku = z.infer<typeof CountSkuSchema>;
