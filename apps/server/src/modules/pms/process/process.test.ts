import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Process } from '@tradewind/contract/pms/process.schema';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';

const t = useTestApp();
let tenant: TestTenant;
/** a whole lamb (input) and two cuts (outputs), and a SKU of another tenant */
let lamb: number;
let leg: number;
let chop: number;
let foreign: number;

beforeAll(async () => {
  const prefix = `pr${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'reader', name: 'Reader', permissions: ['pms:process:list'] },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'reader', account: `${prefix}_reader`, name: 'Reader', password: TEST_PASSWORD, roles: ['reader'], stores: ['a'] },
    ],
  });
  lamb = (await createTestGoods(t, tenant.tokens.admin, { name: '整羊', skus: 1 })).skuIds[0];
  [leg, chop] = (await createTestGoods(t, tenant.tokens.admin, { name: '羊肉分割', skus: 2 })).skuIds;
  foreign = (await createTestGoods(t, (await t.tenant({})).tokens.admin, { skus: 1 })).skuIds[0];
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name: '整羊分割',
  inputs: [{ sku_id: lamb, quantity: 1 }],
  outputs: [
    { sku_id: leg, quantity: 4 },
    { sku_id: chop, quantity: 2.5 },
  ],
  loss_rate: 3.5,
  remark: '去骨',
  ...overrides,
});
const list = async (query: Record<string, unknown> = {}, token = tenant.tokens.admin) =>
  (await t.call<ListData<Process>>('GET', '/pms/processes', { token, query })).data;

describe('processing recipes', () => {
  it('create, read, list by keyword, edit and delete a recipe', async () => {
    const admin = tenant.tokens.admin;
    const made = await t.call<Process>('POST', '/pms/process', { token: admin, body: body() });
    expect(made.code, JSON.stringify(made)).toBe(200);
    expect(made.data).toMatchObject({
      name: '整羊分割',
      inputs: [{ sku_id: lamb, name: '整羊', quantity: '1' }],
      outputs: [
        { sku_id: leg, name: '羊肉分割', spec_text: expect.any(String), code: expect.any(String), unit_name: expect.any(String), quantity: '4' },
        { sku_id: chop, quantity: '2.5' },
      ],
      loss_rate: '3.50',
      remark: '去骨',
      status: 1,
    });
    const id = made.data.id;
    expect((await t.call<Process>('GET', `/pms/process/${id}`, { token: tenant.tokens.reader })).data).toEqual(made.data);
    expect((await list({ keyword: '分割' })).list.map((p) => p.id)).toEqual([id]);
    expect((await list({ keyword: made.data.outputs[1].code })).list.map((p) => p.id)).toEqual([id]);
    expect((await list({ keyword: '牛' })).list).toEqual([]);
    expect((await list({ status: 0 })).list).toEqual([]);
    const edited = await t.call<Process>('PUT', '/pms/process', {
      token: admin,
      body: body({ id, name: '整羊分割二', inputs: [{ sku_id: chop, quantity: 10 }], outputs: [{ sku_id: lamb, quantity: 1 }], loss_rate: 0, remark: '', status: 0 }),
    });
    expect(edited.data).toMatchObject({ name: '整羊分割二', inputs: [{ sku_id: chop, quantity: '10' }], outputs: [{ sku_id: lamb }], loss_rate: '0.00', remark: null, status: 0 });
    expect((await list({ status: 0 })).list.map((p) => p.id)).toEqual([id]);
    expect((await t.call('DELETE', `/pms/process/${id}`, { token: admin })).code).toBe(200);
    expect((await t.call('GET', `/pms/process/${id}`, { token: admin })).code).toBe(404);
  });

  it('refuses a duplicate name (409), unknown SKUs, a SKU on both sides and bad quantities (422), nothing changed', async () => {
    const admin = tenant.tokens.admin;
    const kept = (await t.call<Process>('POST', '/pms/process', { token: admin, body: body({ name: '保留方案' }) })).data;
    const before = await list();
    expect(await t.call('POST', '/pms/process', { token: admin, body: body({ name: '保留方案' }) })).toMatchObject({ code: 409, message: '加工方案名称已存在' });
    expect(await t.call('POST', '/pms/process', { token: admin, body: body({ name: '保留方案' }), headers: { 'accept-language': 'en-US' } })).toMatchObject({
      code: 409,
      message: 'A recipe with this name already exists',
    });
    expect(await t.call('POST', '/pms/process', { token: admin, body: body({ inputs: [{ sku_id: foreign, quantity: 1 }] }) })).toMatchObject({
      code: 422,
      data: { errors: [{ field: 'inputs.0.sku_id' }] },
    });
    expect(await t.call('POST', '/pms/process', { token: admin, body: body({ outputs: [{ sku_id: leg, quantity: 1 }, { sku_id: 999999999, quantity: 1 }] }) })).toMatchObject({
      code: 422,
      data: { errors: [{ field: 'outputs.1.sku_id' }] },
    });
    expect(await t.call('POST', '/pms/process', { token: admin, body: body({ outputs: [{ sku_id: lamb, quantity: 1 }] }) })).toMatchObject({
      code: 422,
      data: { errors: [{ field: 'outputs.0.sku_id' }] },
    });
    for (const bad of [
      { inputs: [{ sku_id: lamb, quantity: 0 }] },
      { inputs: [{ sku_id: lamb, quantity: -1 }] },
      { inputs: [{ sku_id: lamb, quantity: 1.2345 }] },
      { inputs: [] },
      { outputs: [] },
      { loss_rate: 100 },
      { loss_rate: -1 },
      { loss_rate: 1.234 },
      { name: '' },
      { name: 'x'.repeat(61) },
    ]) {
      expect((await t.call('POST', '/pms/process', { token: admin, body: body(bad) })).code, JSON.stringify(bad)).toBe(422);
    }
    expect((await t.call('PUT', '/pms/process', { token: admin, body: body({ id: kept.id, inputs: [{ sku_id: foreign, quantity: 1 }] }) })).code).toBe(422);
    expect((await t.call('PUT', '/pms/process', { token: admin, body: body({ id: 999999999, name: '无' }) })).code).toBe(404);
    expect((await t.call('DELETE', '/pms/process/999999999', { token: admin })).code).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('opens the list to pms:process:list and each change to its own permission', async () => {
    const reader = tenant.tokens.reader;
    const id = (await list()).list[0].id;
    expect((await list({}, reader)).list.length).toBeGreaterThan(0);
    expect((await t.call('POST', '/pms/process', { token: reader, body: body({ name: '越权' }) })).code).toBe(402);
    expect((await t.call('PUT', '/pms/process', { token: reader, body: body({ id, name: '越权' }) })).code).toBe(402);
    expect((await t.call('DELETE', `/pms/process/${id}`, { token: reader })).code).toBe(402);
    const clerk = (await t.tenant({})).tokens.clerk;
    expect((await t.call('GET', '/pms/processes', { token: clerk })).code).toBe(401);
    expect((await t.call('GET', `/pms/process/${id}`, { token: clerk })).code).toBe(401);
  });
});
