import type { LocationSource } from '@tradewind/contract/common/location';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translate } from '@tradewind/contract/common/messages';
import { fromCents, toCents } from '@tradewind/contract/common/money';
import { typedDiscountsOf, type TypedDiscounts } from '@tradewind/contract/oms/order-discount';
import {
  ORDER_CHANGE_PRICE_PERMISSION,
  ORDER_STATUS,
  type CreateOrderInput,
  type CreateOrderResult,
  type OrderCustomer,
  type OrderPricing,
  type PricePreviewInput,
  type PricePreviewResult,
  type UpdateOrderInput,
} from '@tradewind/contract/oms/order.schema';
import { actorOf, writeDocumentLog } from '@/core/documents/document-log';
import { takeDocumentNumber } from '@/core/documents/document-number';
import { queryOne, queryRows } from '@/core/db/database';
import { AppError, conflict, invalidField, notFound } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { notifyListChanged } from '@/core/realtime/list-changed';
import { assertCustomerMayOrder, priceForCustomer } from '@/modules/crm';
import { customerAddresses } from '@/modules/crm/address';
import { customerUsers } from '@/modules/crm/contact';
import { customers, recordCustomerOrder } from '@/modules/crm/customer';
import { customerAccounts } from '@/modules/fms/customer-account';
import { readSkus } from '@/modules/pms';
import { defaultWarehouseOf } from '@/modules/wms';
import { warehouses as wmsWarehouses } from '@/modules/wms/warehouse';
import { readOrderSetting } from '../setting/setting.service';
import { readOrderCustomer, resolveOrderHeader, type OrderHeader } from './order-header';
import { prepareOrderLines, type PreparedOrder } from './order-lines';
import { orderPricing } from './order-pricing';
import { orderItems, orders } from './order.table';
import { orderScope } from './order.read';

const S = ORDER_STATUS;
const wh = alias(wmsWarehouses, 'w');

/** The order's row in the caller's scope, locked FOR UPDATE when asked; 404 otherwise (another store's, rep's or tenant's too). */
export async function findOrder(ctx: RequestContext, id: number, lock = false) {
  const query = ctx.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, id), orderScope(ctx)));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  if (!row) throw notFound('oms.order_not_found');
  return row.order;
}
export type OrderRecord = typeof orders.$inferSelect;

function headerValues(header: OrderHeader, input: CreateOrderInput, prepared: PreparedOrder) {
  return {
    storeId: header.storeId,
    customerId: header.customer.id,
    customerUserId: header.contact?.id ?? null,
    contactName: header.contact?.name ?? null,
    contactPhone: header.contact?.phone ?? null,
    addressId: header.address.id,
    consigneeName: header.address.consigneeName.slice(0, 30),
    consigneePhone: header.address.consigneePhone.slice(0, 20),
    provinceId: header.address.provinceId,
    cityId: header.address.cityId,
    areaId: header.address.areaId,
    areaString: header.address.areaString,
    address: header.address.address,
    longitude: header.address.longitude,
    latitude: header.address.latitude,
    locationSource: header.address.locationSource,
    warehouseId: header.warehouseId,
    deliveryDate: input.delivery_date,
    timeSlot: input.time_slot,
    payType: input.pay_type,
    goodsAmount: prepared.goodsAmount,
    couponAmount: prepared.couponAmount,
    activityAmount: prepared.activityAmount,
    freightAmount: prepared.freightAmount,
    customerCouponId: input.customer_coupon_id,
    carryFee: fromCents(toCents(String(input.carry_fee))),
    totalAmount: prepared.totalAmount,
    totalQty: prepared.totalQty,
    totalWeight: prepared.totalWeight,
    totalVolume: prepared.totalVolume,
    lineCount: prepared.lines.length,
    remark: input.remark,
  };
}

/**
 * Header and lines checked and priced; the goods amount at least the settings' minimum (422 on `items`).
 * `kept`: an edited order's hand-set prices by `sku:unit` and its typed discounts, which an editor without
 * the price permission may keep.
 */
