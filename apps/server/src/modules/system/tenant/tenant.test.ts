import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantInfo } from '@tradewind/contract/system/tenant.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant({ isExperience: true, contractBegin: '2026-01-01', contractEnd: '2099-06-30' });
});

describe('GET /common/tenant', () => {
  it('answers the tenant’s experience flag and contract dates', async () => {
    const res = await t.call<TenantInfo>('GET', '/common/tenant', { token: tenant.tokens.nobody });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ id: tenant.tenantId, is_experience: 1, contract_begin: '2026-01-01', contract_end: '2099-06-30' });
  });
  it('needs a token', async () => {
    expect((await t.call('GET', '/common/tenant')).status).toBe(401);
  });
});

describe('an ended contract', () => {
  it('answers 405 to business calls but still lets the shell load who and what the tenant is', async () => {
    const ended = await t.tenant({ contractBegin: '2020-01-01', contractEnd: '2021-01-01' });
    const business = await t.call('GET', '/stores', { token: ended.tokens.admin });
    expect(business.code).toBe(405);
    expect(business.message).toBe('您的服务合同已到期，请联系我们续约');
    expect((await t.call('GET', '/auth/info', { token: ended.tokens.admin })).code).toBe(200);
    expect((await t.call<TenantInfo>('GET', '/common/tenant', { token: ended.tokens.admin })).data.contract_end).toBe('2021-01-01');
    expect((await t.call('POST', '/auth/logout', { token: ended.tokens.admin })).code).toBe(200);
  });
});

describe('GET /common/client_data', () => {
  it('answers the badge counts', async () => {
    const res = await t.call<{ un_read_num: number; task_num: number }>('GET', '/common/client_data', { token: tenant.tokens.admin });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ un_read_num: 0, task_num: 0 });
  });
});
