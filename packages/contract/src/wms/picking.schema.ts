import { z } from 'zod';
import { defineStates, type ActionOf } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { dateSchema, idSchema, moneySchema, optionalText, plainInt, plainNumber, qtyTextSchema, textSchema } from '../common/validation';
import { lineSkuFields } from '../pms/pms-fields';

/**
 * Picking (docs/trading-model.md §3): price rules that pay pickers, waves (picking lists) of one warehouse and delivery
 * date, and tasks that give a wave's lines to a picker. States and rules: wms README "Picking".
 */

const keyword = textSchema().trim().max(50, 'validation.text_too_long').optional();

// ---------- price rules (/wms/picking_task_price_rule/list, add, edit) ----------

/** How a rule pays: per base unit, per package unit (unit_id), per kg (the SKU's weight), per line picked. */
export const PickingPayType = { baseUnit: 1, packageUnit: 2, kg: 3, line: 4 } as const;
export const PICKING_PAY_TYPES = [1, 2, 3, 4] as const;
/** What a rule covers: a category (and its sub-categories) or one SKU; the most specific wins. */
export const PickingRuleTarget = { category: 1, sku: 2 } as const;
export const PICKING_RULE_TARGETS = [1, 2] as const;

const pickingPriceRuleFields = {
  target_type: plainNumber(z.number({ error: 'wms.rule_target_invalid' }).pipe(z.literal(PICKING_RULE_TARGETS, { error: 'wms.rule_target_invalid' }))),
  target_id: idSchema,
  pay_type: plainNumber(z.number({ error: 'wms.rule_pay_type_invalid' }).pipe(z.literal(PICKING_PAY_TYPES, { error: 'wms.rule_pay_type_invalid' }))),
  /** the package unit paid per (pay type 2) */
  unit_id: idSchema.nullish(),
  price: moneySchema(0, 9_999_999_999.99, 'wms.rule_price_invalid'),
  status: plainNumber(z.number().pipe(z.literal([0, 1], { error: 'validation.invalid' }))).default(1),
  remark: optionalText(200),
};
const unitRequired = (v: { pay_type: number; unit_id?: number | null }, issue: { addIssue: (i: { code: 'custom'; path: string[]; message: string }) => void }) => {
  if (v.pay_type === PickingPayType.packageUnit && !v.unit_id) issue.addIssue({ code: 'custom', path: ['unit_id'], message: 'wms.rule_unit_required' });
};
export const CreatePickingPriceRuleSchema = z.object(pickingPriceRuleFields).superRefine((v, c) => unitRequired(v, c));
export type CreatePickingPriceRuleInput = z.infer<typeof CreatePickingPriceRuleSchema>;
export const UpdatePickingPriceRuleSchema = z.object({ ...pickingPriceRuleFields, id: idSchema }).superRefine((v, c) => unitRequired(v, c));
export type UpdatePickingPriceRuleInput = z.infer<typeof UpdatePickingPriceRuleSchema>;

export const PickingPriceRuleListQuerySchema = PaginationQuerySchema.extend({
  /** the SKU's code or name, or the category's name */
  keyword,
  target_type: plainInt(z.number().int().min(1).max(2)).optional(),
  pay_type: plainInt(z.number().int().min(1).max(4)).optional(),
  status: plainInt(z.number().int().min(0).max(1)).optional(),
});
export type PickingPriceRuleListQuery = z.infer<typeof PickingPriceRuleListQuerySchema>;

