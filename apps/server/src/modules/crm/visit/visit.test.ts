import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CustomerContact } from '@tradewind/contract/crm/contact.schema';
import type { Visit, VisitStatics } from '@tradewind/contract/crm/visit.schema';
import { downloadExport } from '@/test/test-exports';
import { useTestApp } from '@/test/test-app';
import { drawerTenant, image, nextPhone, rows, upload, useDrawerTenants, type DrawerTenant, type Fail } from '@/test/fixtures/crm/drawer-test-fixture';

const t = useTestApp();
const [d, other] = useDrawerTenants(t);

const create = (customerId: number, extra: Record<string, unknown> = {}, token = d.tokens.rep) =>
  t.call<Visit>('POST', '/crm/visit', { token, body: { customer_id: customerId, content: '电话沟通了新品', visit_type: 1, ...extra } });
const list = (query: Record<string, unknown>, token = d.tokens.rep) => t.call<ListData<Visit>>('GET', '/crm/visits', { token, query });
const lastVisit = async (customerId: number) =>
  (await rows<{ v: string | null }>(t, sql`SELECT last_visit_at::text AS v FROM crm_customers WHERE id = ${customerId}`))[0].v;

describe('follow-ups', () => {
  it('logs a follow-up with photos, its contact and next visit; stamps last_visit_at; answers thumbnails that exist', async () => {
    const png = await upload(t, d.tokens.rep, 'image', 'a.png', await image('png'));
    const jpg = await upload(t, d.tokens.rep, 'image', 'b.jpg', await image('jpeg'));
    const contact = await t.call<CustomerContact>('POST', `/crm/customer/${d.customers.rep}/user`, { token: d.tokens.rep, body: { name: '李经理', phone: nextPhone(), ...d.area } });
    expect(await lastVisit(d.customers.rep)).toBeNull();
    const res = await create(d.customers.rep, {
      images: [png.url, jpg.key],
      visit_type: 2,
      type: 3,
      user_id: contact.data.id,
      next_visit_time: '2030-01-02 09:30',
      address: '客户门店',
      longitude: 121.47,
      latitude: 31.23,
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      customer_id: d.customers.rep,
      customer_name: '张伟的客户',
      content: '电话沟通了新品',
      images: `${png.url},${jpg.url}`,
      visit_type: 2,
      visit_type_text: '上门拜访',
      type: 3,
      type_text: '实地打卡',
      user_id: contact.data.id,
      user_name: '李经理',
      next_visit_time: '2030-01-02 09:30:00',
      address: '客户门店',
      creator: { id: d.staff.rep, name: '张伟' },
      can_delete: true,
    });
    expect(res.data.image_list).toHaveLength(2);
    for (const img of res.data.image_list) {
      expect(img.thumb).toMatch(/_100x100\.(png|jpg)$/);
      expect(img.preview).toMatch(/_1600x1600\.(png|jpg)$/);
      for (const url of [img.url, img.thumb, img.preview]) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(await lastVisit(d.customers.rep)).not.toBeNull();
    const plain = await create(d.customers.rep, { content: '第二次跟进' });
    expect(plain.data).toMatchObject({ type: 1, images: '', image_list: [], next_visit_time: null, user_id: null });
    const log = await rows<{ content: string }>(t, sql`SELECT content FROM crm_customer_logs WHERE customer_id = ${d.customers.rep} AND action = 'visit.create' ORDER BY id`);
    expect(log.map((l) => l.content)).toEqual(['新增实地打卡：电话沟通了新品', '新增跟进：第二次跟进']);
  });

  it('lists newest first, 20 a page, one customer or every customer the caller sees', async () => {
    const c = d.customers.pool;
    await rows(t, sql`
      INSERT INTO crm_visits (tenant_id, customer_id, store_id, content, visit_type, type, created_by, created_at)
      SELECT ${d.tenantId}, ${c}, ${d.stores.a}, '批量 ' || g, 1, 1 + g % 3, ${d.staff.rep2}, now() - (g || ' minutes')::interval
      FROM generate_series(1, 21) g`);
    const first = await list({ customer_id: c });
    expect(first.data.pagination).toEqual({ total: 21, page: 1, size: 20 });
    expect(first.data.list[0].content).toBe('批量 1');
    expect(first.data.list[0].creator.name).toBe('李娜');
    expect(first.data.list.every((v) => v.can_delete === false)).toBe(true);
    const second = await list({ customer_id: c, page: 2 });
    expect(second.data.list.map((v) => v.content)).toEqual(['批量 21']);
    const typed = await list({ customer_id: c, type: 2, page_size: 100 });
    expect(typed.data.list.every((v) => v.type === 2)).toBe(true);
    await create(d.customers.rep2, { content: '李娜跟进' }, d.tokens.rep2);
    const mine = await list({ page_size: 100 });
    expect(mine.data.list.some((v) => v.customer_id === d.customers.rep2)).toBe(false);
    expect(mine.data.list.some((v) => v.customer_id === d.customers.rep)).toBe(true);
    const managerView = await list({ page_size: 100 }, d.tokens.manager);
    expect(managerView.data.list.some((v) => v.customer_id === d.customers.rep2)).toBe(true);
    expect(managerView.data.list.every((v) => v.can_delete)).toBe(true);
    const byCreator = await list({ created_by: d.staff.rep2, page_size: 100 }, d.tokens.manager);
    expect(byCreator.data.list.every((v) => v.creator.id === d.staff.rep2)).toBe(true);
  });

  it('counts per kind and visit type for a customer, or for the caller', async () => {
    const c = d.customers.rep;
    const stats = await t.call<VisitStatics>('GET', '/crm/visits/statics', { token: d.tokens.rep, query: { customer_id: c } });
    expect(stats.data.scope).toBe('customer');
    expect(stats.data.total).toBe(2);
    expect(stats.data.types).toEqual([
      { type: 1, label: '跟进', count: 1 },
      { type: 2, label: '陪访', count: 0 },
      { type: 3, label: '实地打卡', count: 1 },
    ]);
    expect(stats.data.visit_types.find((v) => v.visit_type === 2)?.count).toBe(1);
    expect(stats.data.last_visit_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const mine = await t.call<VisitStatics>('GET', '/crm/visits/statics', { token: d.tokens.rep2 });
    expect(mine.data).toMatchObject({ scope: 'mine', total: 22 });
    expect((await t.call<VisitStatics>('GET', '/crm/visits/statics', { token: d.tokens.rep2, query: { customer_id: '' } })).data.total).toBe(22);
  });

  it('rejects bad follow-ups with the spec’s messages and stores nothing', async () => {
    const c = d.customers.rep;
    const before = await rows(t, sql`SELECT count(*)::int AS n FROM crm_visits WHERE customer_id = ${c}`);
    const expectField = async (extra: Record<string, unknown>, field: string, message: string) => {
      const res = await create(c, extra);
      expect(res.code, JSON.stringify(extra)).toBe(422);
      expect((res.data as Fail)?.errors?.find((e) => e.field === field)?.message, JSON.stringify(extra)).toBe(message);
    };
    await expectField({ content: '' }, 'content', '请输入跟进内容');
    await expectField({ content: 'x'.repeat(201) }, 'content', '跟进内容不能超过 200 个字符');
    await expectField({ visit_type: '' }, 'visit_type', '请选择跟进方式');
    await expectField({ visit_type: 99 }, 'visit_type', '请选择跟进方式');
    await expectField({ type: 4 }, 'type', '请选择跟进类型');
    await expectField({ next_visit_time: '2030-02-30 10:00' }, 'next_visit_time', '请选择正确的下次跟进时间');
    await expectField({ next_visit_time: 'tomorrow' }, 'next_visit_time', '请选择正确的下次跟进时间');
    await expectField({ longitude: 200 }, 'longitude', '经度应在 -180 到 180 之间');
    await expectField({ address: 'x'.repeat(201) }, 'address', '内容过长');
    const png = await upload(t, d.tokens.rep, 'image', 'ok.png', await image('png'));
    await expectField({ images: Array.from({ length: 10 }, () => png.url) }, 'images', '最多只能上传9张图片!');
    const gif = await upload(t, d.tokens.rep, 'image', 'anim.gif', await image('gif'));
    await expectField({ images: [png.url, gif.url] }, 'images', '上传图片只能是 JPG/PNG 格式!');
    const pdf = await upload(t, d.tokens.rep, 'file', 'doc.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n'));
    await expectField({ images: pdf.url }, 'images', '上传图片只能是 JPG/PNG 格式!');
    // a stored object over 5 MB (the upload host refuses these; the follow-up checks storage anyway)
    const big = `uploads/${d.tenantId}/202601/${'a'.repeat(64)}.png`;
    await t.app.storage.write(big, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024)]));
    await expectField({ images: big }, 'images', '上传图片大小不能超过 5MB!');
    const foreign = await upload(t, other.tokens.rep, 'image', 'theirs.png', await image('png'));
    await expectField({ images: foreign.url }, 'images', '文件不存在，请重新上传');
    await expectField({ images: `uploads/${d.tenantId}/202601/${'b'.repeat(64)}.png` }, 'images', '文件不存在，请重新上传');
    await expectField({ images: 'https://evil.example.com/x.png' }, 'images', '文件不存在，请重新上传');
    await expectField({ images: `uploads/${d.tenantId}/../../etc/passwd` }, 'images', '文件不存在，请重新上传');
    const theirContact = await t.call<CustomerContact>('POST', `/crm/customer/${d.customers.pool}/user`, { token: d.tokens.rep, body: { name: '公海联系', phone: nextPhone(), ...d.area } });
    await expectField({ user_id: theirContact.data.id }, 'user_id', '联系人不存在');
    expect(await rows(t, sql`SELECT count(*)::int AS n FROM crm_visits WHERE customer_id = ${c}`)).toEqual(before);
    expect((await list({ page: 0 })).code).toBe(422);
    expect((await list({ customer_id: 'abc' })).code).toBe(422);
  });

  it('takes form-encoded bodies: comma-joined images, flags and numbers as text', async () => {
    const a = await upload(t, d.tokens.rep, 'image', 'f1.png', await image('png'));
    const b = await upload(t, d.tokens.rep, 'image', 'f2.jpg', await image('jpeg'));
    const res = await t.call<Visit>('POST', '/crm/visit', {
      token: d.tokens.rep,
      form: true,
      body: { customer_id: String(d.customers.rep), content: '表单提交', visit_type: '3', type: '2', images: `${a.url},${b.url}`, next_visit_time: '', user_id: '' },
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ type: 2, visit_type: 3, images: `${a.url},${b.url}`, next_visit_time: null, user_id: null });
    expect((await list({ customer_id: '', page_size: 1 })).data.list[0].id).toBe(res.data.id);
  });

  it('deletes: the creator, or a manager whose scope covers the creator; last_visit_at falls back', async () => {
    const c = d.customers.pool;
    const own = await create(c, { content: '我的跟进' });
    const stamp = await lastVisit(c);
    const theirs = await create(c, { content: '李娜的跟进' }, d.tokens.rep2);
    expect((await lastVisit(c))! >= stamp!).toBe(true);
    const refused = await t.call('DELETE', '/crm/visit', { token: d.tokens.rep, body: { id: theirs.data.id } });
    expect(refused.code).toBe(402);
    expect(refused.message).toBe('只能删除自己或下属的跟进记录');
    expect((await t.call('DELETE', '/crm/visit', { token: d.tokens.manager, query: { id: String(theirs.data.id) } })).code).toBe(200);
    expect(await lastVisit(c)).toBe(stamp);
    expect((await t.call('DELETE', '/crm/visit', { token: d.tokens.rep, body: { id: own.data.id } })).code).toBe(200);
    expect((await t.call('DELETE', '/crm/visit', { token: d.tokens.rep, body: { id: own.data.id } })).code).toBe(404);
    const noId = await t.call<Fail>('DELETE', '/crm/visit', { token: d.tokens.rep });
    expect(noId.code).toBe(422);
    expect(noId.message).toBe('请选择要删除的跟进记录');
    const remaining = await list({ customer_id: c, page_size: 100 });
    expect(remaining.data.list.some((v) => v.id === own.data.id || v.id === theirs.data.id)).toBe(false);
    const log = await rows<{ action: string; staff_id: number }>(t, sql`SELECT action, staff_id FROM crm_customer_logs WHERE customer_id = ${c} AND action = 'visit.delete' ORDER BY id`);
    expect(log).toEqual([
      { action: 'visit.delete', staff_id: d.staff.manager },
      { action: 'visit.delete', staff_id: d.staff.rep },
    ]);
  });

  it('answers 404 for another rep’s and another tenant’s customer', async () => {
    const theirs = await create(d.customers.rep2, { content: '私有跟进' }, d.tokens.rep2);
    expect((await list({ customer_id: d.customers.rep2 })).code).toBe(404);
    expect((await t.call('GET', '/crm/visits/statics', { token: d.tokens.rep, query: { customer_id: d.customers.rep2 } })).code).toBe(404);
    expect((await create(d.customers.rep2)).code).toBe(404);
    expect((await t.call('DELETE', '/crm/visit', { token: d.tokens.rep, body: { id: theirs.data.id } })).code).toBe(404);
    const foreign = await create(other.customers.pool, {}, other.tokens.rep);
    expect((await list({ customer_id: other.customers.pool }, d.tokens.admin)).code).toBe(404);
    expect((await create(other.customers.pool, {}, d.tokens.admin)).code).toBe(404);
    expect((await t.call('DELETE', '/crm/visit', { token: d.tokens.admin, body: { id: foreign.data.id } })).code).toBe(404);
    expect((await list({ page_size: 100 }, d.tokens.admin)).data.list.some((v) => v.id === foreign.data.id)).toBe(false);
  });

  it('needs crm:visit:list / create / delete', async () => {
    const v = await create(d.customers.pool, { content: '权限测试' });
    expect((await list({}, d.tokens.nobody)).code).toBe(401);
    expect((await t.call('GET', '/crm/visits/statics', { token: d.tokens.nobody })).code).toBe(401);
    expect((await list({}, d.tokens.reader)).code).toBe(200);
    expect((await list({}, d.tokens.reader)).data.list.every((x) => x.can_delete === false)).toBe(true);
    expect((await create(d.customers.pool, {}, d.tokens.reader)).code).toBe(402);
    expect((await t.call('DELETE', '/crm/visit', { token: d.tokens.reader, body: { id: v.data.id } })).code).toBe(402);
  });
});

