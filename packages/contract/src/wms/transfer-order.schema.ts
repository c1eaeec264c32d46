import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { PaginationSchema, dateTimeText } from '../common/response.schema';
import { UnitTotalsSchema } from '../common/unit-totals';
import { dateSchema, idSchema, optionalText, plainInt, requiredText, textSchema } from '../common/validation';
import { StockDocLineSchema, docQtySchema } from './warehousing-entry.schema';

/**
 * Transfer orders (调拨单, docs/trading-model.md §3): goods moved from one warehouse to another. 0 draft → 1 audited
 * (shipped out of the source: in transit) → 3 partly received → 2 received (everything received, or the
 * rest closed as a loss with its reason); 4 cancelled, a draft only.
 */
export const TransferOrderStatus = { draft: 0, audited: 1, received: 2, partlyReceived: 3, cancelled: 4 } as const;
export const TRANSFER_ORDER_STATUSES = [0, 1, 2, 3, 4] as const;
export type TransferOrderStatusValue = (typeof TRANSFER_ORDER_STATUSES)[number];

/**
 * Its actions, each with the states it starts from, where it leads and its permission: a receipt leaves it
 * partly received or received (the service decides from what is still in transit), closing ends it received.
 */
export const TRANSFER_ORDER_STATES = defineStates({
  states: TRANSFER_ORDER_STATUSES,
  actions: {
    update: { from: [0], to: 0, permission: 'wms:transfer_order:update' },
    audit: { from: [0], to: 1, permission: 'wms:transfer_order:audit' },
    cancel: { from: [0], to: 4, permission: 'wms:transfer_order:cancel' },
    delete: { from: [0], to: null, permission: 'wms:transfer_order:delete' },
    receive: { from: [1, 3], to: [2, 3], permission: 'wms:transfer_order:receive' },
    close: { from: [1, 3], to: 2, permission: 'wms:transfer_order:close' },
  },
});
/** The actions with a `PUT /wms/transfer_order/:id/{action}` of their own. */
export type TransferOrderAction = 'audit' | 'cancel' | 'receive' | 'close';
export type TransferOrderStateAction = ActionOf<typeof TRANSFER_ORDER_STATES>;

/** A target warehouse of another store than the source's needs this permission besides `create` / `update`. */
export const TRANSFER_CROSS_STORE_PERMISSION = 'wms:transfer_order:cross_store';
export const TRANSFER_ORDER_MAX_LINES = 200;

export const TransferLineInputSchema = z.object({
  sku_id: idSchema,
  /** the SKU's base unit or one of its package units */
  unit_id: idSchema,
  qty: docQtySchema,
  /** a location of the source warehouse; absent: its default location */
  from_location_id: idSchema.nullish(),
  /** the target location proposed for the receipt; absent: the target's default location */
  to_location_id: idSchema.nullish(),
  remark: optionalText(200),
});
export type TransferLineInput = z.infer<typeof TransferLineInputSchema>;

const transferBody = z.object({
  from_warehouse_id: idSchema,
  to_warehouse_id: idSchema,
  remark: optionalText(200),
  lines: z
    .array(TransferLineInputSchema, { error: 'wms.doc_lines_required' })
    .min(1, 'wms.doc_lines_required')
    .max(TRANSFER_ORDER_MAX_LINES, 'wms.doc_lines_too_many'),
});
const twoWarehouses = { path: ['to_warehouse_id'], message: 'wms.to_same_warehouse' };
const differ = (v: { from_warehouse_id: number; to_warehouse_id: number }) => v.from_warehouse_id !== v.to_warehouse_id;

export const CreateTransferOrderSchema = transferBody.refine(differ, twoWarehouses);
export type CreateTransferOrderInput = z.infer<typeof CreateTransferOrderSchema>;
export const UpdateTransferOrderSchema = transferBody.extend({ id: idSchema }).refine(differ, twoWarehouses);
export type UpdateTransferOrderInput = z.infer<typeof UpdateTransferOrderSchema>;

export const TransferRemarkSchema = z.object({ remark: optionalText(200) });

/** A receipt: per line how much arrived, in the SKU's base unit, and where it goes (absent: the line's proposed target location, else the target's default). */
export const ReceiveTransferOrderSchema = z.object({
  lines: z
    .array(z.object({ item_id: idSchema, qty: docQtySchema, location_id: idSchema.nullish() }), { error: 'wms.to_receive_lines_required' })
    .min(1, 'wms.to_receive_lines_required')
    .max(TRANSFER_ORDER_MAX_LINES, 'wms.doc_lines_too_many'),
  remark: optionalText(200),
});
export type ReceiveTransferOrderInput = z.infer<typeof ReceiveTransferOrderSchema>;

