import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText, listOf } from '../common/response.schema';
import { dateSchema, optionalIdSchema, optionalText, plainInt } from '../common/validation';
import { OrderDetailSchema, deliveryFields } from './order.schema';

/**
 * Sub-orders (docs/trading-model.md §4): a split order's part of one warehouse, made at the order's audit (the order
 * module's), picked, shipped and delivered on its own. Their pages: /oms/sub_order/list and print.
 * States are the order's (ORDER_STATUS): 2 audited … 6 delivered, 0 cancelled.
 */
export const SubOrderFilterSchema = z.object({
  status: plainInt(z.number().int('validation.invalid').min(0, 'validation.invalid').max(7, 'validation.invalid')).optional(),
  warehouse_id: optionalIdSchema,
  /** the sub-order's or its order's number */
  number: optionalText(40),
  customer_id: optionalIdSchema,
  /** delivery date from / to */
  start_date: dateSchema().optional(),
  end_date: dateSchema().optional(),
});
export const SubOrderListQuerySchema = PaginationQuerySchema.extend(SubOrderFilterSchema.shape);
export type SubOrderListQuery = z.infer<typeof SubOrderListQuerySchema>;

export const SubOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  order_status: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  ...deliveryFields,
  goods_amount: z.string(),
  line_count: z.number().int(),
  total_weight: z.string(),
  wave_no: z.string().nullable(),
  outbound_no: z.string().nullable(),
  created_at: dateTimeText,
});
export type SubOrder = z.infer<typeof SubOrderSchema>;
export const SubOrderListSchema = listOf(SubOrderSchema).extend({ counts: z.record(z.string(), z.number().int()) });
export type SubOrderList = z.infer<typeof SubOrderListSchema>;

/** The print page's sub-order: its header, its order's remark and store, and its own lines. */
export const SubOrderDetailSchema = SubOrderSchema.extend({
  tenant_name: z.string(),
  store_name: z.string(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  remark: z.string().nullable(),
  items: OrderDetailSchema.shape.items,
});
export type SubOrderDetail = z.infer<typeof SubOrderDetailSchema>;
