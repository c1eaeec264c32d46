import { describe, expect, it } from 'vitest';
import { CreateActivitySchema, type Activity } from '@tradewind/contract/marketing/activity.schema';
import { activityBody, initialValues } from './activity-form-values';

/** The activity form's values: a saved activity back to the body the API takes, the scope's ids from the field of its kind. */
const saved: Activity = {
  id: 7,
  name: '周末零食九折',
  type: 3,
  type_text: '满折',
  tier_basis: 1,
  tiers: [
    { over: '0.01', off: null, percent: '10.00', gift_sku_id: null, gift_sku_name: null, gift_unit: null, gift_unit_name: null, gift_qty: null },
    { over: '2000.00', off: null, percent: '10.00', gift_sku_id: 31, gift_sku_name: '农夫山泉 550ml', gift_unit: 3, gift_unit_name: '箱', gift_qty: '1.000' },
  ],
  prices: [],
  scope_type: 1,
  scope_ids: [12],
  scope_names: [{ id: 12, name: '休闲零食' }],
  store_ids: [1],
  customer_level_ids: [],
  crowd_ids: [4],
  audience_text: '',
  rule_text: '',
  starts_at: '2026-12-05 00:00:00',
  ends_at: '2026-12-06 23:59:59',
  priority: 10,
  stack_with_coupon: 1,
  status: 1,
  state: 'scheduled',
  state_text: '',
  remark: null,
  created_by_name: '',
  created_at: '2026-11-29 10:00:00',
  updated_at: '2026-11-29 10:00:00',
};

describe('activity form values', () => {
  it('gives a saved activity back as the body that saves it again', () => {
    const body = activityBody(initialValues(saved));
    expect(body).toMatchObject({
      name: '周末零食九折',
      type: 3,
      scope_type: 1,
      scope_ids: [12],
      store_ids: [1],
      crowd_ids: [4],
      starts_at: '2026-12-05 00:00',
      ends_at: '2026-12-06 23:59',
      priority: 10,
      stack_with_coupon: 1,
      remark: null,
      tiers: [
        { over: 0.01, percent: 10, gift_sku_id: undefined },
        { over: 2000, percent: 10, gift_sku_id: 31, gift_unit: 3, gift_qty: 1 },
      ],
    });
    expect(CreateActivitySchema.safeParse(body).success).toBe(true);
  });

  it('sends the scope of the kind chosen, and a time-limited price its prices without tiers', () => {
    const values = { ...initialValues(saved), scope_type: 2 as const, brand_ids: [5, 6] };
    expect(activityBody(values)).toMatchObject({ scope_type: 2, scope_ids: [5, 6] });
    const price = { ...initialValues(undefined), name: '特价', type: 1 as const, prices: [{ sku_id: 9, price: 1.5 }], window: initialValues(saved).window };
    const body = activityBody(price);
    expect(body).toMatchObject({ type: 1, tiers: [], scope_type: 0, scope_ids: [], prices: [{ sku_id: 9, price: 1.5 }] });
    expect(CreateActivitySchema.safeParse(body).success).toBe(true);
  });

  it('starts a new activity as a 满减 with one empty tier, for every store and customer, stacking with coupons', () => {
    expect(initialValues(undefined)).toMatchObject({ type: 2, tiers: [{}], scope_type: 0, store_ids: [], customer_level_ids: [], crowd_ids: [], window: null, stack_with_coupon: true });
    expect(CreateActivitySchema.safeParse(activityBody(initialValues(undefined))).success).toBe(false);
  });
});
