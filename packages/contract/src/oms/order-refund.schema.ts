import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, listOf } from '../common/response.schema';
import { dateSchema, idSchema, optionalIdSchema, optionalText, plainInt, plainNumber, requiredText, qtyTextSchema, textSchema } from '../common/validation';
import { listInput } from '../pms/pms-fields';

/**
 * Order refunds (退货/退款, docs/trading-model.md §4; oms README "Order refunds"): from a delivered or completed order.
 * 1 pending audit → 2 audited → 3 goods received (type 2) → 4 refunded; 0 rejected. Type 1 goes 2 → 4.
 */
export const REFUND_STATUS = { rejected: 0, pendingAudit: 1, audited: 2, received: 3, refunded: 4 } as const;
export const REFUND_STATUSES = [0, 1, 2, 3, 4] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** the list's tabs (all first) */
export const REFUND_STATUS_TABS = [1, 2, 3, 4, 0] as const;
export const REFUND_TYPE = { refundOnly: 1, returnAndRefund: 2 } as const;
export const REFUND_TYPES = [1, 2] as const;
export const REFUND_MAX_PHOTOS = 9;

/**
 * Each action: the states it starts from, the state it leads to, its permission (receive is a return's only,
 * and a return refunds from 3: the service checks the type).
 */
export const REFUND_STATES = defineStates({
  states: REFUND_STATUS_TABS,
  actions: {
    update: { from: [1], to: 1, permission: 'oms:order_refund:update' },
    audit: { from: [1], to: 2, permission: 'oms:order_refund:audit' },
    reject: { from: [1], to: 0, permission: 'oms:order_refund:reject' },
    receive: { from: [2], to: 3, permission: 'oms:order_refund:receive' },
    refund: { from: [2, 3], to: 4, permission: 'oms:order_refund:refund' },
    delete: { from: [1], to: null, permission: 'oms:order_refund:delete' },
  },
});
/** The actions of `PUT /oms/order_refund/:id/{action}`. */
export type RefundAction = Exclude<ActionOf<typeof REFUND_STATES>, 'update' | 'delete'>;

/** A positive quantity with at most 3 decimals, as text or a number, at most a line's largest. */
const refundQty = qtyTextSchema('oms.refund_qty_invalid');

export const RefundLineInputSchema = z.object({
  /** a line of the order */
  order_item_id: idSchema,
  /** in the order line's unit */
  qty: refundQty,
});
export type RefundLineInput = z.infer<typeof RefundLineInputSchema>;

const photoUrl = textSchema('oms.refund_photo_invalid').trim().min(1, 'oms.refund_photo_invalid').max(500, 'oms.refund_photo_invalid');

export const CreateRefundSchema = z.object({
  order_id: idSchema,
  type: plainNumber(z.number({ error: 'oms.refund_type_invalid' }).pipe(z.literal(REFUND_TYPES, { error: 'oms.refund_type_invalid' }))),
  reason: requiredText(200, 'oms.refund_reason_required'),
  photos: listInput(photoUrl, REFUND_MAX_PHOTOS, 'oms.refund_photos_too_many'),
  /** absent: the lines' amount; lower: a deduction, its reason required */
  refund_amount: z
    .union([z.string(), z.number()], { error: 'oms.refund_amount_invalid' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), 'oms.refund_amount_invalid')
    .nullish()
    .or(z.literal('').transform(() => null)),
  deduct_reason: optionalText(200),
  remark: optionalText(200),
  lines: z.array(RefundLineInputSchema, { error: 'oms.refund_lines_required' }).min(1, 'oms.refund_lines_required').max(200, 'oms.items_too_many'),
});
export type CreateRefundInput = z.infer<typeof CreateRefundSchema>;
export const UpdateRefundSchema = CreateRefundSchema.omit({ order_id: true }).extend({ id: idSchema });
export type UpdateRefundInput = z.infer<typeof UpdateRefundSchema>;

