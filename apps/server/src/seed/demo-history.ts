import { sql } from 'drizzle-orm';
import { CreateOrderSchema } from '@tradewind/contract/oms/order.schema';
import { CreateRefundSchema } from '@tradewind/contract/oms/order-refund.schema';
import { earliestDeliveryDate } from '@tradewind/contract/oms/setting.schema';
import { PaymentDaySchema } from '@tradewind/contract/crm/customer.schema';
import { CreateWarehouseSchema } from '@tradewind/contract/wms/warehouse.schema';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { Db } from '@/core/db/database';
import { queryRows } from '@/core/db/database';
import type { RequestContext } from '@/core/http/request-context';
import { mulberry32 } from '@/modules/lms/routing/random';
import { setPaymentDay } from '@/modules/crm/customer/customer.service';
import { auditReceiptNote, createReceiptNote } from '@/modules/fms';
import { listReceiptTargets } from '@/modules/fms/receipt-note/receipt-note.service';
import { auditOrder, auditRefund, cancelOrder, createOrder, createRefund, markOrderDelivered, rebuildCustomerOrderPeriods, receiveRefund, refundRefund } from '@/modules/oms';
import type { TenantIds } from '@/modules/system/tenant';
import { auditWarehousingEntry, batchCreateLocations, createPickingPriceRule, createWarehouse, createWarehousingEntry, setDefaultLocation } from '@/modules/wms';
import { rebuildRollups } from '@/modules/bi';
import { demoActors, type DemoActor } from './demo-actors';
import { addDemoAddress } from './demo-addresses';
import { shipDemoWave } from './demo-fulfilment';

export type DemoHistoryOptions = {
  /** the history covers the `days` days before today (365 for `npm start`, DEMO_HISTORY_DAYS) */
  days: number;
};

export type DemoHistorySummary = { from: string; to: string; orders: number; cancelled: number; refunds: number; receipts: number };

const DAY = 86_400_000;
/** Spring Festival (the first day of the lunar year) of the years a history may reach. */
const SPRING_FESTIVAL = ['2024-02-10', '2025-01-29', '2026-02-17', '2027-02-06', '2028-01-26', '2029-02-13', '2030-02-03'];

/** The stores with history: orders a day at the year's end on a weekday, its customers (the first ones on a 30-day account). */
const STORES = [
  { key: 'sh', perDay: 0.5, warehouse: 'WH-SH-01', accountCustomers: ['金桥酒楼'] },
  { key: 'hz', perDay: 0.25, warehouse: 'WH-HZ-01', accountCustomers: ['杭帮菜馆'] },
] as const;
const HZ_CUSTOMERS: Array<[string, string]> = [
  ['西湖茶餐厅', '北山街 32 号'],
  ['杭帮菜馆', '延安路 258 号'],
  ['文三路便利店', '文三路 477 号'],
  ['湖滨果业', '湖滨路 19 号'],
];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);

/** How busy a day is against an ordinary weekday: weekends, the run-up to Spring Festival and its holiday. */
export function dayFactor(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  let factor = weekday === 0 ? 0.35 : weekday === 6 ? 0.6 : 1;
  for (const festival of SPRING_FESTIVAL) {
    const until = daysBetween(day, festival);
    // shops stock up in the three weeks before, close for the first week, pick up slowly in the second
    if (until >= 4 && until <= 21) factor *= 1.7;
    else if (until >= 1 && until <= 3) factor *= 0.8;
    else if (until <= 0 && until >= -6) factor *= 0.08;
    else if (until <= -7 && until >= -13) factor *= 0.5;
  }
  return factor;
}

/** Drinks sell with the heat: 1 in winter, up to 2.4 in late July. */
export function drinkFactor(day: string): number {
  const month = Number(day.slice(5, 7)) + Number(day.slice(8, 10)) / 31;
  return 1 + 1.4 * Math.max(0, Math.cos(((month - 7.5) / 12) * 2 * Math.PI)) ** 2;
}

type Sku = { id: number; unit_id: number; cost: number; price: number; drink: boolean };
type Customer = { id: number; store: string; contact: number | null; address: number; owner: string; account: boolean };
type Planned = { day: string; store: string; customer: Customer; lines: Array<{ sku_id: number; unit_id: number; qty: number }>; cancel: 0 | 1 | 2 };

