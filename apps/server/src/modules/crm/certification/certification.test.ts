import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Certification } from '@tradewind/contract/crm/certification.schema';
import { useTestApp } from '@/test/test-app';
import { image, rows, upload, useDrawerTenants, type Fail } from '@/test/fixtures/crm/drawer-test-fixture';

const t = useTestApp();
const [d, other] = useDrawerTenants(t);

const PERSON = '11010519491231002X';
const COMPANY = '91350100M000100Y43';
const COMPANY2 = '91110000802100433B';

const submit = (customerId: number, extra: Record<string, unknown> = {}, token = d.tokens.rep) =>
  t.call<Certification>('POST', '/crm/certification', { token, body: { customer_id: customerId, type: 2, name: '张伟贸易有限公司', credit_number: COMPANY, ...extra } });
const edit = (customerId: number, extra: Record<string, unknown> = {}, token = d.tokens.rep) =>
  t.call<Certification>('PUT', '/crm/certification', { token, body: { customer_id: customerId, type: 2, name: '张伟贸易有限公司', credit_number: COMPANY, ...extra } });
const audit = (customerId: number, pass: unknown, token = d.tokens.manager, remark?: string) =>
  t.call<Certification>('POST', '/crm/certification/audit', { token, body: { customer_id: customerId, pass, remark } });
const info = (customerId: number, token = d.tokens.rep, showFull?: number) =>
  t.call<Certification | null>('GET', '/crm/certification', { token, query: showFull === undefined ? { customer_id: customerId } : { customer_id: customerId, show_full: showFull } });
const cancel = (customerId: number, token = d.tokens.manager) => t.call('DELETE', '/crm/certification', { token, query: { customer_id: customerId } });
const customer = async (id: number) =>
  (await rows<{ is_cert: number; cert_type: number | null; cert_name: string | null }>(t, sql`SELECT is_cert, cert_type, cert_name FROM crm_customers WHERE id = ${id}`))[0];
const inbox = (staffId: number) =>
  rows<{ title: string; content: string; target_type: string; target_id: number; type: string }>(t, sql`SELECT title, content, target_type, target_id, type FROM messages WHERE staff_id = ${staffId} ORDER BY id`);

