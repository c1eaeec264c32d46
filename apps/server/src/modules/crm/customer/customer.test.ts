import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Customer, CustomerLog } from '@tradewind/contract/crm/customer.schema';
import { withSystem } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let phone = 13900000000;
const nextPhone = () => String((phone += 1));
type Errors = { errors: Array<{ field: string; message: string }> };

beforeAll(async () => {
  tenant = await t.tenant(crmTenantSpec());
  other = await t.tenant(crmTenantSpec());
});

const create = (token: string, body: Record<string, unknown> = {}, storeId?: number) =>
  t.call<Customer>('POST', '/crm/customer', { token, storeId, body: { name: '测试客户', phone: nextPhone(), ...body } });
const list = (token: string, query: Record<string, unknown> = {}) => t.call<ListData<Customer>>('GET', '/crm/customers', { token, query: { page_size: 100, ...query } });
const rows = <T>(q: string) => withSystem(t.app.database.db, async (tx) => (await tx.execute(sql.raw(q))).rows as T[]);
const logsOf = (token: string, id: number) => t.call<ListData<CustomerLog>>('GET', `/crm/customer/${id}/logs`, { token });
const inbox = (token: string) => t.call<ListData<{ title: string; content: string; params: { target_type: string; target_id: number } | null }>>('GET', '/messages', { token });

