import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '@/config';
import { conflict } from '@/core/http/errors';

/** A Drizzle database or transaction; both drivers share this shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<any, any, any>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** runs a statement outside any transaction (migrations, LISTEN) */
  close(): Promise<void>;
  pool: pg.Pool | null;
  pglite: PGlite | null;
};

export type OpenOptions = {
  /** an open PGlite to use instead of one made from the config (the test harness's prepared copy) */
  pglite?: PGlite;
};

/**
 * int8 (bigint ids of the high-volume tables, count(*), sums of integers) as PGlite reads it: a number when
 * it is a safe integer — every id and count — else the string node-postgres gives by default. Both drivers
 * then hand raw SQL the same values, and an id read by `queryRows` is a number as the API's schemas want.
 * Global to node-postgres, where Drizzle's per-query parsers also look (docs/scale-out.md "Keys").
 */
export function parseInt8(text: string): number | string {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
}
pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);

export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<Database> {
  if (config.databaseUrl) {
    // `pipeline`: a connection sends each statement at once instead of after the previous one's answer;
    // `transaction` below uses it to send BEGIN with the first statement.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 10), pipeline: true });
    // An idle client the server dropped (restart, pg_terminate_backend) must not take the process down:
    // the pool discards it and the next query opens a fresh connection.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client error: ${error.message}`));
    // node-postgres turns numeric into strings and timestamptz into Date: keep both as is.
    const db = drizzlePg({ client: pool });
    pools.set(db, pool);
    return { kind: 'postgres', db, pool, pglite: null, close: () => pool.end() };
  }
  if (options.pglite) return pgliteDatabase(options.pglite);
  let dataDir: string | undefined;
  if (!config.inMemory) {
    dataDir = path.join(config.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  return pgliteDatabase(await PGlite.create({ dataDir, extensions: { pg_trgm } }));
}

function pgliteDatabase(client: PGlite): Database {
  return { kind: 'pglite', db: drizzlePglite({ client }), pool: null, pglite: client, close: () => client.close() };
}

/** The pool behind each PostgreSQL database, for `transaction`. */
const pools = new WeakMap<Db, pg.Pool>();
const dialect = new PgDialect();

/** Whether a database's transactions pipeline their statements (PostgreSQL): see `transaction`. */
export function pipelines(db: Db): boolean {
  return pools.has(db);
}

/** A statement built but not yet run (a Drizzle insert, update or delete): its text and values, or run as it is. */
export type PendingStatement = PromiseLike<unknown> & { toSQL(): { sql: string; params: unknown[] } };

export type TransactionOptions = {
  /**
   * a READ ONLY transaction whose COMMIT is sent but not waited for: the caller has its result one round
   * trip sooner, and the connection goes back to the pool when the COMMIT's answer arrives
   */
  readOnly?: boolean;
  /**
   * the transaction's last statement, asked for once `fn` has returned (undefined: none): on PostgreSQL it
   * is sent together with the COMMIT, one round trip for both — if it fails, the COMMIT finds the
   * transaction aborted and rolls it back, and its error is thrown; on PGlite it runs before the COMMIT.
   * route() sends the action log row so: the row locks the call took are held one round trip less.
   */
  last?: (tx: Db) => PendingStatement | undefined;
};

/**
 * Runs `fn` in a transaction. On PostgreSQL, BEGIN is not waited for: it travels with the transaction's
 * first statement (the pool's connections pipeline), one round trip fewer. In a read-write transaction
 * every later statement waits for BEGIN's answer and fails with its error, so only the first could ever
 * run outside the transaction (a request's first is the session lookup, a read); a read-only one waits
 * for nothing (statements sent together share a round trip, route's `readOnly`) and fails at its end if
 * BEGIN did. The `last` statement travels with the COMMIT. PGlite runs Drizzle's own transaction.
 */
export async function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const pool = pools.get(db);
  if (!pool) {
    const body = options.last
      ? async (tx: Db) => {
          const result = await fn(tx);
          await options.last?.(tx);
          return result;
        }
      : fn;
    return db.transaction(body, options.readOnly ? { accessMode: 'read only' } : undefined);
  }
  const client = await pool.connect();
  const begun = client.query(options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN').then(() => undefined);
  begun.catch(() => undefined); // observed by every statement after the first, and before COMMIT
  let sent = 0;
  const pipelined = {
    query: (config: pg.QueryConfig, values?: unknown[]) =>
      options.readOnly || sent++ === 0 ? client.query(config, values) : begun.then(() => client.query(config, values)),
  };
  const tx = new NodePgTransaction(dialect, new NodePgSession(pipelined as unknown as pg.PoolClient, dialect, undefined), undefined);
  let result: T;
  let last: { sql: string; params: unknown[] } | undefined;
  try {
    result = await fn(tx);
    last = options.last?.(tx)?.toSQL();
    await begun;
  } catch (error) {
    await client.query('ROLLBACK').then(
      () => client.release(),
      (rollbackError: Error) => client.release(rollbackError),
    );
    throw error;
  }
  // sent one behind the other on the pipelined connection: the COMMIT of an aborted transaction rolls it back.
  // A prepared statement of the connection, parsed once: `last` is one of a few shapes (the action log row).
  const lastRun = last ? client.query({ name: `tw_last_${createHash('sha1').update(last.sql).digest('hex').slice(0, 16)}`, text: last.sql, values: last.params }) : undefined;
  lastRun?.catch(() => undefined); // awaited below, once the COMMIT has answered
  const committed = client.query('COMMIT').then(
    () => client.release(),
    (commitError: Error) => {
      client.release(commitError);
      throw commitError;
    },
  );
  if (options.readOnly) {
    committed.catch((error: Error) => process.emitWarning(`COMMIT of a read-only transaction failed: ${error.message}`));
  } else {
    await committed;
  }
  await lastRun;
  return result;
}

/** The rows of a raw SQL statement, on either driver. */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of statements sent one behind the other, not each after the previous one's answer: on PostgreSQL
 * they share a round trip (the pool's connections pipeline) and run in the order given, each a statement of
 * its own with its own snapshot — a statement after one that waited for a lock sees what committed while it
 * waited; on PGlite they run in that order. (Running a Drizzle query hands it to the driver at once, so
 * asking for them in order sends them in order; a `queryRows` each inside `Promise.all` would not promise it.)
 * With `prepare`, each is a named prepared statement as `queryPrepared` makes them (`{prepare}{i}`).
 */
export function queryRowsInOrder<T extends unknown[]>(db: Db, statements: { [K in keyof T]: SQL }, options: { prepare?: string } = {}): Promise<{ [K in keyof T]: T[K][] }> {
  const { prepare } = options;
  const answers = (statements as SQL[]).map((statement, i) =>
    (prepare ? preparedQuery(db, `${prepare}${i}`, statement).execute() : db.execute(statement)).then((result) => (result as { rows: unknown[] }).rows),
  );
  return Promise.all(answers) as Promise<{ [K in keyof T]: T[K][] }>;
}

export async function queryOne<T>(db: Db, statement: SQL): Promise<T | undefined> {
  return (await queryRows<T>(db, statement))[0];
}

/**
 * The rows of a hot read statement as a named prepared statement: each connection parses it once and,
 * after its first five runs, PostgreSQL may keep one generic plan for it instead of planning every run —
 * planning costs more than running the token lookup and the global search (about 0.6 and 1–1.8 ms against
 * 0.2–2 ms, bench/README.md). The name carries a hash of the text, so statements built in several shapes
 * (a keyword kind, a data scope) get one name each. Only for statements whose plan does not hinge on the
 * values: a generic plan never sees them. PGlite ignores the name.
 */
export async function queryPrepared<T>(db: Db, name: string, statement: SQL): Promise<T[]> {
  const result = (await preparedQuery(db, name, statement).execute()) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A statement whose text never changes, given as its text and its parameters ($1…): a connection's prepared
 * statement `name` (the caller names one text only), without building the text from a query tree on every run —
 * for a hot write whose tree is large (the rollups' upsert: building it took longer than running it).
 */
export async function queryPreparedText<T>(db: Db, name: string, text: string, params: unknown[]): Promise<T[]> {
  const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as unknown as { rows: T[] };
  return result.rows;
}

/** `statement` as its connection's prepared statement `{name}_{hash of the text}`. */
function preparedQuery(db: Db, name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const hash = createHash('sha1').update(query.sql).digest('hex').slice(0, 16);
  return db._.session.prepareQuery(query, undefined, `${name}_${hash}`, false);
}

/** The error's SQLSTATE (`23503` foreign key), looking through the wrappers a driver or the ORM put around it. */
export function sqlState(error: unknown): string | undefined {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 4; at = (at as { cause?: unknown }).cause, depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Socket errors of a connection that could not be made or was lost. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is there but takes no work now: shutting down, starting, out of connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres says of a connection it could not get from the pool or lost mid-query (no code). */
const CONNECTION_LOST = /timeout exceeded when trying to connect|connection terminated|Connection terminated unexpectedly|Client has encountered a connection error/i;

/**
 * Whether an error says the database is briefly out of reach rather than that the request was wrong:
 * refused or lost connections, an administrator's shutdown (57P01), a server starting or out of connections,
 * any connection exception (class 08), the pool's timeout. The error handler answers these 503 with
 * Retry-After (docs/architecture.md §3).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 4; at = (at as { cause?: unknown }).cause, depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    const message = (at as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  }
  return false;
}

/** The name of the constraint or unique index an error names (`pms_brands_name`), looking through the wrappers. */
export function sqlConstraint(error: unknown): string | undefined {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 4; at = (at as { cause?: unknown }).cause, depth += 1) {
    const constraint = (at as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && constraint) return constraint;
  }
  return undefined;
}

/** Runs a write whose unique index may refuse it (23505, a concurrent save taking the same name): 409 `message`, the same as the check's before it. */
export async function conflictIfTaken<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (sqlState(e) === '23505') throw conflict(message);
    throw e;
  }
}
