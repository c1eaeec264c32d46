import { and, eq, sql } from 'drizzle-orm';
import { earliestDeliveryDate } from '@tradewind/contract/oms/setting.schema';
import { PAY_TYPE, type CreateOrderInput } from '@tradewind/contract/oms/order.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { LocationSource } from '@tradewind/contract/common/location';
import { queryOne, queryRows } from '@/core/db/database';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { locatePlace } from '@/modules/common/area';
import { customerAddresses } from '@/modules/crm/address';
import { customerUsers } from '@/modules/crm/contact';
import { customerScope, customers } from '@/modules/crm/customer';
import { readPayRules } from '@/modules/fms';
import { warehouses } from '@/modules/wms/warehouse';
import { readOrderSetting } from '../setting/setting.service';

/** What an order copies of its customer, contact and address when it is saved. */
export type OrderHeader = {
  storeId: number;
  customer: { id: number; name: string; isOpenPaymentDay: number; paymentAmount: string };
  contact: { id: number; name: string; phone: string } | null;
  address: {
    id: number | null;
    consigneeName: string;
    consigneePhone: string;
    provinceId: number | null;
    cityId: number | null;
    areaId: number | null;
    areaString: string | null;
    address: string;
    longitude: string | null;
    latitude: string | null;
    /** where the coordinates came from (contract `common/location.ts`): `district` is approximate */
    locationSource: LocationSource | null;
  };
  /** each line's warehouse (the order's unless the line names one) */
  lineWarehouses: number[];
  /** the order's warehouse: the lines' one when they all ship from one, else the header's */
  warehouseId: number;
};

/** The customer a caller may order for: visible to them (crm data scope), enabled; 422 on `customer_id` otherwise. */
export async function readOrderCustomer(ctx: RequestContext, customerId: number) {
  const [customer] = await ctx.db
    .select({ id: customers.id, name: customers.name, phone: customers.phone, storeId: customers.storeId, status: customers.status, isOpenPaymentDay: customers.isOpenPaymentDay, paymentAmount: customers.paymentAmount, address: customers.address, areaString: customers.areaString, provinceId: customers.provinceId, cityId: customers.cityId, areaId: customers.areaId, longitude: customers.longitude, latitude: customers.latitude })
    .from(customers)
    .where(and(eq(customers.id, customerId), customerScope(ctx)));
  if (!customer || !ctx.session.storeIds.includes(customer.storeId)) throw invalidField('customer_id', 'oms.customer_invalid');
  return customer;
}

/** The tenant's local date and time of day ('YYYY-MM-DD', 'HH:mm'). */
function localNow(timeZone: string): { today: string; time: string } {
  const text = formatDateTime(new Date(), timeZone)!;
  return { today: text.slice(0, 10), time: text.slice(11, 16) };
}

/**
 * Checks an order's header against the customer, the settings and the store, in the caller's tenant:
 * the customer enabled, visible and of the chosen store; the contact and the address the customer's (the
 * address absent: its default address, else the customer's own address); the warehouses enabled and of
 * the customer's store; the delivery date no earlier than the cut-off allows; the time slot one of the
 * settings'; pay type 2 only for a customer with an account period. 422 on the field otherwise.
 */
