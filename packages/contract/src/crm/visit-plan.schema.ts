import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { coordinateSchema, dateSchema, idSchema, intSchema, isCalendarDate, optionalIdSchema, optionalText, requiredText, textSchema } from '../common/validation';

/**
 * Visit plans (拜访计划): a rep's (the owner's) customers to visit between two dates, in route order from
 * their start point. A target counts as visited when the owner logs a follow-up for the customer within
 * the plan's dates; the orders the customer placed within `follow_days` after that visit are shown beside
 * it. States follow the dates: 1 not started, 2 in progress, 3 ended. crm/README.md "Visit plans".
 */
export const VISIT_PLAN_STATUSES = [1, 2, 3] as const;
export const VISIT_PLAN_MAX_TARGETS = 500;
export const VISIT_PLAN_MAX_DAYS = 92;

export const VisitPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  start_lng: z.string().nullable(),
  start_lat: z.string().nullable(),
  follow_days: z.number().int(),
  remark: z.string().nullable(),
  status: z.literal(VISIT_PLAN_STATUSES).describe('1 not started, 2 in progress, 3 ended (by the dates)'),
  status_text: z.string(),
  target_count: z.number().int(),
  visited_count: z.number().int(),
  /** visited / targets, percent with one decimal ('66.7') */
  completion_rate: z.string(),
  created_by_name: z.string(),
  created_at: dateTimeText,
});
export type VisitPlan = z.infer<typeof VisitPlanSchema>;

export const VisitPlanOrderSchema = z.object({ id: z.number().int(), number: z.string(), amount: z.string(), ordered_at: dateTimeText });
export const VisitPlanTargetSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  phone: z.string(),
  address: z.string(),
  has_location: z.boolean(),
  sort: z.number().int(),
  crowd_name: z.string().nullable(),
  visited: z.boolean(),
  visit: z.object({ id: z.number().int(), content: z.string(), created_at: dateTimeText }).nullable(),
  /** audited orders of the customer within follow_days after the visit */
  orders: z.array(VisitPlanOrderSchema),
  order_amount: z.string(),
});
export type VisitPlanTarget = z.infer<typeof VisitPlanTargetSchema>;
export const VisitPlanDetailSchema = VisitPlanSchema.extend({ targets: z.array(VisitPlanTargetSchema), order_count: z.number().int(), order_amount: z.string() });
export type VisitPlanDetail = z.infer<typeof VisitPlanDetailSchema>;

const planFields = {
  name: requiredText(50, 'crm.visit_plan_name_required'),
  /** the rep who visits (default: the caller); someone else needs crm:visit_plan:assign */
  owner_id: optionalIdSchema,
  start_date: dateSchema('crm.visit_plan_date_required'),
  end_date: dateSchema('crm.visit_plan_date_required'),
  start_lng: coordinateSchema(180, 'crm.visit_plan_location_invalid'),
  start_lat: coordinateSchema(90, 'crm.visit_plan_location_invalid'),
  follow_days: intSchema(1, 90, 'crm.visit_plan_follow_days').default(7),
  remark: optionalText(200),
};
const datesInOrder = <T extends { start_date: string; end_date: string }>(v: T) => v.end_date >= v.start_date;
const spanOk = <T extends { start_date: string; end_date: string }>(v: T) =>
  (Date.parse(`${v.end_date}T00:00:00Z`) - Date.parse(`${v.start_date}T00:00:00Z`)) / 86_400_000 < VISIT_PLAN_MAX_DAYS;
const targetIds = z.array(idSchema).max(VISIT_PLAN_MAX_TARGETS, 'crm.visit_plan_too_many_targets');

/** POST /crm/visit_plan: the plan, and optionally its first targets (customers, or a crowd's members). */
export const CreateVisitPlanSchema = z
  .object({ ...planFields, customer_ids: targetIds.default([]), crowd_id: optionalIdSchema })
  .refine(datesInOrder, { message: 'crm.visit_plan_dates_order', path: ['end_date'] })
  .refine(spanOk, { message: 'crm.visit_plan_too_long', path: ['end_date'] });
export type CreateVisitPlanInput = z.infer<typeof CreateVisitPlanSchema>;
/** PUT /crm/visit_plan: the plan's own fields (targets through /target). */
export const UpdateVisitPlanSchema = z
  .object({ ...planFields, id: idSchema })
  .refine(datesInOrder, { message: 'crm.visit_plan_dates_order', path: ['end_date'] })
  .refine(spanOk, { message: 'crm.visit_plan_too_long', path: ['end_date'] });
export type UpdateVisitPlanInput = z.infer<typeof UpdateVisitPlanSchema>;
/** POST /crm/visit_plan/{id}/target: customers and / or every member of a crowd the caller may see. */
export const AddVisitPlanTargetsSchema = z
  .object({ customer_ids: targetIds.default([]), crowd_id: optionalIdSchema })
  .refine((v) => v.customer_ids.length > 0 || v.crowd_id !== null, { message: 'crm.visit_plan_targets_required', path: ['customer_ids'] });
export type AddVisitPlanTargetsInput = z.infer<typeof AddVisitPlanTargetsSchema>;
/** DELETE /crm/visit_plan/{id}/target/{customer_id} */
export const VisitPlanTargetParamsSchema = z.object({ id: idSchema, customer_id: idSchema });

const dateText = z.string().refine(isCalendarDate, 'validation.date_invalid').optional();
export const VisitPlanListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  owner_id: intSchema(1).optional(),
  status: intSchema(1, 3).optional(),
  /** plans whose dates touch [date_from, date_to] */
  date_from: dateText,
  date_to: dateText,
  sort: z.enum(['start_date', 'created_at', 'id']).default('start_date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type VisitPlanListQuery = z.infer<typeof VisitPlanListQuerySchema>;
export const VisitPlanExportSchema = VisitPlanListQuerySchema.omit({ page: true, page_size: true, sort: true, order: true });
export type VisitPlanExportParams = z.infer<typeof VisitPlanExportSchema>;
