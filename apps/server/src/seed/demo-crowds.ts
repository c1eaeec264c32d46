import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { todayIn } from '@tradewind/contract/common/time';
import type { RequestContext } from '@/core/http/request-context';
import { customerAddresses } from '@/modules/crm/address/address.table';
import { customerLevels } from '@/modules/crm/config/config.table';
import { customers } from '@/modules/crm/customer/customer.table';
import { createCrowd, createVisitPlan } from '@/modules/crm';
import type { TenantIds } from '@/modules/system/tenant';
import { createDemoVisit } from './demo-visits';

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Two crowds and a visit plan, made through the pages' services after the demo orders: a dynamic crowd of
 * A-level customers who ordered in the last 30 days (the demo's orders are a week of small ones), a snapshot of Shanghai's private customers
 * not followed up in 30 days, and 李娜's visit plan over the latter (this week, from the Shanghai store),
 * its first stop already visited.
 */
export async function seedDemoCrowds(base: RequestContext, ids: TenantIds): Promise<void> {
  const ctx: RequestContext = { ...base, session: { ...base.session, isSuper: true, storeIds: Object.values(ids.stores) } };
  const [levelA] = await ctx.db
    .select({ id: customerLevels.id })
    .from(customerLevels)
    .where(and(eq(customerLevels.tenantId, ids.tenantId), eq(customerLevels.name, 'A 重点客户')));
  await createCrowd(ctx, {
    name: '近30天有下单的A级客户',
    kind: 1,
    remark: '重点维护，月度回访',
    rule: { logic: 'and', rules: [{ feature: 'level', op: 'in', value: [levelA.id] }, { feature: 'order_count', op: 'gte', value: 1, days: 30 }] },
  });
  const quiet = await createCrowd(ctx, {
    name: '30天未跟进的上海私海客户',
    kind: 2,
    remark: null,
    rule: {
      logic: 'and',
      rules: [
        { feature: 'store', op: 'in', value: [ids.stores.sh] },
        { feature: 'sales_type', op: 'in', value: [1] },
        { logic: 'or', rules: [{ feature: 'last_visit', op: 'not_within', value: 30 }, { feature: 'last_order', op: 'not_within', value: 30 }] },
      ],
    },
  });
  // 李娜 plans her week over the crowd (she sees her own customers of it) from the Shanghai store
  const li: RequestContext = { ...ctx, staffId: ids.staff.li, storeId: ids.stores.sh, session: { ...ctx.session, staffId: ids.staff.li, name: '李娜', isSuper: false, dataScope: 4, storeIds: [ids.stores.sh] } };
  const today = todayIn(ctx.session.timeZone);
  // and three of her customers with a pinned delivery address, so the solver has stops to order
  const located = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(customerAddresses, and(eq(customerAddresses.customerId, customers.id), eq(customerAddresses.isDefault, 1), isNotNull(customerAddresses.longitude)))
    .where(and(eq(customers.salesId, ids.staff.li), eq(customers.salesType, 1)))
    .orderBy(asc(customers.id))
    .limit(3);
  const plan = await createVisitPlan(li, {
    name: '本周张江片区回访',
    owner_id: null,
    start_date: addDays(today, -1),
    end_date: addDays(today, 5),
    start_lng: 121.5907,
    start_lat: 31.2043,
    follow_days: 7,
    remark: '先走访老客户，再看新品意向',
    customer_ids: located.map((c) => c.id),
    crowd_id: quiet.id,
  });
  const first = plan.targets[0];
  if (first) {
    await createDemoVisit(li, { customer_id: first.customer_id, content: '按计划上门拜访，店主对新到的粮油感兴趣，约下周下单', visit_type: 2, type: 2 });
  }
}
