import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { CarModel } from '@tradewind/contract/lms/car-model.schema';
import type { Car, Worker, WorkerDetail, WorkerStaffOption } from '@tradewind/contract/lms/fleet.schema';
import { withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, useTestApp, type TestTenant } from '@/test/test-app';
import { uploadTestImage } from '@/test/test-uploads';

/** Workers and cars through the API: rules, rejections and permissions (lms README "Fleet, settings and pay"; car models: car-model/car-model.test.ts). */
const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
type Errors = { errors: Array<{ field: string; message: string }> };

const as = (key: string, storeId = tenant.stores.a) => ({ token: tenant.tokens[key], storeId });
const admin = () => as('admin');
const phone = () => `13${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-9)}`;
const driver = (extra: Record<string, unknown> = {}) => ({ name: '王师傅', phone: phone(), type: 1, licence_no: '310115199003071239', licence_class: 'B2', licence_expires_on: '2030-06-30', ...extra });
const createWorker = (body: Record<string, unknown>, who = admin()) => t.call<Worker>('POST', '/lms/worker', { ...who, body });
const workers = async (query: Record<string, unknown> = {}) => (await t.call<ListData<Worker>>('GET', '/lms/workers', { ...admin(), query: { page_size: 100, ...query } })).data.list;

beforeAll(async () => {
  const prefix = `fl${randomBytes(3).toString('hex')}`;
  tenant = await t.tenant({
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'viewer', name: 'Fleet viewer', permissions: ['lms:worker:list', 'lms:car:list'] },
      { key: 'clerk', name: 'Clerk', permissions: ['system:store:list'], dataScope: 4 },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: TEST_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      { key: 'viewer', account: `${prefix}_viewer`, name: '车队查看', password: TEST_PASSWORD, roles: ['viewer'], stores: ['a'] },
      { key: 'clerk', account: `${prefix}_clerk`, name: '仓管兼司机', password: TEST_PASSWORD, roles: ['clerk'], stores: ['a'] },
    ],
  });
  other = await t.tenant({});
});

