import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, onPostgres } from '@/test/test-app';
import { queryOne, queryRows, queryRowsInOrder, sqlState, transaction, type Db } from './database';

const t = useTestApp();
let db: Db;

beforeAll(async () => {
  db = t.app.database.db;
  await db.execute(sql`CREATE TABLE tw_transaction_probe (v int NOT NULL)`);
});
afterAll(async () => {
  await db.execute(sql`DROP TABLE tw_transaction_probe`);
});

const probe = pgTable('tw_transaction_probe', { v: integer('v') });
const probeValues = async () => (await queryRows<{ v: number }>(db, sql`SELECT v FROM tw_transaction_probe ORDER BY v`)).map((r) => r.v);

/** The id of the transaction a statement runs in. */
const where = (tx: Db) => queryOne<{ xid: string }>(tx, sql`SELECT txid_current()::text AS xid`);

describe('transaction', () => {
  it('runs every statement, the first one too, in one transaction and commits what they wrote', async () => {
    const seen = await transaction(db, async (tx) => {
      const first = await where(tx);
      await tx.execute(sql`INSERT INTO tw_transaction_probe (v) VALUES (1)`);
      const last = await where(tx);
      return [first?.xid, last?.xid];
    });
    expect(seen[0]).toBeDefined();
    expect(seen[1]).toBe(seen[0]);
    // outside a transaction block each statement has its own
    const apart = [(await where(db))?.xid, (await where(db))?.xid];
    expect(apart[1]).not.toBe(apart[0]);
    expect(await probeValues()).toEqual([1]);
  });

  it('rolls everything back when the work throws, the first statement’s write too', async () => {
    await expect(
      transaction(db, async (tx) => {
        await tx.execute(sql`INSERT INTO tw_transaction_probe (v) VALUES (2)`);
        await tx.execute(sql`INSERT INTO tw_transaction_probe (v) VALUES (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(transaction(db, (tx) => tx.execute(sql`INSERT INTO tw_transaction_probe (v) VALUES (NULL)`))).rejects.toThrow();
    expect(await probeValues()).toEqual([1]);
  });

  it('keeps transaction-scoped settings for the statements that follow, and drops them after', async () => {
    const inside = await transaction(db, async (tx) => {
      await tx.execute(sql`SELECT set_config('app.probe', 'set', true)`);
      return queryOne<{ probe: string }>(tx, sql`SELECT current_setting('app.probe', true) AS probe`);
    });
    expect(inside?.probe).toBe('set');
    const after = await transaction(db, (tx) => queryOne<{ probe: string | null }>(tx, sql`SELECT nullif(current_setting('app.probe', true), '') AS probe`));
    expect(after?.probe ?? null).toBeNull();
  });

  it('refuses writes in a read-only transaction and answers its reads', async () => {
    await expect(transaction(db, (tx) => tx.execute(sql`INSERT INTO tw_transaction_probe (v) VALUES (4)`), { readOnly: true })).rejects.toThrow();
    const read = await transaction(db, (tx) => queryOne<{ mode: string }>(tx, sql`SELECT current_setting('transaction_read_only') AS mode`), { readOnly: true });
    expect(read?.mode).toBe('on');
    expect(await probeValues()).toEqual([1]);
  });

  it('sends the last statement with the COMMIT: it commits with the work, and rolls the work back with its own error when it fails', async () => {
    const answer = await transaction(
      db,
      async (tx) => {
        await tx.execute(sql`INSERT INTO tw_transaction_probe (v) VALUES (5)`);
        await tx.execute(sql`SELECT set_config('app.probe', '6', true)`);
        return 'done';
      },
      // the setting is the transaction's: 6 only when the last statement runs inside it
      { last: (tx) => tx.insert(probe).values({ v: sql<number>`nullif(current_setting('app.probe', true), '')::int` }) },
    );
    expect(answer).toBe('done');
    expect(await probeValues()).toEqual([1, 5, 6]);
    let asked = 0;
    const refused = await transaction(
      db,
      async (tx) => {
        await tx.execute(sql`INSERT INTO tw_transaction_probe (v) VALUES (7)`);
        return 'done';
      },
      { last: (tx) => ((asked += 1), tx.insert(probe).values({ v: null })) },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(sqlState(refused)).toBe('23502');
    expect(asked).toBe(1);
    // nothing of it committed, and the connection it ran on is clean for the next transaction
    expect(await probeValues()).toEqual([1, 5, 6]);
    expect(await transaction(db, async (tx) => (await where(tx))?.xid, { last: () => undefined })).toBeDefined();
    await db.execute(sql`DELETE FROM tw_transaction_probe WHERE v > 1`);
  });

  it('runs statements sent together in the order given, each seeing what the one before it did', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [, [seen]] = await transaction(db, (tx) =>
        queryRowsInOrder<[unknown, { probe: string | null }]>(tx, [sql`SELECT set_config('app.probe', ${`round ${round}`}, true)`, sql`SELECT nullif(current_setting('app.probe', true), '') AS probe`]),
      );
      expect(seen.probe).toBe(`round ${round}`);
    }
  });

  it.runIf(onPostgres)('returns every connection to the pool after read-only transactions, whose COMMIT it does not wait for: none is left in a transaction', async () => {
    const pool = t.app.database.pool!;
    const reads = await Promise.all(
      Array.from({ length: 25 }, (_, i) => transaction(db, (tx) => queryOne<{ n: number }>(tx, sql`SELECT ${i}::int AS n`), { readOnly: true })),
    );
    expect(reads.map((r) => r?.n)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    await expect.poll(() => pool.idleCount === pool.totalCount && pool.waitingCount === 0, { timeout: 5000 }).toBe(true);
    const open = await queryRows(db, sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
    expect(open).toEqual([]);
  });
});