async function prepareOrder(
  ctx: RequestContext,
  input: CreateOrderInput,
  orderId: number | null,
  kept: { prices?: ReadonlyMap<string, number>; typed?: TypedDiscounts } = {},
): Promise<{ header: OrderHeader; prepared: PreparedOrder }> {
  const header = await resolveOrderHeader(ctx, input);
  // without the price pipeline (no marketing) nothing can hold a coupon
  if (input.customer_coupon_id !== null && !orderPricing()) throw invalidField('customer_coupon_id', 'oms.coupon_no_pipeline');
  const { provinceId, cityId, areaId } = header.address;
  const prepared = await prepareOrderLines(ctx, header.customer.id, input.items, input, {
    warehouseOf: (i) => header.lineWarehouses[i],
    canChangePrice: canChangePrice(ctx),
    keptPrices: kept.prices,
    keptTyped: kept.typed,
    pricing: { orderId, storeId: header.storeId, customerCouponId: input.customer_coupon_id, address: { provinceId, cityId, areaId }, giftWarehouseId: header.warehouseId },
  });
  const setting = await readOrderSetting(ctx.db);
  if (toCents(prepared.goodsAmount) < toCents(setting.min_order_amount)) throw invalidField('items', 'oms.min_order_amount', { amount: setting.min_order_amount });
  return { header, prepared };
}

async function writeLines(ctx: RequestContext, orderId: number, prepared: PreparedOrder): Promise<void> {
  await ctx.db.delete(orderItems).where(eq(orderItems.orderId, orderId));
  await ctx.db.insert(orderItems).values(prepared.lines.map((l) => ({ tenantId: ctx.tenantId, orderId, ...l })));
}

/** How auto-audit is run by create: set by the actions module (which imports this one). */
type AutoAudit = (ctx: RequestContext, id: number) => Promise<void>;
let autoAudit: AutoAudit | null = null;
export function setAutoAudit(fn: AutoAudit): void {
  autoAudit = fn;
}

/**
 * `POST /oms/order`: priced on the server, pending audit, numbered (SO…, taken after the lines and log).
 * The customer's last order time moves (the public pool's rules read it). With auto-audit on, the order is
 * audited in the same transaction under a savepoint: when that fails (stock short, credit limit, balance)
 * the order stays pending audit and the answer says why.
 */
export async function createOrder(ctx: RequestContext, input: CreateOrderInput, options: { source?: 1 | 2 | 3 } = {}): Promise<CreateOrderResult> {
  const { header, prepared } = await prepareOrder(ctx, input, null);
  // crm's customer setting: with certification required, an uncertified customer is not ordered for
  await assertCustomerMayOrder(ctx.db, ctx.tenantId, header.customer.id);
  const [row] = await ctx.db
    .insert(orders)
    .values({ tenantId: ctx.tenantId, ...headerValues(header, input, prepared), status: S.pendingAudit, source: options.source ?? 1, createdBy: ctx.staffId })
    .returning({ id: orders.id });
  await writeLines(ctx, row.id, prepared);
  // the coupon held while pending (409 when another order took it first)
  if (input.customer_coupon_id !== null) await orderPricing()?.saved(ctx, { orderId: row.id, customerId: header.customer.id, customerCouponId: input.customer_coupon_id });
  await writeDocumentLog(ctx.db, { type: 'order', id: row.id, action: 'create', from: null, to: S.pendingAudit, by: actorOf(ctx) });
  await recordCustomerOrder(ctx.db, header.customer.id);
  const number = await takeDocumentNumber(ctx.db, 'order', { timeZone: ctx.session.timeZone });
  await ctx.db.update(orders).set({ number }).where(eq(orders.id, row.id));
  let status: number = S.pendingAudit;
  let refusal: AppError | null = null;
  const setting = await readOrderSetting(ctx.db);
  if (setting.auto_audit === 1 && autoAudit) {
    const audit = autoAudit;
    try {
      await ctx.db.transaction(async (savepoint) => audit({ ...ctx, db: savepoint }, row.id));
      status = S.audited;
    } catch (error) {
      // a refusal (stock short, credit limit, balance) leaves the order pending audit; anything else fails the call
      if (!(error instanceof AppError) || error.code === 500) throw error;
      refusal = error;
    }
  }
  await notifyListChanged(ctx, 'oms.order', [row.id]);
  return { id: row.id, number, status, auto_audit_message: refusal ? translate(refusal.message, ctx.locale, refusal.params) : null };
}

