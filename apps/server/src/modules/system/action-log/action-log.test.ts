import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { ActionLogEntry } from '@tradewind/contract/system/action-log.schema';
import { useTenantPair, useTestApp } from '@/test/test-app';

const t = useTestApp();
const [tenant, other] = useTenantPair(() => t.tenant({}));

const list = (token: string, query: Record<string, unknown> = {}) => t.call<ListData<ActionLogEntry>>('GET', '/action/log', { token, query });

describe('GET /action/log', () => {
  it('records who, store, what, target, address and time of every mutating call', async () => {
    const res = await t.call<{ id: number }>('PUT', '/store', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { id: tenant.stores.b, name: 'Logged B' } });
    expect(res.code).toBe(200);
    const log = await list(tenant.tokens.admin, { action: 'system:store:update' });
    expect(log.data.list[0]).toMatchObject({
      staff_id: tenant.staff.admin,
      staff_name: 'Admin',
      store_id: tenant.stores.a,
      module: 'system',
      method: 'PUT',
      path: '/api/v1/store',
      target_type: 'store',
      target_id: String(tenant.stores.b),
    });
    expect(log.data.list[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('does not log reads or calls that failed', async () => {
    const before = (await list(tenant.tokens.admin)).data.pagination.total;
    await t.call('GET', '/stores', { token: tenant.tokens.admin });
    await t.call('POST', '/store', { token: tenant.tokens.admin, body: { name: '' } });
    expect((await list(tenant.tokens.admin)).data.pagination.total).toBe(before);
  });

  it('filters by staff, module and time range, and validates times', async () => {
    const byStaff = await list(tenant.tokens.admin, { staff_id: tenant.staff.clerk });
    expect(byStaff.data.list.every((e) => e.staff_id === tenant.staff.clerk)).toBe(true);
    const future = await list(tenant.tokens.admin, { begin_time: '2099-01-01' });
    expect(future.data.list).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const range = await list(tenant.tokens.admin, { module: 'system', begin_time: '2020-01-01', end_time: '2099-12-31 23:59:59' });
    expect(range.data.pagination.total).toBeGreaterThan(0);
    expect(today).toBeTruthy();
    const bad = await list(tenant.tokens.admin, { begin_time: 'yesterday' });
    expect(bad.code).toBe(422);
  });

  it('never shows another tenant’s entries', async () => {
    const mine = await list(other.tokens.admin, { page_size: 100 });
    expect(mine.data.list.every((e) => e.staff_id === null || Object.values(other.staff).includes(e.staff_id))).toBe(true);
  });

  it('needs system:action_log:list (401: a page)', async () => {
    const res = await list(tenant.tokens.clerk);
    expect(res.code).toBe(401);
  });
});
