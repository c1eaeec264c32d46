import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CustomerAccountHistoryType as T } from '@tradewind/contract/fms/balance-history.schema';
import { queryRows, type Db } from '@/core/db/database';
import { AppError } from '@/core/http/errors';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { failure, refusal } from '@/test/fixtures/fms/test-refusal';
import { checkMoneyLedger } from './money-check';
import { postCustomerAccount, type PostCustomerAccountInput } from './posting';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let phone = 13700000000;

beforeAll(async () => {
  tenant = await t.tenant({});
  other = await t.tenant({});
});

async function createCustomer(owner: TestTenant = tenant): Promise<number> {
  phone += 1;
  const res = await t.call<{ id: number }>('POST', '/crm/customer', { token: owner.tokens.admin, storeId: owner.stores.a, body: { name: `账户客户${phone}`, phone: String(phone) } });
  if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
  return res.data.id;
}

const inTenant = <R>(fn: (tx: Db) => Promise<R>, owner: TestTenant = tenant) => withTenant(t.app.database.db, owner.tenantId, fn);
const post = (input: Omit<PostCustomerAccountInput, 'staffId'> & { staffId?: number | null }) =>
  inTenant((tx) => postCustomerAccount(tx, { staffId: tenant.staff.admin, ...input }));

const accountOf = (customerId: number) =>
  inTenant(async (tx) => {
    const [row] = await queryRows<{ balance: string; need_pay: string; total_prepay_amount: string }>(
      tx,
      sql`SELECT balance::text, need_pay::text, total_prepay_amount::text FROM fms_customer_accounts WHERE customer_id = ${customerId}::int`,
    );
    return row;
  });
const historiesOf = (customerId: number) =>
  inTenant((tx) =>
    queryRows<{ field: string; type: number; amount: string; before_amount: string; after_amount: string; doc_type: string | null; doc_id: number | null; doc_no: string | null; remark: string | null; staff_id: number | null }>(
      tx,
      sql`SELECT field, type, amount::text, before_amount::text, after_amount::text, doc_type, doc_id, doc_no, remark, staff_id
            FROM fms_balance_histories WHERE customer_id = ${customerId}::int ORDER BY id`,
    ),
  );