/**
 * `PUT /oms/order`: only pending audit (409 otherwise), the order's customer kept (422 `customer_id`);
 * header and lines replaced and checked as on create — prices again (a changed one needs the permission;
 * a hand-set price the line already has may be kept), units, warehouses of the customer's store, addresses, the order rules. It stays pending: stock is
 * checked and reserved at audit, as for a new order.
 */
export async function updateOrder(ctx: RequestContext, input: UpdateOrderInput): Promise<{ id: number }> {
  const current = await findOrder(ctx, input.id, true);
  if (current.status !== S.pendingAudit) throw conflict('oms.order_not_pending');
  if (input.customer_id !== current.customerId) throw invalidField('customer_id', 'oms.order_customer_fixed');
  const lines = await ctx.db
    .select({ skuId: orderItems.skuId, unitId: orderItems.unitId, price: orderItems.price, priceSource: orderItems.priceSource, pricingSteps: orderItems.pricingSteps })
    .from(orderItems)
    .where(eq(orderItems.orderId, input.id));
  const manual = lines.filter((l) => l.priceSource === 'manual');
  const typed = typedDiscountsOf({ coupon_amount: current.couponAmount, activity_amount: current.activityAmount, items: lines.map((l) => ({ pricing_steps: l.pricingSteps })) });
  // its typed discounts shared again onto the lines as they now are
  const { header, prepared } = await prepareOrder(ctx, input, input.id, { prices: new Map(manual.map((l) => [`${l.skuId}:${l.unitId}`, toCents(l.price)])), typed });
  await writeLines(ctx, input.id, prepared);
  // a coupon the order no longer names is released, a newly named one held
  await orderPricing()?.saved(ctx, { orderId: input.id, customerId: current.customerId, customerCouponId: input.customer_coupon_id });
  await ctx.db
    .update(orders)
    .set({ ...headerValues(header, input, prepared), updatedAt: new Date() })
    .where(eq(orders.id, input.id));
  await writeDocumentLog(ctx.db, { type: 'order', id: input.id, action: 'update', from: current.status, to: current.status, by: actorOf(ctx) });
  return { id: input.id };
}

const canChangePrice = (ctx: RequestContext) => ctx.session.isSuper || ctx.session.permissions.has(ORDER_CHANGE_PRICE_PERMISSION);

/**
 * `POST /oms/order/price_preview`: what each line would cost this customer, and why (the form's price
 * tags); once every line has its quantity, the price pipeline as saving would run it — each line's price
 * after a time-limited price, its activity and coupon shares (with the typed discounts' shares) and what it
 * pays, the gifts, the template's freight and whether the chosen coupon applies (a refused coupon, typed
 * discounts past the goods, are answered here — as much as the lines hold — not as an error).
 */
export async function previewPrices(ctx: RequestContext, input: PricePreviewInput): Promise<PricePreviewResult> {
  const customer = await readOrderCustomer(ctx, input.customer_id);
  const skus = await readSkus(ctx, [...new Set(input.items.map((i) => i.sku_id))]);
  const lines = input.items.map((item, i) => {
    const sku = skus.get(item.sku_id);
    if (!sku) throw invalidField(`items.${i}.sku_id`, 'oms.sku_invalid');
    const unitId = item.unit_id ?? sku.unit_id;
    if (unitId !== sku.unit_id && !sku.units.some((u) => u.unit_id === unitId)) throw invalidField(`items.${i}.unit_id`, 'oms.unit_invalid');
    return { skuId: sku.id, unitId };
  });
  const priced = await priceForCustomer(ctx.db, customer.id, lines);
  const pipeline = orderPricing() && input.items.every((i) => i.qty !== undefined) ? await previewPipeline(ctx, customer, input) : null;
  return {
    list: priced.map((p, i) => {
      const line = pipeline?.lines[i];
      return {
        sku_id: p.skuId,
        unit_id: p.unitId,
        ratio: p.ratio,
        price: p.price,
        source: p.source,
        plan_id: p.planId,
        final_price: line?.price ?? null,
        amount: line?.amount ?? null,
        activity_amount: line?.activityAmount ?? null,
        coupon_amount: line?.couponAmount ?? null,
        payable_amount: line ? fromCents(toCents(line.amount) - toCents(line.activityAmount) - toCents(line.couponAmount)) : null,
        pricing_steps: line?.pricingSteps ?? [],
      };
    }),
    pricing: pipeline?.pricing ?? null,
  };
}

