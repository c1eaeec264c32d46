import { inArray } from 'drizzle-orm';
import type { RequestContext } from '@/core/http/request-context';
import { createCarryFeeTemplate, createFreightTemplate } from '@/modules/marketing';
import { categories } from '@/modules/pms';
import type { TenantIds } from '@/modules/system/tenant';

/**
 * The master store's freight and carry-fee templates (marketing README "Freight and carry-fee templates"),
 * made through the pages' services: by pieces, Shanghai ¥8 for the first piece and ¥2 each further one, 浦东新区
 * (where the demo delivers) ¥6 + ¥1.5, Jiangsu and Zhejiang ¥12 + ¥3, elsewhere ¥20 + ¥5, free over ¥500 or 100
 * pieces; carrying ¥0.50 a floor a piece above the ground floor, ¥0.30 more without a lift, drinking water and
 * rice and flour ¥1 a piece more, at least ¥5. The store's carry fees are priced by it from then on.
 */
export async function seedDemoMarketingTemplates(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, session: { ...base.session, isSuper: true, storeIds: Object.values(ids.stores) } };
  const store = ids.stores.sh;
  await createFreightTemplate(ctx, {
    store_id: store,
    name: '上海总店配送运费',
    basis: 1,
    first_unit: 1,
    first_fee: 20,
    additional_unit: 1,
    additional_fee: 5,
    rules: [
      { area_codes: ['310000'], first_unit: 1, first_fee: 8, additional_unit: 1, additional_fee: 2 },
      { area_codes: ['310115'], first_unit: 1, first_fee: 6, additional_unit: 1, additional_fee: 1.5 },
      { area_codes: ['320000', '330000'], first_unit: 1, first_fee: 12, additional_unit: 1, additional_fee: 3 },
    ],
    free_over_amount: 500,
    free_over_qty: 100,
    remark: '同城次日达，浦东另有优惠',
  });
  const bulky = await ctx.db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.name, ['饮用水', '大米面粉']));
  await createCarryFeeTemplate(ctx, {
    store_id: store,
    name: '上海总店搬运费',
    rate: 0.5,
    free_floors: 1,
    no_lift_rate: 0.3,
    bulky: bulky.map((c) => ({ category_id: c.id, fee: 1 })),
    minimum: 5,
    remark: '桶装水、米面按大件加收',
  });
}
