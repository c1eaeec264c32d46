import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { ChannelLink, ChannelLinkCustomer, PublicChannelLink } from '@tradewind/contract/crm/channel-link.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';
import { CHANNEL_REGISTER_MAX_PER_IP_PER_HOUR } from './channel-link.service';

const t = useTestApp();
const LINKS = ['crm:channel_link:list', 'crm:channel_link:detail', 'crm:channel_link:create', 'crm:channel_link:update', 'crm:channel_link:delete', 'crm:channel_link:customers'];

let tenant: TestTenant;
let phone = 15800000000 + Math.floor(Math.random() * 9000) * 10000;
const nextPhone = () => String((phone += 1));
let ipSerial = Math.floor(Math.random() * 200);
const nextIp = () => `10.9.${(ipSerial += 1) % 250}.${Math.floor(Math.random() * 250)}`;

const create = (body: Record<string, unknown> = {}, token = tenant.tokens.manager) =>
  t.call<ChannelLink>('POST', '/crm/channel_link', { token, body: { name: '展会二维码', store_id: tenant.stores.a, sales_id: tenant.staff.rep1, source: 6, ...body } });

/** The public calls, from an address of their own unless told (the throttle counts per address). */
async function publicCall<T>(method: 'GET' | 'POST', url: string, payload: Record<string, unknown>, ip = nextIp()) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, remoteAddress: ip, ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }) });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: T }) };
}
const register = (code: string, body: Record<string, unknown> = {}, ip?: string) => publicCall<unknown>('POST', '/share/channel_link/register', { code, name: '王小明', phone: nextPhone(), company: '明记餐饮', ...body }, ip);

beforeAll(async () => {
  const spec = crmTenantSpec();
  tenant = await t.tenant({
    ...spec,
    roles: spec.roles!.map((r) => (r.key === 'rep' ? { ...r, permissions: [...(r.permissions ?? []), 'crm:channel_link:list', 'crm:channel_link:detail', 'crm:channel_link:customers'] } : r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), ...LINKS] } : r)),
  });
});

