import type { Locator, Page } from 'playwright-core';
import { pickSku, skuOnSale } from '../support/goods';
import { apiGet, apiLogin, apiPost, apiPut } from '../support/session';

/**
 * What the finance specs set up through the API before a person works in the pages: the company's bank
 * account, goods in a warehouse of the master store, customers with an address (and an account period), and
 * orders taken through audit, a wave, picking, the outbound and delivery — as refund-and-statement.spec.ts
 * does. A spec's test tenant has no products, orders or payment methods of the demo (seedTestTenant), so each
 * attempt makes its own, named with its `tag`.
 */
type List<T> = { list: T[] };

export type Api = { base: string; token: string };

/** A button by its text (Ant Design puts a space between two Chinese characters). */
export const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });
/** Pages stay alive (hidden) when another opens: only what is shown counts. */
export const shown = (locator: Locator) => locator.filter({ visible: true });
export const visibleRow = (page: Page, text: string) => page.locator('.ant-table-row:visible').filter({ hasText: text });

/** Types a range into a form's two date inputs (from, to), each date confirmed with Enter. */
export async function fillDateRange([from, to]: [Locator, Locator], start: string, end: string): Promise<void> {
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  await to.fill(end);
  await to.press('Enter');
}

/** 生成结算单 on a settlement form: waits for the detail page it opens; its address and the settlement's id. */
export async function generateSettlement(page: Page, detailUrlPattern: RegExp): Promise<{ detailUrl: string; settlementId: number }> {
  await shown(page.getByRole('button', button('生成结算单'))).click();
  await page.waitForURL(detailUrlPattern);
  const detailUrl = page.url();
  return { detailUrl, settlementId: Number(new URL(detailUrl).searchParams.get('id')) };
}

/** The admin's API and the company's bank account made. */
export async function financeReady(base: string, adminAccount: string): Promise<Api> {
  const api = { base, token: await apiLogin(base, adminAccount, 'admin123') };
  await bankAccount(api);
  return api;
}

/** The tenant's day in its calendar (the notes' dates, the statements' periods). */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
export const daysFrom = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The company's bank account as the default method (made once per tenant: a retry finds it). */
export async function bankAccount({ base, token }: Api): Promise<{ id: number; name: string }> {
  const name = '工行对公户';
  const methods = await apiGet<List<{ id: number; name: string }>>(base, token, '/fms/payment_config');
  const found = methods.list.find((m) => m.name === name);
  if (found) return found;
  const made = await apiPost<{ id: number }>(base, token, '/fms/payment_config', {
    kind: 2,
    name,
    account_name: '潮汐商贸有限公司',
    bank_name: '中国工商银行上海张江支行',
    account_no: '1001 2032 0900 6688 123',
    qr_image: null,
    status: 1,
    is_default: 1,
    sort: 1,
    remark: null,
  });
  return { id: made.id, name };
}

export type Goods = { skuId: number; bottle: number; box: number; code: string; name: string; warehouse: { id: number; name: string }; storeId: number };

/** A juice sold by the bottle (5.00) and the box of 12 (60.00), 480 bottles of it in a warehouse of the master store. */
export async function goodsInStock({ base, token }: Api, tag: string): Promise<Goods> {
  const bottle = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `瓶${tag}`, allow_decimal: 0 });
  const box = await apiPost<{ id: number }>(base, token, '/pms/unit_config', { name: `箱${tag}`, allow_decimal: 0 });
  const code = `E2E${tag}`;
  const name = `鲜榨橙汁${tag}`;
  const skuId = await skuOnSale(base, token, name, { code, unitId: bottle.id, salePrice: '5.00', costPrice: '3.00', units: [{ unit_id: box.id, ratio: 12 }] });
  const store = (await apiGet<Array<{ id: number; is_master: number }>>(base, token, '/stores/all')).find((s) => s.is_master === 1)!;
  const warehouseName = `财务仓${tag}`;
  const warehouse = await apiPost<{ id: number }>(base, token, '/wms/warehouse', { name: warehouseName, code: `E2E-${tag}`, store_id: store.id });
  const location = await apiPost<{ id: number }>(base, token, '/wms/location', { warehouse_id: warehouse.id, code: 'F-01' });
  await apiPut(base, token, `/wms/warehouse/${warehouse.id}/default_location`, { location_id: location.id });
  const entry = await apiPost<{ id: number; status: number }>(base, token, '/wms/warehousing_entry', { type: 6, warehouse_id: warehouse.id, lines: [{ sku_id: skuId, unit_id: bottle.id, qty: 480 }] });
  if (entry.status === 0) await apiPut(base, token, `/wms/warehousing_entry/${entry.id}/audit`, {});
  return { skuId, bottle: bottle.id, box: box.id, code, name, warehouse: { id: warehouse.id, name: warehouseName }, storeId: store.id };
}

/** In the order form: 添加商品, the goods found by their code in the SKU picker and chosen; the new line's row. */
export async function addGoodsToOrder(page: Page, goods: Goods): Promise<Locator> {
  await page.getByRole('button', { name: '添加商品' }).click();
  await pickSku(page, goods.code);
  return visibleRow(page, goods.name);
}

