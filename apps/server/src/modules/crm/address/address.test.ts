import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CustomerAddress } from '@tradewind/contract/crm/address.schema';
import { setGeocoder } from '@/modules/common/area';
import { useTestApp } from '@/test/test-app';
import { nextPhone, rows, useDrawerTenants, type Fail } from '@/test/fixtures/crm/drawer-test-fixture';

const t = useTestApp();
const [d, other] = useDrawerTenants(t);

const body = (customerId: number, extra: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  contact_name: '收货人',
  contact_phone: nextPhone(),
  ...d.area,
  address: '幸福路 1 号',
  ...extra,
});
const create = (customerId: number, extra: Record<string, unknown> = {}, token = d.tokens.rep) =>
  t.call<CustomerAddress>('POST', '/crm/address', { token, body: body(customerId, extra) });
const list = (customerId: number, token = d.tokens.rep) => t.call<ListData<CustomerAddress>>('GET', `/crm/customer/${customerId}/addresses`, { token });
const defaults = async (customerId: number) => (await list(customerId, d.tokens.manager)).data.list.filter((a) => a.is_default === 1).map((a) => a.id);

describe('customer addresses', () => {
  it('keeps exactly one default: the first, then whichever is marked, then the newest when the default goes', async () => {
    const c = d.customers.rep;
    const a = await create(c, { address: '一号', longitude: '116.397128', latitude: 39.916527 });
    expect(a.code).toBe(200);
    expect(a.data).toMatchObject({ is_default: 1, area_string: d.area.area_string, address: '一号', longitude: '116.397128', latitude: '39.916527' });
    const b = await create(c, { address: '二号' });
    expect(b.data.is_default).toBe(0);
    const cc = await create(c, { address: '三号', is_default: 1 });
    expect(await defaults(c)).toEqual([cc.data.id]);
    const updated = await t.call<CustomerAddress>('PUT', '/crm/address', { token: d.tokens.rep, body: { ...body(c, { address: '二号改' }), id: b.data.id, is_default: 1 } });
    expect(updated.data).toMatchObject({ address: '二号改', is_default: 1 });
    expect(await defaults(c)).toEqual([b.data.id]);
    // unticking the only default keeps it
    const untick = await t.call<CustomerAddress>('PUT', '/crm/address', { token: d.tokens.rep, body: { ...body(c), id: b.data.id, is_default: 0 } });
    expect(untick.data.is_default).toBe(1);
    expect((await t.call('DELETE', `/crm/address/${b.data.id}`, { token: d.tokens.rep })).code).toBe(200);
    expect(await defaults(c)).toEqual([cc.data.id]);
    expect((await list(c)).data.list.map((x) => x.id)).toEqual([cc.data.id, a.data.id]);
    const log = await rows<{ action: string }>(t, sql`SELECT action FROM crm_customer_logs WHERE customer_id = ${c} ORDER BY id`);
    expect(log.map((l) => l.action)).toEqual(['address.create', 'address.create', 'address.create', 'address.update', 'address.update', 'address.delete']);
  });

  it('rejects bad input and changes nothing', async () => {
    const c = d.customers.pool;
    const expectField = async (extra: Record<string, unknown>, field: string, message: string) => {
      const res = await t.call<Fail>('POST', '/crm/address', { token: d.tokens.rep, body: body(c, extra) });
      expect(res.code, JSON.stringify(extra)).toBe(422);
      expect(res.data?.errors?.find((e) => e.field === field)?.message, JSON.stringify(extra)).toBe(message);
    };
    await expectField({ contact_name: '' }, 'contact_name', '请输入收货人');
    await expectField({ contact_phone: '' }, 'contact_phone', '请输入手机号');
    await expectField({ contact_phone: '1234' }, 'contact_phone', '请输入正确的手机号');
    await expectField({ province_id: '' }, 'province_id', '请选择所在地区');
    await expectField({ address: ' ' }, 'address', '请输入详细地址');
    await expectField({ longitude: 181 }, 'longitude', '经度应在 -180 到 180 之间');
    await expectField({ latitude: 'north' }, 'latitude', '纬度应在 -90 到 90 之间');
    await expectField({ is_default: 3 }, 'is_default', '只能是 0 或 1');
    await expectField({ customer_id: 'x' }, 'customer_id', '请提供有效的编号');
    await expectField({ area_id: d.area.city_id }, 'province_id', '所选地区无效');
    await expectField({ longitude: 121.5 }, 'latitude', '经纬度需成对填写（在地图上点选位置）');
    await expectField({ latitude: 31.2, longitude: '' }, 'longitude', '经纬度需成对填写（在地图上点选位置）');
    expect((await list(c)).data.list).toEqual([]);
    expect((await t.call('PUT', '/crm/address', { token: d.tokens.rep, body: { ...body(c), id: 999999 } })).code).toBe(404);
    expect((await t.call('DELETE', '/crm/address/999999', { token: d.tokens.rep })).code).toBe(404);
  });

  it('answers 404 for another rep’s and another tenant’s customer', async () => {
    const theirs = await create(d.customers.rep2, {}, d.tokens.rep2);
    expect((await list(d.customers.rep2)).code).toBe(404);
    expect((await create(d.customers.rep2)).code).toBe(404);
    expect((await t.call('PUT', '/crm/address', { token: d.tokens.rep, body: { ...body(d.customers.rep2), id: theirs.data.id } })).code).toBe(404);
    expect((await t.call('DELETE', `/crm/address/${theirs.data.id}`, { token: d.tokens.rep })).code).toBe(404);
    const foreign = await create(other.customers.pool, {}, other.tokens.rep);
    expect(foreign.code).toBe(200);
    expect((await list(other.customers.pool, d.tokens.admin)).code).toBe(404);
    expect((await create(other.customers.pool, {}, d.tokens.admin)).code).toBe(404);
    expect((await t.call('DELETE', `/crm/address/${foreign.data.id}`, { token: d.tokens.admin })).code).toBe(404);
    expect((await list(other.customers.pool, other.tokens.rep)).data.list).toHaveLength(1);
  });

  it('has a location: the pin, else the district centre (approximate), else none; a geocoder when one is set', async () => {
    const c = d.customers.rep2;
    const [centre] = await rows<{ longitude: string; latitude: string }>(t, sql`SELECT longitude::text AS longitude, latitude::text AS latitude FROM areas WHERE id = ${d.area.area_id}`);
    expect(centre.longitude).not.toBeNull();
    const pinned = await create(c, { longitude: 121.5, latitude: 31.2 }, d.tokens.manager);
    expect(pinned.data).toMatchObject({ longitude: '121.500000', latitude: '31.200000', location_source: 'pinned' });
    const unpinned = await create(c, {}, d.tokens.manager);
    expect(unpinned.data).toMatchObject({ longitude: centre.longitude, latitude: centre.latitude, location_source: 'district' });
    // a province alone is too wide to deliver to: no location (planning names such a stop)
    const wide = await create(c, { city_id: '', area_id: '' }, d.tokens.manager);
    expect(wide.data).toMatchObject({ longitude: null, latitude: null, location_source: null });
    // pinning it later on the map makes it exact; clearing the pin puts it back on the district centre
    const put = (id: number, extra: Record<string, unknown>) => t.call<CustomerAddress>('PUT', '/crm/address', { token: d.tokens.manager, body: { ...body(c, extra), id } });
    expect((await put(unpinned.data.id, { longitude: '121.6', latitude: '31.3' })).data).toMatchObject({ longitude: '121.600000', location_source: 'pinned' });
    expect((await put(unpinned.data.id, { longitude: '', latitude: '' })).data).toMatchObject({ longitude: centre.longitude, location_source: 'district' });
    // a deployment's geocoder places an unpinned address before the district centre is taken
    const asked: string[] = [];
    setGeocoder(async ({ areaString, address }) => {
      asked.push(`${areaString} ${address}`);
      return address === '找不到' ? null : { longitude: 121.123456, latitude: 31.654321 };
    });
    try {
      expect((await create(c, { address: '幸福路 9 号' }, d.tokens.manager)).data).toMatchObject({ longitude: '121.123456', latitude: '31.654321', location_source: 'geocoded' });
      expect((await create(c, { address: '找不到' }, d.tokens.manager)).data).toMatchObject({ longitude: centre.longitude, location_source: 'district' });
    } finally {
      setGeocoder(null);
    }
    expect(asked).toEqual([`${d.area.area_string} 幸福路 9 号`, `${d.area.area_string} 找不到`]);
  });

  it('migration 0041 gives rows saved without coordinates their district centre, flagged approximate', async () => {
    const c = d.customers.pool;
    const [before] = await rows<{ id: number }>(t, sql`INSERT INTO crm_customer_addresses (tenant_id, customer_id, contact_name, contact_phone, province_id, city_id, area_id, address)
      SELECT tenant_id, id, '旧地址', '13900000000', ${d.area.province_id}, ${d.area.city_id}, ${d.area.area_id}, '老路 1 号' FROM crm_customers WHERE id = ${c} RETURNING id`);
    const file = readFileSync(path.resolve(import.meta.dirname, '../../../../migrations/0041_address_locations.sql'), 'utf8');
    // its backfill again (the columns exist already): the UPDATE statements, comments dropped
    const updates = file.split(';').map((s) => s.replace(/--.*$/gm, '').trim()).filter((s) => s.startsWith('UPDATE'));
    expect(updates).toHaveLength(6);
    for (const statement of updates) await rows(t, sql.raw(statement));
    const [after] = await rows<{ longitude: string; location_source: string }>(t, sql`SELECT longitude::text AS longitude, location_source FROM crm_customer_addresses WHERE id = ${before.id}`);
    const [centre] = await rows<{ longitude: string }>(t, sql`SELECT longitude::text AS longitude FROM areas WHERE id = ${d.area.area_id}`);
    expect(after).toEqual({ longitude: centre.longitude, location_source: 'district' });
  });

  it('needs crm:address:list / create / update / delete', async () => {
    const a = await create(d.customers.pool, {}, d.tokens.manager);
    expect((await list(d.customers.pool, d.tokens.nobody)).code).toBe(401);
    expect((await list(d.customers.pool, d.tokens.reader)).code).toBe(200);
    expect((await create(d.customers.pool, {}, d.tokens.reader)).code).toBe(402);
    expect((await t.call('PUT', '/crm/address', { token: d.tokens.reader, body: { ...body(d.customers.pool), id: a.data.id } })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/address/${a.data.id}`, { token: d.tokens.reader })).code).toBe(402);
  });
});
