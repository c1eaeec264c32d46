import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { idsText, unknownIds, unknownIdsRefusal } from './id-list';

/**
 * An id list holding ids the tenant has not is refused with a message that names them, in both languages
 * (core/http/id-list.ts); the bad-input suite checks the same for every route's id list with one id.
 */
const t = useTestApp();
let tenant: TestTenant;
let warehouse: number;
const UNKNOWN = 2147480000;
const ALSO = 2147480001;

beforeAll(async () => {
  tenant = await t.tenant({});
  const made = await t.call<{ id: number }>('POST', '/wms/warehouse', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { name: '名单仓', code: 'IDL1' } });
  expect(made.code).toBe(200);
  warehouse = made.data.id;
});

type Refusal = { code: number; message: string; data: { errors: Array<{ field: string; message: string }> } };
const send = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, locale: string) =>
  t.call<Refusal['data']>(method, url, { token: tenant.tokens.admin, storeId: tenant.stores.a, body, headers: { 'accept-language': locale } });

describe('an id list with ids the tenant has not', () => {
  it('is refused on the list with a message naming every unknown id, in Chinese and in English; nothing is written', async () => {
    const cases: Array<{ method: 'POST' | 'PUT'; url: () => string; body: (ids: number[]) => Record<string, unknown>; field: string; zh: string; en: string }> = [
      { method: 'POST', url: () => '/message/set_read', body: (ids) => ({ message_ids: ids }), field: 'message_ids', zh: '的消息', en: 'No message with id' },
      { method: 'POST', url: () => '/pms/type', body: (ids) => ({ name: '名单类型', spec_ids: ids }), field: 'spec_ids', zh: '的规格', en: 'No spec with id' },
      { method: 'POST', url: () => '/staff', body: (ids) => ({ name: '名单员工', phone: '13700000991', account: 'idlist1', password: 'Passw0rd!x', role_ids: ids, store_ids: [tenant.stores.a] }), field: 'role_ids', zh: '的角色', en: 'No role with id' },
      { method: 'POST', url: () => '/staff', body: (ids) => ({ name: '名单员工', phone: '13700000992', account: 'idlist2', password: 'Passw0rd!x', role_ids: [], store_ids: ids }), field: 'store_ids', zh: '的门店', en: 'No store with id' },
      { method: 'PUT', url: () => `/wms/warehouse/${warehouse}/managers`, body: (ids) => ({ staff_ids: ids }), field: 'staff_ids', zh: '的员工', en: 'No staff member with id' },
      { method: 'POST', url: () => '/wms/supplier', body: (ids) => ({ name: '名单供应商', code: 'IDLS', store_ids: ids }), field: 'store_ids', zh: '的门店', en: 'No store with id' },
    ];
    const problems: string[] = [];
    for (const c of cases) {
      const zh = await send(c.method, c.url(), c.body([UNKNOWN, ALSO]), 'zh-CN');
      const en = await send(c.method, c.url(), c.body([UNKNOWN]), 'en-US');
      const where = `${c.method} ${c.url()} ${c.field}`;
      if (zh.code !== 422 || JSON.stringify(zh.data.errors) !== JSON.stringify([{ field: c.field, message: zh.message }])) problems.push(`${where}: ${zh.code} ${JSON.stringify(zh.data)}`);
      else if (!zh.message.startsWith(`找不到 id 为 ${UNKNOWN}, ${ALSO} ${c.zh}`)) problems.push(`${where}: ${zh.message}`);
      if (en.code !== 422 || !en.message.startsWith(`${c.en} ${UNKNOWN}`)) problems.push(`${where} (en): ${en.code} ${en.message}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    const staff = await t.call<{ list: Array<{ name: string }> }>('GET', '/staffs', { token: tenant.tokens.admin, storeId: tenant.stores.a, query: { page_size: 100 } });
    expect(staff.data.list.map((s) => s.name)).not.toContain('名单员工');
  });

  it('names each unknown position of a list checked line by line (a count’s locations)', async () => {
    const res = await send('POST', '/wms/stock_count', { warehouse_id: warehouse, scope_type: 3, location_ids: [UNKNOWN, ALSO] }, 'zh-CN');
    expect(res.code).toBe(422);
    expect(res.data.errors).toEqual([
      { field: 'location_ids.0', message: `找不到 id 为 ${UNKNOWN}, ${ALSO} 的库位（须在该仓库）` },
      { field: 'location_ids.1', message: `找不到 id 为 ${UNKNOWN}, ${ALSO} 的库位（须在该仓库）` },
    ]);
  });
});

describe('id lists', () => {
  it('finds the ids asked for that no row has, each once, in the order asked', () => {
    expect(unknownIds([9, 3, 9, 4, 7], [3, 7])).toEqual([9, 4]);
    expect(unknownIds([1, 2], new Set([1, 2]))).toEqual([]);
  });

  it('names at most five of them', () => {
    expect(idsText([7])).toBe('7');
    expect(idsText([1, 2, 3, 4, 5, 6, 7])).toBe('1, 2, 3, 4, 5, …');
  });

  it('refuses on the list, or on each position holding one, with the ids as the message’s {ids}', () => {
    expect(unknownIdsRefusal('spec_ids', [1, 2], [1, 2])).toBeNull();
    const whole = unknownIdsRefusal('spec_ids', [5, 1, 6], [1], 'pms.spec_not_found');
    expect({ message: whole?.message, data: whole?.data, params: whole?.params }).toEqual({ message: 'pms.spec_not_found', data: { errors: [{ field: 'spec_ids', message: 'pms.spec_not_found' }] }, params: { ids: '5, 6' } });
    const each = unknownIdsRefusal('location_ids', [1, 8], [1], undefined, { each: true });
    expect(each?.data).toEqual({ errors: [{ field: 'location_ids.1', message: 'validation.ids_unknown' }] });
    expect(each?.params).toEqual({ ids: '8' });
  });
});