describe('customers', () => {
  it('creates a customer with its main contact, pinyin, ownership row and log; its account reads zero before fms opens it', async () => {
    const p = nextPhone();
    const res = await create(tenant.tokens.rep1, { name: '上海超市', phone: p, email: 'a@b.cn', contact_name: '王老板', source: 2, sex: 1 });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '上海超市', phone: p, sales_type: 1, sales_id: tenant.staff.rep1, sales_name: 'Rep One', store_id: tenant.stores.a, status: 1, source_text: '客户介绍', payment_amount: '0.00', created_by_name: 'Rep One' });
    const id = res.data.id;
    const [c] = await rows<{ name_pinyin: string; name_initials: string }>(`SELECT name_pinyin, name_initials FROM crm_customers WHERE id = ${id}`);
    expect(c).toEqual({ name_pinyin: 'shanghaichaoshi', name_initials: 'shcs' });
    const contacts = await rows<{ name: string; phone: string; is_master: number }>(`SELECT name, phone, is_master FROM crm_customer_users WHERE customer_id = ${id}`);
    expect(contacts).toEqual([{ name: '王老板', phone: p, is_master: 1 }]);
    // fms opens the account on first use (docs/trading-model.md §7): crm writes none of fms's tables.
    expect(await rows(`SELECT customer_id FROM fms_customer_accounts WHERE customer_id = ${id}`)).toHaveLength(0);
    const own = await rows<{ reason: string; to_sales_id: number; from_sales_id: number | null }>(`SELECT reason, to_sales_id, from_sales_id FROM crm_customer_ownership WHERE customer_id = ${id}`);
    expect(own).toEqual([{ reason: 'create', to_sales_id: tenant.staff.rep1, from_sales_id: null }]);
    const logs = await logsOf(tenant.tokens.rep1, id);
    expect(logs.data.list.map((l) => l.content)).toEqual(expect.arrayContaining(['新建客户「上海超市」', '新建客户：无 → Rep One']));
    expect(logs.data.list[0].action_staff_name).toBe('Rep One');
    const action = await rows<{ target_type: string; target_id: string }>(`SELECT target_type, target_id FROM action_logs WHERE action = 'crm:customer:create' ORDER BY id DESC LIMIT 1`);
    expect(action[0]).toEqual({ target_type: 'crm_customer', target_id: String(id) });
    const account = await t.call('GET', '/fms/customer_account', { token: tenant.tokens.rep1, query: { customer_id: id } });
    expect(account.data).toMatchObject({ customer_id: id, balance: '0.00', need_pay: '0.00', total_prepay_amount: '0.00' });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM crm_customers`);
    const empty = await t.call<Errors>('POST', '/crm/customer', { token: tenant.tokens.rep1, body: { name: '', phone: '' } });
    expect(empty.code).toBe(422);
    expect(empty.data.errors).toEqual(expect.arrayContaining([{ field: 'name', message: '请输入客户名称' }, { field: 'phone', message: '请输入手机号' }]));
    expect((await create(tenant.tokens.rep1, { phone: '12345678901' })).message).toBe('请输入正确的手机号');
    expect((await create(tenant.tokens.rep1, { email: 'not-mail' })).message).toBe('请输入正确的邮箱');
    expect((await create(tenant.tokens.rep1, { latitude: 91 })).code).toBe(422);
    expect((await create(tenant.tokens.rep1, { level_id: 999999 })).code).toBe(422);
    expect((await create(tenant.tokens.rep1, { type_id: 'x' })).code).toBe(422);
    expect((await create(tenant.tokens.rep1, { area_id: 999999999 })).code).toBe(422);
    expect((await create(tenant.tokens.rep1, { sales_type: 5 })).code).toBe(422);
    // a store the rep does not hold, also through the body
    const store = await t.call<Errors>('POST', '/crm/customer', { token: tenant.tokens.rep1, body: { name: 'x', phone: nextPhone(), store_id: tenant.stores.b } });
    expect(store.code).toBe(422);
    expect(store.data.errors[0]).toEqual({ field: 'store_id', message: '只能选择您有权限的门店' });
    expect((await create(tenant.tokens.rep1, { store_id: other.stores.a })).code).toBe(422);
    // assigning to someone else needs crm:customer:sales
    expect((await create(tenant.tokens.rep1, { sales_id: tenant.staff.rep2 })).code).toBe(402);
    expect((await create(tenant.tokens.manager, { sales_id: tenant.staff.gone })).code).toBe(422);
    expect((await create(tenant.tokens.manager, { sales_id: tenant.staff.repb }, tenant.stores.a)).code).toBe(422);
    const after = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM crm_customers`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a phone another customer of the tenant uses (422 on phone), not one of another tenant', async () => {
    const p = nextPhone();
    expect((await create(tenant.tokens.rep1, { phone: p })).code).toBe(200);
    const dup = await t.call<Errors>('POST', '/crm/customer', { token: tenant.tokens.rep2, body: { name: '另一个', phone: p } });
    expect(dup.code).toBe(422);
    expect(dup.data.errors).toEqual([{ field: 'phone', message: '该手机号已有客户使用' }]);
    expect((await create(other.tokens.rep1, { phone: p })).code).toBe(200);
  });

  it('needs its permissions', async () => {
    expect((await create(tenant.tokens.clerk)).code).toBe(402);
    expect((await list(tenant.tokens.clerk)).code).toBe(401);
    expect((await t.call('GET', '/crm/customer/1', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('PUT', '/crm/customer/1/sales', { token: tenant.tokens.rep1, body: { sales_id: tenant.staff.rep2 } })).code).toBe(402);
    expect((await t.call('PUT', '/crm/customer/1/store', { token: tenant.tokens.rep1, body: { store_id: tenant.stores.a } })).code).toBe(402);
    expect((await t.call('GET', '/crm/customers/export', { token: tenant.tokens.pool })).code).toBe(402);
    expect((await t.call('GET', '/fms/customer_account', { token: tenant.tokens.pool, query: { customer_id: 1 } })).code).toBe(401);
    expect((await t.call('GET', '/crm/customer/1/logs', { token: tenant.tokens.pool })).code).toBe(401);
    expect((await t.call('PUT', '/crm/customer/1/status', { token: tenant.tokens.pool, body: { status: 0 } })).code).toBe(402);
    expect((await t.call('PUT', '/crm/customer/1/payment_day', { token: tenant.tokens.pool, body: { is_open_payment_day: 0 } })).code).toBe(402);
    expect((await t.call('PUT', '/crm/customer', { token: tenant.tokens.pool, body: { id: 1, name: 'x', phone: nextPhone() } })).code).toBe(402);
  });

  it('keeps another rep’s private customers out of detail, list, logs, account, changes and export (404)', async () => {
    const mine = await create(tenant.tokens.rep1, { name: '私有客户甲' });
    const id = mine.data.id;
    expect((await t.call('GET', `/crm/customer/${id}`, { token: tenant.tokens.rep1 })).code).toBe(200);
    for (const [method, url, body, query] of [
      ['GET', `/crm/customer/${id}`],
      ['GET', `/crm/customer/${id}/logs`],
      ['GET', '/fms/customer_account', undefined, { customer_id: id }],
      ['PUT', `/crm/customer/${id}/status`, { status: 0 }],
      ['PUT', '/crm/customer', { id, name: '改名', phone: mine.data.phone }],
      ['PUT', `/crm/customer/${id}/payment_day`, { is_open_payment_day: 0 }],
    ] as const) {
      const res = await t.call(method, url, { token: tenant.tokens.rep2, body, query });
      expect(res.code, `${method} ${url}`).toBe(404);
    }
    expect((await t.call('GET', `/crm/customer/${id}`, { token: other.tokens.admin })).code).toBe(404);
    expect((await list(tenant.tokens.rep2, { keyword: '私有客户甲' })).data.list).toEqual([]);
    expect((await list(tenant.tokens.rep1, { keyword: '私有客户甲' })).data.list.map((c) => c.id)).toEqual([id]);
    expect((await list(tenant.tokens.manager, { keyword: '私有客户甲' })).data.list.map((c) => c.id)).toEqual([id]);
    expect((await list(other.tokens.admin, { keyword: '私有客户甲' })).data.list).toEqual([]);
    // the export runs with the asker's scope
    const started = await t.call<{ id: number }>('GET', '/crm/customers/export', { token: tenant.tokens.rep2, query: { keyword: '私有客户' } });
    expect(started.code).toBe(200);
    await t.app.exportRunner.runOnce();
    const sheet = await download(tenant.tokens.rep2, started.data.id);
    expect(sheet.slice(1)).toEqual([]);
  });

  it('lists with every filter, the pool for crm:public:list, sorting and pagination', async () => {
    const own = await t.tenant(crmTenantSpec());
    const level = await t.call<{ id: number }>('POST', '/crm/level', { token: own.tokens.manager, body: { name: 'VIP' } });
    const type = await t.call<{ id: number }>('POST', '/crm/type', { token: own.tokens.manager, body: { name: '餐饮' } });
    const a = await create(own.tokens.rep1, { name: '阿尔法餐厅', level_id: level.data.id, type_id: type.data.id, source: 3 });
    const b = await create(own.tokens.rep2, { name: '贝塔商店', sales_type: 0 });
    const c = await create(own.tokens.manager, { name: '伽马团队', sales_type: 2 }, own.stores.b);
    const d = await create(own.tokens.rep1, { name: 'Delta Foods' });
    await t.call('PUT', `/crm/customer/${d.data.id}/status`, { token: own.tokens.rep1, body: { status: 0 } });
    const ids = (r: { data: ListData<Customer> }) => r.data.list.map((x) => x.id).sort((x, y) => x - y);
    const m = own.tokens.manager;
    expect(ids(await list(m))).toEqual([a.data.id, b.data.id, c.data.id, d.data.id]);
    expect(ids(await list(m, { level_id: level.data.id }))).toEqual([a.data.id]);
    expect(ids(await list(m, { type_id: type.data.id }))).toEqual([a.data.id]);
    expect(ids(await list(m, { source: 3 }))).toEqual([a.data.id]);
    expect(ids(await list(m, { sales_id: own.staff.rep1 }))).toEqual([a.data.id, d.data.id]);
    expect(ids(await list(m, { store_id: own.stores.b }))).toEqual([c.data.id]);
    expect(ids(await list(m, { status: 0 }))).toEqual([d.data.id]);
    expect(ids(await list(m, { sales_type: 0 }))).toEqual([b.data.id]);
    expect(ids(await list(m, { ownership: 'public' }))).toEqual([b.data.id]);
    expect(ids(await list(m, { ownership: 'team' }))).toEqual([c.data.id]);
    expect(ids(await list(own.tokens.rep1, { ownership: 'mine' }))).toEqual([a.data.id, d.data.id]);
    expect(ids(await list(m, { is_cert: 1 }))).toEqual([]);
    expect(ids(await list(m, { is_open_payment_day: 0 }))).toHaveLength(4);
    expect(ids(await list(m, { account_period_id: 1 }))).toEqual([]);
    expect(ids(await list(m, { keyword: 'aefct' }))).toEqual([a.data.id]);
    expect(ids(await list(m, { keyword: 'beita' }))).toEqual([b.data.id]);
    expect(ids(await list(m, { keyword: 'delta' }))).toEqual([d.data.id]);
    expect(ids(await list(m, { keyword: String(c.data.id) }))).toContain(c.data.id);
    expect(ids(await list(m, { keyword: a.data.phone.slice(0, 9) }))).toContain(a.data.id);
    expect(ids(await list(m, { keyword: '%' }))).toEqual([]);
    // names by 1, 2 and 3+ characters (case-insensitive), short prefixes, all through the search's indexes
    expect(ids(await list(m, { keyword: '塔' }))).toEqual([b.data.id]);
    expect(ids(await list(m, { keyword: '贝塔' }))).toEqual([b.data.id]);
    expect(ids(await list(m, { keyword: '阿尔法餐厅' }))).toEqual([a.data.id]);
    expect(ids(await list(m, { keyword: 'LTA FO' }))).toEqual([d.data.id]);
    expect(ids(await list(m, { keyword: 'aefc' }))).toEqual([a.data.id]);
    expect(ids(await list(m, { keyword: 'Del' }))).toEqual([d.data.id]);
    expect(ids(await list(m, { keyword: a.data.phone.slice(0, 5) }))).toContain(a.data.id);
    expect(ids(await list(m, { keyword: '阿尔法餐厅X' }))).toEqual([]);
    // the global search's matches exactly: full pinyin inside the name too
    expect(ids(await list(m, { keyword: 'canting' }))).toEqual([a.data.id]);
    // with the other filters and the data scope
    expect(ids(await list(m, { keyword: 'aefc', status: 0 }))).toEqual([]);
    expect(ids(await list(own.tokens.rep2, { keyword: '阿尔' }))).toEqual([]);
    // 1–2 characters alone are counted in the name postings, in the caller's scope; with a filter, in the rows
    const total = async (token: string, query: Record<string, unknown>) => (await list(token, query)).data.pagination.total;
    expect(await total(m, { keyword: '塔' })).toBe(1);
    expect(await total(own.tokens.rep1, { keyword: '阿尔' })).toBe(1);
    expect(await total(own.tokens.rep2, { keyword: '阿尔' })).toBe(0);
    expect(await total(own.tokens.rep2, { keyword: '塔' })).toBe(1);
    expect(await total(m, { keyword: '塔', status: 0 })).toBe(0);
    expect(await total(m, { keyword: '阿尔', page: 2 })).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list(m, { created_from: '2000-01-01', created_to: '2000-01-02' }))).toEqual([]);
    expect(ids(await list(m, { created_from: '2000-01-01' }))).toHaveLength(4);
    expect((await list(m, { created_to: today })).code).toBe(200);
    // a rep sees their own, the pools of their stores, never the others' private ones
    expect(ids(await list(own.tokens.rep2))).toEqual([b.data.id]);
    // the pool member lists the pool only
    expect(ids(await list(own.tokens.pool, { ownership: 'public' }))).toEqual([b.data.id]);
    expect((await list(own.tokens.pool)).code).toBe(401);
    // sorting and pages
    const byName = await list(m, { sort: 'name', order: 'asc' });
    expect(byName.data.list.map((x) => x.name)).toEqual([...byName.data.list.map((x) => x.name)].sort());
    const byId = await list(m, { sort: 'id', order: 'asc', page: 2, page_size: 3 });
    expect(byId.data.list.map((x) => x.id)).toEqual([d.data.id]);
    expect(byId.data.pagination).toEqual({ total: 4, page: 2, size: 3 });
    expect((await list(m, { sort: 'last_visit_at' })).code).toBe(200);
    for (const bad of [{ sort: 'phone' }, { order: 'up' }, { ownership: 'x' }, { status: 3 }, { created_from: '2020/01/01' }, { page: 0 }, { level_id: -1 }]) {
      expect((await list(m, bad)).code, JSON.stringify(bad)).toBe(422);
    }
  });

  it('updates the details, keeps the main contact’s phone with it, and logs what changed', async () => {
    const c = await create(tenant.tokens.rep1, { name: '更新前' });
    const p = nextPhone();
    const res = await t.call<Customer>('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: c.data.id, name: '更新后', phone: p, remark: '大客户' } });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '更新后', phone: p, remark: '大客户' });
    const [row] = await rows<{ name_initials: string }>(`SELECT name_initials FROM crm_customers WHERE id = ${c.data.id}`);
    expect(row.name_initials).toBe('gxh');
    expect(await rows(`SELECT phone FROM crm_customer_users WHERE customer_id = ${c.data.id} AND is_master = 1`)).toEqual([{ phone: p }]);
    expect((await logsOf(tenant.tokens.rep1, c.data.id)).data.list[0].content).toBe('编辑客户资料：名称、手机号、备注');
    const taken = await create(tenant.tokens.rep1);
    const dup = await t.call<Errors>('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: c.data.id, name: '更新后', phone: taken.data.phone } });
    expect(dup.data.errors).toEqual([{ field: 'phone', message: '该手机号已有客户使用' }]);
    expect((await t.call('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: 'abc', name: 'x', phone: p } })).code).toBe(422);
    expect((await t.call('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: 99999999, name: 'x', phone: p } })).code).toBe(404);
    expect((await t.call<Customer>('GET', `/crm/customer/${c.data.id}`, { token: tenant.tokens.rep1 })).data.phone).toBe(p);
    // without a status the customer keeps its state; with one it changes (and the log says so)
    await t.call('PUT', `/crm/customer/${c.data.id}/status`, { token: tenant.tokens.rep1, body: { status: 0 } });
    const kept = await t.call<Customer>('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: c.data.id, name: '更新后', phone: p, remark: '大客户' } });
    expect(kept.data.status).toBe(0);
    const enabled = await t.call<Customer>('PUT', '/crm/customer', { token: tenant.tokens.rep1, body: { id: c.data.id, name: '更新后', phone: p, remark: '大客户', status: 1 } });
    expect(enabled.data.status).toBe(1);
    expect((await logsOf(tenant.tokens.rep1, c.data.id)).data.list[0].content).toBe('编辑客户资料：状态');
  });

  it('enables and disables with a log line, refusing a bad status', async () => {
    const c = await create(tenant.tokens.rep1);
    const off = await t.call<Customer>('PUT', `/crm/customer/${c.data.id}/status`, { token: tenant.tokens.rep1, body: { status: 0 } });
    expect(off.data.status).toBe(0);
    expect((await logsOf(tenant.tokens.rep1, c.data.id)).data.list[0].content).toBe('禁用客户');
    const on = await t.call<Customer>('PUT', `/crm/customer/${c.data.id}/status`, { token: tenant.tokens.rep1, body: { status: 1 } });
    expect(on.data.status).toBe(1);
    expect((await t.call('PUT', `/crm/customer/${c.data.id}/status`, { token: tenant.tokens.rep1, body: {} })).code).toBe(422);
    expect((await t.call('PUT', '/crm/customer/0/status', { token: tenant.tokens.rep1, body: { status: 1 } })).code).toBe(422);
  });

  it('reassigns the owner, messages both, and refuses the same owner, a disabled or store-less one', async () => {
    const c = await create(tenant.tokens.rep1, { name: '转手客户' });
    const id = c.data.id;
    const same = await t.call('PUT', `/crm/customer/${id}/sales`, { token: tenant.tokens.manager, body: { sales_id: tenant.staff.rep1 } });
    expect(same.code).toBe(409);
    expect(same.message).toBe('和原本销售一致，无需修改');
    const en = await t.call('PUT', `/crm/customer/${id}/sales`, { token: tenant.tokens.manager, body: { sales_id: tenant.staff.rep1 }, headers: { 'accept-language': 'en-US' } });
    expect(en.message).toBe('Same as the current sales owner, nothing to change');
    expect((await t.call<Errors>('PUT', `/crm/customer/${id}/sales`, { token: tenant.tokens.manager, body: { sales_id: tenant.staff.gone } })).data.errors[0]).toEqual({ field: 'sales_id', message: '该员工不存在或已禁用' });
    expect((await t.call<Errors>('PUT', `/crm/customer/${id}/sales`, { token: tenant.tokens.manager, body: { sales_id: tenant.staff.repb } })).data.errors[0].message).toBe('该员工没有客户所在门店的权限');
    expect((await t.call('PUT', `/crm/customer/${id}/sales`, { token: tenant.tokens.manager, body: { sales_id: other.staff.rep1 } })).code).toBe(422);
    expect((await t.call('PUT', `/crm/customer/${id}/sales`, { token: tenant.tokens.manager, body: {} })).code).toBe(422);
    const res = await t.call<Customer>('PUT', `/crm/customer/${id}/sales`, { token: tenant.tokens.manager, body: { sales_id: tenant.staff.rep2, remark: '调整片区' } });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ sales_type: 1, sales_id: tenant.staff.rep2, sales_name: 'Rep Two' });
    const own = await rows<{ reason: string; from_sales_id: number; to_sales_id: number; remark: string; staff_id: number }>(
      `SELECT reason, from_sales_id, to_sales_id, remark, staff_id FROM crm_customer_ownership WHERE customer_id = ${id} ORDER BY id`,
    );
    expect(own[1]).toEqual({ reason: 'reassign', from_sales_id: tenant.staff.rep1, to_sales_id: tenant.staff.rep2, remark: '调整片区', staff_id: tenant.staff.manager });
    const newOwner = (await inbox(tenant.tokens.rep2)).data.list[0];
    expect(newOwner).toMatchObject({ title: '新客户分配', content: '客户「转手客户」已分配给您', params: { target_type: 'customer', target_id: id } });
    const former = (await inbox(tenant.tokens.rep1)).data.list[0];
    expect(former).toMatchObject({ content: '客户「转手客户」已转给 Rep Two', params: { target_type: 'customer', target_id: id } });
    expect((await logsOf(tenant.tokens.rep2, id)).data.list[0].content).toBe('更换销售：Rep One → Rep Two（调整片区）');
    // the former owner lost it
    expect((await t.call('GET', `/crm/customer/${id}`, { token: tenant.tokens.rep1 })).code).toBe(404);
    // the pool customer gets an owner the same way
    const pooled = await create(tenant.tokens.rep1, { sales_type: 0 });
    expect((await t.call<Customer>('PUT', `/crm/customer/${pooled.data.id}/sales`, { token: tenant.tokens.manager, body: { sales_id: tenant.staff.rep1 } })).data.sales_id).toBe(tenant.staff.rep1);
  });

  it('moves a customer only to a store the caller holds', async () => {
    const c = await create(tenant.tokens.manager, {}, tenant.stores.a);
    const id = c.data.id;
    expect((await t.call<Errors>('PUT', `/crm/customer/${id}/store`, { token: tenant.tokens.manager, body: { store_id: tenant.stores.c } })).data.errors[0]).toEqual({ field: 'store_id', message: '只能选择您有权限的门店' });
    expect((await t.call('PUT', `/crm/customer/${id}/store`, { token: tenant.tokens.manager, body: { store_id: other.stores.a } })).code).toBe(422);
    const same = await t.call('PUT', `/crm/customer/${id}/store`, { token: tenant.tokens.manager, body: { store_id: tenant.stores.a } });
    expect(same.code).toBe(409);
    expect(same.message).toBe('客户已在该门店');
    expect((await t.call('PUT', `/crm/customer/${id}/store`, { token: tenant.tokens.manager, body: { store_id: 'b' } })).code).toBe(422);
    const res = await t.call<Customer>('PUT', `/crm/customer/${id}/store`, { token: tenant.tokens.manager, body: { store_id: tenant.stores.b } });
    expect(res.data.store_id).toBe(tenant.stores.b);
    expect((await logsOf(tenant.tokens.manager, id)).data.list[0].content).toMatch(/^变更门店：.*Store A → .*Store B$/);
  });

  it('opens, changes and closes the account period with the spec’s rules', async () => {
    const c = await create(tenant.tokens.rep1);
    const id = c.data.id;
    const [period] = await rows<{ id: number }>(`INSERT INTO crm_account_periods (tenant_id, name, type) VALUES (${tenant.tenantId}, '月结30天', 1) RETURNING id`);
    const [foreign] = await rows<{ id: number }>(`INSERT INTO crm_account_periods (tenant_id, name, type) VALUES (${other.tenantId}, '别家账期', 1) RETURNING id`);
    const put = (body: Record<string, unknown>) => t.call<Customer & Errors>('PUT', `/crm/customer/${id}/payment_day`, { token: tenant.tokens.rep1, body });
    const good = { is_open_payment_day: 1, contract_begin_time: '2026-01-01', contract_end_time: '2026-12-31', account_period_id: period.id, payment_amount: '5000.5' };
    const noDates = await put({ is_open_payment_day: 1, account_period_id: period.id });
    expect(noDates.data.errors.map((e) => e.message)).toEqual(['请选择合同日期', '请选择合同日期']);
    expect((await put({ ...good, account_period_id: null })).data.errors[0].message).toBe('请选择结算期限');
    expect((await put({ ...good, contract_end_time: '2025-12-31' })).data.errors[0].message).toBe('合同结束日期不能早于开始日期');
    expect((await put({ ...good, payment_amount: '-1' })).code).toBe(422);
    expect((await put({ ...good, payment_amount: '1.234' })).code).toBe(422);
    expect((await put({ ...good, account_period_id: foreign.id })).data.errors[0]).toEqual({ field: 'account_period_id', message: '该账期不存在' });
    const opened = await put(good);
    expect(opened.data).toMatchObject({ is_open_payment_day: 1, payment_amount: '5000.50', account_period_id: period.id, account_period_name: '月结30天', contract_begin_time: '2026-01-01', contract_end_time: '2026-12-31' });
    expect((await list(tenant.tokens.rep1, { account_period_id: period.id })).data.list.map((x) => x.id)).toEqual([id]);
    const closed = await put({ is_open_payment_day: 0 });
    expect(closed.data).toMatchObject({ is_open_payment_day: 0, account_period_id: period.id });
    expect((await logsOf(tenant.tokens.rep1, id)).data.list.map((l) => l.content).slice(0, 2)).toEqual(['关闭账期', '开通/修改账期：月结30天，授信额度 5000.50，合同 2026-01-01 至 2026-12-31']);
  });

  it('pages the logs and answers in English for an English client', async () => {
    const c = await create(tenant.tokens.rep1);
    for (const status of [0, 1, 0]) await t.call('PUT', `/crm/customer/${c.data.id}/status`, { token: tenant.tokens.rep1, body: { status } });
    const page = await t.call<ListData<CustomerLog>>('GET', `/crm/customer/${c.data.id}/logs`, { token: tenant.tokens.rep1, query: { page: 1, page_size: 2 } });
    expect(page.data.pagination.total).toBe(5);
    expect(page.data.list.map((l) => l.content)).toEqual(['禁用客户', '启用客户']);
    expect(page.data.list[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await t.call('PUT', `/crm/customer/${c.data.id}/status`, { token: tenant.tokens.rep1, body: { status: 1 }, headers: { 'accept-language': 'en-US' } });
    expect((await logsOf(tenant.tokens.rep1, c.data.id)).data.list[0].content).toBe('Enabled the customer');
    expect((await t.call('GET', `/crm/customer/${c.data.id}/logs`, { token: tenant.tokens.rep1, query: { page_size: 0 } })).code).toBe(422);
  });

  it('exports the filtered list through the export centre', async () => {
    const own = await t.tenant(crmTenantSpec());
    await create(own.tokens.rep1, { name: '导出甲' });
    await create(own.tokens.rep1, { name: '导出乙', sales_type: 0 });
    await create(own.tokens.rep2, { name: '导出丙' });
    const started = await t.call<{ id: number }>('GET', '/crm/customers/export', { token: own.tokens.rep1, query: { keyword: '导出' } });
    expect(started.message).toBe('导出任务已创建，请到下载中心查看');
    await t.app.exportRunner.runOnce();
    const sheet = await download(own.tokens.rep1, started.data.id);
    expect(sheet[0]).toEqual(expect.arrayContaining(['ID', '客户名称', '手机号', '归属', '销售']));
    expect(sheet.slice(1).map((r) => r[1]).sort()).toEqual(['导出乙', '导出甲']);
    const publicOnly = await t.call<{ id: number }>('GET', '/crm/customers/export', { token: own.tokens.rep1, query: { ownership: 'public' } });
    await t.app.exportRunner.runOnce();
    const pool = await download(own.tokens.rep1, publicOnly.data.id);
    expect(pool.slice(1).map((r) => [r[1], r[7]])).toEqual([['导出乙', '公海']]);
    expect((await t.call('GET', '/crm/customers/export', { token: own.tokens.rep1, query: { status: 9 } })).code).toBe(422);
  });
});

async function download(token: string, id: number): Promise<unknown[][]> {
  const res = await t.call<{ file_url: string }>('PUT', `/task/export/${id}/download`, { token });
  expect(res.code).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: res.data.file_url });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}
