import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';

/** The order form offers only the pay types finance switched on (/system/setting/pay, fms's pay rules). */
const t = useTestApp();
let f: OrderFixture;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods, { stock: 50 });
});

describe('order pay types offered by the pay settings', () => {
  it('refuses a pay type switched off (422 on pay_type) and takes it again once it is on', async () => {
    expect((await f.call('PUT', '/fms/setting/pay', { body: { pay_types: [3, 4] } })).code).toBe(200);
    const refused = await f.call<unknown>('POST', '/oms/order', { body: orderBody(f, { pay_type: 1 }), who: 'rep' });
    expect(refused).toMatchObject({ code: 422, data: { errors: [{ field: 'pay_type', message: '该支付方式未开启（支付设置）' }] } });
    // the order form's reader: those who place orders read the offered types
    expect((await f.call<{ pay_types: number[] }>('GET', '/fms/setting/pay', { who: 'rep' })).data.pay_types).toEqual([3, 4]);
    expect((await f.call('PUT', '/fms/setting/pay', { body: { pay_types: [1, 3, 4] } })).code).toBe(200);
    expect((await f.call<CreateOrderResult>('POST', '/oms/order', { body: orderBody(f, { pay_type: 1 }), who: 'rep' })).code).toBe(200);
  });
});