/**
 * A year of believable history (issue 35 item 8) for the demo tenant, through the pages' own functions:
 * stock received first (an audited warehousing entry per warehouse, of exactly what the history will ship),
 * then, for the master store and 杭州分店, each day's orders of the demo customers (fewer on weekends, a peak
 * before Spring Festival and a dip over it, more drinks in summer, a slow growth over the year) created,
 * audited, and a week's orders at a time waved, picked, shipped through the outbounds and delivered; a few
 * cancelled before and after audit; a few refunds of both types; the account customers' orders paid weekly by
 * audited receipt notes. Runs last in the demo seed (every earlier part reads the demo's own documents).
 *
 * Every document is made now — there is no clock to set and the stock ledger is append-only with the
 * server's time — so the seed then dates the history's orders (and their deliveries), refunds and receipt
 * notes back to their days, one UPDATE per table (the seed composes the modules and may). The stock moves, waves, picking tasks and
 * outbounds keep today's date. Then bi's rollups of the period are derived again from the documents.
 */
export async function seedDemoHistory(base: RequestContext, ids: TenantIds, options: DemoHistoryOptions): Promise<DemoHistorySummary | null> {
  if (options.days <= 0) return null;
  const db = base.db;
  const tz = base.session.timeZone;
  const actor = await demoActors(base, ids);
  const as: DemoActor = (key, store) => ({ ...actor(key, store), audit: {} });
  const keepers: Record<string, RequestContext> = { sh: as('yang', 'sh'), hz: as('zhao', 'hz') };
  const now = formatDateTime(new Date(), tz)!;
  const today = now.slice(0, 10);
  const from = addDays(today, -options.days);
  const to = addDays(today, -1);
  const deliveryDate = earliestDeliveryDate(today, now.slice(11, 16), '18:00');

  // the goods: active SKUs with stock in the master store, drinks told apart by their top category
  const skus = (
    await queryRows<{ id: number; unit_id: number; cost: string; price: string; top: string }>(
      db,
      sql`SELECT s.id, s.unit_id, s.cost_price::text AS cost, s.sale_price::text AS price, coalesce(g.name, p.name, c.name) AS top FROM pms_skus AS s JOIN pms_spus AS u ON u.id = s.spu_id
            JOIN pms_categories AS c ON c.id = u.category_id LEFT JOIN pms_categories AS p ON p.id = c.parent_id LEFT JOIN pms_categories AS g ON g.id = p.parent_id
           WHERE s.status = 1 AND u.status = 2 ORDER BY s.id LIMIT 60`,
    )
  ).map((s) => ({ id: Number(s.id), unit_id: Number(s.unit_id), cost: Number(s.cost), price: Number(s.price), drink: s.top === '酒水饮料' }));
  if (skus.length < 6) return null;

  const warehouses = new Map<string, number>();
  const [sh] = await queryRows<{ id: number }>(db, sql`SELECT id FROM wms_warehouses WHERE code = 'WH-SH-01'`);
  if (!sh) return null;
  warehouses.set('sh', Number(sh.id));
  warehouses.set('hz', await hangzhouWarehouse(keepers.hz, ids.stores.hz));

  const customers = await historyCustomers(as, ids);
  if (customers.get('sh')!.length === 0) return null;
  // the account customers buy on a 30-day account period (金桥酒楼's is the refunds demo's, 杭帮菜馆's opened here)
  const [period] = await queryRows<{ id: number }>(db, sql`SELECT id FROM crm_account_periods WHERE deleted_at IS NULL ORDER BY id LIMIT 1`);
  for (const store of STORES) {
    for (const c of customers.get(store.key)!.filter((x) => x.account)) {
      if (!period) c.account = false;
      else if (store.key !== 'sh') {
        await setPaymentDay(
          as('zhang', store.key),
          c.id,
          PaymentDaySchema.parse({ is_open_payment_day: 1, contract_begin_time: today, contract_end_time: addDays(today, 365), account_period_id: Number(period.id), payment_amount: 50000 }),
        );
      }
    }
  }
  // 金桥酒楼's account is opened by the refunds demo; without it the customer pays on delivery
  const open = new Set((await queryRows<{ id: number }>(db, sql`SELECT id FROM crm_customers WHERE is_open_payment_day = 1`)).map((r) => Number(r.id)));
  for (const list of customers.values()) for (const c of list) c.account &&= open.has(c.id);

  const plan = planHistory(from, options.days, skus, customers);
  if (plan.length === 0) return null;

  // stock first: what the history ships, received into each warehouse (returns come back on top); 杭州's
  // new warehouse keeps a case of each besides
  for (const store of STORES) {
    const need = new Map<number, number>();
    const spare = store.key === 'sh' ? 0 : 24;
    for (const o of plan) if (o.store === store.key && o.cancel !== 1) for (const l of o.lines) need.set(l.sku_id, (need.get(l.sku_id) ?? 0) + l.qty);
    const lines = [...need].map(([skuId, qty]) => {
      const sku = skus.find((s) => s.id === skuId)!;
      // at the SKU's cost, as the opening stock (demo-stock.ts): the moving average stays what it was
      return { sku_id: skuId, unit_id: sku.unit_id, qty: String(qty + spare), location_id: null, price: sku.cost, remark: null, purchase_order_item_id: null };
    });
    for (let start = 0; start < lines.length; start += 100) {
      const entry = await createWarehousingEntry(keepers[store.key], { type: 6, warehouse_id: warehouses.get(store.key)!, supplier_id: null, purchase_order_id: null, remark: '全年进货汇总', lines: lines.slice(start, start + 100) });
      if (entry.status === 0) await auditWarehousingEntry(keepers[store.key], entry.id, null);
    }
  }

  // the account customers pay each Friday what they were delivered before that week (their credit limit
  // holds a fortnight of orders, never a year's)
  const receipts: Array<{ id: number; day: string }> = [];
  const [bank] = await queryRows<{ id: number }>(db, sql`SELECT id FROM fms_payment_configs WHERE kind = 2 AND deleted_at IS NULL ORDER BY id LIMIT 1`);
  const accountCustomers = [...customers.values()].flat().filter((c) => c.account);
  const payWeek = async (weekStart: string) => {
    const friday = addDays(weekStart, (5 - new Date(`${weekStart}T00:00:00Z`).getUTCDay() + 7) % 7);
    if (!bank || friday > to) return;
    for (const c of accountCustomers) {
      const finance = as('huang', c.store);
      const theirs = new Set(dated.filter((o) => o.cancel === 0 && o.customer === c.id && o.day < weekStart).map((o) => o.id));
      const items = (await listReceiptTargets(finance, c.id)).list.filter((x) => x.target_type === 'order' && theirs.has(x.target_id) && Number(x.open_amount) > 0);
      if (items.length === 0) continue;
      const cents = items.reduce((sum, x) => sum + Math.round(Number(x.open_amount) * 100), 0);
      const note = await createReceiptNote(finance, {
        customer_id: c.id,
        payment_config_id: Number(bank.id),
        amount: (cents / 100).toFixed(2),
        receipt_date: today,
        attachments: [],
        remark: '账期客户货款回款',
        items: items.map((x) => ({ target_type: 'order' as const, target_id: x.target_id, amount: x.open_amount, remark: null })),
      });
      await auditReceiptNote(finance, note.id);
      receipts.push({ id: note.id, day: friday });
    }
  };

  // the orders, a week at a time: created and audited, then one wave per warehouse picked, shipped, delivered
  const dated: Array<{ id: number; day: string; cancel: number; customer: number; store: string }> = [];
  for (let start = from; start <= to; start = addDays(start, 7)) {
    const end = addDays(start, 6);
    const batch = plan.filter((o) => o.day >= start && o.day <= end);
    const outgoing = new Map<string, number[]>();
    for (const o of batch) {
      const rep = as(o.customer.owner, o.store);
      const order = await createOrder(
        rep,
        CreateOrderSchema.parse({
          customer_id: o.customer.id,
          customer_user_id: o.customer.contact,
          address_id: o.customer.address,
          warehouse_id: warehouses.get(o.store)!,
          delivery_date: deliveryDate,
          time_slot: o.lines.length % 2 === 0 ? '08:00-12:00' : '14:00-18:00',
          pay_type: o.customer.account ? 2 : 1,
          items: o.lines,
        }),
      );
      dated.push({ id: order.id, day: o.day, cancel: o.cancel, customer: o.customer.id, store: o.store });
      const manager = as('zhang', o.store);
      if (o.cancel === 1) {
        await cancelOrder(rep, order.id, '客户改单');
        continue;
      }
      await auditOrder(manager, order.id);
      if (o.cancel === 2) {
        await cancelOrder(manager, order.id, '客户临时取消');
        continue;
      }
      outgoing.set(o.store, [...(outgoing.get(o.store) ?? []), order.id]);
    }
    for (const [store, orderIds] of outgoing) {
      const keeper = keepers[store];
      await shipDemoWave(keeper, { warehouseId: warehouses.get(store)!, deliveryDate, orderIds });
      for (const id of orderIds) await markOrderDelivered(as('zhang', store), id, { remark: '客户签收' });
    }
    await payWeek(start);
  }

  // a few refunds, of both types, some days after delivery
  const delivered = dated.filter((o) => o.cancel === 0);
  const refunds: Array<{ id: number; day: string }> = [];
  const pick = mulberry32(options.days * 7 + 3);
  for (const [n, o] of delivered.entries()) {
    if (n % 11 !== 2) continue;
    const [line] = await queryRows<{ id: number; qty: string }>(db, sql`SELECT id, qty::text AS qty FROM oms_order_items WHERE order_id = ${o.id} ORDER BY sort, id LIMIT 1`);
    const type = refunds.length % 2 === 0 ? 2 : 1;
    const manager = as('zhang', o.store);
    const refund = await createRefund(
      manager,
      CreateRefundSchema.parse({ order_id: o.id, type, reason: type === 2 ? '包装破损，退回' : '少送，仅退款', photos: [], lines: [{ order_item_id: line.id, qty: Math.min(2, Number(line.qty)) }], remark: null }),
    );
    await auditRefund(manager, refund.id, null);
    if (type === 2) await receiveRefund(manager, refund.id, { warehouse_id: null, location_id: null, remark: null });
    await refundRefund(manager, refund.id, null);
    const day = addDays(o.day, 2 + Math.floor(pick() * 4));
    refunds.push({ id: refund.id, day: day > to ? to : day });
  }

  await dateBack(db, tz, dated, refunds, receipts);
  // the documents' own transactions counted them today: the history's days are derived again from the dated documents
  await rebuildRollups({ db, tenantId: ids.tenantId }, from, today);
  // and each customer's order periods (crowds) from the orders' days
  await rebuildCustomerOrderPeriods(db, ids.tenantId, tz);
  return { from, to, orders: dated.length, cancelled: dated.filter((o) => o.cancel !== 0).length, refunds: refunds.length, receipts: receipts.length };
}