export const RefundActionBodySchema = z.object({ remark: optionalText(200) });
export const RejectRefundSchema = z.object({ reason: requiredText(200, 'oms.refund_reject_reason_required') });
/** receive (type 2): the warehouse the goods come back into (absent: the order's) and a location of it (absent: its default) */
export const ReceiveRefundSchema = z.object({ warehouse_id: optionalIdSchema, location_id: optionalIdSchema, remark: optionalText(200) });
export type ReceiveRefundInput = z.infer<typeof ReceiveRefundSchema>;

export const RefundFilterSchema = z.object({
  /** the refund's or the order's number, or the customer's name */
  keyword: textSchema().trim().max(50).optional(),
  customer_id: idSchema.optional(),
  order_id: idSchema.optional(),
  type: plainInt(z.number().int().min(1).max(2)).optional(),
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export const RefundListQuerySchema = PaginationQuerySchema.extend(RefundFilterSchema.shape).extend({
  status: plainInt(z.number().int().min(0).max(4)).optional(),
});
export type RefundListQuery = z.infer<typeof RefundListQuerySchema>;

export const RefundRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  store_id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  type: z.literal(REFUND_TYPES),
  status: z.literal(REFUND_STATUSES),
  reason: z.string(),
  goods_amount: z.string(),
  refund_amount: z.string(),
  line_count: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
});
export type RefundRow = z.infer<typeof RefundRowSchema>;
export const RefundListSchema = listOf(RefundRowSchema).extend({
  /** per status under the filters (the tabs' badges) */
  counts: z.record(z.string(), z.number().int()),
});
export type RefundList = z.infer<typeof RefundListSchema>;

/** The order line a refund line returns: its SKU, and the line's unit with its base units in one (ratio). */
const orderLineFields = {
  order_item_id: z.number().int(),
  sku_id: z.number().int(),
  sku_code: z.string(),
  sku_name: z.string(),
  spec_text: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  ratio: z.string(),
};

export const RefundLineSchema = z.object({
  id: z.number().int(),
  ...orderLineFields,
  qty: z.string(),
  base_qty: z.string(),
  price: z.string(),
  amount: z.string(),
});
export type RefundLine = z.infer<typeof RefundLineSchema>;

export const RefundDetailSchema = RefundRowSchema.extend({
  photos: z.array(z.string()),
  deduct_reason: z.string().nullable(),
  remark: z.string().nullable(),
  warehouse_id: z.number().int().nullable(),
  warehouse_name: z.string().nullable(),
  location_id: z.number().int().nullable(),
  entry_id: z.number().int().nullable(),
  entry_no: z.string().nullable(),
  credited_need_pay: z.string(),
  credited_balance: z.string(),
  reject_reason: z.string().nullable(),
  audited_by_name: z.string().nullable(),
  audited_at: dateTimeText.nullable(),
  received_at: dateTimeText.nullable(),
  refunded_at: dateTimeText.nullable(),
  tenant_name: z.string(),
  lines: z.array(RefundLineSchema),
  logs: z.array(DocumentLogSchema),
});
export type RefundDetail = z.infer<typeof RefundDetailSchema>;

/** An order line as the refund form offers it: what was delivered and what may still be refunded (in the line's unit). */
export const RefundableLineSchema = z.object({
  ...orderLineFields,
  allow_decimal: z.literal([0, 1]),
  price: z.string(),
  qty: z.string(),
  delivered_qty: z.string(),
  /** by refunds not rejected, other than the one being edited */
  refunded_qty: z.string(),
  refundable_qty: z.string(),
});
export type RefundableLine = z.infer<typeof RefundableLineSchema>;
export const RefundableQuerySchema = z.object({ order_id: idSchema, refund_id: idSchema.optional() });
export const RefundableSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  order_status: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  warehouse_id: z.number().int(),
  delivered_amount: z.string(),
  lines: z.array(RefundableLineSchema),
});
export type Refundable = z.infer<typeof RefundableSchema>;

export const RefundTransitionSchema = z.object({ id: z.number().int(), status: z.literal(REFUND_STATUSES) });
export type RefundTransition = z.infer<typeof RefundTransitionSchema>;