export const PickingPriceRuleSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  target_type: z.literal(PICKING_RULE_TARGETS),
  target_id: z.number().int(),
  /** the category's name, or the SKU's name and spec */
  target_name: z.string(),
  /** the SKU's code ('' for a category) */
  target_code: z.string(),
  pay_type: z.literal(PICKING_PAY_TYPES),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  price: z.string(),
  status: z.literal([0, 1]),
  remark: z.string().nullable(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type PickingPriceRule = z.infer<typeof PickingPriceRuleSchema>;

// ---------- picking lists (waves): /wms/picking_list/list, detail, print ----------

/** 1 created (lines not all in tasks) → 2 picking (every line in a task) → 3 finished (every task finished). */
export const PickingListStatus = { created: 1, picking: 2, finished: 3 } as const;
export const PICKING_LIST_STATUSES = [0, 1, 2, 3] as const;
/** A wave moves with its tasks: assigned when its last line goes into a task, back when a task is cancelled, finished with its last task. */
export const PICKING_LIST_STATES = defineStates({
  states: PICKING_LIST_STATUSES,
  actions: {
    assign: { from: [1], to: 2 },
    unassign: { from: [2], to: 1 },
    finish: { from: [2], to: 3 },
  },
});
export type PickingListAction = ActionOf<typeof PICKING_LIST_STATES>;

export const CreatePickingListSchema = z.object({
  warehouse_id: idSchema,
  delivery_date: dateSchema(),
  /** only these orders (empty or absent: every open order of the warehouse and date) */
  order_ids: z.array(idSchema).max(500).optional(),
  remark: optionalText(200),
});
export type CreatePickingListInput = z.infer<typeof CreatePickingListSchema>;

export const PickingOpenOrdersQuerySchema = z.object({ warehouse_id: idSchema, delivery_date: dateSchema() });
export type PickingOpenOrdersQuery = z.infer<typeof PickingOpenOrdersQuerySchema>;
/** An order a new wave would take: its lines of the warehouse, summed. */
export const PickingOpenOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  customer_name: z.string(),
  line_count: z.number().int(),
  total_qty: z.string(),
});
export type PickingOpenOrder = z.infer<typeof PickingOpenOrderSchema>;

export const PickingListQuerySchema = PaginationQuerySchema.extend({
  keyword,
  status: plainInt(z.number().int().min(0).max(3)).optional(),
  warehouse_id: idSchema.optional(),
  delivery_date: dateSchema().optional(),
});
export type PickingListQuery = z.infer<typeof PickingListQuerySchema>;

export const PickingListSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  store_id: z.number().int(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  delivery_date: z.string(),
  status: z.literal(PICKING_LIST_STATUSES),
  order_count: z.number().int(),
  sku_count: z.number().int(),
  total_qty: z.string(),
  picked_qty: z.string(),
  task_count: z.number().int(),
  finished_task_count: z.number().int(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  finished_at: dateTimeText.nullable(),
});
export type PickingList = z.infer<typeof PickingListSchema>;

export const PickingListItemSchema = z.object({
  id: z.number().int(),
  ...lineSkuFields,
  location_id: z.number().int(),
  location_code: z.string(),
  qty: z.string(),
  picked_qty: z.string().nullable(),
  task_id: z.number().int().nullable(),
  task_number: z.string().nullable(),
  picker_name: z.string().nullable(),
  task_status: z.number().int().nullable(),
});
export type PickingListItem = z.infer<typeof PickingListItemSchema>;

/** 1 waiting (picking), 2 picked, 3 shipped. */
export const PickingUnitStatus = { waiting: 1, picked: 2, shipped: 3 } as const;
export const PickingUnitSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  customer_name: z.string(),
  status: z.literal([1, 2, 3]),
  outbound_id: z.number().int().nullable(),
  outbound_number: z.string().nullable(),
  outbound_status: z.number().int().nullable(),
  lines: z.array(z.object({ order_item_id: z.number().int(), ...lineSkuFields, ordered_qty: z.string(), picked_qty: z.string().nullable() })),
});
export type PickingUnit = z.infer<typeof PickingUnitSchema>;

export const PickingTaskBriefSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** the staff picker, or null when a logistics worker (worker_id) picks */
  picker_id: z.number().int().nullable(),
  worker_id: z.number().int().nullable(),
  picker_name: z.string(),
  status: z.number().int(),
  line_count: z.number().int(),
  total_qty: z.string(),
  picked_qty: z.string(),
});

export const PickingListDetailSchema = PickingListSchema.extend({
  items: z.array(PickingListItemSchema),
  units: z.array(PickingUnitSchema),
  tasks: z.array(PickingTaskBriefSchema),
  logs: z.array(DocumentLogSchema),
});
export type PickingListDetail = z.infer<typeof PickingListDetailSchema>;

/** Sale outbounds made for a wave's units that had none. */
export const WaveOutboundsSchema = z.object({ ids: z.array(z.number().int()) });

// ---------- picking tasks: /wms/picking_task/list, detail?id=, add, print ----------

/** 1 waiting → 2 picking (a line confirmed) → 3 finished; 0 cancelled (before any confirmation). */
export const PickingTaskStatus = { cancelled: 0, waiting: 1, picking: 2, finished: 3 } as const;
export const PICKING_TASK_STATUSES = [0, 1, 2, 3] as const;
/** A task's actions: confirm picked lines and finish while open; cancel before any confirmation. */
export const PICKING_TASK_STATES = defineStates({
  states: PICKING_TASK_STATUSES,
  actions: {
    confirm: { from: [1, 2], to: 2, permission: 'wms:picking_task:pick' },
    finish: { from: [1, 2], to: 3, permission: 'wms:picking_task:pick' },
    cancel: { from: [1], to: 0, permission: 'wms:picking_task:cancel' },
  },
});
export type PickingTaskAction = ActionOf<typeof PICKING_TASK_STATES>;