describe('channel links', () => {
  it('creates a link, registers customers through it for its owner and store, counts and lists them', async () => {
    const link = (await create({ valid_until: '2099-12-31' })).data;
    expect(link).toMatchObject({ name: '展会二维码', store_id: tenant.stores.a, sales_id: tenant.staff.rep1, sales_name: 'Rep One', source_text: '展会', status: 1, usable: true, customer_count: 0 });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toBe(`/register/channel?code=${link.code}`);
    const shown = await publicCall<PublicChannelLink>('GET', '/share/channel_link', { code: link.code });
    expect(shown.data).toMatchObject({ name: '展会二维码', company_name: expect.stringContaining('Tenant'), store_name: expect.stringContaining('Store A') });
    const p = nextPhone();
    const res = await register(link.code, { phone: p });
    expect(res.code).toBe(200);
    expect(res.message).toBe('注册成功，业务员将尽快与您联系');
    const [customer] = await withSystem(t.app.database.db, (tx) =>
      queryRows<{ id: number; name: string; store_id: number; sales_id: number; sales_type: number; source: number }>(tx, sql`SELECT id, name, store_id, sales_id, sales_type, source FROM crm_customers WHERE tenant_id = ${tenant.tenantId} AND phone = ${p}`),
    );
    expect(customer).toMatchObject({ name: '明记餐饮', store_id: tenant.stores.a, sales_id: tenant.staff.rep1, sales_type: 1, source: 6 });
    // the owner sees the new customer; the link counts it and lists it
    expect((await t.call('GET', `/crm/customer/${customer.id}`, { token: tenant.tokens.rep1 })).code).toBe(200);
    expect((await t.call<ChannelLink>('GET', `/crm/channel_link/${link.id}`, { token: tenant.tokens.rep1 })).data.customer_count).toBe(1);
    const customers = await t.call<ListData<ChannelLinkCustomer>>('GET', `/crm/channel_link/${link.id}/customers`, { token: tenant.tokens.manager });
    expect(customers.data.list).toMatchObject([{ customer_id: customer.id, name: '明记餐饮', phone: p, contact_name: '王小明', sales_name: 'Rep One' }]);
    // a rep sees their own links only
    const other = (await create({ sales_id: tenant.staff.rep2 })).data;
    const repList = await t.call<ListData<ChannelLink>>('GET', '/crm/channel_links', { token: tenant.tokens.rep1 });
    expect(repList.data.list.map((l) => l.id)).toEqual([link.id]);
    expect((await t.call('GET', `/crm/channel_link/${other.id}`, { token: tenant.tokens.rep1 })).code).toBe(404);
    const all = await t.call<ListData<ChannelLink>>('GET', '/crm/channel_links', { token: tenant.tokens.manager, query: { keyword: '展会' } });
    expect(all.data.list.map((l) => [l.id, l.customer_count])).toEqual([[other.id, 0], [link.id, 1]]);
  });

  it('refuses registration through a disabled, expired, deleted or unknown link, and a phone already registered', async () => {
    const link = (await create()).data;
    const taken = nextPhone();
    expect((await register(link.code, { phone: taken })).code).toBe(200);
    const dup = await register(link.code, { phone: taken, company: '另一家' });
    expect(dup.code).toBe(422);
    expect((dup.data as { errors: Array<{ field: string; message: string }> }).errors[0]).toEqual({ field: 'phone', message: '该手机号已注册，请直接联系您的业务员' });
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ phone: '' }, 'phone', '请输入手机号'],
      [{ phone: '12345678901' }, 'phone', '请输入正确的手机号'],
      [{ name: '王' }, 'name', '长度在 2 到 15 个字符'],
      [{ name: '' }, 'name', '请输入联系人'],
      [{ code: '' }, 'code', '链接无效'],
    ];
    for (const [body, field, message] of bad) {
      const res = await register(link.code, body);
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect((res.data as { errors: Array<{ field: string; message: string }> }).errors[0], JSON.stringify(body)).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    const edit = (body: Record<string, unknown>) =>
      t.call<ChannelLink>('PUT', '/crm/channel_link', { token: tenant.tokens.manager, body: { id: link.id, name: link.name, store_id: link.store_id, sales_id: link.sales_id, source: link.source, ...body } });
    expect((await edit({ status: 0 })).data).toMatchObject({ status: 0, usable: false, code: link.code });
    expect(await register(link.code)).toMatchObject({ code: 404, message: '该链接已停用' });
    expect((await edit({ status: 1, valid_until: '2020-01-01' })).data.usable).toBe(false);
    expect(await register(link.code)).toMatchObject({ code: 404, message: '该链接已过期' });
    expect(await publicCall('GET', '/share/channel_link', { code: link.code })).toMatchObject({ code: 404, message: '该链接已过期' });
    expect((await t.call('DELETE', `/crm/channel_link/${link.id}`, { token: tenant.tokens.manager })).code).toBe(200);
    expect(await register(link.code)).toMatchObject({ code: 404, message: '链接无效，请向业务员索取新的链接' });
    expect(await register('no-such-code')).toMatchObject({ code: 404, message: '链接无效，请向业务员索取新的链接' });
    expect((await t.call<ChannelLink>('GET', `/crm/channel_link/${link.id}`, { token: tenant.tokens.manager })).code).toBe(404);
  });

  it('throttles an address after its tries of the hour', async () => {
    const link = (await create({ name: '限流' })).data;
    const ip = nextIp();
    for (let i = 0; i < CHANNEL_REGISTER_MAX_PER_IP_PER_HOUR; i += 1) expect((await register(link.code, {}, ip)).code).toBe(200);
    const refused = await register(link.code, {}, ip);
    expect(refused).toMatchObject({ status: 429, code: 429, message: '提交过于频繁，请 60 分钟后再试' });
    // another address is not held back
    expect((await register(link.code)).code).toBe(200);
    expect((await t.call<ChannelLink>('GET', `/crm/channel_link/${link.id}`, { token: tenant.tokens.manager })).data.customer_count).toBe(CHANNEL_REGISTER_MAX_PER_IP_PER_HOUR + 1);
  });

  it('refuses bad link input with the field named and nothing saved', async () => {
    const before = (await t.call<ListData<ChannelLink>>('GET', '/crm/channel_links', { token: tenant.tokens.manager })).data.pagination.total;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', '请输入链接名称'],
      [{ sales_id: '' }, 'sales_id', '请选择负责人'],
      [{ sales_id: tenant.staff.repb }, 'sales_id', '负责人须为该门店的在职员工'],
      [{ sales_id: tenant.staff.gone }, 'sales_id', '负责人须为该门店的在职员工'],
      [{ store_id: tenant.stores.c }, 'store_id', '只能选择您有权限的门店'],
      [{ source: 99 }, 'source', '请选择线索来源'],
      [{ type_id: 999999 }, 'type_id', '该客户类型不存在'],
      [{ level_id: 999999 }, 'level_id', '该客户等级不存在'],
      [{ valid_until: '2026-02-30' }, 'valid_until', ''],
      [{ status: 2 }, 'status', '只能选择是或否'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect((res.data as unknown as { errors: Array<{ field: string; message: string }> }).errors[0], JSON.stringify(body)).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    expect((await t.call<ListData<ChannelLink>>('GET', '/crm/channel_links', { token: tenant.tokens.manager })).data.pagination.total).toBe(before);
  });

  it('needs its permissions on every route', async () => {
    const link = (await create({ name: '权限' })).data;
    const body = { name: 'x', store_id: tenant.stores.a, sales_id: tenant.staff.rep1, source: 1 };
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, number]> = [
      ['list', 'GET', '/crm/channel_links', undefined, 401],
      ['detail', 'GET', `/crm/channel_link/${link.id}`, undefined, 401],
      ['customers', 'GET', `/crm/channel_link/${link.id}/customers`, undefined, 402],
      ['create', 'POST', '/crm/channel_link', body, 402],
      ['update', 'PUT', '/crm/channel_link', { ...body, id: link.id }, 402],
      ['delete', 'DELETE', `/crm/channel_link/${link.id}`, undefined, 402],
    ];
    for (const [name, method, url, b, code] of calls) expect((await t.call(method, url, { token: tenant.tokens.clerk, body: b })).code, name).toBe(code);
    expect((await t.call('POST', '/crm/channel_link', { token: tenant.tokens.rep1, body })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/channel_link/${link.id}`, { token: tenant.tokens.rep1 })).code).toBe(402);
    expect((await t.call('GET', '/crm/channel_links', { token: null })).status).toBe(401);
    expect((await t.call<ChannelLink>('GET', `/crm/channel_link/${link.id}`, { token: tenant.tokens.manager })).data.status).toBe(1);
  });
});
