import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '@/core/db/database';
import { withTenant } from '@/core/db/tenancy';
import { useTestApp, type TestTenant } from '@/test/test-app';
import { failure, refusal } from '@/test/fixtures/fms/test-refusal';
import { recordEarning, type RecordEarningInput } from './earning';

const t = useTestApp();
let tenant: TestTenant;
let other: TestTenant;
let source = 0;

beforeAll(async () => {
  tenant = await t.tenant({});
  other = await t.tenant({});
});

const inTenant = <R>(fn: (tx: Db) => Promise<R>) => withTenant(t.app.database.db, tenant.tenantId, fn);
const base = (): RecordEarningInput => {
  source += 1;
  return { targetType: 'staff', targetId: tenant.staff.clerk, sourceType: 'picking_task', sourceId: source, sourceNo: `JH${source}`, amount: '12.30', storeId: tenant.stores.a, staffId: tenant.staff.admin };
};
const record = (input: RecordEarningInput) => inTenant((tx) => recordEarning(tx, input));
const rowsOf = (sourceId: number) =>
  inTenant((tx) =>
    queryRows<Record<string, unknown>>(
      tx,
      sql`SELECT tenant_id, store_id, target_type, target_id, source_type, source_id, source_no, amount::text, detail, staff_id, settled_at, settlement_id
            FROM fms_worker_earnings WHERE source_id = ${sourceId}::int ORDER BY id`,
    ),
  );

describe('recordEarning', () => {
  it('records one immutable row with its detail', async () => {
    const input = { ...base(), detail: { rule_id: 3, qty: '12.300', unit_price: '1.00' } };
    const first = await record(input);
    expect(first.created).toBe(true);
    expect(await rowsOf(input.sourceId)).toEqual([
      {
        tenant_id: tenant.tenantId,
        store_id: tenant.stores.a,
        target_type: 'staff',
        target_id: tenant.staff.clerk,
        source_type: 'picking_task',
        source_id: input.sourceId,
        source_no: input.sourceNo,
        amount: '12.30',
        detail: { rule_id: 3, qty: '12.300', unit_price: '1.00' },
        staff_id: tenant.staff.admin,
        settled_at: null,
        settlement_id: null,
      },
    ]);
  });

  it('is idempotent per source and earner: the same call returns the row, another amount is refused', async () => {
    const input = base();
    const first = await record(input);
    expect(await record(input)).toEqual({ id: first.id, created: false });
    expect(await refusal(record({ ...input, amount: '12.31' }))).toEqual({ code: 409, message: 'fms.earning_recorded', data: null, params: { amount: '12.30' } });
    // another earner of the same task, and a worker, each get their own row
    const second = await record({ ...input, targetId: tenant.staff.admin });
    const worker = await record({ ...input, targetType: 'worker', targetId: 9001 });
    expect(new Set([first.id, second.id, worker.id]).size).toBe(3);
    expect(await rowsOf(input.sourceId)).toHaveLength(3);
  });

  it('posts once under concurrent calls for the same task', async () => {
    const input = base();
    const results = await Promise.all(Array.from({ length: 12 }, () => record(input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await rowsOf(input.sourceId)).toHaveLength(1);
  });

  it('refuses bad input with 422 on its field and writes nothing', async () => {
    const input = base();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const cases: Array<[Partial<RecordEarningInput>, string, string]> = [
      [{ targetType: 'driver' as never }, 'target_type', 'fms.earning_target_invalid'],
      [{ targetId: 0 }, 'target_id', 'validation.id'],
      [{ targetId: other.staff.admin }, 'target_id', 'fms.earning_target_not_found'],
      [{ sourceType: 'Picking Task' }, 'source_type', 'fms.earning_source_invalid'],
      [{ sourceId: -1 }, 'source_id', 'validation.id'],
      [{ sourceNo: 'x'.repeat(41) }, 'source_no', 'validation.text_too_long'],
      [{ amount: '-1' }, 'amount', 'fms.amount_negative'],
      [{ amount: '1.234' }, 'amount', 'fms.amount_invalid'],
      [{ amount: '' }, 'amount', 'fms.amount_invalid'],
      [{ storeId: other.stores.a }, 'store_id', 'fms.earning_store_not_found'],
      [{ detail: cyclic }, 'detail', 'fms.earning_detail_invalid'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await refusal(record({ ...input, ...change }));
      expect({ field, refused }).toEqual({ field, refused: { code: 422, message, data: { errors: [{ field, message }] } } });
    }
    expect(await rowsOf(input.sourceId)).toEqual([]);
  });

  it('lets the application set only the settlement columns, never change or delete a row', async () => {
    const input = base();
    const { id } = await record(input);
    expect(await failure(inTenant((tx) => tx.execute(sql`UPDATE fms_worker_earnings SET amount = 99 WHERE id = ${id}::int`)))).toMatch(/permission denied/);
    expect(await failure(inTenant((tx) => tx.execute(sql`DELETE FROM fms_worker_earnings WHERE id = ${id}::int`)))).toMatch(/permission denied/);
    await inTenant((tx) => tx.execute(sql`UPDATE fms_worker_earnings SET settled_at = now(), settlement_id = 5 WHERE id = ${id}::int`));
    expect(await rowsOf(input.sourceId)).toMatchObject([{ amount: '12.30', settlement_id: 5 }]);
  });
});