export const CreatePickingTaskSchema = z
  .object({
    list_id: idSchema,
    /** staff with the permission wms:picking_task:pick in the wave's store — or else worker_id */
    picker_id: idSchema.optional(),
    /** a logistics worker (lms) of the wave's store, on duty, instead of a staff picker (migration 0036) */
    worker_id: idSchema.optional(),
    /** the wave's lines this task picks (each line goes to one task) */
    item_ids: z.array(idSchema, { error: 'wms.task_items_required' }).min(1, 'wms.task_items_required').max(500),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    // exactly one picker: a staff member or a worker
    if (v.picker_id === undefined && v.worker_id === undefined) ctx.addIssue({ code: 'custom', path: ['picker_id'], message: 'validation.required' });
    if (v.picker_id !== undefined && v.worker_id !== undefined) ctx.addIssue({ code: 'custom', path: ['worker_id'], message: 'wms.picker_invalid' });
  });
export type CreatePickingTaskInput = z.infer<typeof CreatePickingTaskSchema>;

export const ConfirmPickingSchema = z.object({
  lines: z
    .array(
      z.object({
        item_id: idSchema,
        /** what was picked, in base units (0 … the line's quantity) */
        picked_qty: qtyTextSchema('wms.picked_qty_invalid', { zero: true }),
        /** required when short */
        short_reason: optionalText(200),
      }),
      { error: 'wms.task_items_required' },
    )
    .min(1, 'wms.task_items_required')
    .max(500),
});
export type ConfirmPickingInput = z.infer<typeof ConfirmPickingSchema>;
export const PickingRemarkSchema = z.object({ remark: optionalText(200) });

export const PickingTaskQuerySchema = PaginationQuerySchema.extend({
  keyword,
  status: plainInt(z.number().int().min(0).max(3)).optional(),
  list_id: idSchema.optional(),
  picker_id: idSchema.optional(),
  worker_id: idSchema.optional(),
  warehouse_id: idSchema.optional(),
});
export type PickingTaskQuery = z.infer<typeof PickingTaskQuerySchema>;

export const PickingTaskSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  store_id: z.number().int(),
  list_id: z.number().int(),
  list_number: z.string(),
  delivery_date: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  /** the staff picker, or null when a logistics worker (worker_id) picks; picker_name is either's */
  picker_id: z.number().int().nullable(),
  worker_id: z.number().int().nullable(),
  picker_name: z.string(),
  status: z.literal(PICKING_TASK_STATUSES),
  line_count: z.number().int(),
  total_qty: z.string(),
  picked_qty: z.string(),
  earning_amount: z.string().nullable(),
  remark: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: dateTimeText,
  finished_at: dateTimeText.nullable(),
});
export type PickingTask = z.infer<typeof PickingTaskSchema>;

export const PickingTaskItemSchema = z.object({
  id: z.number().int(),
  list_item_id: z.number().int(),
  ...lineSkuFields,
  location_id: z.number().int(),
  location_code: z.string(),
  qty: z.string(),
  picked_qty: z.string().nullable(),
  short_reason: z.string().nullable(),
  earning_amount: z.string().nullable(),
  confirmed_by_name: z.string().nullable(),
  confirmed_at: dateTimeText.nullable(),
});
export type PickingTaskItem = z.infer<typeof PickingTaskItemSchema>;

export const PickingTaskDetailSchema = PickingTaskSchema.extend({
  items: z.array(PickingTaskItemSchema),
  /** the orders whose lines this task picks */
  orders: z.array(z.object({ order_id: z.number().int(), order_no: z.string(), customer_name: z.string() })),
  logs: z.array(DocumentLogSchema),
});
export type PickingTaskDetail = z.infer<typeof PickingTaskDetailSchema>;

/** who a task may be given to: a staff member (kind 'staff', picker_id) or a logistics worker (kind 'worker', worker_id). */
export const PickerSchema = z.object({ id: z.number().int(), kind: z.enum(['staff', 'worker']), name: z.string(), open_task_count: z.number().int() });
export type Picker = z.infer<typeof PickerSchema>;

