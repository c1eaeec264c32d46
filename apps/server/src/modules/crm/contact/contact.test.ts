import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CustomerContact } from '@tradewind/contract/crm/contact.schema';
import { useTestApp } from '@/test/test-app';
import { nextPhone, rows, useDrawerTenants, type Fail } from '@/test/fixtures/crm/drawer-test-fixture';

const t = useTestApp();
const [d, other] = useDrawerTenants(t);

const body = (extra: Record<string, unknown> = {}) => ({ name: '王小明', phone: nextPhone(), sex: 1, ...d.area, ...extra });
const create = (customerId: number, extra: Record<string, unknown> = {}, token = d.tokens.rep) =>
  t.call<CustomerContact>('POST', `/crm/customer/${customerId}/user`, { token, body: body(extra) });
const list = (customerId: number, token = d.tokens.rep) => t.call<ListData<CustomerContact>>('GET', `/crm/customer/${customerId}/users`, { token });
const logs = (customerId: number) => rows<{ action: string; content: string }>(t, sql`SELECT action, content FROM crm_customer_logs WHERE customer_id = ${customerId} ORDER BY id`);

describe('customer contacts', () => {
  it('creates contacts: the first is the main one, the blank status is 0, area text comes from the ids, and the log says so', async () => {
    const first = await create(d.customers.rep, { name: '主联系人', email: 'a@b.cn', birthday: '1990-02-28' });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ name: '主联系人', is_master: 1, status: 0, sex: 1, area_string: d.area.area_string, birthday: '1990-02-28', customer_id: d.customers.rep });
    const second = await create(d.customers.rep, { name: '第二联系人', status: 1 });
    expect(second.data).toMatchObject({ is_master: 0, status: 1 });
    const listed = await list(d.customers.rep);
    expect(listed.data.list.map((c) => c.name)).toEqual(['主联系人', '第二联系人']);
    expect(listed.data.pagination.total).toBe(2);
    expect((await t.call<CustomerContact>('GET', `/crm/user/${second.data.id}`, { token: d.tokens.rep })).data.name).toBe('第二联系人');
    expect((await logs(d.customers.rep)).map((l) => l.content)).toEqual(expect.arrayContaining(['新增联系人「主联系人」', '新增联系人「第二联系人」']));
  });

  it('moves the main flag, refuses to clear it, and never deletes the main contact', async () => {
    const customer = d.customers.rep2;
    const a = await create(customer, { name: '甲联系人' }, d.tokens.rep2);
    const b = await create(customer, { name: '乙联系人' }, d.tokens.rep2);
    const moved = await t.call<CustomerContact>('PUT', `/crm/customer/${customer}/user`, { token: d.tokens.rep2, body: body({ id: b.data.id, name: '乙联系人', phone: b.data.phone, is_master: 1 }) });
    expect(moved.data.is_master).toBe(1);
    const after = await list(customer, d.tokens.rep2);
    expect(after.data.list.filter((c) => c.is_master === 1).map((c) => c.id)).toEqual([b.data.id]);
    const clear = await t.call('PUT', `/crm/customer/${customer}/user`, { token: d.tokens.rep2, body: body({ id: b.data.id, phone: b.data.phone, is_master: 0 }) });
    expect(clear.code).toBe(409);
    expect(clear.message).toBe('请先将其他联系人设为主联系人');
    const refused = await t.call('DELETE', `/crm/customer/${customer}/user/${b.data.id}`, { token: d.tokens.rep2 });
    expect(refused.code).toBe(409);
    expect(refused.message).toBe('主联系人不能删除');
    const gone = await t.call('DELETE', `/crm/customer/${customer}/user/${a.data.id}`, { token: d.tokens.rep2 });
    expect(gone.code).toBe(200);
    expect((await list(customer, d.tokens.rep2)).data.list.map((c) => c.id)).toEqual([b.data.id]);
    expect((await t.call('GET', `/crm/user/${a.data.id}`, { token: d.tokens.rep2 })).code).toBe(404);
    expect((await logs(customer)).map((l) => l.action)).toEqual(['contact.create', 'contact.create', 'contact.update', 'contact.master', 'contact.delete']);
  });

  it('edits a contact', async () => {
    const c = await create(d.customers.pool, { name: '公海联系人' });
    const res = await t.call<CustomerContact>('PUT', `/crm/customer/${d.customers.pool}/user`, {
      token: d.tokens.rep,
      body: body({ id: c.data.id, name: '改名了', phone: c.data.phone, sex: 2, status: 1, city_id: '', area_id: '', remark: '备注' }),
    });
    expect(res.data).toMatchObject({ name: '改名了', sex: 2, status: 1, city_id: null, area_id: null, remark: '备注', is_master: 1 });
    expect(res.data.area_string).toBe(d.area.area_string.split(' ')[0]);
  });

  it('rejects every bad input with its message and changes nothing', async () => {
    const before = await rows(t, sql`SELECT count(*)::int AS n FROM crm_customer_users WHERE customer_id = ${d.customers.pool}`);
    const expectField = async (extra: Record<string, unknown>, field: string, message: string) => {
      const res = await t.call<Fail>('POST', `/crm/customer/${d.customers.pool}/user`, { token: d.tokens.rep, body: body(extra) });
      expect(res.code, JSON.stringify(extra)).toBe(422);
      expect(res.data?.errors?.find((e) => e.field === field)?.message, JSON.stringify(extra)).toBe(message);
    };
    await expectField({ name: '' }, 'name', '请输入名字');
    await expectField({ name: '王' }, 'name', '长度在 2 到 15 个字符');
    await expectField({ name: '一二三四五六七八九十一二三四五六' }, 'name', '长度在 2 到 15 个字符');
    await expectField({ phone: '' }, 'phone', '请输入手机号');
    await expectField({ phone: '12345678901' }, 'phone', '请输入正确的手机号');
    await expectField({ province_id: '' }, 'province_id', '请选择所在地区');
    await expectField({ sex: 3 }, 'sex', '请选择性别');
    await expectField({ status: 5 }, 'status', '请选择状态');
    await expectField({ is_master: 2 }, 'is_master', '只能是 0 或 1');
    await expectField({ birthday: '2020-02-30' }, 'birthday', '请选择正确的生日');
    await expectField({ email: 'not-an-email' }, 'email', '请输入正确的邮箱');
    await expectField({ remark: 'x'.repeat(201) }, 'remark', '内容过长');
    // an area chain that does not hold together: a district under the wrong city, a district without city
    await expectField({ city_id: d.area.province_id }, 'province_id', '所选地区无效');
    await expectField({ city_id: '', area_id: d.area.area_id }, 'city_id', '所选地区无效');
    await expectField({ province_id: 999999999 }, 'province_id', '所选地区无效');
    const dupPhone = (await list(d.customers.pool)).data.list[0].phone;
    const dup = await create(d.customers.pool, { phone: dupPhone });
    expect(dup.code).toBe(409);
    expect(dup.message).toBe('该客户已有使用此手机号的联系人');
    expect(await rows(t, sql`SELECT count(*)::int AS n FROM crm_customer_users WHERE customer_id = ${d.customers.pool}`)).toEqual(before);
    expect((await t.call('PUT', `/crm/customer/${d.customers.pool}/user`, { token: d.tokens.rep, body: body({ id: 999999 }) })).code).toBe(404);
    expect((await t.call('DELETE', `/crm/customer/${d.customers.pool}/user/abc`, { token: d.tokens.rep })).code).toBe(422);
  });

  it('answers 404 for another rep’s or another tenant’s customer and their contacts, and keeps them unchanged', async () => {
    const theirs = await create(d.customers.rep2, { name: '别人的联系人' }, d.tokens.rep2);
    expect((await list(d.customers.rep2, d.tokens.rep)).code).toBe(404);
    expect((await create(d.customers.rep2)).code).toBe(404);
    expect((await t.call('PUT', `/crm/customer/${d.customers.rep2}/user`, { token: d.tokens.rep, body: body({ id: theirs.data.id }) })).code).toBe(404);
    expect((await t.call('DELETE', `/crm/customer/${d.customers.rep2}/user/${theirs.data.id}`, { token: d.tokens.rep })).code).toBe(404);
    expect((await t.call('GET', `/crm/user/${theirs.data.id}`, { token: d.tokens.rep })).code).toBe(404);
    // a contact named under a customer it does not belong to
    expect((await t.call('DELETE', `/crm/customer/${d.customers.rep}/user/${theirs.data.id}`, { token: d.tokens.rep })).code).toBe(404);
    const foreign = await create(other.customers.pool, {}, other.tokens.rep);
    expect((await list(other.customers.pool, d.tokens.admin)).code).toBe(404);
    expect((await create(other.customers.pool, {}, d.tokens.admin)).code).toBe(404);
    expect((await t.call('GET', `/crm/user/${foreign.data.id}`, { token: d.tokens.admin })).code).toBe(404);
    expect((await t.call('GET', `/crm/user/${theirs.data.id}`, { token: d.tokens.manager })).code).toBe(200);
    expect((await t.call('GET', `/crm/user/${theirs.data.id}`, { token: d.tokens.rep2 })).data).toMatchObject({ name: '别人的联系人' });
  });

  it('needs crm:user:list / create / update / delete', async () => {
    const c = (await list(d.customers.pool)).data.list[0];
    expect((await list(d.customers.pool, d.tokens.nobody)).code).toBe(401);
    expect((await t.call('GET', `/crm/user/${c.id}`, { token: d.tokens.nobody })).code).toBe(401);
    expect((await list(d.customers.pool, d.tokens.reader)).code).toBe(200);
    expect((await create(d.customers.pool, {}, d.tokens.reader)).code).toBe(402);
    expect((await t.call('PUT', `/crm/customer/${d.customers.pool}/user`, { token: d.tokens.reader, body: body({ id: c.id }) })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/customer/${d.customers.pool}/user/${c.id}`, { token: d.tokens.reader })).code).toBe(402);
    expect((await t.call('GET', `/crm/customer/${d.customers.pool}/users`)).code).toBe(401);
  });
});
