import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { locationSourceSchema } from '../common/location';
import { PaginationQuerySchema } from '../common/pagination';
import { PaginationSchema, dateTimeText } from '../common/response.schema';
import { checkLineAmounts, dateSchema, idSchema, intSchema, MONEY_MAX, optionalIdSchema, optionalText, plainInt, plainNumber, textSchema } from '../common/validation';
import { priceSchema, quantitySchema } from '../pms/pms-fields';
import { PaymentStateSchema } from './payment-state.schema';
import { PurchaseOrderItemSchema } from '../wms/purchase-order.schema';
import { AvailableStockQuerySchema } from '../wms/stock-view.schema';

/**
 * 1 pending audit → 2 audited (stock reserved) → 3 picking → 4 picked → 5 out for delivery → 6 delivered →
 * 7 completed; 0 cancelled (docs/trading-model.md §4). A split order's sub-orders carry the same states.
 */
export const ORDER_STATUS = { cancelled: 0, pendingAudit: 1, audited: 2, picking: 3, picked: 4, shipping: 5, delivered: 6, completed: 7 } as const;
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The list's tabs, in the order they are shown (all first). */
export const ORDER_STATUS_TABS = [1, 2, 3, 4, 5, 6, 7, 0] as const;

/**
 * Staff actions, each with the states it starts from, the state it leads to and its permission; editing
 * (`PUT /oms/order`) is offered while pending audit only. The others have no button: the warehouse's wave,
 * picking and sale outbound move the order (`wave`, `picked`, `ship`), logistics' sign-in delivers it or
 * closes it on a failed delivery (`delivery_failed`, 5 → 0). A split order follows the least advanced of
 * its sub-orders (SUB_ORDER_STATES), so a part's step leaves it where it is or moves it on, and a part
 * delivered before the others is logged as `deliver_part` without moving it.
 */
export const ORDER_STATES = defineStates({
  states: ORDER_STATUS_TABS,
  actions: {
    update: { from: [1], to: 1, permission: 'oms:order:update' },
    audit: { from: [1], to: 2, permission: 'oms:order:audit' },
    deliver: { from: [5], to: 6, permission: 'oms:order:deliver' },
    complete: { from: [6], to: 7, permission: 'oms:order:complete' },
    cancel: { from: [1, 2, 3, 4], to: 0, permission: 'oms:order:cancel' },
    wave: { from: [2], to: [2, 3] },
    picked: { from: [2, 3], to: [2, 3, 4] },
    ship: { from: [2, 3, 4], to: [2, 3, 4, 5] },
    deliver_part: { from: [2, 3, 4, 5], to: [2, 3, 4, 5] },
    // the whole order closed (0), the parts left all delivered (6), or a part still behind (as it was)
    delivery_failed: { from: [2, 3, 4, 5], to: [0, 2, 3, 4, 5, 6] },
  },
});
/** The actions of `PUT /oms/order/:id/{action}` (editing is `PUT /oms/order` with the whole order). */
export const ORDER_ACTIONS = ['audit', 'deliver', 'complete', 'cancel'] as const satisfies readonly ActionOf<typeof ORDER_STATES>[];
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * A unit of fulfilment's states: a split order's sub-order of one warehouse (made audited at the order's
 * audit) — and an order not split, which is one unit itself, for the warehouse's checks (wave 2 → 3,
 * picked 3 → 4, ship 4 → 5). Logistics delivers it or closes it on a failed delivery; the order's
 * complete completes its delivered parts, the order's cancel takes every part with it.
 */
export const SUB_ORDER_STATES = defineStates({
  states: [2, 3, 4, 5, 6, 7, 0],
  actions: {
    wave: { from: [2], to: 3 },
    picked: { from: [3], to: 4 },
    ship: { from: [4], to: 5 },
    deliver: { from: [5], to: 6 },
    delivery_failed: { from: [5], to: 0 },
    complete: { from: [6], to: 7 },
    cancel: { from: [2, 3, 4, 5, 6], to: 0 },
  },
});
export type SubOrderAction = ActionOf<typeof SUB_ORDER_STATES>;
/** Changing a line's price away from the customer's price needs this; the line's source becomes 'manual'. */
export const ORDER_CHANGE_PRICE_PERMISSION = 'oms:order:change_price';
export const ORDER_PRINT_PERMISSION = 'oms/order/Print';

