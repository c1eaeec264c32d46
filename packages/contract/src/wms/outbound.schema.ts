import { z } from 'zod';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { checkLineAmounts, dateSchema, idSchema, optionalIdSchema, optionalText, plainInt, plainNumber, textSchema } from '../common/validation';
import { StockDocFilterSchema, StockDocLineInputSchema, StockDocLineSchema, StockDocSchema } from './warehousing-entry.schema';

/**
 * Outbound delivery orders (出库单, docs/trading-model.md §3): a sale is made from a picked wave unit (an order's lines
 * of the warehouse) and ships what was picked; the other types take lines out of locations. Audit posts.
 */
export const OutboundType = { sale: 1, purchaseReturn: 2, transferOut: 3, processInput: 4, countLoss: 5, other: 6 } as const;
export const OUTBOUND_TYPES = [1, 2, 3, 4, 5, 6] as const;
/** Types a person creates with lines on the outbound page (a sale comes from a wave). */
export const MANUAL_OUTBOUND_TYPES = [2, 3, 4, 5, 6] as const;

const lines = z.array(StockDocLineInputSchema, { error: 'wms.doc_lines_required' }).min(1, 'wms.doc_lines_required').max(200, 'wms.doc_lines_too_many').superRefine(checkLineAmounts);

/**
 * A sale names its wave unit (`picking_unit_id`, or the wave and the order); other types name a warehouse
 * and lines (a purchase return also its supplier).
 */
export const CreateOutboundSchema = z
  .object({
    type: plainNumber(z.number({ error: 'wms.outbound_type_invalid' }).pipe(z.literal(OUTBOUND_TYPES, { error: 'wms.outbound_type_invalid' }))),
    picking_unit_id: idSchema.nullish(),
    picking_list_id: idSchema.nullish(),
    order_id: idSchema.nullish(),
    warehouse_id: idSchema.nullish(),
    supplier_id: idSchema.nullish(),
    remark: optionalText(200),
    lines: lines.optional(),
  })
  .superRefine((v, c) => {
    if (v.type === OutboundType.sale) {
      if (!v.picking_unit_id && !(v.picking_list_id && v.order_id)) c.addIssue({ code: 'custom', path: ['picking_unit_id'], message: 'wms.outbound_unit_required' });
      return;
    }
    if (!v.warehouse_id) c.addIssue({ code: 'custom', path: ['warehouse_id'], message: 'wms.outbound_warehouse_required' });
    if (!v.lines) c.addIssue({ code: 'custom', path: ['lines'], message: 'wms.doc_lines_required' });
    if (v.type === OutboundType.purchaseReturn && !v.supplier_id) c.addIssue({ code: 'custom', path: ['supplier_id'], message: 'wms.supplier_required' });
  });
export type CreateOutboundInput = z.infer<typeof CreateOutboundSchema>;

/** A draft's new content: a sale's lines come from picking, so only its remark changes. */
export const UpdateOutboundSchema = z.object({
  id: idSchema,
  warehouse_id: idSchema.nullish(),
  supplier_id: idSchema.nullish(),
  remark: optionalText(200),
  lines: lines.optional(),
});
export type UpdateOutboundInput = z.infer<typeof UpdateOutboundSchema>;

export const OutboundListQuerySchema = PaginationQuerySchema.extend(StockDocFilterSchema.shape).extend({
  type: plainInt(z.number().int().min(1).max(6)).optional(),
  picking_list_id: idSchema.optional(),
});
export type OutboundListQuery = z.infer<typeof OutboundListQuerySchema>;

export const OutboundSchema = StockDocSchema.extend({
  type: z.literal(OUTBOUND_TYPES),
  picking_list_id: z.number().int().nullable(),
  picking_list_number: z.string().nullable(),
  picking_unit_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  customer_name: z.string().nullable(),
  /** shipped by express (README "Shipping by express"): the courier, its name as set, the number and its tracking page */
  courier_id: z.number().int().nullable(),
  courier_name: z.string().nullable(),
  tracking_no: z.string().nullable(),
  tracking_url: z.string().nullable(),
});
export type Outbound = z.infer<typeof OutboundSchema>;

/** A tracking number: letters, digits and dashes, as couriers print them (SF1234567890, YT-88231). */
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * `PUT /wms/outbound_delivery_order/{id}/express`: the courier and tracking number an outbound ships with
 * (set or changed), or neither (cleared). One without the other is refused.
 */
export const OutboundExpressSchema = z
  .object({
    courier_id: optionalIdSchema,
    tracking_no: optionalText(40).pipe(z.string().regex(TRACKING_NO_PATTERN, 'wms.tracking_no_invalid').nullable()),
  })
  .superRefine((v, c) => {
    if (v.courier_id !== null && v.tracking_no === null) c.addIssue({ code: 'custom', path: ['tracking_no'], message: 'wms.tracking_no_required' });
    if (v.courier_id === null && v.tracking_no !== null) c.addIssue({ code: 'custom', path: ['courier_id'], message: 'wms.courier_required' });
  });
export type OutboundExpressInput = z.infer<typeof OutboundExpressSchema>;

/** A courier an outbound may ship by (`GET /wms/outbound_delivery_order/couriers`: the enabled ones). */
export const CourierChoiceSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type CourierChoice = z.infer<typeof CourierChoiceSchema>;

export const OutboundLineSchema = StockDocLineSchema.extend({
  /** a sale's line: the order line and what it asked of this location */
  order_item_id: z.number().int().nullable(),
  ordered_qty: z.string().nullable(),
});
export type OutboundLine = z.infer<typeof OutboundLineSchema>;

export const OutboundDetailSchema = OutboundSchema.extend({
  lines: z.array(OutboundLineSchema),
  /** a sale: the picking tasks of its unit not finished yet (audit answers 4091 while any is) */
  unfinished_tasks: z.array(z.object({ id: z.number().int(), number: z.string() })),
  logs: z.array(DocumentLogSchema),
});
export type OutboundDetail = z.infer<typeof OutboundDetailSchema>;

// ---------- /wms/lack_out_sku_history/list ----------

export const LackOutFilterSchema = z.object({
  /** the order's or the outbound's number, or the SKU's code or name */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  warehouse_id: idSchema.optional(),
  customer: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type LackOutFilter = z.infer<typeof LackOutFilterSchema>;
export const LackOutListQuerySchema = PaginationQuerySchema.extend(LackOutFilterSchema.shape);
export type LackOutListQuery = z.infer<typeof LackOutListQuerySchema>;

export const LackOutRowSchema = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  sku_code: z.string(),
  sku_name: z.string(),
  spec_text: z.string(),
  unit_name: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  outbound_id: z.number().int(),
  outbound_no: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  customer_name: z.string(),
  delivery_date: z.string(),
  ordered_qty: z.string(),
  shipped_qty: z.string(),
  short_qty: z.string(),
  reason: z.string().nullable(),
  created_at: dateTimeText,
});
export type LackOutRow = z.infer<typeof LackOutRowSchema>;
