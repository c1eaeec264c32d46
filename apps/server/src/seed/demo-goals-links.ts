import { todayIn } from '@tradewind/contract/common/time';
import type { RequestContext } from '@/core/http/request-context';
import { createGoal, createLink, registerThroughLink } from '@/modules/crm';
import type { TenantIds } from '@/modules/system/tenant';

/** A year's monthly targets in yuan: a slow start around the Spring Festival, a busy autumn. */
const SEASON = [0.6, 0.5, 0.8, 0.9, 1, 1, 0.9, 0.9, 1.1, 1.2, 1.3, 1.8];
const months = (base: number) => SEASON.map((f) => Math.round(base * f));

/**
 * Business goals for this year — the company's sales and receipts, the sales department's, and two reps'
 * sales — whose actuals are the demo's audited orders and receipt notes; and two channel links, the first
 * with customers registered through the public page's own call.
 */
export async function seedDemoGoalsAndLinks(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, session: { ...base.session, storeIds: Object.values(ids.stores), isSuper: true } };
  const year = Number(todayIn(ctx.session.timeZone).slice(0, 4));
  const goal = (kind: 1 | 2, scope: 1 | 2 | 3, scopeId: number | null, base: number, remark: string | null = null) =>
    createGoal(ctx, { year, kind, scope, scope_id: scopeId, months: months(base), distribute: 0, remark });
  await goal(1, 1, null, 200_000, '全年销售目标：较去年增长 20%');
  await goal(2, 1, null, 180_000);
  await goal(1, 2, ids.departments.sales, 150_000);
  await goal(1, 3, ids.staff.li, 40_000);
  await goal(1, 3, ids.staff.wang, 35_000);

  const fair = await createLink(ctx, {
    name: '春季糖酒会扫码注册',
    store_id: ids.stores.sh,
    sales_id: ids.staff.li,
    type_id: null,
    level_id: null,
    source: 6,
    valid_until: `${year}-12-31`,
    status: 1,
    remark: '展位 A-12 的易拉宝二维码',
  });
  await createLink(ctx, {
    name: '杭州门店地推',
    store_id: ids.stores.hz,
    sales_id: ids.staff.liu,
    type_id: null,
    level_id: null,
    source: 4,
    valid_until: null,
    status: 1,
    remark: null,
  });
  const registrations = [
    { name: '赵敏', phone: '13900881001', company: '浦江小厨餐饮店' },
    { name: '钱多多', phone: '13900881002', company: '多多生鲜便利店' },
  ];
  for (const [i, r] of registrations.entries()) {
    const done = await registerThroughLink({ db: ctx.db, locale: 'zh-CN', ip: `192.0.2.${i + 1}`, requestId: 'demo-seed', userAgent: null }, { code: fair.code, ...r });
    if (!('company_name' in done)) throw done.error;
  }
}