/** 杭州分店's warehouse with a few locations and its picking rules, for its history (the demo's other warehouses are the master store's). */
async function hangzhouWarehouse(ctx: RequestContext, storeId: number): Promise<number> {
  const warehouse = await createWarehouse(ctx, CreateWarehouseSchema.parse({ name: '杭州仓', code: 'WH-HZ-01', store_id: storeId, address: '西湖区文三路 199 号', contact_name: '赵磊', contact_phone: '13800000107' }));
  await batchCreateLocations(ctx, { warehouse_id: warehouse.id, pattern: 'H-01..02-01..02', zone: 'H区', type: 1, skip_existing: 0 });
  const [first] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM wms_locations WHERE warehouse_id = ${warehouse.id} ORDER BY code LIMIT 1`);
  await setDefaultLocation(ctx, warehouse.id, first.id);
  // its pickers are paid per unit as the master store's are (demo-picking.ts)
  for (const top of await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM pms_categories WHERE parent_id IS NULL ORDER BY sort, id`)) {
    await createPickingPriceRule(ctx, { target_type: 1, target_id: top.id, pay_type: 1, unit_id: null, price: 0.05, status: 1, remark: '按件计价' });
  }
  return warehouse.id;
}

/** The stores' customers with an address: the master store's from the demo orders, 杭州's given one here. */
async function historyCustomers(as: DemoActor, ids: TenantIds): Promise<Map<string, Customer[]>> {
  const db = as('admin').db;
  const owner = (salesId: number | null) => Object.entries(ids.staff).find(([, id]) => id === Number(salesId))?.[0] ?? 'zhang';
  const result = new Map<string, Customer[]>();
  const shRows = await queryRows<{ id: number; name: string; sales_id: number | null; contact_id: number | null; address_id: number }>(
    db,
    sql`SELECT c.id, c.name, c.sales_id, u.id AS contact_id, a.id AS address_id FROM crm_customers AS c
          JOIN crm_customer_addresses AS a ON a.customer_id = c.id AND a.deleted_at IS NULL AND a.is_default = 1
          LEFT JOIN crm_customer_users AS u ON u.customer_id = c.id AND u.is_master = 1 AND u.deleted_at IS NULL
         WHERE c.store_id = ${ids.stores.sh} AND c.status = 1 ORDER BY c.id`,
  );
  const sh = STORES[0].accountCustomers as readonly string[];
  result.set('sh', shRows.map((c) => ({ id: Number(c.id), store: 'sh', contact: c.contact_id === null ? null : Number(c.contact_id), address: Number(c.address_id), owner: owner(c.sales_id), account: sh.includes(c.name) })));
  const [area] = await queryRows<{ province_id: number; city_id: number; area_id: number }>(
    db,
    sql`SELECT p.id AS province_id, c.id AS city_id, a.id AS area_id FROM areas AS a JOIN areas AS c ON c.id = a.parent_id JOIN areas AS p ON p.id = c.parent_id
         WHERE a.name = '西湖区' AND c.name = '杭州市' LIMIT 1`,
  );
  const hz: Customer[] = [];
  for (const [index, [name, street]] of HZ_CUSTOMERS.entries()) {
    if (!area) continue;
    const customer = await addDemoAddress(as, ids, { store: 'hz', name, street }, area, { longitude: 120.13 + index * 0.01, latitude: 30.27 + index * 0.005 });
    if (customer) hz.push({ ...customer, store: 'hz', account: (STORES[1].accountCustomers as readonly string[]).includes(name) });
  }
  result.set('hz', hz);
  return result;
}