describe('postCustomerAccount', () => {
  it('opens the account, moves the field and writes its history row with the figures', async () => {
    const customer = await createCustomer();
    const first = await post({ customerId: customer, field: 'balance', amount: '200', type: T.prepay, docType: 'receipt_note', docId: 7, docNo: 'SK001', remark: '预存' });
    expect(first).toMatchObject({ before: '0.00', after: '200.00', balance: '200.00', needPay: '0.00', totalPrepayAmount: '200.00' });
    const paid = await post({ customerId: customer, field: 'balance', amount: '-12.50', type: T.orderBalancePay, docType: 'order', docId: 3, docNo: 'DD003' });
    expect(paid).toMatchObject({ before: '200.00', after: '187.50', totalPrepayAmount: '200.00' });
    const owed = await post({ customerId: customer, field: 'need_pay', amount: '99.99', type: T.orderDelivered, staffId: null });
    expect(owed).toMatchObject({ before: '0.00', after: '99.99', balance: '187.50', needPay: '99.99' });
    expect(await accountOf(customer)).toEqual({ balance: '187.50', need_pay: '99.99', total_prepay_amount: '200.00' });
    expect(await historiesOf(customer)).toEqual([
      { field: 'balance', type: T.prepay, amount: '200.00', before_amount: '0.00', after_amount: '200.00', doc_type: 'receipt_note', doc_id: 7, doc_no: 'SK001', remark: '预存', staff_id: tenant.staff.admin },
      { field: 'balance', type: T.orderBalancePay, amount: '-12.50', before_amount: '200.00', after_amount: '187.50', doc_type: 'order', doc_id: 3, doc_no: 'DD003', remark: null, staff_id: tenant.staff.admin },
      { field: 'need_pay', type: T.orderDelivered, amount: '99.99', before_amount: '0.00', after_amount: '99.99', doc_type: null, doc_id: null, doc_no: null, remark: null, staff_id: null },
    ]);
    expect(first.historyId).toBeLessThan(paid.historyId);
  });

  it('adds to total_prepay_amount only for a positive prepay of the balance', async () => {
    const customer = await createCustomer();
    await post({ customerId: customer, field: 'balance', amount: '50', type: T.financeAdjust });
    await post({ customerId: customer, field: 'balance', amount: '30', type: T.prepay });
    await post({ customerId: customer, field: 'balance', amount: '-10', type: T.prepay });
    await post({ customerId: customer, field: 'need_pay', amount: '5', type: T.prepay });
    expect(await accountOf(customer)).toEqual({ balance: '70.00', need_pay: '5.00', total_prepay_amount: '30.00' });
  });

  it('refuses a balance below zero with the figures (409 fms.balance_short) and writes nothing', async () => {
    const customer = await createCustomer();
    await post({ customerId: customer, field: 'balance', amount: '10.00', type: T.prepay });
    const refused = await refusal(post({ customerId: customer, field: 'balance', amount: '-10.01', type: T.orderBalancePay }));
    expect(refused).toEqual({ code: 409, message: 'fms.balance_short', data: { field: 'balance', before: '10.00', amount: '10.01', shortfall: '0.01' }, params: { balance: '10.00', amount: '10.01', shortfall: '0.01' } });
    // allowNegative never applies to the balance
    expect((await refusal(post({ customerId: customer, field: 'balance', amount: '-11', type: T.financeAdjust, allowNegative: true }))).message).toBe('fms.balance_short');
    expect(await accountOf(customer)).toMatchObject({ balance: '10.00' });
    expect(await historiesOf(customer)).toHaveLength(1);
    const emptied = await post({ customerId: customer, field: 'balance', amount: '-10.00', type: T.orderBalancePay });
    expect(emptied.after).toBe('0.00');
  });

  it('refuses need_pay below zero unless the caller allows it', async () => {
    const customer = await createCustomer();
    await post({ customerId: customer, field: 'need_pay', amount: '20', type: T.orderDelivered });
    const refused = await refusal(post({ customerId: customer, field: 'need_pay', amount: '-25', type: T.receipt }));
    expect(refused).toMatchObject({ code: 409, message: 'fms.need_pay_short', data: { field: 'need_pay', before: '20.00', amount: '25.00', shortfall: '5.00' } });
    const allowed = await post({ customerId: customer, field: 'need_pay', amount: '-25', type: T.receipt, allowNegative: true });
    expect(allowed).toMatchObject({ before: '20.00', after: '-5.00', needPay: '-5.00' });
  });

  it('refuses bad input with 422 on its field, before touching the account', async () => {
    const customer = await createCustomer();
    const cases: Array<[Partial<PostCustomerAccountInput>, string, string]> = [
      [{ amount: '0' }, 'amount', 'fms.amount_zero'],
      [{ amount: '-0.00' }, 'amount', 'fms.amount_zero'],
      [{ amount: '1.005' }, 'amount', 'fms.amount_invalid'],
      [{ amount: 'abc' }, 'amount', 'fms.amount_invalid'],
      [{ amount: '1e3' }, 'amount', 'fms.amount_invalid'],
      [{ amount: '9999999999999' }, 'amount', 'fms.amount_invalid'],
      [{ field: 'cash' as never }, 'field', 'fms.account_field_invalid'],
      [{ type: 99 as never }, 'type', 'fms.history_type_invalid'],
      [{ remark: 'x'.repeat(201) }, 'remark', 'validation.text_too_long'],
      [{ docNo: 'x'.repeat(41) }, 'doc_no', 'validation.text_too_long'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await refusal(post({ customerId: customer, field: 'balance', amount: '1', type: T.prepay, ...change }));
      expect({ change, code: refused.code, data: refused.data }).toEqual({ change, code: 422, data: { errors: [{ field, message }] } });
    }
    const [max] = [await post({ customerId: customer, field: 'balance', amount: '999999999999.99', type: T.financeAdjust })];
    expect(max.after).toBe('999999999999.99');
    expect(await refusal(post({ customerId: customer, field: 'balance', amount: '0.01', type: T.financeAdjust }))).toMatchObject({ code: 422, data: { errors: [{ field: 'amount', message: 'fms.amount_too_large' }] } });
    expect(await historiesOf(customer)).toHaveLength(1);
  });

  it('finds no other tenant’s customer (404) and opens nothing for it', async () => {
    const foreign = await createCustomer(other);
    expect((await refusal(post({ customerId: foreign, field: 'balance', amount: '5', type: T.prepay }))).code).toBe(404);
    expect(await inTenant((tx) => queryRows(tx, sql`SELECT 1 FROM fms_customer_accounts WHERE customer_id = ${foreign}::int`), other)).toEqual([]);
  });

  it('stays exact under 30 concurrent −10.00 postings on 200.00: exactly 20 pass, balance 0.00, history sums to it', async () => {
    const customer = await createCustomer();
    await post({ customerId: customer, field: 'balance', amount: '200.00', type: T.prepay });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post({ customerId: customer, field: 'balance', amount: '-10.00', type: T.orderBalancePay, docType: 'order', docId: i + 1 }).then(
          (r) => ({ ok: true as const, after: r.after }),
          (e: unknown) => ({ ok: false as const, code: e instanceof AppError ? e.code : -1, message: e instanceof AppError ? e.message : String(e) }),
        ),
      ),
    );
    const passed = results.filter((r) => r.ok);
    expect(passed).toHaveLength(20);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 10 }, () => ({ ok: false, code: 409, message: 'fms.balance_short' })));
    // each passing posting saw its own before: the afters are 190.00 … 0.00, once each
    expect(passed.map((r) => (r.ok ? r.after : '')).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, i) => (i * 10).toFixed(2)));
    expect(await accountOf(customer)).toMatchObject({ balance: '0.00' });
    const rows = await historiesOf(customer);
    expect(rows).toHaveLength(21);
    expect(rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0)).toBe(0);
    expect(await inTenant((tx) => checkMoneyLedger(tx, tenant.tenantId))).toEqual([]);
  });
});

