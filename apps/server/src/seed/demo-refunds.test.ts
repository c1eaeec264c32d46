import { describe, expect, it } from 'vitest';
import type { RefundList } from '@tradewind/contract/oms/order-refund.schema';
import type { StatementDetail, StatementList } from '@tradewind/contract/oms/statement.schema';
import { seedTestTenant } from '@/core/testing/test-tenant';
import { useTestApp } from '@/test/test-app';
import { DEMO_ADMIN } from './demo-seed';

const t = useTestApp();

describe('the demo refunds and statement', () => {
  it('come after the demo orders: a return received and refunded, a refund pending audit, a sent statement of an account-period customer', async () => {
    const demo = await seedTestTenant(t.app.database.db, t.config.scryptCost, { products: true });
    const token = await t.login(demo.accounts.admin, DEMO_ADMIN.password);
    const refunds = (await t.call<RefundList>('GET', '/oms/order_refunds', { token, query: { page_size: 100 } })).data;
    expect(refunds.list.map((r) => [r.type, r.status]).sort()).toEqual([
      [1, 1],
      [2, 4],
    ]);
    const statements = (await t.call<StatementList>('GET', '/oms/statements', { token })).data;
    expect(statements.list).toHaveLength(1);
    const statement = (await t.call<StatementDetail>('GET', `/oms/statement/${statements.list[0].id}`, { token })).data;
    expect(statement).toMatchObject({ status: 2, customer_name: '金桥酒楼', order_count: 1 });
    expect(Number(statement.total_amount)).toBeGreaterThan(0);
    const check = await t.call<{ differences: unknown[] }>('GET', '/wms/stock/check', { token });
    expect(check.data.differences).toEqual([]);
  });
});