/** Each day's orders of each store: seasonal counts, 2–5 lines, drinks more likely and larger in summer. */
function planHistory(from: string, days: number, skus: Sku[], customers: Map<string, Customer[]>): Planned[] {
  const next = mulberry32(20261129 + days);
  const plan: Planned[] = [];
  let n = 0;
  for (let d = 0; d < days; d += 1) {
    const day = addDays(from, d);
    // the business grows: three quarters of today's volume a year ago
    const growth = 0.75 + 0.25 * ((d + 365 - days) / 365);
    const drinks = drinkFactor(day);
    for (const store of STORES) {
      const list = customers.get(store.key)!;
      if (list.length === 0) continue;
      const expected = store.perDay * growth * dayFactor(day) * (0.85 + 0.15 * drinks);
      const count = Math.floor(expected + next());
      for (let k = 0; k < count; k += 1) {
        n += 1;
        // the account customers (restaurants buying every few days) place about a third of the orders
        const accounts = list.filter((c) => c.account);
        const customer = accounts.length > 0 && next() < 0.3 ? accounts[Math.floor(next() * accounts.length)] : list[Math.floor(next() ** 1.4 * list.length)];
        const lineCount = 2 + Math.floor(next() * 4);
        const chosen = new Map<number, number>();
        while (chosen.size < lineCount) {
          // drinks weigh their season against the rest of the shelf
          const drink = next() < (0.3 * drinks) / (0.3 * drinks + 0.7);
          const pool = skus.filter((s) => s.drink === drink);
          const sku = (pool.length > 0 ? pool : skus)[Math.floor(next() * (pool.length > 0 ? pool.length : skus.length))];
          if (!chosen.has(sku.id)) chosen.set(sku.id, Math.max(1, Math.round((2 + next() * 10) * (sku.drink ? drinks : 1))));
        }
        const lines = [...chosen].map(([id, qty]) => ({ sku_id: id, unit_id: skus.find((s) => s.id === id)!.unit_id, qty }));
        // above the order rules' minimum (¥30) at any customer price: the first line grows to ¥80 at list price
        const listed = lines.reduce((sum, l) => sum + l.qty * skus.find((s) => s.id === l.sku_id)!.price, 0);
        if (listed < 80) lines[0].qty += Math.ceil((80 - listed) / Math.max(0.5, skus.find((s) => s.id === lines[0].sku_id)!.price));
        // about one in thirty cancelled, alternately before and after audit
        const cancel = n % 31 === 4 ? 1 : n % 31 === 9 ? 2 : 0;
        plan.push({ day, store: store.key, customer, lines, cancel });
      }
    }
  }
  return plan;
}

