import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { dateSchema, flagSchema, idSchema, INT4_MAX, plainNumber, textSchema } from '../common/validation';
import { STOCK_DOC_TYPES } from './stock.schema';

/** Ids as `1,2,3` or an array (a page's SKUs: the SKU list asks for their stock), at most `max`. */
const idListOf = (max: number, tooMany: string) =>
  z
    .union([z.string(), z.array(plainNumber(z.number()))])
    .transform((v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : v))
    .pipe(z.array(z.number().int('validation.id').positive('validation.id').max(INT4_MAX, 'validation.id')).max(max, tooMany));
const idList = idListOf(100, 'wms.sku_ids_too_many');

const keyword = textSchema().trim().max(50, 'validation.text_too_long').optional();

/** What every stock row shows of its SKU (the goods module's record). */
const skuFields = {
  sku_id: z.number().int(),
  name: z.string(),
  spec_text: z.string(),
  image: z.string().nullable(),
  code: z.string(),
  barcode: z.string().nullable(),
  unit_name: z.string(),
};

// ---------- /wms/stock/list ----------

export const STOCK_SORTS = ['code', 'on_hand', 'available', 'value', 'updated_at'] as const;

/** The stock list's filters without page: what its export keeps. */
export const StockFilterSchema = z.object({
  keyword,
  /** the category and its subcategories */
  category_id: idSchema.optional(),
  /** absent: every warehouse of the current store */
  warehouse_id: idSchema.optional(),
  /** 1: only rows with stock on hand (≠ 0) */
  in_stock: flagSchema.optional(),
  sku_ids: idList.optional(),
  sort: z.enum(STOCK_SORTS, { error: 'validation.invalid' }).default('code'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
});
export type StockFilter = z.infer<typeof StockFilterSchema>;
/**
 * The stock list counts at most this many rows (SKU × warehouse) and says "10000+": an exact count of a
 * store's 30,000 rows would cost more than the page (bench/stock-ledger.bench.ts); filters narrow it.
 */
export const STOCK_LIST_COUNT_CAP = 10_000;

export const StockListQuerySchema = PaginationQuerySchema.extend(StockFilterSchema.shape);
export type StockListQuery = z.infer<typeof StockListQuerySchema>;

/** A SKU in a warehouse (the sum over its locations); quantities in the base unit, 3 decimals. */
export const StockRowSchema = z.object({
  ...skuFields,
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  on_hand: z.string(),
  reserved: z.string(),
  /** on hand − reserved */
  available: z.string(),
  /** moving average unit cost, 4 decimals */
  cost: z.string(),
  /** on hand × cost, money (2 decimals) */
  value: z.string(),
  safety_stock: z.string().nullable(),
  upper_limit: z.string().nullable(),
  updated_at: dateTimeText,
  /** the stock list only: shipped by transfer orders to this warehouse and not received yet (base units) */
  in_transit: z.string().optional(),
});
export type StockRow = z.infer<typeof StockRowSchema>;

// ---------- /wms/stock/history ----------

export const StockHistoryFilterSchema = z.object({
  sku_id: idSchema.optional(),
  keyword,
  warehouse_id: idSchema.optional(),
  doc_type: z.enum(STOCK_DOC_TYPES, { error: 'wms.doc_type_invalid' }).optional(),
  /** YYYY-MM-DD, the day's start in the tenant's time zone */
  start_date: dateSchema().optional(),
  /** YYYY-MM-DD, inclusive */
  end_date: dateSchema().optional(),
});
export type StockHistoryFilter = z.infer<typeof StockHistoryFilterSchema>;
/**
 * The history counts its matching moves up to this many and reports at most this total (the page shows
 * "10,000+"): counting a million-move ledger on every page would cost more than the page itself. Pages
 * reach the newest moves of that count; a date or SKU filter narrows to older ones (the export centre
 * takes every move).
 */
export const STOCK_HISTORY_COUNT_CAP = 10_000;

export const StockHistoryQuerySchema = PaginationQuerySchema.extend(StockHistoryFilterSchema.shape);
export type StockHistoryQuery = z.infer<typeof StockHistoryQuerySchema>;

/** One ledger move. `doc_type_name` in the caller's language; doc_type + doc_id name the document. */
export const StockMoveRowSchema = z.object({
  id: z.number().int(),
  ...skuFields,
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  location_id: z.number().int(),
  location_code: z.string(),
  doc_type: z.string(),
  doc_type_name: z.string(),
  doc_id: z.number().int(),
  doc_no: z.string(),
  /** signed: + in, − out */
  qty: z.string(),
  /** the location's on hand after the move */
  balance_after: z.string(),
  unit_cost: z.string(),
  amount: z.string(),
  staff_name: z.string().nullable(),
  created_at: dateTimeText,
});
export type StockMoveRow = z.infer<typeof StockMoveRowSchema>;

// ---------- /wms/stock/location_stock ----------

export const LocationStockQuerySchema = PaginationQuerySchema.extend({
  keyword,
  warehouse_id: idSchema.optional(),
  location_id: idSchema.optional(),
  /** 1: zero rows too (a location emptied keeps its row) */
  with_zero: flagSchema.optional(),
});
export type LocationStockQuery = z.infer<typeof LocationStockQuerySchema>;

export const LocationStockRowSchema = z.object({
  ...skuFields,
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  location_id: z.number().int(),
  location_code: z.string(),
  on_hand: z.string(),
  updated_at: dateTimeText,
});
export type LocationStockRow = z.infer<typeof LocationStockRowSchema>;

// ---------- /wms/stock/danger, /wms/stock/alert, /wms/stock/lack ----------

const limitQty = z
  .union([z.string(), z.number(), z.null()])
  .transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : String(v).trim()))
  .refine((v) => v === null || (/^\d{1,11}(\.\d{1,3})?$/.test(v) && Number(v) >= 0), 'wms.limit_invalid');

