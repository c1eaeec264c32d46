import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResult, OrderDetail } from '@tradewind/contract/oms/order.schema';
import type { PhotoOrderDetail, PhotoOrderList } from '@tradewind/contract/oms/photo-order.schema';
import { queryRows } from '@/core/db/database';
import { transaction } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { grantPhotoSitePermissions } from '@/test/fixtures/oms/photo-order-test-roles';
import { convertPhotoOrder } from './photo-order.service';
import { uploadTestImage } from '@/test/test-uploads';

const t = useTestApp();
let f: OrderFixture;
let other: TestTenant;
/** the photo of a handwritten list: one of the tenant's uploads */
let LIST: string;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods);
  await grantPhotoSitePermissions(t, f);
  other = await t.tenant({});
  LIST = await uploadTestImage(t, f.tenant.tokens.admin);
});

const upload = (overrides: Record<string, unknown> = {}, who: 'rep' | 'manager' | 'admin' = 'rep') =>
  f.call<PhotoOrderDetail>('POST', '/oms/photo_order', { who, body: { customer_id: f.customer, customer_user_id: f.contact, photos: [LIST], remark: '明早送', ...overrides } });
const orderCount = () => withTenant(t.app.database.db, f.tenant.tenantId, async (tx) => Number((await queryRows<{ n: string }>(tx, sql`SELECT count(*) AS n FROM oms_orders`))[0].n));