describe('the visit list', () => {
  let l: DrawerTenant;
  let ids: Record<string, number>;
  beforeAll(async () => {
    l = await drawerTenant(t);
    const make = async (customerId: number, token: string, extra: Record<string, unknown>) => {
      const res = await create(customerId, extra, token);
      expect(res.code).toBe(200);
      return res.data.id;
    };
    ids = {
      checkIn: await make(l.customers.rep, l.tokens.rep, { type: 3, visit_type: 2, content: '门店打卡', address: '上海市静安区南京西路 1 号', longitude: 121.45, latitude: 31.22 }),
      call: await make(l.customers.rep, l.tokens.rep, { content: '电话回访' }),
      rep2: await make(l.customers.rep2, l.tokens.rep2, { type: 2, content: '陪同拜访' }),
      pool: await make(l.customers.pool, l.tokens.manager, { content: '公海客户回访' }),
    };
  });

  it('lists the follow-ups of every customer the caller sees, with the person, kinds, days, keyword and order', async () => {
    const ofList = async (query: Record<string, unknown>, token = l.tokens.manager) => {
      const res = await list(query, token);
      expect(res.code, JSON.stringify(query)).toBe(200);
      return res.data.list.map((v) => v.id);
    };
    expect(await ofList({})).toEqual([ids.pool, ids.rep2, ids.call, ids.checkIn]);
    expect(await ofList({ order: 'asc' })).toEqual([ids.checkIn, ids.call, ids.rep2, ids.pool]);
    expect(await ofList({}, l.tokens.rep)).toEqual([ids.pool, ids.call, ids.checkIn]);
    expect(await ofList({ created_by: l.staff.rep })).toEqual([ids.call, ids.checkIn]);
    expect(await ofList({ type: 3 })).toEqual([ids.checkIn]);
    expect(await ofList({ visit_type: 2 })).toEqual([ids.checkIn]);
    expect(await ofList({ keyword: '李娜' })).toEqual([ids.rep2]);
    expect(await ofList({ keyword: '南京西路' })).toEqual([ids.checkIn]);
    expect(await ofList({ start_date: '2000-01-01', end_date: '2000-01-31' })).toEqual([]);
    expect((await ofList({ start_date: '2000-01-01', end_date: '2099-12-31' })).length).toBe(4);
    expect((await list({ type: 3 }, l.tokens.manager)).data.list[0]).toMatchObject({ type_text: '实地打卡', address: '上海市静安区南京西路 1 号', longitude: '121.450000', latitude: '31.220000', customer_name: '张伟的客户', creator: { name: '张伟' } });
    for (const [query, field] of [[{ start_date: '2026-02-30' }, 'start_date'], [{ start_date: '2026-03-02', end_date: '2026-03-01' }, 'end_date'], [{ type: 9 }, 'type'], [{ visit_type: 0 }, 'visit_type'], [{ order: 'up' }, 'order']] as const) {
      const res = await list(query, l.tokens.manager);
      expect(res.code, JSON.stringify(query)).toBe(422);
      expect((res.data as Fail)!.errors![0].field).toBe(field);
    }
  });

  it('counts follow-ups by person over the customers the caller sees', async () => {
    const stats = await t.call<VisitStatics>('GET', '/crm/visits/statics', { token: l.tokens.manager, query: { group: 'person' } });
    expect(stats.code).toBe(200);
    expect(stats.data).toMatchObject({ scope: 'all', total: 4, customers: 3, check_ins: 1 });
    expect(stats.data.people.map((p) => [p.name, p.total, p.follow_ups, p.accompanied, p.check_ins, p.customers])).toEqual([
      ['张伟', 2, 1, 0, 1, 1],
      ['李娜', 1, 0, 1, 0, 1],
      ['王经理', 1, 1, 0, 0, 1],
    ]);
    const rep = await t.call<VisitStatics>('GET', '/crm/visits/statics', { token: l.tokens.rep, query: { group: 'person' } });
    expect(rep.data.people.map((p) => p.name).sort()).toEqual(['张伟', '王经理'].sort());
    const one = await t.call<VisitStatics>('GET', '/crm/visits/statics', { token: l.tokens.manager, query: { group: 'person', created_by: l.staff.rep, start_date: '2000-01-01', end_date: '2099-12-31' } });
    expect(one.data).toMatchObject({ total: 2, check_ins: 1, customers: 1 });
    expect((await t.call<VisitStatics>('GET', '/crm/visits/statics', { token: l.tokens.manager, query: { group: 'person', end_date: '2000-01-01' } })).data.total).toBe(0);
    expect((await t.call('GET', '/crm/visits/statics', { token: l.tokens.manager, query: { group: 'team' } })).code).toBe(422);
    expect((await t.call('GET', '/crm/visits/statics', { token: l.tokens.manager, query: { start_date: 'x' } })).code).toBe(422);
  });

  it('exports the list with its filters (crm:visit:export)', async () => {
    const res = await t.call<{ id: number }>('GET', '/crm/visits/export', { token: l.tokens.manager, query: { created_by: l.staff.rep } });
    expect(res.code).toBe(200);
    const sheet = await downloadExport(t, l.tokens.manager, res.data.id);
    expect(sheet[0]).toEqual(['ID', '客户', '跟进人', '类型', '跟进方式', '内容', '联系人', '打卡地点', '经度', '纬度', '下次跟进', '跟进时间']);
    expect(sheet.slice(1).map((r) => [r[0], r[3], r[7]])).toEqual([
      [ids.checkIn, '实地打卡', '上海市静安区南京西路 1 号'],
      [ids.call, '跟进', undefined],
    ]);
    expect((await t.call('GET', '/crm/visits/export', { token: l.tokens.reader })).code).toBe(402);
    expect((await t.call('GET', '/crm/visits/export', { token: l.tokens.manager, query: { type: 7 } })).code).toBe(422);
  });
});