describe('postCustomerAccount over random sequences (fast-check)', () => {
  it('keeps each field equal to the sum of its history, to the cent, and refuses exactly what would go below zero', async () => {
    const step = fc.record({
      field: fc.constantFrom('balance' as const, 'need_pay' as const),
      cents: fc.integer({ min: -50_000, max: 50_000 }).filter((c) => c !== 0),
      type: fc.constantFrom(T.prepay, T.receipt, T.orderBalancePay, T.orderDelivered, T.orderRefund, T.financeAdjust),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const customer = await createCustomer();
        const model = { balance: 0, need_pay: 0, prepaid: 0 };
        for (const s of steps) {
          const amount = (s.cents / 100).toFixed(2);
          const outcome = await post({ customerId: customer, field: s.field, amount, type: s.type }).then(
            (r) => r.after,
            (e: unknown) => (e instanceof AppError ? e.message : String(e)),
          );
          const next = model[s.field] + s.cents;
          if (next < 0) {
            expect(outcome).toBe(s.field === 'balance' ? 'fms.balance_short' : 'fms.need_pay_short');
          } else {
            model[s.field] = next;
            if (s.field === 'balance' && s.type === T.prepay && s.cents > 0) model.prepaid += s.cents;
            expect(outcome).toBe((next / 100).toFixed(2));
          }
        }
        // an account whose every posting was refused was never opened (the refusal rolled its opening back)
        expect((await accountOf(customer)) ?? { balance: '0.00', need_pay: '0.00', total_prepay_amount: '0.00' }).toEqual({ balance: (model.balance / 100).toFixed(2), need_pay: (model.need_pay / 100).toFixed(2), total_prepay_amount: (model.prepaid / 100).toFixed(2) });
        expect(await inTenant((tx) => checkMoneyLedger(tx, tenant.tenantId))).toEqual([]);
      }),
      { numRuns: 12, seed: 20261124 },
    );
  });
});

describe('checkMoneyLedger', () => {
  it('reports an account whose figures differ from its history, including one with no history', async () => {
    const drifted = await createCustomer();
    const bare = await createCustomer();
    await post({ customerId: drifted, field: 'balance', amount: '40', type: T.prepay });
    const differences = await withSystem(t.app.database.db, async (tx) => {
      // changes behind the kernel's back (the owner's rights: the app role may not do this), then put back
      await tx.execute(sql`UPDATE fms_customer_accounts SET balance = balance + 1 WHERE customer_id = ${drifted}::int`);
      await tx.execute(sql`INSERT INTO fms_customer_accounts (tenant_id, customer_id, need_pay) SELECT tenant_id, id, 3 FROM crm_customers WHERE id = ${bare}::int`);
      const found = await checkMoneyLedger(tx, tenant.tenantId);
      await tx.execute(sql`UPDATE fms_customer_accounts SET balance = balance - 1 WHERE customer_id = ${drifted}::int`);
      await tx.execute(sql`DELETE FROM fms_customer_accounts WHERE customer_id = ${bare}::int`);
      return found;
    });
    expect(differences).toEqual([
      { tenant_id: tenant.tenantId, customer_id: drifted, field: 'balance', stored: '41.00', expected: '40.00' },
      { tenant_id: tenant.tenantId, customer_id: bare, field: 'need_pay', stored: '3.00', expected: '0.00' },
    ]);
    expect(await withSystem(t.app.database.db, (tx) => checkMoneyLedger(tx))).toEqual([]);
  });

  it('the history is append-only for the application', async () => {
    const customer = await createCustomer();
    await post({ customerId: customer, field: 'balance', amount: '5', type: T.prepay });
    expect(await failure(inTenant((tx) => tx.execute(sql`UPDATE fms_balance_histories SET remark = 'x' WHERE customer_id = ${customer}::int`)))).toMatch(/permission denied/);
    expect(await failure(inTenant((tx) => tx.execute(sql`DELETE FROM fms_balance_histories WHERE customer_id = ${customer}::int`)))).toMatch(/permission denied/);
  });
});
