import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { FreightTemplate } from '@tradewind/contract/marketing/template.schema';
import { withTenant } from '@/core/db/tenancy';
import { TEST_PASSWORD, testTenantSpec, useTestApp, type TestTenant } from '@/test/test-app';
import { freightFor } from '@/modules/marketing';

/** Freight templates through the API (both databases): CRUD, one enabled per store, rejections, permissions, freightFor. */
const t = useTestApp();
let tenant: TestTenant;

const LIST = ['marketing:freight:list'];
const ALL = [...LIST, 'marketing:freight:create', 'marketing:freight:update', 'marketing:freight:delete'];

beforeAll(async () => {
  const p = `fr${randomBytes(3).toString('hex')}`;
  const spec = testTenantSpec(p);
  tenant = await t.tenant({
    ...spec,
    roles: [...spec.roles, { key: 'marketer', name: 'Marketer', permissions: ALL, dataScope: 1 }, { key: 'viewer', name: 'Viewer', permissions: LIST, dataScope: 1 }],
    staff: [
      ...spec.staff,
      { key: 'marketer', account: `${p}_mk`, name: '市场部', password: TEST_PASSWORD, roles: ['marketer'], stores: ['a'] },
      { key: 'viewer', account: `${p}_vw`, name: '只读', password: TEST_PASSWORD, roles: ['viewer'], stores: ['a'] },
    ],
  });
});

const as = (who: string) => ({ token: tenant.tokens[who], storeId: tenant.stores.a });
const body = (over: Record<string, unknown> = {}) => ({
  store_id: tenant.stores.a,
  name: '上海同城',
  basis: 1,
  first_unit: 1,
  first_fee: 20,
  additional_unit: 1,
  additional_fee: 5,
  rules: [
    { area_codes: ['310000'], first_unit: 1, first_fee: 8, additional_unit: 1, additional_fee: 2 },
    { area_codes: ['310115'], first_unit: 2, first_fee: '5.5', additional_unit: 2, additional_fee: 1 },
  ],
  free_over_amount: 500,
  free_over_qty: '',
  remark: '同城配送',
  ...over,
});
const save = (over: Record<string, unknown> = {}, who = 'marketer') => t.call<FreightTemplate>('POST', '/marketing/freight_template', { ...as(who), body: body(over) });
const fields = (reply: { data: unknown }) => ((reply.data as { errors?: Array<{ field: string; message: string }> }).errors ?? []).map((e) => e.field);
const quote = (input: { storeId: number; areaCodes: string[]; pieces: number; goodsCents: number }) =>
  withTenant(t.app.database.db, tenant.tenantId, (tx) => freightFor(tx, { weightKg: 0, volumeM3: 0, ...input }));

