import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CustomerPrice, PricePlan, QuotationPrice } from '@tradewind/contract/crm/price.schema';
import { seedTestTenant } from '@/core/testing/test-tenant';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

describe('the demo prices', () => {
  it('come with the demo products: a plan for level A, own prices of two restaurants, and the quotation shows all three sources', async () => {
    const demo = await seedTestTenant(t.app.database.db, t.config.scryptCost, { products: true });
    // 张伟 is a sales manager: he sees every plan and, in his stores, the customers' prices
    const token = await t.login(demo.accounts.zhangwei, demo.staff_password);
    const plans = (await t.call<ListData<PricePlan>>('GET', '/crm/prices', { token })).data.list;
    expect(plans.map((p) => [p.name, p.status, p.levels.map((l) => l.name)])).toEqual([['A 类客户优惠价', 1, ['A 重点客户']]]);
    expect(plans[0].item_count).toBeGreaterThan(10);
    const prices = (await t.call<ListData<CustomerPrice>>('GET', '/crm/personalized_prices', { token, query: { page_size: 100 } })).data.list;
    expect(new Set(prices.map((p) => p.customer_name))).toEqual(new Set(['老王面馆', '金桥酒楼']));
    expect(prices.every((p) => Number(p.price) < Number(p.list_price))).toBe(true);
    // 金桥酒楼 is an A customer with its own prices: its own price beats the plan on 可口可乐
    const jinqiao = prices.find((p) => p.customer_name === '金桥酒楼')!.customer_id;
    const quote = (source: string) =>
      t.call<ListData<QuotationPrice>>('GET', `/crm/customer/${jinqiao}/quotation_price`, { token, query: { source, page_size: 100 } });
    const own = (await quote('customer')).data.list;
    const plan = (await quote('plan')).data.list;
    expect(own.some((r) => r.name === '可口可乐')).toBe(true);
    expect(plan.some((r) => r.name === '可口可乐')).toBe(false);
    expect(plan.some((r) => r.name === '海天老抽王')).toBe(true);
    expect((await quote('list')).data.pagination.total).toBeGreaterThan(50);
  });
});
