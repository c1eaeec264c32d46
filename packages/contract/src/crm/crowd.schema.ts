import { z } from 'zod';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, intSchema, requiredText, optionalText, textSchema } from '../common/validation';

/**
 * Crowds (客户人群): customers picked by rules over their fields and their order behaviour, nested AND / OR
 * groups (at most CROWD_MAX_DEPTH deep). A dynamic crowd (1) is refreshed on a schedule and on demand; a
 * snapshot crowd (2) keeps the members of its last save or manual refresh. crm/README.md "Crowds".
 */
export const CROWD_KINDS = [1, 2] as const;
export type CrowdKind = (typeof CROWD_KINDS)[number];
export const CROWD_KIND = { dynamic: 1, snapshot: 2 } as const;
export const CROWD_MAX_DEPTH = 3;
export const CROWD_MAX_CONDITIONS = 50;
/** the periods (days) of the order count and amount conditions: today and the N whole days before it in the tenant's time zone (oms keeps a column pair per period, migration 0082) */
export const CROWD_PERIODS = [7, 30, 60, 90, 180, 365] as const;

/** What a condition's value must be: days 1–3650, a count ≥ 0, money ≥ 0 (yuan), ids, listed values, a date. */
export const CROWD_VALUE_TYPES = ['days', 'count', 'money', 'ids', 'enum', 'date'] as const;
export type CrowdValueType = (typeof CROWD_VALUE_TYPES)[number];

export type CrowdOperatorDef = { key: string; value: CrowdValueType };
export type CrowdFeatureDef = {
  key: string;
  /** order features come from the order module (it registers them at start); without it they are not offered */
  group: 'customer' | 'visit' | 'order';
  /** takes `days`, one of CROWD_PERIODS */
  period: boolean;
  operators: CrowdOperatorDef[];
  /** the list the ids come from (the form's options) */
  source?: 'levels' | 'types' | 'stores' | 'staff';
  /** for `enum`: the allowed values and their label keys */
  options?: Array<{ value: number; label: string }>;
};

const IN: CrowdOperatorDef[] = [
  { key: 'in', value: 'ids' },
  { key: 'not_in', value: 'ids' },
];
const RECENT: CrowdOperatorDef[] = [
  { key: 'within', value: 'days' },
  { key: 'not_within', value: 'days' },
];

/** Every feature a rule can use; labels `crm.crowd_feature_{key}`, operators `crm.crowd_op_{key}`. */
export const CROWD_FEATURES: readonly CrowdFeatureDef[] = [
  { key: 'last_order', group: 'order', period: false, operators: [...RECENT, { key: 'never', value: 'enum' }] },
  { key: 'order_count', group: 'order', period: true, operators: [{ key: 'gte', value: 'count' }, { key: 'lte', value: 'count' }, { key: 'eq', value: 'count' }] },
  { key: 'order_amount', group: 'order', period: true, operators: [{ key: 'gte', value: 'money' }, { key: 'lte', value: 'money' }] },
  { key: 'last_visit', group: 'visit', period: false, operators: RECENT },
  { key: 'level', group: 'customer', period: false, operators: IN, source: 'levels' },
  { key: 'type', group: 'customer', period: false, operators: IN, source: 'types' },
  { key: 'store', group: 'customer', period: false, operators: IN, source: 'stores' },
  { key: 'owner', group: 'customer', period: false, operators: IN, source: 'staff' },
  {
    key: 'sales_type',
    group: 'customer',
    period: false,
    operators: [{ key: 'in', value: 'enum' }],
    options: [
      { value: 0, label: 'crm.crowd_sales_type_0' },
      { value: 1, label: 'crm.crowd_sales_type_1' },
      { value: 2, label: 'crm.crowd_sales_type_2' },
    ],
  },
  {
    key: 'status',
    group: 'customer',
    period: false,
    operators: [{ key: 'in', value: 'enum' }],
    options: [
      { value: 1, label: 'crm.crowd_status_1' },
      { value: 0, label: 'crm.crowd_status_0' },
    ],
  },
  { key: 'created_at', group: 'customer', period: false, operators: [...RECENT, { key: 'after', value: 'date' }, { key: 'before', value: 'date' }] },
];