/** 1 cash on delivery, 2 account period, 3 balance, 4 online. */
export const PAY_TYPE = { cashOnDelivery: 1, accountPeriod: 2, balance: 3, online: 4 } as const;
export const PAY_TYPES = [1, 2, 3, 4] as const;
/** 0 unpaid, 1 partly paid, 2 paid. */
export const PAY_STATUS = { unpaid: 0, partlyPaid: 1, paid: 2 } as const;
/** 1 staff, 2 photo order, 3 shop. */
export const ORDER_SOURCE = { staff: 1, photo: 2, shop: 3 } as const;
/**
 * Where a line's price came from: the customer's own price, a price plan, the list price, changed by hand —
 * or a gift of an activity (price 0, a line the price pipeline adds).
 */
export const PRICE_SOURCES = ['customer', 'plan', 'list', 'manual', 'gift'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/**
 * What one step of the price pipeline did to a line (oms README "Price pipeline"): a time-limited price
 * ('price': how much it took off the line's amount), an activity's share, the coupon's share, and the shares of
 * the discounts typed by hand ('manual_coupon' of `coupon_amount`, 'manual_discount' of `activity_amount`; id 0,
 * no name); `id` is the activity's or the coupon's, `amount` two decimals. Kept on the line (`pricing_steps`),
 * shown on the order, its print and the form's preview.
 */
export const ORDER_PRICING_STEP_KINDS = ['price', 'activity', 'coupon', 'manual_coupon', 'manual_discount'] as const;
export const OrderPricingStepSchema = z.object({
  kind: z.enum(ORDER_PRICING_STEP_KINDS),
  id: z.number().int(),
  name: z.string(),
  amount: z.string(),
});
export type OrderPricingStep = z.infer<typeof OrderPricingStepSchema>;

export const ORDER_MAX_LINES = 200;

const money = (key = 'oms.amount_invalid') =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    plainNumber(z.number({ error: key })
      .refine(Number.isFinite, key)
      .min(0, key)
      .max(MONEY_MAX, key)
      .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'oms.amount_decimals')),
  );

// ---------- lines ----------