/** Closing the receipt: what has not arrived is lost, for this reason (required). */
export const CloseTransferOrderSchema = z.object({ reason: requiredText(200, 'wms.to_loss_reason_required') });
export type CloseTransferOrderInput = z.infer<typeof CloseTransferOrderSchema>;

export const TransferOrderFilterSchema = z.object({
  /** the number */
  keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  /** a SKU's name, code, barcode or initials: transfers with such a line */
  sku_keyword: textSchema().trim().max(50, 'validation.text_too_long').optional(),
  status: plainInt(z.number().int().min(0).max(4)).optional(),
  from_warehouse_id: idSchema.optional(),
  to_warehouse_id: idSchema.optional(),
  /** the created day in the tenant's time zone, inclusive */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type TransferOrderFilter = z.infer<typeof TransferOrderFilterSchema>;
export const TransferOrderListQuerySchema = PaginationQuerySchema.extend(TransferOrderFilterSchema.shape);
export type TransferOrderListQuery = z.infer<typeof TransferOrderListQuerySchema>;

export const TransferOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.literal(TRANSFER_ORDER_STATUSES),
  store_id: z.number().int(),
  store_name: z.string(),
  from_warehouse_id: z.number().int(),
  from_warehouse_name: z.string(),
  to_store_id: z.number().int(),
  to_store_name: z.string(),
  to_warehouse_id: z.number().int(),
  to_warehouse_name: z.string(),
  line_count: z.number().int(),
  /** base units over the lines */
  total_qty: z.string(),
  /** the lines' quantities per unit, as documents show their total (common/unit-totals.ts) */
  unit_totals: UnitTotalsSchema,
  received_qty: z.string(),
  lost_qty: z.string(),
  /** shipped and neither received nor lost yet */
  transit_qty: z.string(),
  /** the shipped goods at the cost the outbound carried (0 before audit) */
  total_amount: z.string(),
  loss_reason: z.string().nullable(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  audited_by_name: z.string().nullable(),
  audited_at: dateTimeText.nullable(),
  received_by_name: z.string().nullable(),
  received_at: dateTimeText.nullable(),
  updated_at: dateTimeText,
});
export type TransferOrder = z.infer<typeof TransferOrderSchema>;

export const TransferOrderListSchema = z.object({
  list: z.array(TransferOrderSchema),
  pagination: PaginationSchema,
  /** per status (and `all`), how many transfers match the other filters: the tabs */
  counts: z.record(z.string(), z.number().int()),
});
export type TransferOrderList = z.infer<typeof TransferOrderListSchema>;

/** A line: the SKU and its units as the receiving documents show them, with its locations and what became of it. */
export const TransferOrderLineSchema = StockDocLineSchema.pick({
  id: true,
  sku_id: true,
  sku_code: true,
  sku_name: true,
  spec_text: true,
  image: true,
  unit_id: true,
  unit_name: true,
  ratio: true,
  base_unit_name: true,
  units: true,
  qty: true,
  base_qty: true,
  remark: true,
}).extend({
  from_location_id: z.number().int().nullable(),
  from_location_code: z.string().nullable(),
  to_location_id: z.number().int().nullable(),
  to_location_code: z.string().nullable(),
  /** per base unit, what the outbound move carried (0 before audit) */
  unit_cost: z.string(),
  amount: z.string(),
  /** base units */
  received_qty: z.string(),
  lost_qty: z.string(),
  transit_qty: z.string(),
  loss_reason: z.string().nullable(),
});
export type TransferOrderLine = z.infer<typeof TransferOrderLineSchema>;

/** One ledger move the transfer posted: out of the source on audit, into the target on a receipt. */
export const TransferMoveSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int().nullable(),
  sku_id: z.number().int(),
  warehouse_name: z.string(),
  location_code: z.string(),
  qty: z.string(),
  unit_cost: z.string(),
  amount: z.string(),
  staff_name: z.string().nullable(),
  created_at: dateTimeText,
});

export const TransferOrderDetailSchema = TransferOrderSchema.extend({
  /** the print page's heading (the print frame has no session) */
  tenant_name: z.string(),
  lines: z.array(TransferOrderLineSchema),
  moves: z.array(TransferMoveSchema),
  logs: z.array(DocumentLogSchema),
});
export type TransferOrderDetail = z.infer<typeof TransferOrderDetailSchema>;
