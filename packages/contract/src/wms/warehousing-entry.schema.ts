import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { UnitTotalsSchema } from '../common/unit-totals';
import { checkLineAmounts, dateSchema, idSchema, moneySchema, optionalText, plainInt, plainNumber, qtyTextSchema, textSchema } from '../common/validation';

/**
 * Warehousing entries (入库单) and purchase refund orders (采购退货单), docs/trading-model.md §1, §3: a draft is
 * edited freely; audit posts its lines to the stock ledger; cancel ends a draft.
 */
export const StockDocStatus = { draft: 0, audited: 1, cancelled: 2 } as const;
export const STOCK_DOC_STATUSES = [0, 1, 2] as const;
/**
 * Their actions, the same for the three receiving documents (warehousing entry, purchase refund, outside
 * purchase; each kind's permissions are its own: the web's document kind names them). Only a draft moves.
 */
export const STOCK_DOC_STATES = defineStates({
  states: STOCK_DOC_STATUSES,
  actions: {
    update: { from: [0], to: 0 },
    audit: { from: [0], to: 1 },
    cancel: { from: [0], to: 2 },
    delete: { from: [0], to: null },
  },
});
export type StockDocAction = ActionOf<typeof STOCK_DOC_STATES>;

/**
 * The warehousing entry's types (docs/trading-model.md §3); this page creates purchase and other, later documents the
 * rest. 7 opening balance (期初入库): made and audited only by the opening stock import (wms README "Opening stock").
 */
export const WarehousingEntryType = { purchase: 1, customerReturn: 2, transferIn: 3, processOutput: 4, countGain: 5, other: 6, opening: 7 } as const;
export const WAREHOUSING_ENTRY_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
/** The types a person creates on the entry page. */
export const MANUAL_ENTRY_TYPES = [1, 6] as const;

/** A positive quantity with at most 3 decimals, as text or a number, at most LINE_QTY_MAX (the message names it). */
export const docQtySchema = qtyTextSchema('wms.doc_qty_invalid');

/** One line as a form sends it: the SKU in its base unit or a package unit, qty in that unit, price per that unit. */
export const StockDocLineInputSchema = z.object({
  sku_id: idSchema,
  /** the SKU's base unit or one of its package units */
  unit_id: idSchema,
  qty: docQtySchema,
  /** a location of the document's warehouse; absent: the warehouse's default location */
  location_id: idSchema.nullish(),
  price: moneySchema(0, 9_999_999_999.99, 'wms.doc_price_invalid').default(0),
  remark: optionalText(200),
  /** receiving from a purchase order: the order's line this receives (absent: the order's line of that SKU) */
  purchase_order_item_id: idSchema.nullish(),
});
export type StockDocLineInput = z.infer<typeof StockDocLineInputSchema>;

const linesSchema = z
  .array(StockDocLineInputSchema, { error: 'wms.doc_lines_required' })
  .min(1, 'wms.doc_lines_required')
  .max(200, 'wms.doc_lines_too_many')
  .superRefine(checkLineAmounts);

export const CreateWarehousingEntrySchema = z.object({
  type: plainNumber(z.number({ error: 'wms.entry_type_invalid' }).pipe(z.literal(MANUAL_ENTRY_TYPES, { error: 'wms.entry_type_invalid' }))),
  warehouse_id: idSchema,
  /** required for a purchase */
  supplier_id: idSchema.nullish(),
  /** a purchase receiving an audited or partly received purchase order (its warehouse and supplier) */
  purchase_order_id: idSchema.nullish(),
  remark: optionalText(200),
  lines: linesSchema,
});
export type CreateWarehousingEntryInput = z.infer<typeof CreateWarehousingEntrySchema>;
export const UpdateWarehousingEntrySchema = CreateWarehousingEntrySchema.extend({ id: idSchema });
export type UpdateWarehousingEntryInput = z.infer<typeof UpdateWarehousingEntrySchema>;

/** The list filters both documents share. */
export const StockDocFilterSchema = z.object({
  /** the number */
  keyword: textSchema().trim().max(50).optional(),
  status: plainInt(z.number().int().min(0).max(2)).optional(),
  warehouse_id: idSchema.optional(),
  supplier_id: idSchema.optional(),
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export const WarehousingEntryListQuerySchema = PaginationQuerySchema.extend(StockDocFilterSchema.shape).extend({
  type: plainInt(z.number().int().min(1).max(7)).optional(),
});
export type WarehousingEntryListQuery = z.infer<typeof WarehousingEntryListQuerySchema>;

export const StockDocRemarkSchema = z.object({ remark: optionalText(200) });

/** A warehouse document's number and the store and warehouse it belongs to. */
export const warehouseDocFields = {
  id: z.number().int(),
  number: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
};

/** A document as the list shows it. */
export const StockDocSchema = z.object({
  ...warehouseDocFields,
  supplier_id: z.number().int().nullable(),
  supplier_name: z.string().nullable(),
  status: z.literal(STOCK_DOC_STATUSES),
  /** the lines' quantities added as figures, whatever their units (stored; exports) */
  total_qty: z.string(),
  /** the total per unit, as documents show it (common/unit-totals.ts) */
  unit_totals: UnitTotalsSchema,
  total_amount: z.string(),
  line_count: z.number().int(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  audited_by_name: z.string().nullable(),
  audited_at: dateTimeText.nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export const WarehousingEntrySchema = StockDocSchema.extend({
  type: z.literal(WAREHOUSING_ENTRY_TYPES),
  purchase_order_id: z.number().int().nullable(),
  purchase_order_number: z.string().nullable(),
});
export type WarehousingEntry = z.infer<typeof WarehousingEntrySchema>;

export const StockDocLineSchema = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  sku_code: z.string(),
  sku_name: z.string(),
  spec_text: z.string(),
  image: z.string().nullable(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  ratio: z.string(),
  base_unit_name: z.string(),
  /** the units the line may take: the SKU's base unit (ratio 1) first, then its package units (for the edit form) */
  units: z.array(z.object({ unit_id: z.number().int(), unit_name: z.string(), ratio: z.string(), allow_decimal: z.literal([0, 1]) })),
  qty: z.string(),
  base_qty: z.string(),
  location_id: z.number().int().nullable(),
  location_code: z.string().nullable(),
  price: z.string(),
  amount: z.string(),
  remark: z.string().nullable(),
  /** entries from a purchase order: the order's line */
  purchase_order_item_id: z.number().int().nullable().optional(),
});
export type StockDocLine = z.infer<typeof StockDocLineSchema>;


export const WarehousingEntryDetailSchema = WarehousingEntrySchema.extend({ lines: z.array(StockDocLineSchema), logs: z.array(DocumentLogSchema) });
export type WarehousingEntryDetail = z.infer<typeof WarehousingEntryDetailSchema>;