/** A line: the SKU and quantity fields every document line shows (as purchase lines), with its price source and fulfilment. */
export const OrderItemSchema = PurchaseOrderItemSchema.omit({ received_base_qty: true, pending_base_qty: true }).extend({
  price_source: z.enum(PRICE_SOURCES),
  price_plan_id: z.number().int().nullable(),
  list_price: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  sub_order_id: z.number().int().nullable(),
  /** what is still reserved for the line (base units): the open reservation */
  reserved_base_qty: z.string(),
  picked_base_qty: z.string(),
  shipped_base_qty: z.string(),
  refunded_base_qty: z.string(),
  /** the line's shares of the activities' and the coupon's discounts, each with its share of the one typed by hand; it pays amount − both */
  activity_amount: z.string(),
  coupon_amount: z.string(),
  pricing_steps: z.array(OrderPricingStepSchema),
  /** frozen at audit (0 before): the moving average cost per base unit in the line's warehouse then, and round(base_qty × it) */
  cost_price: z.string(),
  cost_amount: z.string(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

// ---------- list ----------

/** Where and when an order's goods go: the consignee and address, the warehouse that ships, the delivery day and slot. */
export const deliveryFields = {
  consignee_name: z.string(),
  consignee_phone: z.string(),
  address_text: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  delivery_date: z.string(),
  time_slot: z.string().nullable(),
};

export const OrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  pay_status: z.number().int(),
  pay_type: z.number().int(),
  source: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_user_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  ...deliveryFields,
  goods_amount: z.string(),
  total_amount: z.string(),
  paid_amount: z.string(),
  total_qty: z.string(),
  line_count: z.number().int(),
  is_split: z.number().int(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  audited_at: dateTimeText.nullable(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

export const ORDER_SORT_FIELDS = ['created_at', 'delivery_date', 'total_amount'] as const;

export const OrderFilterSchema = z.object({
  /** the order number, the customer's name, or the contact's / consignee's phone */
  keyword: textSchema().trim().max(50).optional(),
  status: plainInt(z.number().int().min(0).max(7)).optional(),
  warehouse_id: idSchema.optional(),
  customer_id: idSchema.optional(),
  pay_type: plainInt(z.number().int().min(1).max(4)).optional(),
  /** which day the range reads: the creation day (default), the delivery date or the audit day */
  date_type: z.enum(['created', 'delivery', 'audited']).default('created'),
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
  /** the customer's current owner (crm's `sales_id`): a staff member */
  sales_id: idSchema.optional(),
  /** the customer's current owner in this department or one below it */
  dept_id: idSchema.optional(),
  /** 1: only the orders business goals count as sales (audited and not cancelled, states 2–7) */
  goal_counted: intSchema(1, 1).optional(),
  sort: z.enum(ORDER_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type OrderFilter = z.infer<typeof OrderFilterSchema>;
export const OrderListQuerySchema = PaginationQuerySchema.extend(OrderFilterSchema.shape);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/**
 * The list counts each status tab up to this many orders (shown as "10000+"), and `all` too: an index range
 * per status that stops there, where counting two years of completed orders would cost more than the page.
 */
export const ORDER_COUNT_CAP = 10_000;

/** The rows and, per status, how many orders match the other filters (the tabs; `all` is their sum), each at most ORDER_COUNT_CAP. */
export const OrderListSchema = z.object({
  list: z.array(OrderRowSchema),
  pagination: PaginationSchema,
  counts: z.record(z.string(), z.number().int()),
});
export type OrderList = z.infer<typeof OrderListSchema>;

// ---------- detail ----------

export const SubOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  status: z.number().int(),
  goods_amount: z.string(),
  line_count: z.number().int(),
  wave_no: z.string().nullable(),
  outbound_no: z.string().nullable(),
});
export type SubOrder = z.infer<typeof SubOrderSchema>;

/** A movement of the customer's account caused by this order (balance payment, refund on cancel, receivable at delivery). */
export const OrderPaymentSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  type: z.number().int(),
  amount: z.string(),
  before: z.string(),
  after: z.string(),
  remark: z.string().nullable(),
  created_at: dateTimeText,
});

export const OrderDetailSchema = OrderRowSchema.extend({
  /** the company's name, for the printed order */
  tenant_name: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  address_id: z.number().int().nullable(),
  area_string: z.string().nullable(),
  address: z.string(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  /** copied from the address: `district` is approximate (the district centre) */
  location_source: locationSourceSchema,
  coupon_amount: z.string(),
  activity_amount: z.string(),
  /** the customer coupon the order holds (pending) or used, with its name from the lines' steps */
  customer_coupon_id: z.number().int().nullable(),
  freight_amount: z.string(),
  carry_fee: z.string(),
  delivered_amount: z.string(),
  refunded_amount: z.string(),
  total_weight: z.string(),
  total_volume: z.string(),
  wave_no: z.string().nullable(),
  outbound_no: z.string().nullable(),
  audited_by_name: z.string().nullable(),
  cancelled_by_name: z.string().nullable(),
  cancelled_at: dateTimeText.nullable(),
  cancel_reason: z.string().nullable(),
  shipped_at: dateTimeText.nullable(),
  delivered_by_name: z.string().nullable(),
  delivered_at: dateTimeText.nullable(),
  completed_at: dateTimeText.nullable(),
  updated_at: dateTimeText,
  items: z.array(OrderItemSchema),
  sub_orders: z.array(SubOrderSchema),
  payments: z.array(OrderPaymentSchema),
  logs: z.array(DocumentLogSchema),
}).extend(PaymentStateSchema.shape);
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

// ---------- create / update ----------

const lineSchema = z.object({
  sku_id: idSchema,
  /** the SKU's base unit or one of its package units; absent: the base unit */
  unit_id: idSchema.optional(),
  qty: quantitySchema('oms.qty_invalid'),
  /** a price changed by hand (permission oms:order:change_price); absent or '': the customer's price */
  price: z.union([z.literal('').transform(() => null), z.null(), priceSchema('oms.price_invalid')]).optional().transform((v) => v ?? null),
  /** absent: the order's warehouse */
  warehouse_id: optionalIdSchema,
  remark: optionalText(200),
});
export type OrderLineInput = z.infer<typeof lineSchema>;

export const OrderBodySchema = z.object({
  customer_id: idSchema,
  /** the contact who orders (the spec's user_id), one of the customer's */
  customer_user_id: optionalIdSchema,
  /** one of the customer's addresses; absent: the default address, else the customer's own address */
  address_id: optionalIdSchema,
  warehouse_id: idSchema,
  delivery_date: dateSchema('oms.delivery_date_invalid'),
  time_slot: optionalText(20),
  pay_type: plainInt(z.number({ error: 'oms.pay_type_invalid' }).int('oms.pay_type_invalid').min(1, 'oms.pay_type_invalid').max(4, 'oms.pay_type_invalid')).default(1),
  /** one of the customer's usable coupons (marketing), held while the order is pending; absent: none */
  customer_coupon_id: optionalIdSchema,
  /**
   * discounts typed by hand (`oms:order:change_price`), after the rules' and shared onto the lines (README
   * "Price pipeline"): a coupon amount only when no coupon is chosen; together at most the goods after the rules
   */
  coupon_amount: money(),
  activity_amount: money(),
  freight_amount: money(),
  carry_fee: money(),
  remark: optionalText(200),
  items: z.array(lineSchema, { error: 'oms.items_required' }).min(1, 'oms.items_required').max(ORDER_MAX_LINES, 'oms.items_too_many').superRefine(checkLineAmounts),
});
export const CreateOrderSchema = OrderBodySchema;
export const UpdateOrderSchema = OrderBodySchema.extend({ id: idSchema });
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;
export type UpdateOrderInput = z.infer<typeof UpdateOrderSchema>;

/** What creating answers: the order, its number and state (2 when auto-audited), and why auto-audit did not pass. */
export const CreateOrderResultSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  auto_audit_message: z.string().nullable(),
});
export type CreateOrderResult = z.infer<typeof CreateOrderResultSchema>;

export const OrderTransitionSchema = z.object({ id: z.number().int(), status: z.literal(ORDER_STATUSES) });
export type OrderTransition = z.infer<typeof OrderTransitionSchema>;
/** An optional remark for the log (cancel's reason). */
export const OrderActionBodySchema = z.object({ remark: optionalText(200) });

// ---------- pricing ----------

/**
 * `POST /oms/order/price_preview`: the customer's price of each SKU and unit; with quantities, the price
 * pipeline too (activities, the chosen coupon, the freight of the address's template) — what saving would
 * store. `order_id`: the order being edited (the coupon it holds stays usable for it).
 */
export const PricePreviewSchema = z.object({
  customer_id: idSchema,
  order_id: optionalIdSchema,
  customer_coupon_id: optionalIdSchema,
  address_id: optionalIdSchema,
  /** the discounts typed by hand, shared onto the lines as saving would (at most what the lines hold) */
  coupon_amount: money(),
  activity_amount: money(),
  items: z
    .array(
      z.object({
        sku_id: idSchema,
        unit_id: idSchema.optional(),
        /** absent: the price alone (a line still being typed) */
        qty: z.union([z.literal('').transform(() => undefined), quantitySchema('oms.qty_invalid')]).optional(),
        /** a price changed by hand, as the order would take it */
        price: z.union([z.literal('').transform(() => null), z.null(), priceSchema('oms.price_invalid')]).optional().transform((v) => v ?? null),
      }),
      { error: 'oms.items_required' },
    )
    .min(1, 'oms.items_required')
    .max(ORDER_MAX_LINES, 'oms.items_too_many'),
});
export type PricePreviewInput = z.infer<typeof PricePreviewSchema>;
export const PricedLineSchema = z.object({
  sku_id: z.number().int(),
  unit_id: z.number().int(),
  ratio: z.string(),
  /** the customer's price (customer price, plan or list price) */
  price: z.string(),
  source: z.enum(PRICE_SOURCES),
  plan_id: z.number().int().nullable(),
  /** with a quantity and the pipeline: the price after a time-limited price, the amount, the rules' shares, what it pays */
  final_price: z.string().nullable(),
  amount: z.string().nullable(),
  activity_amount: z.string().nullable(),
  coupon_amount: z.string().nullable(),
  payable_amount: z.string().nullable(),
  pricing_steps: z.array(OrderPricingStepSchema),
});
export type PricedLine = z.infer<typeof PricedLineSchema>;
/** A gift the activities add (a line of price 0 when the order is saved). */
export const PricedGiftSchema = z.object({
  activity_id: z.number().int(),
  activity_name: z.string(),
  sku_id: z.number().int(),
  sku_code: z.string(),
  sku_name: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  qty: z.string(),
});
export type PricedGift = z.infer<typeof PricedGiftSchema>;
/** Why a chosen coupon gives nothing on these lines. */
export const COUPON_NOT_APPLIED_REASONS = ['below_threshold', 'out_of_scope', 'not_stacking'] as const;
/** The order's figures by the pipeline; null without one (no marketing rules: the typed amounts). */
export const OrderPricingSchema = z.object({
  goods_amount: z.string(),
  activity_amount: z.string(),
  coupon_amount: z.string(),
  /** the freight of the address's template; null: no template, the order keeps the typed freight */
  freight_amount: z.string().nullable(),
  freight_template: z.string().nullable(),
  coupon: z.object({ customer_coupon_id: z.number().int(), applied: z.boolean(), reason: z.enum(COUPON_NOT_APPLIED_REASONS).nullable() }).nullable(),
  gifts: z.array(PricedGiftSchema),
});
export type OrderPricing = z.infer<typeof OrderPricingSchema>;
export const PricePreviewResultSchema = z.object({ list: z.array(PricedLineSchema), pricing: OrderPricingSchema.nullable() });
export type PricePreviewResult = z.infer<typeof PricePreviewResultSchema>;


/**
 * `GET /oms/order/stock`: what the form's lines may take from the warehouse they ship from (wms's
 * available stock); `order_id` — the order being edited — adds back what that order holds reserved itself.
 */
export const OrderStockQuerySchema = AvailableStockQuerySchema.extend({ order_id: idSchema.optional() });
export type OrderStockQuery = z.infer<typeof OrderStockQuerySchema>;

/** `GET /oms/order/customer`: the customer an order is for, found by its id or by a contact (`user_id`, spec 001 §2 "Order add takes user_id"). */
export const OrderCustomerQuerySchema = z
  .object({ customer_id: idSchema.optional(), user_id: idSchema.optional() })
  .refine((q) => q.customer_id !== undefined || q.user_id !== undefined, { message: 'oms.customer_required', path: ['customer_id'] });

/** What the order form needs of a customer: its contacts, addresses and how it may pay. */
export const OrderCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  store_id: z.number().int(),
  status: z.number().int(),
  /** the contact the form starts from (user_id), else null */
  customer_user_id: z.number().int().nullable(),
  /** 1: the customer buys on account (pay type 2 allowed), credit limit payment_amount */
  is_open_payment_day: z.number().int(),
  payment_amount: z.string(),
  balance: z.string(),
  need_pay: z.string(),
  contacts: z.array(z.object({ id: z.number().int(), name: z.string(), phone: z.string(), is_master: z.number().int() })),
  /** the enabled warehouses of the customer's store (an order ships from these), and the store's default */
  warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  default_warehouse_id: z.number().int().nullable(),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      contact_name: z.string(),
      contact_phone: z.string(),
      area_string: z.string().nullable(),
      address: z.string(),
      is_default: z.number().int(),
      location_source: locationSourceSchema,
    }),
  ),
});
export type OrderCustomer = z.infer<typeof OrderCustomerSchema>;
