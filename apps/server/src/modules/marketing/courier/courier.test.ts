import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import { trackingUrlOf, type Courier } from '@tradewind/contract/marketing/courier.schema';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { shopTenantSpec } from '@/test/fixtures/marketing/shop-test-tenant';

const t = useTestApp();
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await t.tenant(shopTenantSpec());
});

const SF = { code: 'sf', name: '顺丰速运', tracking_url: 'https://www.sf-express.com/chn/sc/waybill/list?no={no}', phone: '95338', sort: 1 };
const as = (who: string) => tenant.tokens[who];
const list = async (query: Record<string, unknown> = {}, who = 'admin') => (await t.call<ListData<Courier>>('GET', '/marketing/couriers', { token: as(who), query: { page_size: 100, ...query } })).data;

describe('couriers', () => {
  it('are created, listed, found, edited, disabled and deleted, each change in the action log', async () => {
    const made = await t.call<Courier>('POST', '/marketing/courier', { token: as('admin'), body: SF });
    expect(made).toMatchObject({ code: 200, data: { code: 'SF', name: '顺丰速运', status: 1, phone: '95338', sort: 1 } });
    const jd = (await t.call<Courier>('POST', '/marketing/courier', { token: as('admin'), body: { code: 'JD', name: '京东物流', tracking_url: '', status: '0' }, form: true })).data;
    expect(jd).toMatchObject({ tracking_url: null, status: 0, sort: 0 });
    expect((await list()).list.map((c) => c.code)).toEqual(['JD', 'SF']);
    expect((await list({ keyword: '顺丰' })).list.map((c) => c.code)).toEqual(['SF']);
    expect((await list({ keyword: 'jd' })).list.map((c) => c.code)).toEqual(['JD']);
    expect((await list({ status: 1 })).list.map((c) => c.code)).toEqual(['SF']);
    expect((await list({}, 'viewer')).pagination.total).toBe(2);
    expect((await t.call<Courier>('GET', `/marketing/courier/${jd.id}`, { token: as('viewer') })).data.name).toBe('京东物流');

    const edited = await t.call<Courier>('PUT', '/marketing/courier', { token: as('admin'), body: { ...SF, id: made.data.id, name: '顺丰', tracking_url: 'http://sf.example.com/q/{no}' } });
    expect(edited.data).toMatchObject({ name: '顺丰', tracking_url: 'http://sf.example.com/q/{no}' });
    expect(trackingUrlOf(edited.data.tracking_url!, 'SF 1/2')).toBe('http://sf.example.com/q/SF%201%2F2');
    expect((await t.call<Courier>('PUT', `/marketing/courier/${jd.id}/status`, { token: as('admin'), body: { status: 1 } })).data.status).toBe(1);
    expect((await t.call('DELETE', `/marketing/courier/${jd.id}`, { token: as('admin') })).code).toBe(200);
    expect((await t.call('GET', `/marketing/courier/${jd.id}`, { token: as('admin') })).code).toBe(404);

    const logged = await withSystem(t.app.database.db, async (tx) => (await tx.execute(sql`SELECT method FROM action_logs WHERE tenant_id = ${tenant.tenantId} AND target_type = 'marketing_courier' ORDER BY id`)).rows as Array<{ method: string }>);
    expect(logged.map((r) => r.method)).toEqual(['POST', 'POST', 'PUT', 'PUT', 'DELETE']);
  });

  it('refuse a code taken, bad codes, URLs and phones (422) without changing anything', async () => {
    const before = await list();
    expect(await t.call('POST', '/marketing/courier', { token: as('admin'), body: { ...SF, name: '另一个' } })).toMatchObject({ code: 422, data: { errors: [{ field: 'code', message: '快递编码已存在' }] } });
    const bad = [
      { ...SF, code: '' },
      { ...SF, code: 'S F' },
      { ...SF, code: 'x'.repeat(21) },
      { ...SF, code: 'YT', name: '' },
      { ...SF, code: 'YT', tracking_url: 'https://www.yto.net.cn/query' },
      { ...SF, code: 'YT', tracking_url: 'ftp://yto.net.cn/{no}' },
      { ...SF, code: 'YT', tracking_url: 'javascript:alert({no})' },
      { ...SF, code: 'YT', phone: 'call us' },
      { ...SF, code: 'YT', status: 2 },
      { ...SF, code: 'YT', sort: 10000 },
    ];
    for (const body of bad) expect((await t.call('POST', '/marketing/courier', { token: as('admin'), body })).code, JSON.stringify(body)).toBe(422);
    const english = await t.call('POST', '/marketing/courier', { token: as('admin'), body: { ...SF, code: 'YT', tracking_url: 'https://x.cn/q' }, headers: { 'accept-language': 'en-US' } });
    expect(english).toMatchObject({ code: 422, data: { errors: [{ field: 'tracking_url', message: 'The tracking URL must start with http:// or https:// and hold {no}' }] } });
    const sf = before.list.find((c) => c.code === 'SF')!;
    expect((await t.call('PUT', `/marketing/courier/${sf.id}/status`, { token: as('admin'), body: { status: 5 } })).code).toBe(422);
    expect(await list()).toEqual(before);
  });

  it('need their permissions; another tenant’s and unknown ones are not found', async () => {
    const sf = (await list()).list[0];
    expect((await t.call('GET', '/marketing/couriers', { token: as('clerk') })).code).toBe(401);
    expect((await t.call('GET', '/marketing/couriers')).code).toBe(401);
    for (const [method, url, body] of [
      ['POST', '/marketing/courier', { ...SF, code: 'ZTO' }],
      ['PUT', '/marketing/courier', { ...SF, id: sf.id }],
      ['PUT', `/marketing/courier/${sf.id}/status`, { status: 0 }],
      ['DELETE', `/marketing/courier/${sf.id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: as('viewer'), body })).code, url).toBe(402);
    }
    const other = await t.tenant(shopTenantSpec());
    expect((await t.call('GET', `/marketing/courier/${sf.id}`, { token: other.tokens.admin })).code).toBe(404);
    expect((await t.call('PUT', '/marketing/courier', { token: other.tokens.admin, body: { ...SF, id: sf.id } })).code).toBe(404);
    expect((await t.call('DELETE', `/marketing/courier/${sf.id}`, { token: other.tokens.admin })).code).toBe(404);
    expect((await t.call('PUT', `/marketing/courier/999999999/status`, { token: as('admin'), body: { status: 0 } })).code).toBe(404);
    // the same code in another tenant is free
    expect((await t.call('POST', '/marketing/courier', { token: other.tokens.admin, body: SF })).code).toBe(200);
  });
});