describe('photo orders', () => {
  it('are uploaded pending for a customer and contact, numbered PH…, listed with counts and read with their log', async () => {
    const made = await upload();
    expect(made.code, JSON.stringify(made)).toBe(200);
    expect(made.data).toMatchObject({ status: 1, source: 1, customer_id: f.customer, customer_name: '海鲜酒楼', customer_user_id: f.contact, photos: [LIST], remark: '明早送', order_id: null });
    expect(made.data.number).toMatch(/^PH\d{8}-\d{4}$/);
    expect(made.data.logs.map((l) => [l.action, l.from_status, l.to_status])).toEqual([['create', null, 1]]);

    const list = await f.call<PhotoOrderList>('GET', '/oms/photo_orders', { who: 'rep', query: { status: 1, keyword: made.data.number } });
    expect(list.data.list.map((p) => p.id)).toEqual([made.data.id]);
    expect(list.data.counts['1']).toBe(1);
    const byCustomer = await f.call<PhotoOrderList>('GET', '/oms/photo_orders', { who: 'rep', query: { keyword: '海鲜' } });
    expect(byCustomer.data.list.some((p) => p.id === made.data.id)).toBe(true);
    const detail = await f.call<PhotoOrderDetail>('GET', `/oms/photo_order/${made.data.id}`, { who: 'rep' });
    expect(detail.data.contact_name).toBeTruthy();
  });

  it('refuse bad input with the field and change nothing', async () => {
    const before = await f.call<PhotoOrderList>('GET', '/oms/photo_orders', { who: 'manager' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ photos: [] }, 'photos'],
      [{ photos: Array.from({ length: 10 }, (_v, i) => `/uploads/${i}.jpg`) }, 'photos'],
      [{ customer_id: f.customer, customer_user_id: 999999 }, 'customer_user_id'],
      [{ customer_id: 'x' }, 'customer_id'],
    ];
    for (const [body, field] of cases) {
      const reply = await upload(body);
      expect(reply.code, JSON.stringify(body)).toBe(422);
      expect((reply.data as unknown as { errors: Array<{ field: string }> }).errors[0].field).toBe(field);
    }
    // the other rep's customer is not the rep's to see
    const hidden = await upload({ customer_id: f.otherCustomer, customer_user_id: null });
    expect(hidden.code).toBe(422);
    // a contact of another customer
    const contacts = await f.ok<{ list: Array<{ id: number }> }>('GET', `/crm/customer/${f.periodCustomer}/users`);
    const wrongContact = await upload({ customer_user_id: contacts.list[0].id });
    expect(wrongContact.code).toBe(422);
    const after = await f.call<PhotoOrderList>('GET', '/oms/photo_orders', { who: 'manager' });
    expect(after.data.pagination.total).toBe(before.data.pagination.total);
  });

  it('convert into an order of source 2 linked to it, once: a second conversion and a rejection are refused with 409', async () => {
    const photo = (await upload()).data;
    const ordersBefore = await orderCount();
    const made = await f.call<CreateOrderResult>('PUT', `/oms/photo_order/${photo.id}/convert`, { who: 'rep', body: orderBody(f) });
    expect(made.code, JSON.stringify(made)).toBe(200);
    const order = await f.ok<OrderDetail>('GET', `/oms/order/${made.data.id}`);
    expect(order.source).toBe(2);
    const converted = (await f.call<PhotoOrderDetail>('GET', `/oms/photo_order/${photo.id}`, { who: 'rep' })).data;
    expect(converted).toMatchObject({ status: 2, order_id: made.data.id, order_number: made.data.number });
    expect(converted.logs.map((l) => [l.action, l.to_status, l.remark])).toEqual([['create', 1, '明早送'], ['convert', 2, made.data.number]]);

    const again = await f.call('PUT', `/oms/photo_order/${photo.id}/convert`, { who: 'rep', body: orderBody(f) });
    expect(again.code).toBe(409);
    expect(await orderCount()).toBe(ordersBefore + 1);
    const reject = await f.call('PUT', `/oms/photo_order/${photo.id}/reject`, { who: 'manager', body: { reason: '看不清' } });
    expect(reject.code).toBe(409);
    expect((await f.call<PhotoOrderDetail>('GET', `/oms/photo_order/${photo.id}`, { who: 'rep' })).data.status).toBe(2);
  });

  it('of two conversions at once, one makes the order and the other is refused with nothing made', async () => {
    const photo = (await upload()).data;
    const ordersBefore = await orderCount();
    const codes = (await Promise.all([0, 1].map(() => f.call('PUT', `/oms/photo_order/${photo.id}/convert`, { who: 'rep', body: orderBody(f) })))).map((r) => r.code).sort();
    expect(codes).toEqual([200, 409]);
    expect(await orderCount()).toBe(ordersBefore + 1);
  });

  it('refuse an order for another customer than the photo order’s, and a refused order rolls back', async () => {
    const photo = (await upload()).data;
    const ordersBefore = await orderCount();
    const wrong = await f.call('PUT', `/oms/photo_order/${photo.id}/convert`, { who: 'manager', body: orderBody(f, { customer_id: f.periodCustomer, customer_user_id: null, address_id: f.periodAddress }) });
    expect(wrong.code).toBe(422);
    const badOrder = await f.call('PUT', `/oms/photo_order/${photo.id}/convert`, { who: 'rep', body: orderBody(f, { items: [] }) });
    expect(badOrder.code).toBe(422);
    expect(await orderCount()).toBe(ordersBefore);
    expect((await f.call<PhotoOrderDetail>('GET', `/oms/photo_order/${photo.id}`, { who: 'rep' })).data.status).toBe(1);
  });

  it('are rejected with a reason (required), once; a rejected one is not converted', async () => {
    const photo = (await upload()).data;
    const noReason = await f.call('PUT', `/oms/photo_order/${photo.id}/reject`, { who: 'manager', body: { reason: '  ' } });
    expect(noReason.code).toBe(422);
    const rejected = await f.call<PhotoOrderDetail>('PUT', `/oms/photo_order/${photo.id}/reject`, { who: 'manager', body: { reason: '照片模糊，请重拍' } });
    expect(rejected.code).toBe(200);
    expect(rejected.data).toMatchObject({ status: 3, reject_reason: '照片模糊，请重拍', handled_by_name: '王经理' });
    expect(rejected.data.logs.at(-1)).toMatchObject({ action: 'reject', from_status: 1, to_status: 3, remark: '照片模糊，请重拍' });
    expect((await f.call('PUT', `/oms/photo_order/${photo.id}/reject`, { who: 'manager', body: { reason: '再驳回' } })).code).toBe(409);
    expect((await f.call('PUT', `/oms/photo_order/${photo.id}/convert`, { who: 'rep', body: orderBody(f) })).code).toBe(409);
  });

  it('need their permissions: reject (rep lacks it), convert needs making orders too, reading needs the list', async () => {
    const photo = (await upload()).data;
    expect((await f.call('PUT', `/oms/photo_order/${photo.id}/reject`, { who: 'rep', body: { reason: 'x' } })).code).toBe(402);
    expect((await f.call('PUT', `/oms/photo_order/${photo.id}/convert`, { who: 'clerk', body: orderBody(f) })).code).toBe(402);
    // a page the caller may not view answers 401 (the no-auth page), an operation 402
    expect((await f.call('GET', '/oms/photo_orders', { who: 'printer' })).code).toBe(401);
    expect((await f.call('POST', '/oms/photo_order', { who: 'printer', body: { customer_id: f.customer, photos: [LIST] } })).code).toBe(402);
    expect((await f.call<PhotoOrderDetail>('GET', `/oms/photo_order/${photo.id}`, { who: 'rep' })).data.status).toBe(1);
  });

  it('are another tenant’s 404: read, reject, convert', async () => {
    const photo = (await upload()).data;
    const theirs = { token: other.tokens.admin, storeId: other.stores.a };
    expect((await t.call('GET', `/oms/photo_order/${photo.id}`, theirs)).code).toBe(404);
    expect((await t.call('PUT', `/oms/photo_order/${photo.id}/reject`, { ...theirs, body: { reason: 'x' } })).code).toBe(404);
    expect((await t.call('PUT', `/oms/photo_order/${photo.id}/convert`, { ...theirs, body: orderBody(f) })).code).not.toBe(200);
    const list = await t.call<PhotoOrderList>('GET', '/oms/photo_orders', theirs);
    expect(list.data.pagination.total).toBe(0);
  });

  it('convertPhotoOrder (the order create’s hook) refuses an order of another customer and an order linked already', async () => {
    const a = (await upload()).data;
    const b = (await upload()).data;
    const mine = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f));
    const theirs = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, { customer_id: f.periodCustomer, customer_user_id: null, address_id: f.periodAddress, pay_type: 1 }));
    const run = (photoId: number, orderId: number) =>
      withTenant(t.app.database.db, f.tenant.tenantId, (tx) => transaction(tx, (inner) => convertPhotoOrder(f.ctx(inner), photoId, orderId))).then(
        () => 200,
        (e: { code?: number }) => e.code,
      );
    expect(await run(a.id, theirs.id)).toBe(422);
    expect(await run(a.id, mine.id)).toBe(200);
    expect(await run(b.id, mine.id)).toBe(409);
    expect(await run(b.id, 99999999)).toBe(404);
    expect((await f.call<PhotoOrderDetail>('GET', `/oms/photo_order/${b.id}`, { who: 'rep' })).data.status).toBe(1);
  });
});