describe('freight templates', () => {
  it('are saved with area rules named by the tree, listed, read and edited', async () => {
    const made = await save();
    expect(made.code, made.message).toBe(200);
    expect(made.data).toMatchObject({
      name: '上海同城',
      basis: 1,
      first_fee: '20.00',
      additional_fee: '5.00',
      free_over_amount: '500.00',
      free_over_qty: null,
      status: 1,
      store_id: tenant.stores.a,
      created_by_name: '市场部',
    });
    expect(made.data.rules[0].areas).toEqual([{ code: '310000', name: '上海市' }]);
    expect(made.data.rules[1]).toMatchObject({ first_unit: '2', first_fee: '5.50', areas: [{ code: '310115', name: '上海市 浦东新区' }] });
    const list = await t.call<ListData<FreightTemplate>>('GET', '/marketing/freight_templates', { ...as('viewer'), query: { keyword: '同城' } });
    expect(list.data.list.map((x) => x.id)).toEqual([made.data.id]);
    expect((await t.call<ListData<FreightTemplate>>('GET', '/marketing/freight_templates', { ...as('viewer'), query: { status: 0 } })).data.pagination.total).toBe(0);
    expect((await t.call<FreightTemplate>('GET', `/marketing/freight_template/${made.data.id}`, as('viewer'))).data.name).toBe('上海同城');
    const edited = await t.call<FreightTemplate>('PUT', '/marketing/freight_template', { ...as('marketer'), body: { ...body({ name: '上海同城配送', free_over_qty: 50 }), id: made.data.id } });
    expect(edited.code, edited.message).toBe(200);
    expect(edited.data).toMatchObject({ name: '上海同城配送', free_over_qty: 50 });
  });

  it('quote a delivery from the store’s enabled template: district, province, default, free over the amount; none without one', async () => {
    const store = tenant.stores.a;
    expect(await quote({ storeId: store, areaCodes: ['310000', '310100', '310115'], pieces: 5, goodsCents: 10_000 })).toMatchObject({ cents: 550 + 2 * 100, name: '上海同城配送', rule: { level: 'district' } });
    expect(await quote({ storeId: store, areaCodes: ['310000', '310100', '310104'], pieces: 5, goodsCents: 10_000 })).toMatchObject({ cents: 800 + 4 * 200, rule: { level: 'province' } });
    expect(await quote({ storeId: store, areaCodes: ['110000', '110100', '110101'], pieces: 5, goodsCents: 10_000 })).toMatchObject({ cents: 2000 + 4 * 500, rule: { level: 'default' } });
    expect(await quote({ storeId: store, areaCodes: ['110000'], pieces: 5, goodsCents: 50_000 })).toMatchObject({ cents: 0, rule: { free: 'amount' } });
    expect(await quote({ storeId: store, areaCodes: ['110000'], pieces: 50, goodsCents: 100 })).toMatchObject({ cents: 0, rule: { free: 'quantity' } });
    expect(await quote({ storeId: tenant.stores.b, areaCodes: ['310000'], pieces: 5, goodsCents: 100 })).toBeNull();
  });

  it('keep one enabled template per store: a second waits disabled, enabling it is 409 naming the first; disabled ones may be deleted', async () => {
    const second = await save({ name: '备用模板' });
    expect(second.data.status).toBe(0);
    const first = (await t.call<ListData<FreightTemplate>>('GET', '/marketing/freight_templates', { ...as('marketer'), query: { status: 1 } })).data.list[0];
    const enable = await t.call('PUT', `/marketing/freight_template/${second.data.id}/enable`, as('marketer'));
    expect(enable.code).toBe(409);
    expect(enable.message).toContain('上海同城配送');
    expect((await t.call('DELETE', `/marketing/freight_template/${first.id}`, as('marketer'))).code).toBe(409);
    expect((await t.call<FreightTemplate>('PUT', `/marketing/freight_template/${first.id}/disable`, as('marketer'))).data.status).toBe(0);
    expect((await t.call('PUT', `/marketing/freight_template/${first.id}/disable`, as('marketer'))).code).toBe(409);
    expect((await t.call<FreightTemplate>('PUT', `/marketing/freight_template/${second.data.id}/enable`, as('marketer'))).data.status).toBe(1);
    expect(await quote({ storeId: tenant.stores.a, areaCodes: ['310000'], pieces: 1, goodsCents: 100 })).toMatchObject({ templateId: second.data.id });
    expect((await t.call('DELETE', `/marketing/freight_template/${first.id}`, as('marketer'))).code).toBe(200);
    // two disabled templates enabled at once for a store without one: exactly one wins
    expect((await t.call('PUT', `/marketing/freight_template/${second.data.id}/disable`, as('marketer'))).code).toBe(200);
    const third = await save({ name: '第三个模板' });
    expect(third.data.status).toBe(1);
    expect((await t.call('PUT', `/marketing/freight_template/${third.data.id}/disable`, as('marketer'))).code).toBe(200);
    const raced = await Promise.all([second.data.id, third.data.id].map((id) => t.call('PUT', `/marketing/freight_template/${id}/enable`, as('marketer'))));
    expect(raced.map((r) => r.code).sort()).toEqual([200, 409]);
    const enabled = (await t.call<ListData<FreightTemplate>>('GET', '/marketing/freight_templates', { ...as('marketer'), query: { status: 1 } })).data.list;
    expect(enabled).toHaveLength(1);
    if (enabled[0].id !== second.data.id) {
      expect((await t.call('PUT', `/marketing/freight_template/${enabled[0].id}/disable`, as('marketer'))).code).toBe(200);
      expect((await t.call('PUT', `/marketing/freight_template/${second.data.id}/enable`, as('marketer'))).code).toBe(200);
    }
    expect((await t.call('GET', `/marketing/freight_template/${first.id}`, as('marketer'))).code).toBe(404);
    expect((await t.call('PUT', `/marketing/freight_template/${first.id}/enable`, as('marketer'))).code).toBe(404);
  });

  it('refuse bad input with the field’s message and change nothing', async () => {
    const before = (await t.call<ListData<FreightTemplate>>('GET', '/marketing/freight_templates', as('marketer'))).data.pagination.total;
    expect(fields(await save({ name: ' ', basis: 4, first_fee: -1, additional_unit: 0 }))).toEqual(expect.arrayContaining(['name', 'basis', 'first_fee', 'additional_unit']));
    // pieces are whole; an area in two rules; an unknown area; a store the caller does not work in
    expect(fields(await save({ first_unit: 1.5 }))).toEqual(['first_unit']);
    expect(fields(await save({ rules: [{ area_codes: ['310000'], first_unit: 1, first_fee: 1, additional_unit: 1, additional_fee: 1 }, { area_codes: ['310000'], first_unit: 1, first_fee: 1, additional_unit: 1, additional_fee: 1 }] }))).toEqual(['rules.1.area_codes']);
    const unknown = await save({ rules: [{ area_codes: ['999999'], first_unit: 1, first_fee: 1, additional_unit: 1, additional_fee: 1 }] });
    expect(unknown.code).toBe(422);
    expect(fields(unknown)).toEqual(['rules.0.area_codes']);
    expect(fields(await save({ rules: [{ area_codes: [], first_unit: 1, first_fee: 1, additional_unit: 1, additional_fee: 1 }] }))).toEqual(['rules.0.area_codes']);
    expect(fields(await save({ store_id: tenant.stores.b }))).toEqual(['store_id']);
    expect(fields(await save({ free_over_amount: 0, free_over_qty: 1.5 }))).toEqual(['free_over_amount', 'free_over_qty']);
    expect(fields(await save({ first_fee: 100_000 }))).toEqual(['first_fee']);
    expect((await t.call<ListData<FreightTemplate>>('GET', '/marketing/freight_templates', as('marketer'))).data.pagination.total).toBe(before);
    expect((await t.call('PUT', '/marketing/freight_template', { ...as('marketer'), body: { ...body(), id: 999_999 } })).code).toBe(404);
  });

  it('answer each call only with its permission (402; 401 for the pages one may not view), and nobody sees another tenant’s or store’s', async () => {
    const id = (await t.call<ListData<FreightTemplate>>('GET', '/marketing/freight_templates', as('marketer'))).data.list[0].id;
    expect((await save({}, 'viewer')).code).toBe(402);
    expect((await t.call('PUT', '/marketing/freight_template', { ...as('viewer'), body: { ...body(), id } })).code).toBe(402);
    expect((await t.call('PUT', `/marketing/freight_template/${id}/disable`, as('viewer'))).code).toBe(402);
    expect((await t.call('DELETE', `/marketing/freight_template/${id}`, as('viewer'))).code).toBe(402);
    expect((await t.call('GET', '/marketing/freight_templates', as('clerk'))).code).toBe(401);
    expect((await t.call('GET', `/marketing/freight_template/${id}`, as('clerk'))).code).toBe(401);
    const other = await t.tenant(testTenantSpec(`fx${randomBytes(3).toString('hex')}`));
    expect((await t.call('GET', `/marketing/freight_template/${id}`, { token: other.tokens.admin, storeId: other.stores.a })).code).toBe(404);
  });
});
