import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Lead, LeadDuplicate, TransformResult } from '@tradewind/contract/crm/lead.schema';
import type { Visit } from '@tradewind/contract/crm/visit.schema';
import { queryRows } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { downloadExport } from '@/test/test-exports';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { crmTenantSpec } from '@/test/fixtures/crm/crm-test-tenant';
import { customerLogRows, customerRow, messageRows, seedCustomer } from '@/test/fixtures/crm/pool-fixtures';
import type { TenantSpec } from '@/modules/system/tenant';

const t = useTestApp();

const REP_LEADS = ['crm:leads:list', 'crm:leads:detail', 'crm:leads:create', 'crm:leads:update', 'crm:leads:claim', 'crm:leads:release', 'crm:leads:transform', 'crm:visit:list', 'crm:visit:create', 'crm:visit:delete'];
const MANAGER_LEADS = [...REP_LEADS, 'crm:leads:delete', 'crm:leads:sales', 'crm:leads:export'];

/** crmTenantSpec with the lead permissions: reps work their own leads and the pool, the manager everything. */
function leadTenantSpec(): Partial<TenantSpec> {
  const spec = crmTenantSpec();
  return {
    ...spec,
    roles: spec.roles!.map((r) => (r.key === 'rep' ? { ...r, permissions: [...(r.permissions ?? []), ...REP_LEADS] } : r.key === 'manager' ? { ...r, permissions: [...(r.permissions ?? []), ...MANAGER_LEADS] } : r)),
  };
}

let phone = 13700000000 + Math.floor(Math.random() * 9000) * 10000;
const nextPhone = () => String((phone += 1));
const USCC = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A valid 18-character unified social credit code from 17 characters (the check character added). */
const creditCode = (base17: string) => base17 + USCC[(31 - (W.reduce((a, w, i) => a + w * USCC.indexOf(base17[i]), 0) % 31)) % 31];
let creditSerial = Math.floor(Math.random() * 900000) + 100000;
const nextCredit = () => creditCode(`91310000MA${String((creditSerial += 1)).padStart(7, '0')}`);

const createLead = (token: string, body: Record<string, unknown> = {}) =>
  t.call<Lead>('POST', '/crm/lead', { token, body: { name: '李经理', company: '上海展会商贸有限公司', phone: nextPhone(), source: 6, ...body } });
const transform = (token: string, id: number, body: Record<string, unknown>) => t.call<TransformResult>('PUT', `/crm/lead/${id}/transform`, { token, body });
const duplicates = async (token: string, id: number) => (await t.call<{ list: LeadDuplicate[] }>('GET', `/crm/lead/${id}/duplicates`, { token })).data.list;

async function leadRow(id: number) {
  const [row] = await withSystem(t.app.database.db, (tx) => queryRows<{ status: number; sales_id: number | null; customer_id: number | null; deleted_at: string | null }>(tx, sql`SELECT status, sales_id, customer_id, deleted_at FROM crm_leads WHERE id = ${id}`));
  return row;
}
async function actionLog(tenant: TestTenant, id: number) {
  return withSystem(t.app.database.db, (tx) => queryRows<{ path: string }>(tx, sql`SELECT path FROM action_logs WHERE tenant_id = ${tenant.tenantId} AND target_type = 'crm_lead' AND target_id = ${String(id)} ORDER BY id`));
}

