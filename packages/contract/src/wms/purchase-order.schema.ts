import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { PaginationSchema, dateTimeText } from '../common/response.schema';
import { checkLineAmounts, dateSchema, flagSchema, idSchema, intSchema, optionalText, plainInt, textSchema } from '../common/validation';
import { listInput, priceSchema, quantitySchema, skuBaseUnitFields } from '../pms/pms-fields';
import { SkuUnitSchema } from '../pms/spu.schema';

/** 0 draft → 1 submitted → 2 audited → 3 partly received → 4 received / 5 closed / 6 cancelled (docs/trading-model.md §3). */
export const PURCHASE_ORDER_STATUS = { draft: 0, submitted: 1, audited: 2, partlyReceived: 3, received: 4, closed: 5, cancelled: 6 } as const;
export const PURCHASE_ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 6] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
/**
 * The order's actions: edit and delete (drafts), then the states' moves, each with the states it starts from,
 * the state it leads to and the permission it needs (reject is the auditor's).
 */
export const PURCHASE_ORDER_STATES = defineStates({
  states: PURCHASE_ORDER_STATUSES,
  actions: {
    update: { from: [0], to: 0, permission: 'wms:purchase_order:update' },
    submit: { from: [0], to: 1, permission: 'wms:purchase_order:submit' },
    audit: { from: [1], to: 2, permission: 'wms:purchase_order:audit' },
    reject: { from: [1], to: 0, permission: 'wms:purchase_order:audit' },
    close: { from: [2, 3], to: 5, permission: 'wms:purchase_order:close' },
    cancel: { from: [0, 1, 2], to: 6, permission: 'wms:purchase_order:cancel' },
    delete: { from: [0], to: null, permission: 'wms:purchase_order:delete' },
    // a warehousing entry's audit receives against it (its own permission), partly or fully
    receive: { from: [2, 3], to: [3, 4] },
  },
});
/** The actions `PUT /wms/purchase_order/:id/{action}` takes (edit and delete have routes of their own). */
export const PURCHASE_ORDER_MOVES = ['submit', 'audit', 'reject', 'close', 'cancel'] as const;
export type PurchaseOrderAction = (typeof PURCHASE_ORDER_MOVES)[number];
export type PurchaseOrderStateAction = ActionOf<typeof PURCHASE_ORDER_STATES>;

/** At most 200 lines and 9 attachments; a share link lives 1–90 days (7 by default). */
export const PURCHASE_ORDER_MAX_LINES = 200;
export const PURCHASE_ORDER_MAX_ATTACHMENTS = 9;
export const SHARE_DAYS_DEFAULT = 7;

/** A line as the API shows it: qty in its unit, base_qty and received_base_qty in the SKU's base unit. */
export const PurchaseOrderItemSchema = z.object({
  id: z.number().int(),
  ...skuBaseUnitFields,
  /** whether the base unit takes decimals; package units take whole quantities */
  allow_decimal: z.number().int(),
  /** the SKU's package units, for the unit choice when editing */
  units: z.array(SkuUnitSchema),
  unit_id: z.number().int(),
  unit_name: z.string(),
  ratio: z.string(),
  qty: z.string(),
  base_qty: z.string(),
  price: z.string(),
  amount: z.string(),
  received_base_qty: z.string(),
  /** in warehousing entries of the order still awaiting audit (drafts), base units: not received yet */
  pending_base_qty: z.string(),
  remark: z.string().nullable(),
});
export type PurchaseOrderItem = z.infer<typeof PurchaseOrderItemSchema>;

/** A purchase order in the list. */
export const PurchaseOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  expected_date: z.string().nullable(),
  total_qty: z.string(),
  total_amount: z.string(),
  line_count: z.number().int(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
});
export type PurchaseOrderRow = z.infer<typeof PurchaseOrderRowSchema>;


/** The live share link of an order, if any (the token itself is shown only when made). */
export const PurchaseOrderShareStateSchema = z.object({ expires_at: dateTimeText, created_at: dateTimeText }).nullable();

export const PurchaseOrderDetailSchema = PurchaseOrderRowSchema.extend({
  /** the company's name, for the printed order */
  tenant_name: z.string(),
  store_id: z.number().int(),
  attachments: z.array(z.string()),
  show_prices_on_share: z.number().int(),
  audited_by_name: z.string().nullable(),
  audited_at: dateTimeText.nullable(),
  reject_reason: z.string().nullable(),
  updated_at: dateTimeText,
  items: z.array(PurchaseOrderItemSchema),
  /** the order's warehousing entries awaiting audit, whose lines make the items' pending_base_qty */
  pending_entries: z.array(z.object({ id: z.number().int(), number: z.string() })),
  logs: z.array(DocumentLogSchema),
  share: PurchaseOrderShareStateSchema,
});
export type PurchaseOrderDetail = z.infer<typeof PurchaseOrderDetailSchema>;