/**
 * The history's documents dated back to their days (made today by the functions above), one UPDATE per
 * table: an order created and audited in the morning of its day, delivered the next (or cancelled that
 * day), and its delivery (lms) with it; a refund refunded on its day; a receipt note
 * received and audited on its day.
 */
async function dateBack(db: Db, tz: string, orders: Array<{ id: number; day: string }>, refunds: Array<{ id: number; day: string }>, receipts: Array<{ id: number; day: string }>): Promise<void> {
  const arrays = (rows: Array<{ id: number; day: string }>) => [`{${rows.map((r) => r.id).join(',')}}`, `{${rows.map((r) => r.day).join(',')}}`];
  // the moment `hours` after midnight of `day` in the tenant's zone, at most now
  const at = (hours: string) => `least(((h.day::date + ${hours} * interval '1 hour')::timestamp AT TIME ZONE '${tz.replace(/'/g, '')}'), now())`;
  if (orders.length > 0) {
    const [ids, days] = arrays(orders);
    await db.execute(sql`UPDATE oms_orders AS o SET
        created_at = ${sql.raw(at('(8 + (o.id % 9))'))},
        audited_at = CASE WHEN o.audited_at IS NULL THEN NULL ELSE ${sql.raw(at('(8.5 + (o.id % 9))'))} END,
        cancelled_at = CASE WHEN o.cancelled_at IS NULL THEN NULL ELSE ${sql.raw(at('(10 + (o.id % 9))'))} END,
        shipped_at = CASE WHEN o.shipped_at IS NULL THEN NULL ELSE ${sql.raw(at('(24 + 7)'))} END,
        delivered_at = CASE WHEN o.delivered_at IS NULL THEN NULL ELSE ${sql.raw(at('(24 + 10 + (o.id % 6))'))} END,
        updated_at = ${sql.raw(at('(24 + 16)'))},
        delivery_date = least(h.day::date + 1, o.delivery_date)
      FROM unnest(${ids}::int[], ${days}::date[]) AS h(id, day) WHERE o.id = h.id`);
    // their deliveries (lms made one per shipment, closed by the delivery) go with them, out of today's planning lists
    await db.execute(sql`UPDATE lms_logistics_orders AS l SET delivery_date = o.delivery_date, created_at = o.shipped_at, signed_at = o.delivered_at, updated_at = o.delivered_at
      FROM oms_orders AS o WHERE l.order_id = o.id AND o.id = ANY(${ids}::int[]) AND o.delivered_at IS NOT NULL`);
  }
  if (refunds.length > 0) {
    const [ids, days] = arrays(refunds);
    await db.execute(sql`UPDATE oms_order_refunds AS r SET
        created_at = ${sql.raw(at('9'))}, audited_at = ${sql.raw(at('10'))},
        received_at = CASE WHEN r.received_at IS NULL THEN NULL ELSE ${sql.raw(at('14'))} END,
        refunded_at = ${sql.raw(at('16'))}, updated_at = ${sql.raw(at('16'))}
      FROM unnest(${ids}::int[], ${days}::date[]) AS h(id, day) WHERE r.id = h.id`);
  }
  if (receipts.length > 0) {
    const [ids, days] = arrays(receipts);
    await db.execute(sql`UPDATE fms_receipt_notes AS n SET
        receipt_date = h.day::date, created_at = ${sql.raw(at('10'))}, audited_at = ${sql.raw(at('11'))}, updated_at = ${sql.raw(at('11'))}
      FROM unnest(${ids}::int[], ${days}::date[]) AS h(id, day) WHERE n.id = h.id`);
  }
}
