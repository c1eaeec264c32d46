import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptNoteDetail } from '@tradewind/contract/fms/receipt-note.schema';
import type { CreateOrderResult, OrderDetail } from '@tradewind/contract/oms/order.schema';
import { queryOne, type Db } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { orderBody, orderFixture, type OrderFixture } from '@/test/fixtures/oms/order-test-fixture';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp } from '@/test/test-app';
import { checkMoneyLedger } from '../ledger/money-check';

/**
 * Issue 20 "Exactness" for receipt notes: any sequence of notes (allocated to orders, with a prepayment rest,
 * in cash or from the balance), finance adjustments of the balance and refusals keeps the balance equal to the
 * sum of its history, the money-in journal equal to the audited cash notes, and each order's paid amount equal
 * to what audited notes allocated to it — to the cent, amounts made from integer cents, never a float.
 */
const t = useTestApp();
let f: OrderFixture;
let cash: number;
let byBalance: number;

beforeAll(async () => {
  f = await orderFixture(t, createTestGoods, { stock: 5000 });
  cash = (await f.ok<{ id: number }>('POST', '/fms/payment_config', { kind: 1, name: '现金', is_default: 1 })).id;
  byBalance = (await f.ok<{ id: number }>('POST', '/fms/payment_config', { kind: 5, name: '客户余额' })).id;
});

const text = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const cents = (v: string) => Math.round(Number(v) * 100);
const inTenant = <R>(fn: (tx: Db) => Promise<R>) => withTenant(t.app.database.db, f.tenant.tenantId, fn);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

type Step =
  | { kind: 'note'; allocs: Array<{ order: number; cents: number }>; extra: number; fromBalance: boolean }
  | { kind: 'adjust'; cents: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('note' as const),
    allocs: fc.uniqueArray(fc.record({ order: fc.integer({ min: 0, max: 2 }), cents: fc.integer({ min: 1, max: 4_000 }) }), { maxLength: 3, selector: (a) => a.order }),
    extra: fc.integer({ min: 0, max: 3_000 }),
    fromBalance: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('adjust' as const), cents: fc.integer({ min: -3_000, max: 3_000 }).filter((c) => c !== 0) }),
);

async function snapshot() {
  return inTenant(async (tx) => {
    const row = await queryOne<{ balance: string | null; journal: string }>(
      tx,
      sql`SELECT (SELECT balance::text FROM fms_customer_accounts WHERE customer_id = ${f.customer}::int) AS balance,
                 (SELECT coalesce(sum(amount), 0)::text FROM fms_money_in_histories WHERE target_type = 'customer' AND target_id = ${f.customer}::int) AS journal`,
    );
    return { balance: cents(row?.balance ?? '0'), journal: cents(row?.journal ?? '0') };
  });
}

describe('receipt notes over random sequences (fast-check)', () => {
  it('keep balance, journal and orders’ paid amounts exact and refuse exactly what is over open or over the balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        // three fresh audited orders of 30.00, 40.00 and 50.00 (the first SKU at 10.00, no fees)
        const orders: Array<{ id: number; open: number; paid: number }> = [];
        for (const qty of [3, 4, 5]) {
          const made = await f.ok<CreateOrderResult>('POST', '/oms/order', orderBody(f, { freight_amount: 0, carry_fee: 0, coupon_amount: 0, activity_amount: 0, items: [{ sku_id: f.goods.skuIds[0], qty }] }), 'manager');
          await f.ok('PUT', `/oms/order/${made.id}/audit`, {}, 'manager');
          orders.push({ id: made.id, open: qty * 1000, paid: 0 });
        }
        const start = await snapshot();
        const model = { balance: start.balance, journal: start.journal };
        for (const s of steps) {
          if (s.kind === 'adjust') {
            const r = await f.call('POST', '/fms/customer_account/finance_adjust', { body: { customer_id: f.customer, type: 'balance', amount: text(s.cents), reason: '性质测试' } });
            if (model.balance + s.cents < 0) expect(r.code).toBe(409);
            else {
              expect(r.code).toBe(200);
              model.balance += s.cents;
            }
            continue;
          }
          const allocated = s.allocs.reduce((sum, a) => sum + a.cents, 0);
          const extra = s.fromBalance ? 0 : s.allocs.length === 0 ? Math.max(1, s.extra) : s.extra;
          if (s.fromBalance && allocated === 0) continue;
          const body = {
            customer_id: f.customer,
            payment_config_id: s.fromBalance ? byBalance : cash,
            amount: text(allocated + extra),
            receipt_date: today(),
            items: s.allocs.map((a) => ({ target_type: 'order', target_id: orders[a.order].id, amount: text(a.cents) })),
          };
          const saved = await f.call<ReceiptNoteDetail>('POST', '/fms/receipt_note', { body });
          if (s.allocs.some((a) => a.cents > orders[a.order].open)) {
            expect(saved.code).toBe(422);
            continue;
          }
          expect(saved.code, saved.message).toBe(200);
          const audited = await f.call('PUT', `/fms/receipt_note/${saved.data.id}/audit`, { body: {} });
          if (s.fromBalance && allocated > model.balance) {
            expect(audited).toMatchObject({ code: 409, message: expect.stringContaining('余额不足') });
            expect((await f.call('DELETE', `/fms/receipt_note/${saved.data.id}`)).code).toBe(200);
            continue;
          }
          expect(audited.code, audited.message).toBe(200);
          for (const a of s.allocs) {
            orders[a.order].open -= a.cents;
            orders[a.order].paid += a.cents;
          }
          if (s.fromBalance) model.balance -= allocated;
          else {
            model.balance += extra;
            model.journal += allocated + extra;
          }
        }
        expect(await snapshot()).toEqual(model);
        for (const o of orders) {
          const d = await f.ok<OrderDetail>('GET', `/oms/order/${o.id}`);
          expect(d.paid_amount).toBe(text(o.paid));
          expect(d.pay_status).toBe(o.paid === 0 ? 0 : o.open === 0 ? 2 : 1);
        }
        expect(await inTenant((tx) => checkMoneyLedger(tx, f.tenant.tenantId))).toEqual([]);
      }),
      { numRuns: 8, seed: 20261124 },
    );
  });
});