/** The pipeline over the preview's lines, as `prepareOrderLines` runs it on save (a hand-set price taken as given: saving checks the permission). */
async function previewPipeline(ctx: RequestContext, customer: { id: number; storeId: number }, input: PricePreviewInput) {
  const areas = await addressAreas(ctx, customer.id, input.address_id);
  const prepared = await prepareOrderLines(
    ctx,
    customer.id,
    input.items.map((i) => ({ sku_id: i.sku_id, unit_id: i.unit_id, qty: i.qty!, price: i.price, warehouse_id: null, remark: null })),
    { coupon_amount: input.coupon_amount, activity_amount: input.activity_amount, freight_amount: 0, carry_fee: 0 },
    { warehouseOf: () => 0, canChangePrice: true, pricing: { orderId: input.order_id, storeId: customer.storeId, customerCouponId: input.customer_coupon_id, address: areas, giftWarehouseId: 0 }, previewCoupon: true },
  );
  const result = prepared.pricing!;
  const gifts = prepared.lines.filter((l) => l.priceSource === 'gift');
  const giftSkus = await readSkus(ctx, [...new Set(gifts.map((g) => g.skuId))]);
  const pricing: OrderPricing = {
    goods_amount: prepared.goodsAmount,
    activity_amount: prepared.activityAmount,
    coupon_amount: prepared.couponAmount,
    freight_amount: result.freight ? fromCents(result.freight.cents) : null,
    freight_template: result.freight?.name ?? null,
    coupon: result.coupon ? { customer_coupon_id: result.coupon.customerCouponId, applied: result.coupon.applied, reason: result.coupon.reason } : null,
    gifts: gifts.map((g) => {
      const sku = giftSkus.get(g.skuId);
      const step = g.pricingSteps[0];
      return { activity_id: step?.id ?? 0, activity_name: step?.name ?? '', sku_id: g.skuId, sku_code: sku?.code ?? '', sku_name: sku ? `${sku.name}${sku.spec_text ? ` ${sku.spec_text}` : ''}` : '', unit_id: g.unitId, unit_name: g.unitName, qty: g.qty };
    }),
  };
  return { lines: prepared.lines, pricing };
}

/** The areas of the address an order would go to (the chosen one, else the default, else the customer's own), for the freight template. */
async function addressAreas(ctx: RequestContext, customerId: number, addressId: number | null): Promise<{ provinceId: number | null; cityId: number | null; areaId: number | null }> {
  const a = customerAddresses;
  const row = await queryOne<{ province_id: number | null; city_id: number | null; area_id: number | null }>(
    ctx.db,
    sql`SELECT ${a.provinceId} AS province_id, ${a.cityId} AS city_id, ${a.areaId} AS area_id FROM ${a}
         WHERE ${a.customerId} = ${customerId}::int AND ${a.deletedAt} IS NULL ${addressId !== null ? sql`AND ${a.id} = ${addressId}::int` : sql``}
         ORDER BY ${a.isDefault} DESC, ${a.id} LIMIT 1`,
  );
  if (row) return { provinceId: row.province_id, cityId: row.city_id, areaId: row.area_id };
  const own = await queryOne<{ province_id: number | null; city_id: number | null; area_id: number | null }>(
    ctx.db,
    sql`SELECT ${customers.provinceId} AS province_id, ${customers.cityId} AS city_id, ${customers.areaId} AS area_id FROM ${customers} WHERE ${customers.id} = ${customerId}::int`,
  );
  return { provinceId: own?.province_id ?? null, cityId: own?.city_id ?? null, areaId: own?.area_id ?? null };
}