/** Safety and upper limits of a SKU in a warehouse; null clears a limit. */
export const StockAlertBodySchema = z
  .object({
    sku_id: idSchema,
    warehouse_id: idSchema,
    safety_stock: limitQty,
    upper_limit: limitQty,
  })
  .refine((b) => b.safety_stock === null || b.upper_limit === null || Number(b.upper_limit) >= Number(b.safety_stock), {
    message: 'wms.upper_below_safety',
    path: ['upper_limit'],
  });
export type StockAlertBody = z.infer<typeof StockAlertBodySchema>;
export type StockAlertInput = z.input<typeof StockAlertBodySchema>;

export const StockDangerQuerySchema = PaginationQuerySchema.extend({
  keyword,
  warehouse_id: idSchema.optional(),
  /** 1: every row with limits set (to edit them), not only those below safety */
  all: flagSchema.optional(),
  /** 1: rows whose on hand is above their upper limit (超出上限) instead of those below safety */
  over: flagSchema.optional(),
});
export type StockDangerQuery = z.infer<typeof StockDangerQuerySchema>;

/** A stock row with its shortfall below safety and its excess over the upper limit ('0.000' when not). */
export const StockDangerRowSchema = StockRowSchema.extend({ shortfall: z.string(), excess: z.string() });
export type StockDangerRow = z.infer<typeof StockDangerRowSchema>;

export const StockLackQuerySchema = PaginationQuerySchema.extend({ keyword, warehouse_id: idSchema.optional() });
export type StockLackQuery = z.infer<typeof StockLackQuerySchema>;

/** Available below open demand (open reservations' quantities). */
export const StockLackRowSchema = z.object({
  ...skuFields,
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  on_hand: z.string(),
  available: z.string(),
  demand: z.string(),
  lack: z.string(),
});
export type StockLackRow = z.infer<typeof StockLackRowSchema>;

// ---------- /wms/stock/available (the document forms' hints) ----------

/** A document's SKUs (a transfer or an order has at most 200 lines) in the warehouse it ships from. */
export const AvailableStockQuerySchema = z.object({
  warehouse_id: idSchema,
  sku_ids: idListOf(200, 'wms.available_sku_ids_too_many').refine((ids) => ids.length > 0, 'validation.required'),
});
export type AvailableStockQuery = z.infer<typeof AvailableStockQuerySchema>;

/** What a line may still take: on hand − reserved (base unit, 3 decimals; 0 without a balance row, below 0 when over-reserved). */
export const AvailableStockRowSchema = z.object({
  sku_id: z.number().int(),
  warehouse_id: z.number().int(),
  on_hand: z.string(),
  reserved: z.string(),
  available: z.string(),
});
export type AvailableStockRow = z.infer<typeof AvailableStockRowSchema>;
export const AvailableStockListSchema = z.object({ list: z.array(AvailableStockRowSchema) });