/** One condition: `{ feature: 'order_amount', op: 'gte', value: 5000, days: 30 }`. `never` takes no value. */
export type CrowdCondition = { feature: string; op: string; value?: unknown; days?: number };
export type CrowdGroup = { logic: 'and' | 'or'; rules: Array<CrowdCondition | CrowdGroup> };
export const isCrowdGroup = (node: CrowdCondition | CrowdGroup): node is CrowdGroup => 'rules' in node;

/** A rule as sent: an object; its structure, features and values are checked by the server (422 on `rule`). */
export const CrowdRuleSchema = z.custom<CrowdGroup>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { message: 'crm.crowd_rule_invalid' });

export const CrowdOperatorSchema = z.object({ key: z.string(), label: z.string(), value: z.enum(CROWD_VALUE_TYPES) });
export const CrowdFeatureSchema = z.object({
  key: z.string(),
  label: z.string(),
  group: z.enum(['customer', 'visit', 'order']),
  period: z.boolean(),
  operators: z.array(CrowdOperatorSchema),
  source: z.enum(['levels', 'types', 'stores', 'staff']).nullable(),
  options: z.array(z.object({ value: z.number().int(), label: z.string() })),
});
export type CrowdFeature = z.infer<typeof CrowdFeatureSchema>;
/** GET /crm/crowds/features: what the rule builder offers. */
export const CrowdFeaturesSchema = z.object({ list: z.array(CrowdFeatureSchema), periods: z.array(z.number().int()), max_depth: z.number().int() });
export type CrowdFeatures = z.infer<typeof CrowdFeaturesSchema>;

export const CrowdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.literal(CROWD_KINDS).describe('1 dynamic (refreshed on a schedule), 2 snapshot'),
  kind_text: z.string(),
  rule: z.custom<CrowdGroup>(),
  remark: z.string().nullable(),
  /** every member of the tenant (a rep's member page shows those they may see) */
  member_count: z.number().int(),
  refreshed_at: dateTimeText.nullable(),
  created_by_name: z.string(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Crowd = z.infer<typeof CrowdSchema>;

const crowdFields = {
  name: requiredText(50, 'crm.crowd_name_required'),
  kind: intSchema(1, 2, 'crm.crowd_kind_invalid').default(1),
  rule: CrowdRuleSchema,
  remark: optionalText(200),
};
/** POST /crm/crowd: saving computes the members. */
export const CreateCrowdSchema = z.object(crowdFields);
export type CreateCrowdInput = z.infer<typeof CreateCrowdSchema>;
/** PUT /crm/crowd: the form again (members recomputed). */
export const UpdateCrowdSchema = z.object({ ...crowdFields, id: idSchema });
export type UpdateCrowdInput = z.infer<typeof UpdateCrowdSchema>;
/** POST /crm/crowd/preview: how many customers a rule finds now. */
export const CrowdPreviewSchema = z.object({ rule: CrowdRuleSchema });
export const CrowdCountSchema = z.object({ count: z.number().int() });

export const CrowdListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  kind: intSchema(1, 2).optional(),
});
export type CrowdListQuery = z.infer<typeof CrowdListQuerySchema>;

/** A member list's total is counted up to this for anyone whose data scope applies (the list shows "10000+"). */
export const MEMBER_COUNT_CAP = 10_000;
export const CrowdMemberQuerySchema = PaginationQuerySchema.extend({ keyword: textSchema().trim().max(50).optional() });
export type CrowdMemberQuery = z.infer<typeof CrowdMemberQuerySchema>;
export const CrowdMemberExportSchema = z.object({ crowd_id: idSchema, keyword: textSchema().trim().max(50).optional() });

export const CrowdMemberSchema = z.object({
  /** the customer's id (the list's row key) */
  id: z.number().int(),
  customer_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  level_name: z.string(),
  type_name: z.string(),
  store_name: z.string(),
  sales_type: z.number().int(),
  sales_name: z.string(),
  last_visit_at: dateTimeText.nullable(),
  last_order_at: dateTimeText.nullable(),
  created_at: dateTimeText,
});
export type CrowdMember = z.infer<typeof CrowdMemberSchema>;
