import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { AuthInfo } from '@tradewind/contract/system/auth.schema';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { useTestApp } from './test-app';
import { captureSms, type SentCode } from './sms-capture';
import type { TestTenant } from './test-tenant';

// The harness's routes exist only when it turns them on; production (and this shared app) never has them.
const production = useTestApp();
const harness = useTestApp({ config: { testRoutes: true } });

describe('the end-to-end harness routes', () => {
  it('do not exist when testRoutes is off', async () => {
    for (const [method, url] of [['POST', '/_test/tenant'], ['GET', '/_test/sms?phone=13600000150'], ['GET', '/_test/error?code=500']] as const) {
      const reply = await production.call(method, url);
      expect(reply.status, `${method} ${url}`).toBe(404);
    }
  });

  it('seed a fresh copy of the demo tenant per call, its accounts prefixed and its phones its own', async () => {
    const first = (await harness.call<TestTenant>('POST', '/_test/tenant')).data;
    const second = (await harness.call<TestTenant>('POST', '/_test/tenant')).data;
    expect(first.prefix).not.toBe(second.prefix);
    expect(first.accounts.admin).toBe(`${first.prefix}admin`);
    expect(Object.keys(first.accounts)).toHaveLength(12);
    expect(new Set([...Object.values(first.phones), ...Object.values(second.phones)]).size).toBe(24);

    const admin = await harness.login(first.accounts.admin, first.admin_password);
    expect((await harness.call<AuthInfo>('GET', '/auth/info', { token: admin })).data.name).toBe('系统管理员');
    const customers = await harness.call<ListData<Customer>>('GET', '/crm/customers', { token: admin, query: { page_size: 100 } });
    // the demo's 30 customers and the one a demo lead was transformed into
    expect(customers.data.pagination.total).toBe(31);
    // Row-level security keeps the other copy's rows out.
    const lina = await harness.login(second.accounts.lina, second.staff_password);
    const mine = await harness.call<ListData<Customer>>('GET', '/crm/customers', { token: lina, query: { ownership: 'mine' } });
    expect(mine.data.list.every((c) => c.sales_name === '李娜')).toBe(true);
  });

  it('list the codes the capturing sender recorded for a phone', async () => {
    await captureSms('13600000150', '123456', 'register');
    const reply = await harness.call<{ list: SentCode[] }>('GET', '/_test/sms', { query: { phone: '13600000150' } });
    expect(reply.data.list.map((c) => [c.code, c.purpose])).toEqual([['123456', 'register']]);
  });
});