/** `GET /oms/order/customer`: the customer an order is for (by id, or by a contact's id), with contacts, addresses and account. */
export async function orderCustomer(ctx: RequestContext, query: { customer_id?: number; user_id?: number }): Promise<OrderCustomer> {
  let customerId = query.customer_id;
  let userId: number | null = null;
  if (query.user_id !== undefined) {
    const contact = await queryOne<{ customer_id: number }>(ctx.db, sql`SELECT ${customerUsers.customerId} AS customer_id FROM ${customerUsers} WHERE ${customerUsers.id} = ${query.user_id}::int AND ${customerUsers.deletedAt} IS NULL`);
    if (!contact) throw notFound('oms.contact_invalid');
    if (customerId !== undefined && customerId !== Number(contact.customer_id)) throw invalidField('user_id', 'oms.contact_invalid');
    customerId = Number(contact.customer_id);
    userId = query.user_id;
  }
  let customer;
  try {
    customer = await readOrderCustomer(ctx, customerId!);
  } catch {
    throw notFound('oms.customer_invalid');
  }
  const [contacts, addresses, account, warehouses, defaultWarehouse] = await Promise.all([
    queryRows<{ id: number; name: string; phone: string; is_master: number }>(ctx.db, sql`SELECT ${customerUsers.id} AS id, ${customerUsers.name} AS name, ${customerUsers.phone} AS phone, ${customerUsers.isMaster} AS is_master FROM ${customerUsers} WHERE ${customerUsers.customerId} = ${customer.id}::int AND ${customerUsers.deletedAt} IS NULL ORDER BY ${customerUsers.isMaster} DESC, ${customerUsers.id}`),
    queryRows<{ id: number; contact_name: string; contact_phone: string; area_string: string | null; address: string; is_default: number; location_source: LocationSource | null }>(
      ctx.db,
      sql`SELECT ${customerAddresses.id} AS id, ${customerAddresses.contactName} AS contact_name, ${customerAddresses.contactPhone} AS contact_phone, ${customerAddresses.areaString} AS area_string, ${customerAddresses.address} AS address, ${customerAddresses.isDefault} AS is_default, ${customerAddresses.locationSource} AS location_source
            FROM ${customerAddresses} WHERE ${customerAddresses.customerId} = ${customer.id}::int AND ${customerAddresses.deletedAt} IS NULL ORDER BY ${customerAddresses.isDefault} DESC, ${customerAddresses.id}`,
    ),
    queryOne<{ balance: string; need_pay: string }>(ctx.db, sql`SELECT ${customerAccounts.balance}::text AS balance, ${customerAccounts.needPay}::text AS need_pay FROM ${customerAccounts} WHERE ${customerAccounts.customerId} = ${customer.id}::int`),
    queryRows<{ id: number; name: string }>(ctx.db, sql`SELECT ${wh.id} AS id, ${wh.name} AS name FROM ${wmsWarehouses} AS ${wh} WHERE ${wh.storeId} = ${customer.storeId}::int AND ${wh.status} = 1 ORDER BY ${wh.id}`),
    defaultWarehouseOf(ctx, customer.storeId),
  ]);
  return {
    id: customer.id,
    name: customer.name,
    phone: customer.phone,
    store_id: customer.storeId,
    status: customer.status,
    customer_user_id: userId,
    is_open_payment_day: customer.isOpenPaymentDay,
    payment_amount: fromCents(toCents(customer.paymentAmount)),
    balance: fromCents(toCents(account?.balance ?? '0')),
    need_pay: fromCents(toCents(account?.need_pay ?? '0')),
    contacts: contacts.map((c) => ({ id: Number(c.id), name: c.name, phone: c.phone, is_master: Number(c.is_master) })),
    addresses: addresses.map((a) => ({ id: Number(a.id), contact_name: a.contact_name, contact_phone: a.contact_phone, area_string: a.area_string, address: a.address, is_default: Number(a.is_default), location_source: a.location_source })),
    warehouses: warehouses.map((w) => ({ id: Number(w.id), name: w.name })),
    default_warehouse_id: defaultWarehouse !== null && warehouses.some((w) => Number(w.id) === defaultWarehouse) ? defaultWarehouse : (warehouses[0] ? Number(warehouses[0].id) : null),
  };
}