export async function resolveOrderHeader(ctx: RequestContext, input: CreateOrderInput): Promise<OrderHeader> {
  const customer = await readOrderCustomer(ctx, input.customer_id);
  if (customer.status !== 1) throw invalidField('customer_id', 'oms.customer_invalid');
  if (ctx.storeId !== null && customer.storeId !== ctx.storeId) throw invalidField('customer_id', 'oms.customer_store');

  let contact: OrderHeader['contact'] = null;
  if (input.customer_user_id !== null) {
    const row = await queryOne<{ id: number; name: string; phone: string }>(
      ctx.db,
      sql`SELECT ${customerUsers.id} AS id, ${customerUsers.name} AS name, ${customerUsers.phone} AS phone FROM ${customerUsers}
           WHERE ${customerUsers.id} = ${input.customer_user_id}::int AND ${customerUsers.customerId} = ${customer.id}::int AND ${customerUsers.deletedAt} IS NULL`,
    );
    if (!row) throw invalidField('customer_user_id', 'oms.contact_invalid');
    contact = row;
  }

  type AddressRow = { id: number; contact_name: string; contact_phone: string; province_id: number | null; city_id: number | null; area_id: number | null; area_string: string | null; address: string; longitude: string | null; latitude: string | null; location_source: LocationSource | null };
  const addr = customerAddresses;
  const addressColumns = sql`${addr.id} AS id, ${addr.contactName} AS contact_name, ${addr.contactPhone} AS contact_phone, ${addr.provinceId} AS province_id, ${addr.cityId} AS city_id,
    ${addr.areaId} AS area_id, ${addr.areaString} AS area_string, ${addr.address} AS address, ${addr.longitude}::text AS longitude, ${addr.latitude}::text AS latitude, ${addr.locationSource} AS location_source`;
  let chosen: AddressRow | undefined;
  if (input.address_id !== null) {
    chosen = await queryOne<AddressRow>(ctx.db, sql`SELECT ${addressColumns} FROM ${addr} WHERE ${addr.id} = ${input.address_id}::int AND ${addr.customerId} = ${customer.id}::int AND ${addr.deletedAt} IS NULL`);
    if (!chosen) throw invalidField('address_id', 'oms.address_invalid');
  } else {
    chosen = await queryOne<AddressRow>(ctx.db, sql`SELECT ${addressColumns} FROM ${addr} WHERE ${addr.customerId} = ${customer.id}::int AND ${addr.deletedAt} IS NULL ORDER BY ${addr.isDefault} DESC, ${addr.id} LIMIT 1`);
  }
  let address: OrderHeader['address'];
  if (chosen) {
    address = {
      id: chosen.id,
      consigneeName: chosen.contact_name,
      consigneePhone: chosen.contact_phone,
      provinceId: chosen.province_id,
      cityId: chosen.city_id,
      areaId: chosen.area_id,
      areaString: chosen.area_string,
      address: chosen.address,
      longitude: chosen.longitude,
      latitude: chosen.latitude,
      locationSource: chosen.location_source,
    };
  } else if (customer.address) {
    address = {
      id: null,
      consigneeName: (contact?.name ?? customer.name).slice(0, 30),
      consigneePhone: contact?.phone ?? customer.phone,
      provinceId: customer.provinceId,
      cityId: customer.cityId,
      areaId: customer.areaId,
      areaString: customer.areaString,
      address: customer.address,
      // the customer's own address: its map point, else its district's centre, like an address's
      ...(await locatePlace(ctx.db, { cityId: customer.cityId, areaId: customer.areaId, areaString: customer.areaString, address: customer.address, longitude: customer.longitude, latitude: customer.latitude })),
    };
  } else {
    throw invalidField('address_id', 'oms.address_required');
  }

  const named = [input.warehouse_id, ...input.items.map((i) => i.warehouse_id).filter((w): w is number => w !== null)];
  const found = await queryRows<{ id: number; store_id: number; status: number }>(
    ctx.db,
    sql`SELECT ${warehouses.id} AS id, ${warehouses.storeId} AS store_id, ${warehouses.status} AS status FROM ${warehouses} WHERE ${warehouses.id} = ANY(${`{${[...new Set(named)].join(',')}}`}::int[]) FOR KEY SHARE`,
  );
  const usable = new Set(found.filter((w) => Number(w.store_id) === customer.storeId && Number(w.status) === 1).map((w) => Number(w.id)));
  if (!usable.has(input.warehouse_id)) throw invalidField('warehouse_id', 'oms.warehouse_invalid');
  const lineWarehouses = input.items.map((item, i) => {
    const id = item.warehouse_id ?? input.warehouse_id;
    if (!usable.has(id)) throw invalidField(`items.${i}.warehouse_id`, 'oms.warehouse_invalid');
    return id;
  });
  const distinct = new Set(lineWarehouses);

  const setting = await readOrderSetting(ctx.db);
  const now = localNow(ctx.session.timeZone);
  const earliest = earliestDeliveryDate(now.today, now.time, setting.cutoff_time);
  if (input.delivery_date < earliest) throw invalidField('delivery_date', 'oms.delivery_date_too_early', { date: earliest });
  if (input.time_slot !== null && setting.time_slots.length > 0 && !setting.time_slots.includes(input.time_slot)) throw invalidField('time_slot', 'oms.time_slot_not_offered');
  // the pay types finance offers (/system/setting/pay)
  if (!(await readPayRules(ctx.db)).payTypes.includes(input.pay_type)) throw invalidField('pay_type', 'fms.pay_type_not_offered');
  if (input.pay_type === PAY_TYPE.accountPeriod && customer.isOpenPaymentDay !== 1) throw invalidField('pay_type', 'oms.pay_type_no_account_period');

  return {
    storeId: customer.storeId,
    customer: { id: customer.id, name: customer.name, isOpenPaymentDay: customer.isOpenPaymentDay, paymentAmount: customer.paymentAmount },
    contact,
    address,
    lineWarehouses,
    warehouseId: distinct.size === 1 ? lineWarehouses[0] : input.warehouse_id,
  };
}