const lineSchema = z.object({
  sku_id: idSchema,
  /** the SKU's base unit or one of its package units; absent: the base unit */
  unit_id: idSchema.optional(),
  qty: quantitySchema('wms.po_qty_invalid'),
  price: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), priceSchema()),
  remark: optionalText(200),
});

const attachmentUrl = textSchema('wms.po_attachment_invalid').trim().min(1, 'wms.po_attachment_invalid').max(500, 'wms.po_attachment_invalid');

export const PurchaseOrderBodySchema = z.object({
  supplier_id: idSchema,
  warehouse_id: idSchema,
  expected_date: z
    .union([z.literal('').transform(() => null), z.null(), dateSchema()])
    .optional()
    .transform((v) => v ?? null),
  remark: optionalText(200),
  attachments: listInput(attachmentUrl, PURCHASE_ORDER_MAX_ATTACHMENTS, 'wms.po_attachments_too_many'),
  show_prices_on_share: flagSchema.default(1),
  items: z
    .array(lineSchema, { error: 'wms.po_items_required' })
    .min(1, 'wms.po_items_required')
    .max(PURCHASE_ORDER_MAX_LINES, 'wms.po_items_too_many')
    .superRefine(checkLineAmounts),
});
export const CreatePurchaseOrderSchema = PurchaseOrderBodySchema;
export const UpdatePurchaseOrderSchema = PurchaseOrderBodySchema.extend({ id: idSchema });
export type CreatePurchaseOrderInput = z.infer<typeof CreatePurchaseOrderSchema>;
export type UpdatePurchaseOrderInput = z.infer<typeof UpdatePurchaseOrderSchema>;

/** What an action answers: the order and the state it is in now. */
export const PurchaseOrderTransitionSchema = z.object({ id: z.number().int(), status: z.literal(PURCHASE_ORDER_STATUSES) });

/** reject needs a reason; the other actions take an optional remark for the log. */
export const PurchaseOrderActionBodySchema = z.object({ remark: optionalText(200) });
export const RejectPurchaseOrderSchema = z.object({
  remark: textSchema('wms.po_reject_reason_required').trim().min(1, 'wms.po_reject_reason_required').max(200, 'validation.text_too_long'),
});

export const PurchaseOrderFilterSchema = z.object({
  /** the order number or the supplier's name */
  keyword: textSchema().trim().max(50).optional(),
  status: plainInt(z.number().int().min(0).max(6)).optional(),
  supplier_id: idSchema.optional(),
  warehouse_id: idSchema.optional(),
  /** YYYY-MM-DD on the creation day, in the tenant's time zone */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export type PurchaseOrderFilter = z.infer<typeof PurchaseOrderFilterSchema>;
export const PurchaseOrderListQuerySchema = PaginationQuerySchema.extend(PurchaseOrderFilterSchema.shape);
export type PurchaseOrderListQuery = z.infer<typeof PurchaseOrderListQuerySchema>;

/** The list's rows and, per status, how many orders match the other filters (the tabs). */
export const PurchaseOrderListSchema = z.object({
  list: z.array(PurchaseOrderRowSchema),
  pagination: PaginationSchema,
  counts: z.record(z.string(), z.number().int()),
});
export type PurchaseOrderList = z.infer<typeof PurchaseOrderListSchema>;

export const SharePurchaseOrderSchema = z.object({
  days: intSchema(1, 90, 'wms.po_share_days_range').default(SHARE_DAYS_DEFAULT),
  show_prices: flagSchema.optional(),
});
export const PurchaseOrderShareLinkSchema = z.object({ token: z.string(), url: z.string(), expires_at: dateTimeText });
export type PurchaseOrderShareLink = z.infer<typeof PurchaseOrderShareLinkSchema>;

export const ShareTokenQuerySchema = z.object({ token: textSchema('wms.po_share_invalid').trim().min(1, 'wms.po_share_invalid').max(200, 'wms.po_share_invalid') });

/** What the supplier sees through the share link: no ids of the tenant's staff, prices only if shown. */
export const SharedPurchaseOrderSchema = z.object({
  tenant_name: z.string(),
  number: z.string(),
  status: z.number().int(),
  supplier_name: z.string(),
  warehouse_name: z.string(),
  warehouse_address: z.string().nullable(),
  warehouse_contact: z.string().nullable(),
  expected_date: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: dateTimeText,
  show_prices: z.number().int(),
  total_qty: z.string(),
  total_amount: z.string().nullable(),
  expires_at: dateTimeText,
  items: z.array(
    z.object({
      sku_code: z.string(),
      name: z.string(),
      spec_text: z.string(),
      unit_name: z.string(),
      qty: z.string(),
      price: z.string().nullable(),
      amount: z.string().nullable(),
      remark: z.string().nullable(),
    }),
  ),
});
export type SharedPurchaseOrder = z.infer<typeof SharedPurchaseOrderSchema>;
