import { describe, expect, it } from 'vitest';
import type { AuthInfo } from '@tradewind/contract/system/auth.schema';
import type { StoreOption } from '@tradewind/contract/system/store.schema';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CustomerConfig } from '@tradewind/contract/crm/config.schema';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { useTestApp } from '@/test/test-app';
import { DEMO_ADMIN, DEMO_STAFF_PASSWORD, seedDemoIfEmpty } from './demo-seed';

// The demo seed runs only on a database without tenants.
const t = useTestApp({ ownDatabase: true });

describe('the demo seed', () => {
  // The whole demo through the real calls with three weeks of history (demo-history.ts; `npm start` seeds a
  // year): about 20 s alone, several times that on a busy machine; the timeout only ends a hang.
  it('creates the demo tenant once, and the admin signs in with every permission', { timeout: 300_000 }, async () => {
    expect(await seedDemoIfEmpty(t.app, t.config.scryptCost, 21)).not.toBeNull();
    expect(await seedDemoIfEmpty(t.app, t.config.scryptCost, 21)).toBeNull();
    const token = await t.login(DEMO_ADMIN.account, DEMO_ADMIN.password);
    const info = await t.call<AuthInfo>('GET', '/auth/info', { token });
    expect(info.data.name).toBe('系统管理员');
    expect(info.data.permissions).toEqual(expect.arrayContaining(['system:store:create', 'system:action_log:list']));
    const stores = await t.call<StoreOption[]>('GET', '/stores/all', { token });
    expect(stores.data).toHaveLength(3);
    expect(stores.data.filter((s) => s.is_master === 1)).toHaveLength(1);
    expect(stores.data.every((s) => s.has_auth === 1)).toBe(true);
  });

  it('gives the other staff their own roles and stores, and keeps the disabled one out', async () => {
    const token = await t.login('lina', DEMO_STAFF_PASSWORD);
    const info = await t.call<AuthInfo>('GET', '/auth/info', { token });
    expect(info.data.permissions).toContain('crm:customer:list');
    expect(info.data.permissions).not.toContain('system:store:create');
    const stores = await t.call<StoreOption[]>('GET', '/stores/all', { token });
    expect(stores.data.filter((s) => s.has_auth === 1).map((s) => s.name)).toEqual(['上海总店']);
    const disabled = await t.call('POST', '/auth/login', { body: { account: 'xuli', password: DEMO_STAFF_PASSWORD } });
    expect(disabled.code).toBe(422);
  });

  it('fills a living customer list: the reps see their own and the pool, the admin sees all', async () => {
    const admin = await t.login(DEMO_ADMIN.account, DEMO_ADMIN.password);
    const all = await t.call<ListData<Customer>>('GET', '/crm/customers', { token: admin, query: { page_size: 100 } });
    // the 30 demo customers, the one a demo lead became (seed/demo-leads.ts), which has no type or level yet,
    // two invited ones (seed/demo-crm-settings.ts), two registered through a channel link (seed/demo-goals-links.ts)
    // and the ten an import moved in (seed/demo-imports.ts)
    expect(all.data.pagination.total).toBe(45);
    expect(all.data.list.filter((c) => c.sales_type === 0).length).toBeGreaterThanOrEqual(5);
    // the lead's and the links' customers have no type or level yet; the 30, the two invited ones and the imported ones have both
    expect(all.data.list.filter((c) => c.type_text !== '' && c.level_text !== '').length).toBe(42);
    const lina = await t.login('lina', DEMO_STAFF_PASSWORD);
    const mine = await t.call<ListData<Customer>>('GET', '/crm/customers', { token: lina, query: { ownership: 'mine' } });
    expect(mine.data.list.length).toBeGreaterThanOrEqual(4);
    expect(mine.data.list.every((c) => c.sales_name === '李娜')).toBe(true);
    const visible = await t.call<ListData<Customer>>('GET', '/crm/customers', { token: lina, query: { page_size: 100 } });
    expect(visible.data.list.every((c) => c.store_name === '上海总店' && (c.sales_type !== 1 || c.sales_name === '李娜'))).toBe(true);
    const zhang = await t.login('zhangwei', DEMO_STAFF_PASSWORD);
    const config = await t.call<CustomerConfig>('GET', '/crm/config/customer', { token: zhang });
    expect(config.data.customer_type.map((o) => o.label)).toEqual(['批发商', '零售店', '餐饮']);
  });
});
