import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Feedback } from '@tradewind/contract/marketing/feedback.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { uploadTestImage } from '@/test/test-uploads';
import { seedCustomer } from '@/test/fixtures/crm/pool-fixtures';
import { shopTenantSpec } from '@/test/fixtures/marketing/shop-test-tenant';

const t = useTestApp();
let tenant: TestTenant;
let customerId: number;

beforeAll(async () => {
  tenant = await t.tenant(shopTenantSpec());
  customerId = await seedCustomer(t, tenant, { name: '鲜丰水果' });
});

const as = (who: string) => tenant.tokens[who];
const list = async (query: Record<string, unknown> = {}, who = 'admin') => (await t.call<ListData<Feedback>>('GET', '/marketing/feedbacks', { token: as(who), query: { page_size: 100, ...query } })).data;
const create = (body: Record<string, unknown>, who = 'admin') => t.call<Feedback>('POST', '/marketing/feedback', { token: as(who), body });
const reply = (id: number, text: string, who = 'admin') => t.call<Feedback>('PUT', `/marketing/feedback/${id}/reply`, { token: as(who), body: { reply: text } });
const status = (id: number, action: string, who = 'admin') => t.call<Feedback>('PUT', `/marketing/feedback/${id}/status`, { token: as(who), body: { action } });
const todo = async (who = 'admin') =>
  (await t.call<{ list: Array<{ key: string; count: number; path: string }> }>('GET', '/common/todos', { token: as(who) })).data.list.find((x) => x.key === 'marketing.feedback_new');

describe('feedback', () => {
  it('is recorded by staff, replied, closed and reopened; the new ones are a to-do', async () => {
    const photo = await uploadTestImage(t, as('admin'));
    const made = await create({ customer_id: customerId, type: 4, content: '昨天的货晚到了两个小时', images: [photo] });
    expect(made.data).toMatchObject({ customer_name: '鲜丰水果', type_name: '配送问题', status: 1, status_name: '待处理', source: 1, source_name: '员工登记', images: [photo], created_by_name: 'Admin', reply: null });
    const phone = await create({ customer_id: '', contact_name: '王老板', contact_phone: '13800001111', type: '1', content: '希望增加夜间配送' });
    expect(phone.data).toMatchObject({ customer_id: null, contact_name: '王老板', contact_phone: '13800001111', type: 1 });
    expect(await todo()).toMatchObject({ count: 2, path: '/marketing/feedback/list?status=1' });
    expect(await todo('viewer')).toBeUndefined(); // may not reply

    const replied = await reply(made.data.id, '已安排司机提早出发');
    expect(replied.data).toMatchObject({ status: 2, reply: '已安排司机提早出发', replied_by_name: 'Admin' });
    expect(replied.data.replied_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await reply(made.data.id, '补充：已送优惠券')).data).toMatchObject({ status: 2, reply: '补充：已送优惠券' });
    expect(await todo()).toMatchObject({ count: 1 });

    expect((await status(made.data.id, 'close')).data).toMatchObject({ status: 3, status_name: '已关闭' });
    expect(await reply(made.data.id, '再回复')).toMatchObject({ code: 409, message: '反馈已关闭，请先重新打开' });
    expect((await status(made.data.id, 'close')).code).toBe(409);
    expect((await status(made.data.id, 'reopen')).data).toMatchObject({ status: 2, closed_at: null });
    expect((await status(phone.data.id, 'reopen')).code).toBe(409);
    expect((await status(phone.data.id, 'close')).data.status).toBe(3);
    expect((await status(phone.data.id, 'reopen')).data.status).toBe(1); // never replied: new again

    expect((await t.call<Feedback>('GET', `/marketing/feedback/${made.data.id}`, { token: as('viewer') })).data.reply).toBe('补充：已送优惠券');
  });

  it('is filtered by status, type, customer, words and days', async () => {
    expect((await list({ status: 2 })).list.map((f) => f.type)).toEqual([4]);
    expect((await list({ type: 1 })).list.map((f) => f.contact_name)).toEqual(['王老板']);
    expect((await list({ customer_id: customerId })).list.map((f) => f.customer_name)).toEqual(['鲜丰水果']);
    expect((await list({ keyword: '夜间' })).pagination.total).toBe(1);
    expect((await list({ keyword: '13800001111' })).pagination.total).toBe(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect((await list({ start_date: today, end_date: today })).pagination.total).toBe(2);
    expect((await list({ end_date: '2020-01-01' })).pagination.total).toBe(0);
    expect((await list({}, 'viewer')).list.map((f) => f.id)).toHaveLength(2);
    expect(await t.call('GET', '/marketing/feedbacks', { token: as('admin'), query: { start_date: '2026-02-01', end_date: '2026-01-01' } })).toMatchObject({ code: 422, data: { errors: [{ field: 'end_date' }] } });
    for (const query of [{ status: 4 }, { type: 0 }, { start_date: '2026-02-30' }, { customer_id: 'x' }]) {
      expect((await t.call('GET', '/marketing/feedbacks', { token: as('admin'), query })).code, JSON.stringify(query)).toBe(422);
    }
  });

  it('refuses bad input (422), other tenants’ customers and images, and calls without permission', async () => {
    const before = await list();
    const other = await t.tenant(shopTenantSpec());
    const foreignCustomer = await seedCustomer(t, other);
    const foreignPhoto = await uploadTestImage(t, other.tokens.admin);
    expect(await create({ type: 1, content: '没有联系人' })).toMatchObject({ code: 422, data: { errors: [{ field: 'customer_id', message: '请选择客户或填写联系人' }] } });
    expect(await create({ customer_id: foreignCustomer, type: 1, content: 'x' })).toMatchObject({ code: 422, data: { errors: [{ field: 'customer_id', message: '客户不存在' }] } });
    expect(await create({ customer_id: customerId, type: 1, content: 'x', images: [foreignPhoto] })).toMatchObject({ code: 422, data: { errors: [{ field: 'images.0' }] } });
    for (const body of [
      { customer_id: customerId, type: 6, content: 'x' },
      { customer_id: customerId, type: 1, content: '' },
      { customer_id: customerId, type: 1, content: 'x'.repeat(1001) },
      { contact_phone: '123', type: 1, content: 'x' },
      { customer_id: customerId, type: 1, content: 'x', images: Array(7).fill('a') },
    ]) {
      expect((await create(body)).code, JSON.stringify(body)).toBe(422);
    }
    const id = before.list[0].id;
    expect((await reply(id, '')).code).toBe(422);
    expect((await status(id, 'delete')).code).toBe(422);
    expect((await t.call('GET', '/marketing/feedbacks', { token: as('clerk') })).code).toBe(401);
    expect((await create({ customer_id: customerId, type: 1, content: 'x' }, 'viewer')).code).toBe(402);
    expect((await reply(id, 'x', 'viewer')).code).toBe(402);
    expect((await status(id, 'close', 'viewer')).code).toBe(402);
    expect((await t.call('GET', `/marketing/feedback/${id}`, { token: other.tokens.admin })).code).toBe(404);
    expect((await t.call('PUT', `/marketing/feedback/${id}/reply`, { token: other.tokens.admin, body: { reply: 'x' } })).code).toBe(404);
    expect((await t.call('PUT', `/marketing/feedback/999999999/status`, { token: as('admin'), body: { action: 'close' } })).code).toBe(404);
    expect(await list()).toEqual(before);
  });
});