describe('leads: create, list, edit, delete', () => {
  it('creates a lead with a normalised phone and credit code, lists it to its owner and the manager, not to another rep', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const credit = nextCredit();
    const digits = nextPhone();
    const spaced = `+86 ${digits.slice(0, 3)}-${digits.slice(3, 7)} ${digits.slice(7)}`;
    const res = await createLead(tenant.tokens.rep1, { phone: spaced, credit_number: ` ${credit.toLowerCase().slice(0, 9)} ${credit.toLowerCase().slice(9)} ` });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ phone: digits, credit_number: credit, status: 1, status_text: '待跟进', sales_id: tenant.staff.rep1, sales_name: 'Rep One', source_text: '展会' });
    const list = (token: string, query: Record<string, unknown> = {}) => t.call<ListData<Lead>>('GET', '/crm/leads', { token, query });
    expect((await list(tenant.tokens.rep1)).data.list.map((l) => l.id)).toEqual([res.data.id]);
    expect((await list(tenant.tokens.manager, { keyword: digits.slice(3, 8) })).data.list.map((l) => l.id)).toEqual([res.data.id]);
    expect((await list(tenant.tokens.rep2)).data.list).toEqual([]);
    expect((await t.call('GET', `/crm/lead/${res.data.id}`, { token: tenant.tokens.rep2 })).code).toBe(404);
    expect((await actionLog(tenant, res.data.id)).map((l) => l.path)).toEqual(['/api/v1/crm/lead']);
  });

  it('refuses bad input with the field named and nothing saved', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', '请输入联系人'],
      [{ name: '李' }, 'name', '长度在 2 到 15 个字符'],
      [{ phone: '' }, 'phone', '请输入手机号'],
      [{ phone: '+86 1234' }, 'phone', '请输入正确的手机号'],
      [{ credit_number: '91310000MA1234567X' }, 'credit_number', '请输入正确的统一社会信用代码'],
      [{ source: 99 }, 'source', '请选择线索来源'],
      [{ email: 'no-at' }, 'email', '请输入正确的邮箱'],
    ];
    for (const [body, field, message] of cases) {
      const res = await createLead(tenant.tokens.rep1, body);
      expect(res.code, JSON.stringify(body)).toBe(422);
      expect((res.data as unknown as { errors: Array<{ field: string; message: string }> }).errors[0], JSON.stringify(body)).toMatchObject({ field, message: expect.stringContaining(message.slice(0, 4)) });
    }
    expect((await createLead(tenant.tokens.rep1, { store_id: tenant.stores.b })).code).toBe(422);
    expect((await createLead(tenant.tokens.rep1, { sales_id: tenant.staff.rep2 })).code).toBe(402);
    expect((await t.call<ListData<Lead>>('GET', '/crm/leads', { token: tenant.tokens.manager })).data.pagination.total).toBe(0);
  });

  it('needs its permissions on every route', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const lead = (await createLead(tenant.tokens.manager)).data;
    const token = tenant.tokens.clerk;
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['list', 'GET', '/crm/leads', undefined],
      ['detail', 'GET', `/crm/lead/${lead.id}`, undefined],
      ['create', 'POST', '/crm/lead', { name: '王五', phone: nextPhone(), source: 1 }],
      ['update', 'PUT', '/crm/lead', { id: lead.id, name: '王五', phone: nextPhone(), source: 1 }],
      ['delete', 'DELETE', `/crm/lead/${lead.id}`, undefined],
      ['sales', 'PUT', `/crm/lead/${lead.id}/sales`, { sales_id: tenant.staff.rep1 }],
      ['claim', 'PUT', `/crm/lead/${lead.id}/claim`, undefined],
      ['release', 'PUT', `/crm/lead/${lead.id}/release`, undefined],
      ['duplicates', 'GET', `/crm/lead/${lead.id}/duplicates`, undefined],
      ['transform', 'PUT', `/crm/lead/${lead.id}/transform`, { mode: 'create' }],
      ['export', 'GET', '/crm/leads/export', undefined],
    ];
    for (const [name, method, url, body] of calls) {
      const res = await t.call(method, url, { token, body });
      // reading without the permission is the view refusal (401), anything else the operation refusal (402)
      expect(res.code, name).toBe(name === 'list' || name === 'detail' ? 401 : 402);
    }
    // a rep may not assign or delete
    expect((await t.call('PUT', `/crm/lead/${lead.id}/sales`, { token: tenant.tokens.rep1, body: { sales_id: tenant.staff.rep1 } })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/lead/${lead.id}`, { token: tenant.tokens.rep1 })).code).toBe(402);
    expect(await leadRow(lead.id)).toMatchObject({ status: 1, sales_id: tenant.staff.manager, deleted_at: null });
  });

  it('edits and deletes a lead; a transformed lead is read-only', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const lead = (await createLead(tenant.tokens.rep1, { company: null })).data;
    const edited = await t.call<Lead>('PUT', '/crm/lead', { token: tenant.tokens.rep1, body: { id: lead.id, name: '李总', company: '新公司', phone: lead.phone, source: 2, remark: '要样品' } });
    expect(edited.data).toMatchObject({ name: '李总', company: '新公司', source: 2, remark: '要样品' });
    expect((await t.call('PUT', '/crm/lead', { token: tenant.tokens.rep2, body: { id: lead.id, name: '李总', phone: lead.phone, source: 2 } })).code).toBe(404);
    const gone = (await createLead(tenant.tokens.manager)).data;
    expect((await t.call('DELETE', `/crm/lead/${gone.id}`, { token: tenant.tokens.manager })).code).toBe(200);
    expect((await t.call('GET', `/crm/lead/${gone.id}`, { token: tenant.tokens.manager })).code).toBe(404);
    expect((await transform(tenant.tokens.rep1, lead.id, { mode: 'create' })).code).toBe(200);
    expect(await t.call('PUT', '/crm/lead', { token: tenant.tokens.rep1, body: { id: lead.id, name: '李总', phone: lead.phone, source: 2 } })).toMatchObject({ code: 409, message: '线索已转化为客户，不能再修改' });
    expect((await t.call('DELETE', `/crm/lead/${lead.id}`, { token: tenant.tokens.manager })).code).toBe(409);
  });
});

describe('export', () => {
  it('exports the filtered list through the export centre, within the data scope', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const pooled = (await createLead(tenant.tokens.manager, { to_pool: 1, company: '池中公司' })).data;
    await createLead(tenant.tokens.manager, { company: '经理的公司' });
    const res = await t.call<{ id: number }>('GET', '/crm/leads/export', { token: tenant.tokens.manager, query: { ownership: 'pool' } });
    expect(res.code, res.message).toBe(200);
    const sheet = await downloadExport(t, tenant.tokens.manager, res.data.id);
    expect(sheet[0]).toEqual(['ID', '联系人', '公司名称', '手机号', '统一社会信用代码', '来源', '状态', '负责人', '门店', '最后跟进', '转化客户', '创建人', '创建时间']);
    expect(sheet.slice(1).map((r) => [r[0], r[2], r[6], r[7]])).toEqual([[pooled.id, '池中公司', '待跟进', '线索池']]);
    expect((await t.call('GET', '/crm/leads/export', { token: tenant.tokens.manager, query: { status: 9 } })).code).toBe(422);
  });
});

describe('assign, pool, follow-ups', () => {
  it('assigns a lead (same owner refused), messages the new owner; the pool is claimed once and released', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const lead = (await createLead(tenant.tokens.manager, { to_pool: 1 })).data;
    expect(lead.sales_id).toBeNull();
    // every rep of the store sees the pool
    expect((await t.call<ListData<Lead>>('GET', '/crm/leads', { token: tenant.tokens.rep2, query: { ownership: 'pool' } })).data.list.map((l) => l.id)).toEqual([lead.id]);
    // ten claims at once, five by each rep (two were too few to race without the row lock): one wins
    const tokens = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? tenant.tokens.rep1 : tenant.tokens.rep2));
    const claims = await Promise.all(tokens.map((token) => t.call('PUT', `/crm/lead/${lead.id}/claim`, { token })));
    expect(claims.map((r) => r.code).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    expect(new Set(claims.filter((r) => r.code === 409).map((r) => r.message))).toEqual(new Set(['该线索不在线索池中']));
    const owner = tokens[claims.findIndex((r) => r.code === 200)] === tenant.tokens.rep1 ? tenant.staff.rep1 : tenant.staff.rep2;
    expect((await leadRow(lead.id)).sales_id).toBe(owner);

    const other = owner === tenant.staff.rep1 ? tenant.staff.rep2 : tenant.staff.rep1;
    expect(await t.call('PUT', `/crm/lead/${lead.id}/sales`, { token: tenant.tokens.manager, body: { sales_id: owner } })).toMatchObject({ code: 409, message: '和原本销售一致，无需修改' });
    expect((await t.call('PUT', `/crm/lead/${lead.id}/sales`, { token: tenant.tokens.manager, body: { sales_id: tenant.staff.gone } })).code).toBe(422);
    expect((await t.call('PUT', `/crm/lead/${lead.id}/sales`, { token: tenant.tokens.manager, body: { sales_id: tenant.staff.repb } })).code).toBe(422);
    const assigned = await t.call<Lead>('PUT', `/crm/lead/${lead.id}/sales`, { token: tenant.tokens.manager, body: { sales_id: other } });
    expect(assigned.data.sales_id).toBe(other);
    expect((await messageRows(t, other)).at(-1)).toMatchObject({ type: 'customer', title: '新线索分配', target_type: 'leads', target_id: lead.id });
    const release = await t.call<Lead>('PUT', `/crm/lead/${lead.id}/release`, { token: other === tenant.staff.rep1 ? tenant.tokens.rep1 : tenant.tokens.rep2 });
    expect(release.data.sales_id).toBeNull();
    expect((await t.call('PUT', `/crm/lead/${lead.id}/release`, { token: tenant.tokens.manager })).message).toBe('该线索已在线索池中');
  });

  it('follows up a lead with the customers follow-ups: new becomes following, the list and deletion work', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const lead = (await createLead(tenant.tokens.rep1)).data;
    const visit = await t.call<Visit>('POST', '/crm/visit', { token: tenant.tokens.rep1, body: { lead_id: lead.id, content: '展会上聊过，需要报价', visit_type: 1 } });
    expect(visit.code).toBe(200);
    expect(visit.data).toMatchObject({ lead_id: lead.id, customer_id: null });
    expect((await t.call<Lead>('GET', `/crm/lead/${lead.id}`, { token: tenant.tokens.rep1 })).data).toMatchObject({ status: 2, status_text: '跟进中' });
    expect((await t.call<ListData<Visit>>('GET', '/crm/visits', { token: tenant.tokens.rep1, query: { lead_id: lead.id } })).data.list.map((v) => v.id)).toEqual([visit.data.id]);
    expect((await t.call('GET', '/crm/visits', { token: tenant.tokens.rep2, query: { lead_id: lead.id } })).code).toBe(404);
    expect((await t.call('POST', '/crm/visit', { token: tenant.tokens.rep2, body: { lead_id: lead.id, content: 'x', visit_type: 1 } })).code).toBe(404);
    expect((await t.call('POST', '/crm/visit', { token: tenant.tokens.rep1, body: { content: 'x', visit_type: 1 } })).code).toBe(422);
    const second = await t.call<Visit>('POST', '/crm/visit', { token: tenant.tokens.rep1, body: { lead_id: lead.id, content: '发了报价单', visit_type: 2 } });
    expect((await t.call('DELETE', '/crm/visit', { token: tenant.tokens.rep1, query: { id: second.data.id } })).code).toBe(200);
    // transformed: its follow-ups are the customer's too
    const done = await transform(tenant.tokens.rep1, lead.id, { mode: 'create' });
    const customerVisits = await t.call<ListData<Visit>>('GET', '/crm/visits', { token: tenant.tokens.rep1, query: { customer_id: done.data.customer_id } });
    expect(customerVisits.data.list.map((v) => v.id)).toEqual([visit.data.id]);
    expect((await customerRow(t, done.data.customer_id)).lastVisitAt).not.toBeNull();
    expect((await t.call('POST', '/crm/visit', { token: tenant.tokens.rep1, body: { lead_id: lead.id, content: 'x', visit_type: 1 } })).code).toBe(409);
  });
});

describe('transform with duplicate detection', () => {
  it('finds customers by normalised phone, credit code and company name (brackets, spaces) across the tenant', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const byName = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1 });
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE crm_customers SET name = '杭州 西湖（茶叶）有限公司' WHERE id = ${byName}`));
    const byCredit = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep2 });
    const credit = nextCredit();
    await withSystem(t.app.database.db, (tx) =>
      tx.execute(sql`INSERT INTO crm_certifications (tenant_id, customer_id, type, name, credit_number, step) VALUES (${tenant.tenantId}, ${byCredit}, 2, '某公司', ${credit}, 2)`),
    );
    const byPhone = await seedCustomer(t, tenant, { salesType: 0 });
    const phoneOf = (await customerRow(t, byPhone)).phone;
    const lead = (await createLead(tenant.tokens.rep1, { company: '杭州西湖(茶叶)有限公司', credit_number: credit, phone: `0086 ${phoneOf}` })).data;
    const found = await duplicates(tenant.tokens.rep1, lead.id);
    const by = new Map(found.map((d) => [d.customer_id, d]));
    expect(by.get(byName)).toMatchObject({ matches: ['company'], can_merge: true });
    // rep2's customer: named, phone masked, not mergeable by rep1
    expect(by.get(byCredit)).toMatchObject({ matches: ['credit_number'], can_merge: false, sales_name: 'Rep Two' });
    expect(by.get(byCredit)!.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(by.get(byPhone)).toMatchObject({ matches: ['phone'], can_merge: true });
    // a customer with the phone means merge; other duplicates need the rep's confirmation to create
    expect(await transform(tenant.tokens.rep1, lead.id, { mode: 'create', ignore_duplicates: 1 })).toMatchObject({ code: 409, message: '该手机号已有客户使用，请合并到该客户' });
    expect((await transform(tenant.tokens.rep1, lead.id, { mode: 'merge', customer_id: byCredit })).code).toBe(404);
    expect((await transform(tenant.tokens.rep1, lead.id, { mode: 'merge' })).code).toBe(422);
    const unrelated = await seedCustomer(t, tenant, { salesType: 0 });
    expect((await transform(tenant.tokens.rep1, lead.id, { mode: 'merge', customer_id: unrelated })).code).toBe(422);
    expect((await leadRow(lead.id)).status).toBe(1);

    const other = (await createLead(tenant.tokens.rep1, { company: '杭州西湖（茶叶）有限公司 ' })).data;
    expect(await transform(tenant.tokens.rep1, other.id, { mode: 'create' })).toMatchObject({ code: 409, message: '发现 1 个疑似重复的客户，请选择合并到已有客户或确认新建' });
    const created = await transform(tenant.tokens.rep1, other.id, { mode: 'create', ignore_duplicates: 1 });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ merged: false, lead: { status: 3, customer_id: created.data.customer_id } });
    expect(await customerRow(t, created.data.customer_id)).toMatchObject({ name: '杭州西湖（茶叶）有限公司', salesType: 1, salesId: tenant.staff.rep1, source: 6 });
    expect((await customerLogRows(t, created.data.customer_id)).map((l) => l.action)).toContain('lead.transform');
  });

  it('merges into a customer filling only its empty fields', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const id = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.rep1 });
    await withSystem(t.app.database.db, (tx) => tx.execute(sql`UPDATE crm_customers SET source = 0, weixin = 'old_wx', email = NULL, address = NULL, remark = '老客户' WHERE id = ${id}`));
    const customer = await customerRow(t, id);
    const lead = (await createLead(tenant.tokens.rep1, { phone: customer.phone, weixin: 'new_wx', email: 'li@example.com', address: '展馆路 1 号', remark: '展会' })).data;
    const res = await transform(tenant.tokens.rep1, lead.id, { mode: 'merge', customer_id: id });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ merged: true, customer_id: id, filled: ['source', 'email', 'address'] });
    expect(await customerRow(t, id)).toMatchObject({ source: 6, weixin: 'old_wx', email: 'li@example.com', address: '展馆路 1 号', remark: '老客户', phone: customer.phone, name: customer.name });
    expect((await customerLogRows(t, id)).at(-1)!.content).toBe(`合并线索「上海展会商贸有限公司」（#${lead.id}），补充了：来源、邮箱、详细地址`);
    expect((await actionLog(tenant, lead.id)).map((l) => l.path)).toContain(`/api/v1/crm/lead/${lead.id}/transform`);
    expect((await transform(tenant.tokens.rep1, lead.id, { mode: 'merge', customer_id: id })).code).toBe(409);
  });

  it('carries the lead’s credit code into the customer’s enterprise certification, applying, for one who may submit it', async () => {
    const spec = leadTenantSpec();
    const CERT = ['crm:certification:info', 'crm:certification:create', 'crm:certification:audit'];
    const tenant = await t.tenant({ ...spec, roles: spec.roles!.map((r) => (r.key === 'manager' ? { ...r, permissions: [...r.permissions!, ...CERT] } : r)) });
    const cert = async (customerId: number) => (await t.call<{ step: number; type: number; name: string; credit_number: string; images: string } | null>('GET', '/crm/certification', { token: tenant.tokens.manager, query: { customer_id: customerId, show_full: 1 } })).data;

    // a new customer: its certification is submitted, applying, named after the company; the audit decides as for any
    const credit = nextCredit();
    const lead = (await createLead(tenant.tokens.manager, { company: '宁波港口贸易有限公司', credit_number: credit })).data;
    const made = await transform(tenant.tokens.manager, lead.id, { mode: 'create' });
    expect(made.code).toBe(200);
    expect(made.data.certification).toBe('submitted');
    expect(await cert(made.data.customer_id)).toMatchObject({ step: 1, type: 2, name: '宁波港口贸易有限公司', credit_number: credit, images: '' });
    expect(await customerRow(t, made.data.customer_id)).toMatchObject({ isCert: 0 });
    expect((await customerLogRows(t, made.data.customer_id)).map((l) => l.content)).toContain(
      `按线索「宁波港口贸易有限公司」（#${lead.id}）的统一社会信用代码提交企业认证「宁波港口贸易有限公司」，待补充营业执照并审核`,
    );
    expect((await t.call('POST', '/crm/certification/audit', { token: tenant.tokens.manager, body: { customer_id: made.data.customer_id, pass: 1 } })).code).toBe(200);
    expect(await customerRow(t, made.data.customer_id)).toMatchObject({ isCert: 1, certName: '宁波港口贸易有限公司' });

    // the code already certifies that customer: a second lead with it, created anyway, is not given it again
    const twin = (await createLead(tenant.tokens.manager, { company: '宁波港口贸易二厂', credit_number: credit })).data;
    expect((await duplicates(tenant.tokens.manager, twin.id)).map((d) => d.customer_id)).toEqual([made.data.customer_id]);
    const anyway = await transform(tenant.tokens.manager, twin.id, { mode: 'create', ignore_duplicates: 1 });
    expect(anyway.data.certification).toBe('taken');
    expect(await cert(anyway.data.customer_id)).toBeNull();

    // a merge: a customer without a certification gets one; one with a live certification keeps its own
    const bare = await seedCustomer(t, tenant, { salesType: 1, salesId: tenant.staff.manager });
    const fresh = nextCredit();
    const toBare = (await createLead(tenant.tokens.manager, { phone: (await customerRow(t, bare)).phone, company: '合并贸易公司', credit_number: fresh })).data;
    expect((await transform(tenant.tokens.manager, toBare.id, { mode: 'merge', customer_id: bare })).data.certification).toBe('submitted');
    expect(await cert(bare)).toMatchObject({ step: 1, name: '合并贸易公司', credit_number: fresh });
    const again = (await createLead(tenant.tokens.manager, { phone: (await customerRow(t, bare)).phone, company: '合并贸易公司', credit_number: nextCredit() })).data;
    expect((await transform(tenant.tokens.manager, again.id, { mode: 'merge', customer_id: bare })).data.certification).toBe('exists');
    expect((await cert(bare))!.credit_number).toBe(fresh);

    // without crm:certification:create nothing is submitted; a lead without a credit code has nothing to carry
    const repLead = (await createLead(tenant.tokens.rep1, { company: '无权限商贸', credit_number: nextCredit() })).data;
    const byRep = await transform(tenant.tokens.rep1, repLead.id, { mode: 'create' });
    expect(byRep.data.certification).toBe('no_permission');
    expect(await cert(byRep.data.customer_id)).toBeNull();
    const plain = (await createLead(tenant.tokens.manager, { company: '无代码商贸' })).data;
    expect((await transform(tenant.tokens.manager, plain.id, { mode: 'create' })).data.certification).toBeNull();
  });

  it('transforms a lead once when two transforms race (one customer, the other 409)', async () => {
    const tenant = await t.tenant(leadTenantSpec());
    const lead = (await createLead(tenant.tokens.rep1)).data;
    const results = await Promise.all([transform(tenant.tokens.rep1, lead.id, { mode: 'create' }), transform(tenant.tokens.manager, lead.id, { mode: 'create' })]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    const [{ n }] = await withSystem(t.app.database.db, (tx) => queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM crm_customers WHERE tenant_id = ${tenant.tenantId} AND phone = ${lead.phone}`));
    expect(n).toBe(1);
    expect((await leadRow(lead.id)).customer_id).toBe(results.find((r) => r.code === 200)!.data.customer_id);
  });
});