describe('certification', () => {
  it('goes applying → rejected → (edit) applying → approved, marks the customer certified and tells the owner each time', async () => {
    const c = d.customers.rep;
    expect((await info(c)).data).toBeNull();
    const licence = await upload(t, d.tokens.rep, 'image', 'licence.jpg', await image('jpeg'));
    const applied = await submit(c, { images: licence.url });
    expect(applied.code).toBe(200);
    expect(applied.data).toMatchObject({ step: 1, step_text: '申请中', type: 2, type_text: '企业认证', credit_number: `913${'*'.repeat(11)}0Y43`, is_masked: 1, images: licence.url, created_by_name: '张伟' });
    expect((await submit(c)).code).toBe(409);
    const rejected = await audit(c, 0, d.tokens.manager, '证照模糊');
    expect(rejected.data).toMatchObject({ step: 3, audit_remark: '证照模糊', audited_by_name: '王经理' });
    expect(await customer(c)).toEqual({ is_cert: 0, cert_type: null, cert_name: null });
    expect((await audit(c, 1)).code).toBe(409);
    const resubmitted = await edit(c, { name: '张伟贸易（福建）有限公司' });
    expect(resubmitted.data).toMatchObject({ step: 1, audit_remark: null, audited_by_name: null, name: '张伟贸易（福建）有限公司' });
    const approved = await audit(c, '1');
    expect(approved.data).toMatchObject({ step: 2, step_text: '已通过' });
    expect(await customer(c)).toEqual({ is_cert: 1, cert_type: 2, cert_name: '张伟贸易（福建）有限公司' });
    // every illegal move from approved
    expect((await audit(c, 1)).message).toBe('只有申请中的认证可以审核');
    expect((await audit(c, 0)).code).toBe(409);
    const locked = await edit(c);
    expect(locked.code).toBe(409);
    expect(locked.message).toBe('认证已通过，不能修改');
    const again = await submit(c);
    expect(again.code).toBe(409);
    expect(again.message).toBe('该客户已有认证申请');
    expect(await inbox(d.staff.rep)).toEqual([
      { title: '客户认证结果', content: '客户「张伟的客户」的认证未通过', target_type: 'customer', target_id: c, type: 'customer' },
      { title: '客户认证结果', content: '客户「张伟的客户」的认证已通过', target_type: 'customer', target_id: c, type: 'customer' },
    ]);
    const log = await rows<{ action: string }>(t, sql`SELECT action FROM crm_customer_logs WHERE customer_id = ${c} ORDER BY id`);
    expect(log.map((l) => l.action)).toEqual(['certification.create', 'certification.reject', 'certification.update', 'certification.approve']);
  });

  it('shows the full number only when asked, and logs who asked', async () => {
    const c = d.customers.rep;
    expect((await info(c)).data?.credit_number).toBe(`913${'*'.repeat(11)}0Y43`);
    const full = await info(c, d.tokens.rep, 1);
    expect(full.data).toMatchObject({ credit_number: COMPANY, is_masked: 0 });
    const log = await rows<{ staff_id: number; content: string }>(t, sql`SELECT staff_id, content FROM crm_customer_logs WHERE customer_id = ${c} AND action = 'certification.reveal'`);
    expect(log).toEqual([{ staff_id: d.staff.rep, content: '查看了完整证件号码' }]);
    expect((await info(c, d.tokens.rep, 7)).code).toBe(422);
  });

  it('cancels at any step: the customer is no longer certified and may apply again', async () => {
    const c = d.customers.rep;
    expect((await cancel(c)).code).toBe(200);
    expect(await customer(c)).toEqual({ is_cert: 0, cert_type: null, cert_name: null });
    expect((await info(c)).data).toBeNull();
    expect((await cancel(c)).code).toBe(404);
    expect((await audit(c, 1)).code).toBe(404);
    expect((await edit(c)).code).toBe(404);
    const personal = await submit(c, { type: 1, name: '张伟', credit_number: PERSON.toLowerCase() });
    expect(personal.data).toMatchObject({ type: 1, credit_number: `110${'*'.repeat(11)}002X`, step: 1 });
    expect((await cancel(c)).code).toBe(200);
    // a rejected application is replaced by a new one
    await submit(c);
    await audit(c, 0);
    const fresh = await submit(c, { credit_number: COMPANY2 });
    expect(fresh.data).toMatchObject({ step: 1, credit_number: `911${'*'.repeat(11)}433B` });
    const live = await rows(t, sql`SELECT count(*)::int AS n FROM crm_certifications WHERE customer_id = ${c} AND deleted_at IS NULL`);
    expect(live).toEqual([{ n: 1 }]);
  });

  it('refuses bad input with per-type messages and changes nothing', async () => {
    const c = d.customers.pool;
    const expectField = async (extra: Record<string, unknown>, field: string, message: string) => {
      const res = await submit(c, extra);
      expect(res.code, JSON.stringify(extra)).toBe(422);
      expect((res.data as Fail)?.errors?.find((e) => e.field === field)?.message, JSON.stringify(extra)).toBe(message);
    };
    await expectField({ type: 3 }, 'type', '请选择认证类型');
    await expectField({ type: '' }, 'type', '请选择认证类型');
    await expectField({ name: '' }, 'name', '请输入认证名称');
    await expectField({ type: 1, credit_number: '110105194912310021' }, 'credit_number', '请输入正确的身份证号码');
    await expectField({ type: 1, credit_number: '11010519491331002X' }, 'credit_number', '请输入正确的身份证号码');
    await expectField({ type: 1, credit_number: COMPANY }, 'credit_number', '请输入正确的身份证号码');
    await expectField({ type: 2, credit_number: PERSON }, 'credit_number', '请输入正确的统一社会信用代码');
    await expectField({ type: 2, credit_number: '91350100M000100Y44' }, 'credit_number', '请输入正确的统一社会信用代码');
    await expectField({ images: 'https://elsewhere.example.com/a.png' }, 'images', '文件不存在，请重新上传');
    expect((await info(c)).data).toBeNull();
    await submit(c);
    const bad = await t.call<Fail>('POST', '/crm/certification/audit', { token: d.tokens.manager, body: { customer_id: c, pass: 5 } });
    expect(bad.code).toBe(422);
    expect(bad.message).toBe('请选择审核结果');
    expect((await t.call('POST', '/crm/certification/audit', { token: d.tokens.manager, body: { customer_id: c } })).code).toBe(422);
    expect((await info(c)).data?.step).toBe(1);
    // nobody owns a pool customer: the result is logged but no one is messaged
    expect((await audit(c, 1)).code).toBe(200);
    expect(await customer(c)).toMatchObject({ is_cert: 1 });
  });

  it('answers 404 for another rep’s and another tenant’s customer', async () => {
    const mine = d.customers.rep2;
    await submit(mine, {}, d.tokens.rep2);
    expect((await info(mine)).code).toBe(404);
    expect((await submit(mine)).code).toBe(404);
    expect((await edit(mine)).code).toBe(404);
    expect((await cancel(mine, d.tokens.rep)).code).toBe(404);
    await submit(other.customers.pool, {}, other.tokens.rep);
    expect((await info(other.customers.pool, d.tokens.admin)).code).toBe(404);
    expect((await audit(other.customers.pool, 1, d.tokens.admin)).code).toBe(404);
    expect((await cancel(other.customers.pool, d.tokens.admin)).code).toBe(404);
    expect((await info(other.customers.pool, other.tokens.rep)).data?.step).toBe(1);
  });

  it('needs crm:certification:info / create / audit / delete', async () => {
    const c = d.customers.rep2;
    expect((await info(c, d.tokens.nobody)).code).toBe(401);
    expect((await info(c, d.tokens.reader)).code).toBe(200);
    expect((await submit(c, {}, d.tokens.reader)).code).toBe(402);
    expect((await edit(c, {}, d.tokens.reader)).code).toBe(402);
    // sales reps may submit but not audit their own customer's application
    expect((await audit(c, 1, d.tokens.rep2)).code).toBe(402);
    expect((await cancel(c, d.tokens.reader)).code).toBe(402);
    expect((await info(c, d.tokens.rep2)).data?.step).toBe(1);
  });
});