describe('workers', () => {
  it('are drivers and loaders of the current store, maybe staff; listed, filtered, read, edited and soft-deleted', async () => {
    const photo = await uploadTestImage(t, tenant.tokens.admin);
    const made = await createWorker(driver({ name: '王建国', id_card: '11010519491231002x', photo, remark: '老司机' }));
    expect(made.code, made.message).toBe(200);
    expect(made.data).toMatchObject({ name: '王建国', type: 1, id_card: '11010519491231002X', licence_class: 'B2', licence_expires_on: '2030-06-30', licence_expiring: false, status: 1, store_id: tenant.stores.a, car_plates: [] });
    const loader = await createWorker({ name: '李搬运', phone: phone(), type: 2, licence_no: 'IGNORED123', licence_class: 'C1' });
    expect(loader.data).toMatchObject({ type: 2, licence_no: null, licence_class: null, id_card: null });
    // a staff member may be a worker (once); the form lists the store's staff with the worker each is
    const staffWorker = await createWorker({ name: '仓管兼司机', phone: phone(), type: 3, staff_id: tenant.staff.clerk, licence_no: 'A12345678', licence_class: 'C1', licence_expires_on: '2020-01-01' }, as('admin', tenant.stores.b));
    expect(staffWorker.data).toMatchObject({ staff_id: tenant.staff.clerk, staff_name: '仓管兼司机', store_id: tenant.stores.b, licence_expiring: true });
    const staff = await t.call<WorkerStaffOption[]>('GET', '/lms/worker/staff', as('admin', tenant.stores.a));
    expect(staff.data.find((s) => s.id === tenant.staff.clerk)?.worker_id).toBe(staffWorker.data.id);
    expect(await createWorker({ name: '重复员工', phone: phone(), type: 2, staff_id: tenant.staff.clerk })).toMatchObject({ code: 409, message: '该员工已关联其他工人' });
    expect(await createWorker(driver({ phone: made.data.phone }))).toMatchObject({ code: 409, message: '该手机号已被其他工人使用' });

    // the list is the current store's
    expect((await workers()).map((w) => w.id)).toEqual([loader.data.id, made.data.id]);
    expect((await t.call<ListData<Worker>>('GET', '/lms/workers', as('admin', tenant.stores.b))).data.list.map((w) => w.id)).toEqual([staffWorker.data.id]);
    expect((await workers({ keyword: '建国' })).map((w) => w.id)).toEqual([made.data.id]);
    expect((await workers({ keyword: '110105' })).map((w) => w.id)).toEqual([made.data.id]);
    expect((await workers({ role: 'loader' })).map((w) => w.id)).toEqual([loader.data.id]);
    expect((await workers({ type: 1 })).map((w) => w.id)).toEqual([made.data.id]);

    const edited = await t.call<Worker>('PUT', '/lms/worker', { ...admin(), body: { ...driver({ phone: made.data.phone }), id: made.data.id, name: '王建国', status: 2, licence_class: 'A2' } });
    expect(edited.data).toMatchObject({ status: 2, licence_class: 'A2', id_card: null });
    const detail = await t.call<WorkerDetail>('GET', `/lms/worker/${made.data.id}`, admin());
    expect(detail.data).toMatchObject({ id: made.data.id, lines: [], sign_ins: [], earnings: [], earning_total: '0.00', unsettled_total: '0.00' });

    // a form body, as the browser may send it
    const form = await t.call<Worker>('POST', '/lms/worker', { ...admin(), form: true, body: { name: '表单工', phone: phone(), type: '2', staff_id: '', id_card: '', licence_expires_on: '' } });
    expect(form.data).toMatchObject({ type: 2, staff_id: null, licence_expires_on: null });
    expect((await t.call('DELETE', `/lms/worker/${form.data.id}`, admin())).code).toBe(200);
    expect((await t.call('GET', `/lms/worker/${form.data.id}`, admin())).code).toBe(404);
    expect((await workers()).some((w) => w.id === form.data.id)).toBe(false);
    // its phone is free again among live workers
    expect((await createWorker({ name: '新表单工', phone: form.data.phone, type: 2 })).code).toBe(200);
    const log = await t.call<ListData<{ action: string; target_type: string | null }>>('GET', '/action/log', { ...admin(), query: { page_size: 100 } });
    expect(log.data.list.some((r) => r.action === 'lms:worker:delete' && r.target_type === 'lms_worker')).toBe(true);
  });

  it('refuse bad input (422 with the field), other tenants’ workers (404) and callers without permission', async () => {
    const base = await createWorker(driver());
    const before = await workers();
    const bad: Array<[Record<string, unknown>, string]> = [
      [driver({ name: '' }), 'name'],
      [driver({ phone: '12345' }), 'phone'],
      [driver({ type: 4 }), 'type'],
      [driver({ id_card: '110105194912310021' }), 'id_card'], // wrong check digit
      [driver({ id_card: '110105194902300026' }), 'id_card'], // 30 February
      [driver({ id_card: '1101051949123100' }), 'id_card'],
      [driver({ licence_no: null }), 'licence_no'],
      [driver({ licence_class: 'Z9' }), 'licence_class'],
      [driver({ licence_expires_on: '2030-02-30' }), 'licence_expires_on'],
      [driver({ status: 5 }), 'status'],
      [driver({ staff_id: 99999999 }), 'staff_id'],
      [driver({ staff_id: other.staff.admin }), 'staff_id'],
      [driver({ remark: 'x'.repeat(201) }), 'remark'],
    ];
    for (const [body, field] of bad) expect((await createWorker(body)) as unknown as { code: number; data: Errors }, JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    for (const query of [{ type: 9 }, { role: 'boss' }, { status: 'x' }]) expect((await t.call('GET', '/lms/workers', { ...admin(), query })).code, JSON.stringify(query)).toBe(422);
    expect(await workers()).toEqual(before);

    const theirs = await t.call<Worker>('POST', '/lms/worker', { token: other.tokens.admin, storeId: other.stores.a, body: driver() });
    expect(theirs.code).toBe(200);
    expect((await t.call('GET', `/lms/worker/${theirs.data.id}`, admin())).code).toBe(404);
    expect((await t.call('PUT', '/lms/worker', { ...admin(), body: { ...driver(), id: theirs.data.id } })).code).toBe(404);
    expect((await t.call('DELETE', `/lms/worker/${theirs.data.id}`, admin())).code).toBe(404);

    // the viewer reads, the clerk may not even view
    expect((await t.call('GET', '/lms/workers', as('viewer'))).code).toBe(200);
    expect((await t.call('GET', `/lms/worker/${base.data.id}`, as('viewer'))).code).toBe(200);
    expect((await createWorker(driver(), as('viewer'))).code).toBe(402);
    expect((await t.call('PUT', '/lms/worker', { ...as('viewer'), body: { ...driver(), id: base.data.id } })).code).toBe(402);
    expect((await t.call('DELETE', `/lms/worker/${base.data.id}`, as('viewer'))).code).toBe(402);
    expect((await t.call('GET', '/lms/worker/staff', as('viewer'))).code).toBe(402);
    expect((await t.call('GET', '/lms/workers', as('clerk'))).code).toBe(401);
    expect((await t.call('GET', `/lms/worker/${base.data.id}`, as('clerk'))).code).toBe(401);
  });
});

describe('cars', () => {
  it('hold plates (new-energy too) of a model, a default driver; deleting is refused once on a line', async () => {
    const model = await t.call<CarModel>('POST', '/lms/car_model', { ...admin(), body: { name: '4.2米厢式货车', capacity_weight: 2000, capacity_volume: 16.5 } });
    expect(model.code, model.message).toBe(200);

    const wang = await createWorker(driver({ name: '王车主' }));
    const loader = await createWorker({ name: '装卸', phone: phone(), type: 2 });
    const car = await t.call<Car>('POST', '/lms/car', { ...admin(), body: { plate: '沪a·12345', car_model_id: model.data.id, default_driver_id: wang.data.id } });
    expect(car.data).toMatchObject({ plate: '沪A12345', car_model_name: '4.2米厢式货车', capacity_weight: '2000.00', default_driver_name: '王车主', status: 1 });
    const ev = await t.call<Car>('POST', '/lms/car', { ...admin(), body: { plate: '沪AD12345', car_model_id: model.data.id } });
    expect(ev.data.plate).toBe('沪AD12345');
    expect((await t.call<Car>('POST', '/lms/car', { ...admin(), body: { plate: '粤B12345D', car_model_id: model.data.id, status: 2 } })).data.status).toBe(2);
    expect((await t.call('POST', '/lms/car', { ...admin(), body: { plate: '沪A 12345', car_model_id: model.data.id } })).code).toBe(409);
    for (const [body, field] of [
      [{ plate: '沪I12345', car_model_id: model.data.id }, 'plate'],
      [{ plate: '沪A1234', car_model_id: model.data.id }, 'plate'],
      [{ plate: 'AB12345', car_model_id: model.data.id }, 'plate'],
      [{ plate: '沪AX12345', car_model_id: model.data.id }, 'plate'],
      [{ plate: '沪B22222', car_model_id: 99999999 }, 'car_model_id'],
      [{ plate: '沪B22222', car_model_id: model.data.id, default_driver_id: loader.data.id }, 'default_driver_id'],
      [{ plate: '沪B22222', car_model_id: model.data.id, status: 7 }, 'status'],
    ] as const)
      expect(await t.call('POST', '/lms/car', { ...admin(), body }), JSON.stringify(body)).toMatchObject({ code: 422, data: { errors: [{ field }] } });
    const cars = await t.call<ListData<Car>>('GET', '/lms/cars', { ...admin(), query: { keyword: '王车主' } });
    expect(cars.data.list.map((c) => c.plate)).toEqual(['沪A12345']);
    expect((await t.call<ListData<Car>>('GET', '/lms/cars', { ...admin(), query: { status: 2 } })).data.list.map((c) => c.plate)).toEqual(['粤B12345D']);
    expect((await workers({ keyword: '王车主' }))[0].car_plates).toEqual(['沪A12345']);

    // the default driver cannot be deleted, nor become a loader only
    expect(await t.call('DELETE', `/lms/worker/${wang.data.id}`, admin())).toMatchObject({ code: 409, message: '该工人是车辆 沪A12345 的默认司机，请先更换' });
    expect((await t.call('PUT', '/lms/worker', { ...admin(), body: { ...driver({ phone: wang.data.phone }), id: wang.data.id, type: 2 } })).code).toBe(409);
    expect((await t.call<Car>('PUT', '/lms/car', { ...admin(), body: { id: car.data.id, plate: '沪A12345', car_model_id: model.data.id, default_driver_id: '' } })).data.default_driver_id).toBeNull();
    // …nor while on a planned line (the line part writes lines: one is made here in SQL)
    const [line] = await withTenant(t.app.database.db, tenant.tenantId, (tx) =>
      tx.execute<{ id: number }>(sql`INSERT INTO lms_lines (tenant_id, number, store_id, line_date, car_id, driver_id, status) VALUES (${tenant.tenantId}, ${`LN-T-${randomBytes(3).toString('hex')}`}, ${tenant.stores.a}, current_date, ${car.data.id}, ${wang.data.id}, 1) RETURNING id`).then((r) => ('rows' in r ? r.rows : r) as Array<{ id: number }>),
    );
    expect((await t.call('DELETE', `/lms/worker/${wang.data.id}`, admin())).code).toBe(409);
    const detail = await t.call<WorkerDetail>('GET', `/lms/worker/${wang.data.id}`, admin());
    expect(detail.data.lines).toMatchObject([{ id: line.id, role: 'driver', car_plate: '沪A12345', status: 1 }]);
    expect((await t.call('DELETE', `/lms/car/${car.data.id}`, admin())).code).toBe(409);
    await withTenant(t.app.database.db, tenant.tenantId, (tx) => tx.execute(sql`UPDATE lms_lines SET status = 3 WHERE id = ${line.id}`));
    expect((await t.call('DELETE', `/lms/worker/${wang.data.id}`, admin())).code).toBe(200);
    expect((await t.call('DELETE', `/lms/car/${ev.data.id}`, admin())).code).toBe(200);

    // permissions and other tenants
    expect((await t.call('GET', '/lms/cars', as('viewer'))).code).toBe(200);
    expect((await t.call('POST', '/lms/car', { ...as('viewer'), body: { plate: '沪C12345', car_model_id: model.data.id } })).code).toBe(402);
    expect((await t.call('PUT', '/lms/car', { ...as('viewer'), body: { id: ev.data.id, plate: '沪C12345', car_model_id: model.data.id } })).code).toBe(402);
    expect((await t.call('DELETE', `/lms/car/${car.data.id}`, as('viewer'))).code).toBe(402);
    expect((await t.call('GET', '/lms/cars', as('clerk'))).code).toBe(401);
    expect((await t.call('PUT', '/lms/car', { token: other.tokens.admin, storeId: other.stores.a, body: { id: car.data.id, plate: '沪C12345', car_model_id: model.data.id } })).code).toBe(404);
  });
});