export type Customer = { id: number; address: number; name: string };

/** A customer of the master store with a default address; `period` opens a 30-day account period (credit 5,000). */
export async function customerWithAddress({ base, token }: Api, name: string, phone: string, options: { period?: string } = {}): Promise<Customer> {
  const [province] = await apiGet<Array<{ id: number }>>(base, token, '/areas/0');
  const c = await apiPost<{ id: number }>(base, token, '/crm/customer', { name, phone, contact_name: '陈会计' });
  const address = await apiPost<{ id: number }>(base, token, '/crm/address', { customer_id: c.id, contact_name: '陈会计', contact_phone: '13912345678', province_id: province.id, address: '浦东大道 1 号', is_default: 1 });
  if (options.period) {
    const period = await apiPost<{ id: number }>(base, token, '/crm/customer_account_period', { name: options.period, type: 1, days: 30 });
    await apiPut(base, token, `/crm/customer/${c.id}/payment_day`, { is_open_payment_day: 1, contract_begin_time: '2020-01-01', contract_end_time: '2099-12-31', account_period_id: period.id, payment_amount: 5000 });
  }
  return { id: c.id, address: address.id, name };
}

/** An audited order of boxes of the goods. */
export async function auditedOrder({ base, token }: Api, goods: Goods, customer: Customer, deliveryDate: string, payType: number, boxes: number): Promise<number> {
  const o = await apiPost<{ id: number; status: number }>(base, token, '/oms/order', {
    customer_id: customer.id,
    address_id: customer.address,
    warehouse_id: goods.warehouse.id,
    delivery_date: deliveryDate,
    pay_type: payType,
    items: [{ sku_id: goods.skuId, unit_id: goods.box, qty: boxes }],
  });
  if (o.status === 1) await apiPut(base, token, `/oms/order/${o.id}/audit`, {});
  return o.id;
}

/** The orders waved, picked, shipped out of the warehouse (audited outbounds) — not yet delivered. */
export async function shipOrders(api: Api, warehouseId: number, deliveryDate: string, orderIds: number[]): Promise<void> {
  const [picker] = await apiGet<Array<{ id: number }>>(api.base, api.token, '/wms/picking_task/pickers');
  await shipOrdersPickedBy(api, { picker_id: picker.id }, warehouseId, deliveryDate, orderIds);
}

/** Who picks a task: a staff member or a logistics worker of the wave's store. */
export type Picker = { picker_id: number } | { worker_id: number };

/**
 * shipOrders with the picker named: one wave of the orders, all of it in one task of `picker`, finished (which
 * records the picker's earning when a price rule pays for the goods) and shipped. The task's number.
 */
export async function shipOrdersPickedBy({ base, token }: Api, picker: Picker, warehouseId: number, deliveryDate: string, orderIds: number[]): Promise<string> {
  const wave = await apiPost<{ id: number; items: Array<{ id: number }> }>(base, token, '/wms/picking_list', { warehouse_id: warehouseId, delivery_date: deliveryDate, order_ids: orderIds });
  const task = await apiPost<{ id: number; number: string; items: Array<{ id: number; qty: string }> }>(base, token, '/wms/picking_task', { list_id: wave.id, ...picker, item_ids: wave.items.map((i) => i.id) });
  await apiPut(base, token, `/wms/picking_task/${task.id}/confirm`, { lines: task.items.map((i) => ({ item_id: i.id, picked_qty: i.qty })) });
  await apiPut(base, token, `/wms/picking_task/${task.id}/finish`, {});
  const outbounds = await apiPost<{ ids: number[] }>(base, token, `/wms/picking_list/${wave.id}/outbound`, {});
  for (const id of outbounds.ids) await apiPut(base, token, `/wms/outbound_delivery_order/${id}/audit`, {});
  return task.number;
}

/** A POST in a store (the CurrStoreId header): price rules, workers … are written in the current store. */
export async function postInStore<T>({ base, token }: Api, storeId: number, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'from-client-type': 'pc', 'content-type': 'application/json', currstoreid: String(storeId) }, body: JSON.stringify(body) });
  const envelope = (await res.json()) as { code: number; data: T };
  if (envelope.code !== 200) throw new Error(`POST ${path} in store ${storeId} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** The goods' store pays its pickers `price` per box of the goods picked (the SKU's own picking price rule). */
export const boxPickingRule = (api: Api, goods: Goods, price: string) =>
  postInStore<{ id: number }>(api, goods.storeId, '/wms/picking_task_price_rule', { target_type: 2, target_id: goods.skuId, pay_type: 2, unit_id: goods.box, price, status: 1, remark: '按箱计价' });

export const deliverOrder = ({ base, token }: Api, orderId: number) => apiPut(base, token, `/oms/order/${orderId}/deliver`, {});

/** The customer's account as finance reads it. */
export const accountOf = ({ base, token }: Api, customerId: number) => apiGet<{ balance: string; need_pay: string }>(base, token, `/fms/customer_account?customer_id=${customerId}`);

