import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CustomerAccountHistoryType as T } from '@tradewind/contract/fms/balance-history.schema';
import { PrepayHistoryType as P } from '@tradewind/contract/fms/prepay-account.schema';
import { queryRows, type Db } from '@/core/db/database';
import { AppError } from '@/core/http/errors';
import { withTenant } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { postPrepayAccount } from '../prepay-account/prepay-posting';
import { checkMoneyLedger } from './money-check';
import { postCustomerAccount } from './posting';

/**
 * Issue 20 "Exactness": any sequence of receipts, refunds, adjustments and payments on a customer account
 * and a supplier's prepay account keeps every balance equal to the sum of its history, to the cent, and
 * refuses exactly the steps that would take a balance (or a receivable) below zero. Amounts are made from
 * integer cents and compared as text: no float anywhere.
 */
const t = useTestApp();
let tenant: TestTenant;
let serial = 0;

beforeAll(async () => {
  tenant = await t.tenant({});
});

const inTenant = <R>(fn: (tx: Db) => Promise<R>) => withTenant(t.app.database.db, tenant.tenantId, fn);
const text = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

async function freshTargets(): Promise<{ customer: number; supplier: number }> {
  serial += 1;
  const customer = await t.call<{ id: number }>('POST', '/crm/customer', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { name: `性质客户${serial}`, phone: `1340000${String(serial).padStart(4, '0')}` } });
  const supplier = await t.call<{ id: number }>('POST', '/wms/supplier', { token: tenant.tokens.admin, storeId: tenant.stores.a, body: { name: `性质供应商${serial}`, code: `FC${serial}`, store_ids: [] } });
  return { customer: customer.data.id, supplier: supplier.data.id };
}

type Step = { account: 'balance' | 'need_pay' | 'prepay'; cents: number; type: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ account: fc.constant('balance' as const), cents: fc.integer({ min: -30_000, max: 30_000 }).filter((c) => c !== 0), type: fc.constantFrom(T.prepay, T.orderBalancePay, T.orderRefund, T.financeAdjust, T.balanceWithdraw) }),
  fc.record({ account: fc.constant('need_pay' as const), cents: fc.integer({ min: -30_000, max: 30_000 }).filter((c) => c !== 0), type: fc.constantFrom(T.receipt, T.orderDelivered, T.financeAdjust) }),
  fc.record({ account: fc.constant('prepay' as const), cents: fc.integer({ min: -30_000, max: 30_000 }).filter((c) => c !== 0), type: fc.constantFrom(P.prepay, P.settlementPay, P.financeAdjust, P.refund) }),
);

describe('both account kinds over random sequences (fast-check)', () => {
  it('keep balance = Σ history to the cent and refuse exactly what would go below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { customer, supplier } = await freshTargets();
        const model = { balance: 0, need_pay: 0, prepay: 0, customerPrepaid: 0, supplierPrepaid: 0 };
        for (const s of steps) {
          const amount = text(s.cents);
          const outcome = await inTenant(async (tx): Promise<{ after: string }> =>
            s.account === 'prepay'
              ? postPrepayAccount(tx, { targetType: 'supplier', targetId: supplier, amount, type: s.type as P, staffId: null })
              : postCustomerAccount(tx, { customerId: customer, field: s.account as 'balance' | 'need_pay', amount, type: s.type as T, staffId: null }),
          ).then(
            (r) => r.after,
            (e: unknown) => (e instanceof AppError ? e.message : String(e)),
          );
          const next = model[s.account] + s.cents;
          if (next < 0) {
            expect(outcome).toBe({ balance: 'fms.balance_short', need_pay: 'fms.need_pay_short', prepay: 'fms.prepay_balance_short' }[s.account]);
            continue;
          }
          model[s.account] = next;
          if (s.account === 'balance' && s.type === T.prepay && s.cents > 0) model.customerPrepaid += s.cents;
          if (s.account === 'prepay' && s.type === P.prepay && s.cents > 0) model.supplierPrepaid += s.cents;
          expect(outcome).toBe(text(next));
        }
        const [stored] = await inTenant((tx) =>
          queryRows<{ balance: string | null; need_pay: string | null; prepaid: string | null; prepay: string | null; prepay_total: string | null; summed: string; prepay_summed: string }>(
            tx,
            sql`SELECT (SELECT balance::text FROM fms_customer_accounts WHERE customer_id = ${customer}::int) AS balance,
                       (SELECT need_pay::text FROM fms_customer_accounts WHERE customer_id = ${customer}::int) AS need_pay,
                       (SELECT total_prepay_amount::text FROM fms_customer_accounts WHERE customer_id = ${customer}::int) AS prepaid,
                       (SELECT balance::text FROM fms_prepay_accounts WHERE target_type = 'supplier' AND target_id = ${supplier}::int) AS prepay,
                       (SELECT total_prepay_amount::text FROM fms_prepay_accounts WHERE target_type = 'supplier' AND target_id = ${supplier}::int) AS prepay_total,
                       (SELECT coalesce(sum(amount), 0)::numeric(14, 2)::text FROM fms_balance_histories WHERE customer_id = ${customer}::int) AS summed,
                       (SELECT coalesce(sum(amount), 0)::numeric(14, 2)::text FROM fms_prepay_histories WHERE target_type = 'supplier' AND target_id = ${supplier}::int) AS prepay_summed`,
          ),
        );
        // an account whose every posting was refused was never opened (its opening rolled back with the refusal)
        expect({
          balance: stored.balance ?? '0.00',
          need_pay: stored.need_pay ?? '0.00',
          prepaid: stored.prepaid ?? '0.00',
          prepay: stored.prepay ?? '0.00',
          prepay_total: stored.prepay_total ?? '0.00',
          summed: stored.summed,
          prepay_summed: stored.prepay_summed,
        }).toEqual({
          balance: text(model.balance),
          need_pay: text(model.need_pay),
          prepaid: text(model.customerPrepaid),
          prepay: text(model.prepay),
          prepay_total: text(model.supplierPrepaid),
          summed: text(model.balance + model.need_pay),
          prepay_summed: text(model.prepay),
        });
        expect(await inTenant((tx) => checkMoneyLedger(tx, tenant.tenantId))).toEqual([]);
      }),
      { numRuns: 10, seed: 20261124 },
    );
  });
});
