import { beforeAll, describe, expect, it } from 'vitest';
import type { GoodsSetting } from '@tradewind/contract/pms/goods-setting.schema';
import { useTestApp, type TestTenant } from '@/test/test-app';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  [tenant, other] = [await t.tenant({}), await t.tenant({})];
});

const read = async (who: TestTenant = tenant) => (await t.call<GoodsSetting>('GET', '/pms/setting/goods', { token: who.tokens.admin })).data;

describe('goods settings', () => {
  it('start from defaults and are saved per tenant; decimals and negative prices are fixed', async () => {
    expect(await read()).toEqual({ spu_check: 0, sku_code_mode: 1, sku_code_prefix: 'SKU', sku_code_next: 1, default_unit_id: null, allow_free_barcode: 0, price_decimals: 2, allow_negative_price: 0 });
    const unit = await t.call<{ id: number }>('POST', '/pms/unit_config', { token: tenant.tokens.admin, body: { name: '个' } });
    const saved = await t.call<GoodsSetting>('PUT', '/pms/setting/goods', {
      token: tenant.tokens.admin,
      body: { spu_check: 1, sku_code_mode: 1, sku_code_prefix: 'TW-', default_unit_id: unit.data.id, allow_free_barcode: 1, price_decimals: 4, allow_negative_price: 1 },
    });
    expect(saved.data).toMatchObject({ spu_check: 1, sku_code_prefix: 'TW-', default_unit_id: unit.data.id, allow_free_barcode: 1, price_decimals: 2, allow_negative_price: 0 });
    const manual = await t.call<GoodsSetting>('PUT', '/pms/setting/goods', { token: tenant.tokens.admin, body: { spu_check: 0, sku_code_mode: 2, sku_code_prefix: '', default_unit_id: unit.data.id }, form: true });
    expect(manual.data).toMatchObject({ spu_check: 0, sku_code_mode: 2, sku_code_prefix: 'TW-', allow_free_barcode: 0 });
    expect((await read(other)).sku_code_prefix).toBe('SKU');
    // deleting the default unit leaves no default
    await t.call('DELETE', `/pms/unit_config/${unit.data.id}`, { token: tenant.tokens.admin });
    expect((await read()).default_unit_id).toBeNull();
  });

  it('refuse bad values, another tenant\'s unit and callers without permission, changing nothing', async () => {
    const before = await read();
    const foreign = await t.call<{ id: number }>('POST', '/pms/unit_config', { token: other.tokens.admin, body: { name: '箱' } });
    const bad = [
      { sku_code_mode: 3 },
      { sku_code_mode: 1, sku_code_prefix: '' },
      { sku_code_mode: 1, sku_code_prefix: 'SKU 1' },
      { sku_code_mode: 1, sku_code_prefix: 'ABCDEFGHIJK' },
      { sku_code_mode: 1, sku_code_prefix: 'A', default_unit_id: foreign.data.id },
      { sku_code_mode: 1, sku_code_prefix: 'A', spu_check: 'maybe' },
    ];
    for (const body of bad) expect((await t.call('PUT', '/pms/setting/goods', { token: tenant.tokens.admin, body })).code, JSON.stringify(body)).toBe(422);
    expect((await t.call('GET', '/pms/setting/goods', { token: tenant.tokens.clerk })).code).toBe(401);
    expect((await t.call('PUT', '/pms/setting/goods', { token: tenant.tokens.clerk, body: { sku_code_mode: 2 } })).code).toBe(402);
    expect(await read()).toEqual(before);
  });
});
