import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CustomerFile } from '@tradewind/contract/crm/file.schema';
import { useTestApp } from '@/test/test-app';
import { image, rows, upload, useDrawerTenants, type Fail } from '@/test/fixtures/crm/drawer-test-fixture';

const t = useTestApp();
const [d, other] = useDrawerTenants(t);
let pdf: { url: string; key: string };

beforeAll(async () => {
  pdf = await upload(t, d.tokens.rep, 'file', '合同.pdf', Buffer.from('%PDF-1.4\n% contract\n'));
});

const create = (customerId: number, extra: Record<string, unknown> = {}, token = d.tokens.rep) =>
  t.call<CustomerFile>('POST', '/crm/file', { token, body: { customer_id: customerId, name: '购销合同.pdf', url: pdf.url, ...extra } });
const list = (customerId: number, query: Record<string, unknown> = {}, token = d.tokens.rep) =>
  t.call<ListData<CustomerFile>>('GET', `/crm/customer/${customerId}/files`, { token, query });

describe('customer files', () => {
  it('attaches an upload with type and size read from storage (not the client), lists it with full_url, renames, deletes', async () => {
    const res = await create(d.customers.rep, { size: 1, file_type: 'zip', remark: '年度合同' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '购销合同.pdf', size: 20, file_type: 'pdf', remark: '年度合同', url: pdf.key, full_url: pdf.url, creator: '张伟', created_by: d.staff.rep });
    expect((await t.app.inject({ method: 'GET', url: res.data.full_url })).statusCode).toBe(200);
    const png = await upload(t, d.tokens.rep, 'image', '现场.png', await image('png'));
    const img = await create(d.customers.rep, { name: '门头照', url: png.key });
    expect(img.data.file_type).toBe('png');
    const listed = await list(d.customers.rep);
    expect(listed.data.list.map((f) => f.name)).toEqual(['门头照', '购销合同.pdf']);
    expect(listed.data.pagination).toEqual({ total: 2, page: 1, size: 20 });
    const renamed = await t.call<CustomerFile>('PUT', '/crm/file', { token: d.tokens.rep, body: { id: res.data.id, name: '2026 合同.pdf', remark: '' } });
    expect(renamed.data).toMatchObject({ name: '2026 合同.pdf', remark: null, size: 20, url: pdf.key });
    expect((await t.call('DELETE', `/crm/file/${img.data.id}`, { token: d.tokens.rep })).code).toBe(200);
    expect((await list(d.customers.rep)).data.list.map((f) => f.id)).toEqual([res.data.id]);
    expect((await t.call('DELETE', `/crm/file/${img.data.id}`, { token: d.tokens.rep })).code).toBe(404);
    const log = await rows<{ content: string }>(t, sql`SELECT content FROM crm_customer_logs WHERE customer_id = ${d.customers.rep} ORDER BY id`);
    expect(log.map((l) => l.content)).toEqual(['上传附件「购销合同.pdf」', '上传附件「门头照」', '编辑附件「2026 合同.pdf」', '删除附件「门头照」']);
  });

  it('pages 20 at a time, newest first', async () => {
    for (let i = 1; i <= 21; i += 1) await create(d.customers.pool, { name: `文件 ${i}` });
    const first = await list(d.customers.pool);
    expect(first.data.pagination).toEqual({ total: 21, page: 1, size: 20 });
    expect(first.data.list[0].name).toBe('文件 21');
    expect((await list(d.customers.pool, { page: 2 })).data.list.map((f) => f.name)).toEqual(['文件 1']);
  });

  it('refuses files of other types, over 5 MB, of another tenant or not uploaded, and bad names and remarks', async () => {
    const c = d.customers.rep2;
    const expectField = async (extra: Record<string, unknown>, field: string, message: string) => {
      const res = await create(c, extra, d.tokens.rep2);
      expect(res.code, JSON.stringify(extra)).toBe(422);
      expect((res.data as Fail)?.errors?.find((e) => e.field === field)?.message, JSON.stringify(extra)).toBe(message);
    };
    await expectField({ name: '' }, 'name', '请输入文件名称');
    await expectField({ remark: 'x'.repeat(201) }, 'remark', '备注不能超过 200 个字符');
    await expectField({ url: '' }, 'url', '请选择文件');
    const svg = await upload(t, d.tokens.rep2, 'file', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'));
    await expectField({ url: svg.url }, 'url', '只能上传 png、gif、jpeg、word、excel、ppt、pdf、txt、zip 格式的文件');
    const big = `uploads/${d.tenantId}/202601/${'c'.repeat(64)}.zip`;
    await t.app.storage.write(big, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024)]));
    await expectField({ url: big }, 'url', '上传文件大小不能超过 5MB!');
    const foreign = await upload(t, other.tokens.rep, 'file', 'theirs.txt', Buffer.from('their secret'));
    await expectField({ url: foreign.url }, 'url', '文件不存在，请重新上传');
    await expectField({ url: `uploads/${d.tenantId}/202601/${'d'.repeat(64)}.pdf` }, 'url', '文件不存在，请重新上传');
    await expectField({ url: 'private/1/x.pdf' }, 'url', '文件不存在，请重新上传');
    expect((await list(c, {}, d.tokens.rep2)).data.list).toEqual([]);
    const f = await create(c, {}, d.tokens.rep2);
    const bad = await t.call<Fail>('PUT', '/crm/file', { token: d.tokens.rep2, body: { id: f.data.id, name: ' ' } });
    expect(bad.data?.errors?.[0]).toEqual({ field: 'name', message: '请输入文件名称' });
    expect((await t.call('PUT', '/crm/file', { token: d.tokens.rep2, body: { id: 999999, name: 'x' } })).code).toBe(404);
    expect((await list(c, {}, d.tokens.rep2)).data.list[0].name).toBe('购销合同.pdf');
  });

  it('answers 404 for another rep’s and another tenant’s customer', async () => {
    const theirs = (await list(d.customers.rep2, {}, d.tokens.rep2)).data.list[0];
    expect((await list(d.customers.rep2)).code).toBe(404);
    expect((await create(d.customers.rep2)).code).toBe(404);
    expect((await t.call('PUT', '/crm/file', { token: d.tokens.rep, body: { id: theirs.id, name: '改名' } })).code).toBe(404);
    expect((await t.call('DELETE', `/crm/file/${theirs.id}`, { token: d.tokens.rep })).code).toBe(404);
    const foreignPdf = await upload(t, other.tokens.rep, 'file', 'o.pdf', Buffer.from('%PDF-1.4 other'));
    const foreign = await t.call<CustomerFile>('POST', '/crm/file', { token: other.tokens.rep, body: { customer_id: other.customers.pool, name: 'o.pdf', url: foreignPdf.url } });
    expect(foreign.code).toBe(200);
    expect((await list(other.customers.pool, {}, d.tokens.admin)).code).toBe(404);
    expect((await t.call('PUT', '/crm/file', { token: d.tokens.admin, body: { id: foreign.data.id, name: '改名' } })).code).toBe(404);
    expect((await t.call('DELETE', `/crm/file/${foreign.data.id}`, { token: d.tokens.admin })).code).toBe(404);
    expect((await list(d.customers.rep2, {}, d.tokens.rep2)).data.list[0].name).toBe('购销合同.pdf');
  });

  it('needs crm:file:list / create / update / delete', async () => {
    const f = (await list(d.customers.pool)).data.list[0];
    expect((await list(d.customers.pool, {}, d.tokens.nobody)).code).toBe(401);
    expect((await list(d.customers.pool, {}, d.tokens.reader)).code).toBe(200);
    expect((await create(d.customers.pool, {}, d.tokens.reader)).code).toBe(402);
    expect((await t.call('PUT', '/crm/file', { token: d.tokens.reader, body: { id: f.id, name: 'x' } })).code).toBe(402);
    expect((await t.call('DELETE', `/crm/file/${f.id}`, { token: d.tokens.reader })).code).toBe(402);
  });
});
