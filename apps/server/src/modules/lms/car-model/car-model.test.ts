import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CarModel } from '@tradewind/contract/lms/car-model.schema';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';

/** Car models through the API: rules, rejections, permissions and tenants (lms README "Fleet, settings and pay"). */
const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;

const as = (key: string) => ({ token: tenant.tokens[key], storeId: tenant.stores.a });
const admin = () => as('admin');
const van = { name: '4.2米厢式货车', length_m: 4.2, capacity_weight: 1800, capacity_volume: 16.5 };
const createModel = (body: Record<string, unknown>, who = admin()) => t.call<CarModel>('POST', '/lms/car_model', { ...who, body });
const models = async (query: Record<string, unknown> = {}, who = admin()) => t.call<ListData<CarModel>>('GET', '/lms/car_models', { ...who, query: { page_size: 100, ...query } });

beforeAll(async () => {
  const prefix = `cm${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'viewer', name: 'Car model viewer', permissions: ['lms:car_model:list'] },
      { key: 'car_viewer', name: 'Car viewer', permissions: ['lms:car:list'] },
      { key: 'clerk', name: 'Clerk', permissions: ['system:store:list'], dataScope: 4 },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'viewer', account: `${prefix}_viewer`, name: '车型查看', password: TEST_PASSWORD, roles: ['viewer'], stores: ['a'] },
      { key: 'car_viewer', account: `${prefix}_cars`, name: '车辆查看', password: TEST_PASSWORD, roles: ['car_viewer'], stores: ['a'] },
      { key: 'clerk', account: `${prefix}_clerk`, name: '仓管', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'] },
    ],
  });
  other = await t.tenant({});
});

describe('car models', () => {
  it('hold a name, a length and capacities; listed with their car count; deleting is refused while a car is of one', async () => {
    const model = await createModel(van);
    expect(model.data).toMatchObject({ name: '4.2米厢式货车', length_m: '4.20', capacity_weight: '1800.00', capacity_volume: '16.500', status: 1, car_count: 0 });
    expect(await createModel({ name: '4.2米厢式货车', capacity_weight: 1, capacity_volume: 1 })).toMatchObject({ code: 409, message: '车型名称已存在' });
    const edited = await t.call<CarModel>('PUT', '/lms/car_model', { ...admin(), body: { id: model.data.id, name: '4.2米厢式货车', capacity_weight: 2000, capacity_volume: 16.5, remark: '冷藏' } });
    expect(edited.data).toMatchObject({ capacity_weight: '2000.00', length_m: null, remark: '冷藏' });
    const spare = await createModel({ name: '金杯', capacity_weight: '1000', capacity_volume: '6', status: '0' });
    expect(spare.data).toMatchObject({ status: 0, remark: null });
    expect((await t.call('PUT', '/lms/car_model', { ...admin(), body: { ...van, id: spare.data.id } })).code).toBe(409);

    for (const plate of ['沪A12345', '沪AD12345']) expect((await t.call('POST', '/lms/car', { ...admin(), body: { plate, car_model_id: model.data.id } })).code).toBe(200);
    expect((await models({ keyword: '4.2' })).data.list).toMatchObject([{ id: model.data.id, car_count: 2 }]);
    expect((await models({ status: 0 })).data.list.map((m) => m.id)).toEqual([spare.data.id]);
    expect(await t.call('DELETE', `/lms/car_model/${model.data.id}`, admin())).toMatchObject({ code: 409, message: '车辆 沪A12345 使用该车型，不能删除（可停用）' });
    expect((await t.call('DELETE', `/lms/car_model/${spare.data.id}`, admin())).code).toBe(200);
    expect((await models()).data.list.map((m) => m.id)).toEqual([model.data.id]);
  });

  it('refuse bad input (422 with the field), callers without permission and other tenants’ models (404)', async () => {
    const model = await createModel({ name: '6.8米高栏', capacity_weight: 8000, capacity_volume: 40 });
    expect(model.code, model.message).toBe(200);
    for (const [body, field] of [
      [{ name: '', capacity_weight: 1, capacity_volume: 1 }, 'name'],
      [{ name: 'x', capacity_weight: 0, capacity_volume: 1 }, 'capacity_weight'],
      [{ name: 'x', capacity_weight: 1, capacity_volume: 1.0001 }, 'capacity_volume'],
      [{ name: 'x', capacity_weight: 1, capacity_volume: 1, length_m: 31 }, 'length_m'],
    ] as const)
      expect(await createModel(body), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });

    // the list is read by who reads car models or cars (the car form's select); the clerk may not even view
    expect((await models({}, as('viewer'))).code).toBe(200);
    expect((await models({}, as('car_viewer'))).code).toBe(200);
    expect((await createModel({ name: 'x', capacity_weight: 1, capacity_volume: 1 }, as('viewer'))).code).toBe(402);
    expect((await t.call('PUT', '/lms/car_model', { ...as('viewer'), body: { id: model.data.id, name: 'x', capacity_weight: 1, capacity_volume: 1 } })).code).toBe(402);
    expect((await t.call('DELETE', `/lms/car_model/${model.data.id}`, as('viewer'))).code).toBe(402);
    expect((await models({}, as('clerk'))).code).toBe(401);

    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    expect((await models({}, theirs)).data.list).toEqual([]);
    expect((await t.call('PUT', '/lms/car_model', { ...theirs, body: { id: model.data.id, name: 'x', capacity_weight: 1, capacity_volume: 1 } })).code).toBe(404);
    expect((await t.call('DELETE', `/lms/car_model/${model.data.id}`, theirs)).code).toBe(404);
    expect((await models()).data.list.find((m) => m.id === model.data.id)).toMatchObject({ name: '6.8米高栏', capacity_weight: '8000.00' });
  });
});
