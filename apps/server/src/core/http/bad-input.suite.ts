import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '@/core/db/tenancy';
import { createTestGoods } from '@/test/fixtures/pms/test-goods';
import { useTestApp, type TestTenant } from '@/test/test-app';

/**
 * The class test of bad input (docs/architecture.md §3, issue 13 finding 4): every operation of the OpenAPI document
 * — which is built from the route definitions, so a route added later is in it without anyone listing it —
 * gets, field by field, out-of-range integers, NUL bytes and lone surrogates, impossible dates, wrong types,
 * a huge string and a huge array, as a tenant admin with every permission; every route that takes files gets
 * malformed multipart bodies. None may answer 500 or show a
 * stack trace or SQL, and a refused request changes none of the tenant's data.
 *
 * Some classes must be refused outright, naming their field when the answer is a 422 (issue 31 §7): an id or
 * integer said loosely (`true`, `'0x10'`, `'1e1'`, `' 1 '`), a value outside an enum's set, an unknown id in a
 * body's id list (a 422 on the list names the id). And every route with numbers meets them all at once at their largest (quantities ×
 * prices past a line's amount column): a 422, never a 500. The tenant has goods, a warehouse and a supplier,
 * so the other fields of such a case are the tenant's own and the case reaches the services.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  maximum?: number;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = { 'x-permission'?: unknown; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Document = { paths: Record<string, Record<string, Operation>> };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Routes not sent bad input, each with its reason. */
const SKIPPED: Record<string, string> = {
  'GET /ws': 'a WebSocket upgrade, not a request/response route',
  'GET /files/{path}': 'a file stream of the local storage; its path is checked by the storage test',
  'POST /storage/upload': 'the local storage host takes a signed raw file stream, covered by the storage test',
  'GET /openapi.json': 'the document itself, takes no input',
  'POST /auth/logout': 'takes no input and ends the session this test runs as',
};

/**
 * Bad values by class, each list in the order a field gets them: when the bound per route leaves a field
 * only a few, it still meets one of every class first (out-of-range integer, NUL, impossible date, wrong type).
 */
const BAD_INTEGERS: unknown[] = [2147483648, '1e400', -2147483649, '9007199254740993', 1.5, 'abc'];
const BAD_TEXT: unknown[] = ['a\u0000b', 'a\uD800b', 'x'.repeat(100_000), '\uDC00'];
const BAD_DATES: unknown[] = ['2026-02-30', '2026-13-45', '2026-02-30 10:00:00', '0000-00-00'];
const WRONG_TYPES: unknown[] = [{ a: 1 }, ['1', '2'], true];
/** An id or an integer said loosely: each must be refused, not read as 1, 16, 10 or 1. */
const LOOSE_NUMBERS: unknown[] = [true, '0x10', '1e1', ' 1 '];
/** An id no row has (within int4): a body's id list holding it must be refused, not have it dropped. */
const UNKNOWN_ID = 2147480000;
const HUGE_ARRAY = Array.from({ length: 20_000 }, (_, i) => i + 1);

/** Interleaves lists: the first of each, then the second of each, … */
function interleave(lists: unknown[][]): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) out.push(l[i]);
  return out;
}

function types(s: Schema | undefined): string[] {
  if (!s) return [];
  const own = s.type === undefined ? [] : [s.type].flat();
  return [...own, ...[...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])].flatMap(types)];
}

/** A text field that holds a date (a number field named `…_day` is not one). */
function isDateField(name: string, s: Schema | undefined): boolean {
  const t = types(s);
  if (t.length > 0 && !t.includes('string')) return false;
  return /date|_from$|_to$|_day$|birthday|_time$|_at$|begin|end/.test(name) || /date/.test(s?.format ?? '') || /\\d\{4\}/.test(s?.pattern ?? '');
}

/** The bad values a field of this schema gets, one of every class first. */
function badValues(name: string, s: Schema | undefined): unknown[] {
  const t = types(s);
  const lists: unknown[][] = [];
  if (t.includes('integer') || t.includes('number') || /(^|_)id$|ids$/.test(name)) lists.push(BAD_INTEGERS);
  if (t.includes('string') || t.length === 0) lists.push(BAD_TEXT);
  if (isDateField(name, s)) lists.push(BAD_DATES);
  lists.push(WRONG_TYPES);
  if (t.includes('array')) lists.push([HUGE_ARRAY, ['2147483648'], ['a\u0000b'], [{ a: 1 }]]);
  return interleave(lists);
}

/** The values an enum field takes (`enum`, or a union of `const`s), or null when it is not one. */
function enumValues(s: Schema | undefined): unknown[] | null {
  if (s?.enum?.length) return s.enum;
  const consts = [...(s?.anyOf ?? []), ...(s?.oneOf ?? [])].map((o) => o.const);
  return consts.length > 0 && consts.every((c) => c !== undefined) ? consts : null;
}

/** A value outside an enum's set: past its largest number, or a text it does not list. */
function outsideEnum(values: unknown[]): unknown {
  const numbers = values.filter((v): v is number => typeof v === 'number');
  return numbers.length === values.length ? Math.max(...numbers) + 1 : 'not-one-of-them';
}

const isIdList = (name: string, s: Schema | undefined) => /_ids$/.test(name) && types(s).includes('array');

/** Query values travel as text (an array is a repeated key, an object cannot be said). */
function queryValues(name: string, s: Schema | undefined): unknown[] {
  return badValues(name, s)
    .filter((v) => typeof v !== 'object' || (Array.isArray(v) && v.length < 10 && v.every((x) => typeof x !== 'object')))
    .map((v) => (Array.isArray(v) ? v.map(String) : String(v)));
}

/** Ids of the tenant's own rows, so a case reaches past "not found" to where a value meets the database. */
const realIds: Record<string, number> = {};
const realId = (name: string): number => realIds[name] ?? realIds.id ?? 1;

/**
 * A plausible value to stand in for the fields not under test, so a required field's absence is not all a
 * case meets: the tenant's own ids, an enum's first value, objects (a document's lines) field by field.
 * `large`: numbers at their largest (the schema's maximum, else 99,999,999), ids and enums as before.
 */
function plausible(name: string, s: Schema | undefined, large = false, depth = 0): unknown {
  const values = enumValues(s);
  if (values) return values[0];
  if (/(^|_)id$/.test(name)) return realId(name);
  if (s?.const !== undefined) return s.const;
  const t = types(s);
  if (isDateField(name, s)) return '2026-01-15';
  if (t.includes('array')) return [plausible(name.replace(/_ids$/, '_id'), s?.items, large, depth + 1)];
  if (t.includes('object') && s?.properties && depth < 3) {
    return Object.fromEntries(Object.entries(s.properties).map(([key, p]) => [key, plausible(key, p, large, depth + 1)]));
  }
  if (t.includes('integer') || t.includes('number')) return large ? Math.min(maximumOf(s) ?? 99_999_999, 99_999_999_999) : 1;
  if (large && /qty|quantity|price|amount|cost|fee/.test(name)) return '99999999';
  if (t.includes('boolean')) return true;
  if (/phone/.test(name)) return '13800000000';
  return '1'; // text that also reads as a number or an amount
}

/** The schema's largest number, looking into unions. */
function maximumOf(s: Schema | undefined): number | undefined {
  if (!s) return undefined;
  if (typeof s.maximum === 'number') return s.maximum;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].map(maximumOf).find((m) => m !== undefined);
}

/**
 * `refuse`: the case must be refused; a value the schema refuses (a loose number, a value outside an enum)
 * with a 422 that names this field (a top-level field's name), an unknown id in a list (checked by the
 * service, after the schema: another field may be refused first) with any refusal.
 */
type Case = { path: string; query?: Record<string, unknown>; body?: unknown; form?: boolean; label: string; refuse?: string; byService?: boolean };

/**
 * Cases per route are bounded: a large form sends each field fewer values, never fewer fields. Each field's
 * values come one of every class first (interleaved; a field has at most four classes), and the fields take
 * turns, so every field meets its first value whatever the form's size, and every class when the route has
 * up to five fields (a reading route) or three (a changing one); a larger form's fields meet their first
 * classes only — those the schema refuses the same way on every route. The bounds were 60 and 40 until the
 * suite's four shards took a fifth of the API run's time, then 30 and 20 (12,539 cases over 686 operations,
 * still a fifth of a loaded run's API time, README "Tests"); at 20 and 12 a run sends 8,745.
 */
const MAX_CASES_PER_ROUTE = 20;
/** A changing route is checked for a data change after each case, so it gets fewer. */
const MAX_CASES_PER_CHANGING_ROUTE = 12;

/** The values a field must refuse: loose numbers for an id or integer, a value outside an enum's set. */
function strictValues(name: string, s: Schema | undefined): unknown[] {
  const values = enumValues(s);
  if (values) return [outsideEnum(values)];
  const t = types(s);
  if (t.includes('integer') && !t.includes('string')) return LOOSE_NUMBERS;
  if (/(^|_)id$/.test(name) && !t.includes('string') && !t.includes('array')) return LOOSE_NUMBERS;
  return [];
}

const isCase = (v: unknown): v is Case => typeof v === 'object' && v !== null && 'label' in v && 'path' in v;

function casesFor(path: string, op: Operation, max: number): Case[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content['application/json']?.schema ?? op.requestBody?.content['application/x-www-form-urlencoded']?.schema;
  const bodyFields = Object.entries(bodySchema?.properties ?? {});
  const fill = (overrides: Record<string, unknown>) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(overrides[name] ?? realId(name))));
  const cases: Case[][] = [];

  for (const p of pathParams) {
    cases.push(
      [...BAD_INTEGERS, 'a\u0000b', '2026-02-30', '-1', '0x80000000', ' 2147483648'].map((v) => ({ path: fill({ [p.name]: v }), label: `path ${p.name}=${String(v).slice(0, 20)}` })),
    );
  }
  for (const q of queryParams) {
    const strict = strictValues(q.name, q.schema).map((v) => (typeof v === 'string' ? v : String(v)));
    cases.push(
      interleave([
        queryValues(q.name, q.schema).map((v) => ({ path: fill({}), query: { [q.name]: v }, label: `query ${q.name}=${JSON.stringify(v).slice(0, 30)}` })),
        strict.map((v) => ({ path: fill({}), query: { [q.name]: v }, label: `query ${q.name}=${JSON.stringify(v)} (refused)`, refuse: q.name })),
      ]) as Case[],
    );
  }
  if (bodySchema) {
    const base = Object.fromEntries(bodyFields.map(([name, s]) => [name, plausible(name, s)]));
    for (const [name, s] of bodyFields) {
      const strict = strictValues(name, s);
      cases.push(
        // one of the refused values after each of the first bad values, so a large form still sends both kinds
        interleave([
          badValues(name, s),
          [
            ...strict.map((v) => ({ path: fill({}), body: { ...base, [name]: v }, label: `body ${name}=${JSON.stringify(v)} (refused)`, refuse: name })),
            ...(isIdList(name, s) ? [{ path: fill({}), body: { ...base, [name]: [UNKNOWN_ID] }, label: `body ${name}=[${UNKNOWN_ID}] (refused)`, refuse: name, byService: true }] : []),
          ],
        ]).flatMap((v) => (isCase(v) ? [v] : [
          { path: fill({}), body: { ...base, [name]: v }, label: `body ${name}=${JSON.stringify(v).slice(0, 30)}` },
          // the same as a form field, the way the web app sends it
          ...(typeof v === 'string' && v.length < 100 && (v.includes('\u0000') || v.startsWith('2')) ? [{ path: fill({}), body: { ...base, [name]: v }, form: true, label: `form ${name}=${JSON.stringify(v)}` }] : []),
        ])),
      );
    }
    const largest = Object.fromEntries(bodyFields.map(([name, s]) => [name, plausible(name, s, true)]));
    cases.push([
      // every number at its largest at once: a line's quantity × price past the amount column is a 422
      ...(JSON.stringify(largest) !== JSON.stringify(base) ? [{ path: fill({}), body: largest, label: 'body every number at its largest' }] : []),
      { path: fill({}), body: [base], label: 'body an array' },
      { path: fill({}), body: 'x'.repeat(100_000), label: 'body a huge string' },
    ]);
  }
  // take the cases round-robin over the fields until the bound, so every field gets its first values
  const out: Case[] = [];
  for (let i = 0; out.length < max && cases.some((c) => i < c.length); i++) {
    for (const c of cases) if (i < c.length && out.length < max) out.push(c[i]);
  }
  return out;
}

/**
 * The suite over one shard of the routes (every `shards`-th operation of the document, from `shard`): the
 * files that call it run on separate workers, so the slowest file of the API run is a fraction of it.
 * The multipart cases run with shard 0.
 */
export function badInputSuite(shard: number, shards: number): void {
  const t = useTestApp();
  const WRITES = 'tw_bad_input_writes';
  let tenant: TestTenant;
  let token: string;
  let doc: Document;

  const rows = <T>(q: string) => withSystem(t.app.database.db, async (tx) => (await tx.execute(sql.raw(q))).rows as T[]);

  /**
   * Every committed write to one of the tenant's rows, counted by table: a row trigger on each tenant table,
   * installed for this file and dropped after it, counts into a side table in the writer's own transaction,
   * so a write a request rolled back leaves no count and one it committed does (an update counts only when
   * the row changed). Reading the counts is one small query per case, where a checksum of every table was
   * about 26 ms (135 tables) and made a changing route that accepted a case send its cases twice.
   */
  async function writeCounts(): Promise<Record<string, string>> {
    const result = await rows<{ t: string; n: string }>(`SELECT t, n::text AS n FROM ${WRITES}`);
    return Object.fromEntries(result.map((r) => [r.t, r.n]));
  }

  /** Creates the counter and its trigger on each table, one statement at a time (PGlite prepares each). */
  async function watchWrites(tables: string[]): Promise<void> {
    await withSystem(t.app.database.db, async (tx) => {
      await tx.execute(sql.raw(`CREATE TABLE ${WRITES} (t text PRIMARY KEY, n bigint NOT NULL)`));
      await tx.execute(
        sql.raw(`CREATE FUNCTION ${WRITES}_note() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
          BEGIN
            IF ((TG_OP <> 'INSERT' AND OLD.tenant_id = TG_ARGV[0]::int) OR (TG_OP <> 'DELETE' AND NEW.tenant_id = TG_ARGV[0]::int))
               AND (TG_OP <> 'UPDATE' OR OLD IS DISTINCT FROM NEW) THEN
              INSERT INTO ${WRITES} VALUES (TG_TABLE_NAME, 1) ON CONFLICT (t) DO UPDATE SET n = ${WRITES}.n + 1;
            END IF;
            RETURN NULL;
          END $$`),
      );
      for (const table of tables) {
        await tx.execute(sql.raw(`CREATE TRIGGER ${WRITES} AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${WRITES}_note('${tenant.tenantId}')`));
      }
    });
  }

  // The export routes it calls leave tasks: run them, so no later file sharing the database inherits them;
  // and the write counter goes (its triggers with its function), so no later file meets it.
  afterAll(async () => {
    await t.app.exportRunner.runOnce();
    await rows(`DROP FUNCTION IF EXISTS ${WRITES}_note() CASCADE`);
    await rows(`DROP TABLE IF EXISTS ${WRITES}`);
  });

  beforeAll(async () => {
    tenant = await t.tenant();
    token = tenant.tokens.admin;
    // a customer of the tenant: the crm routes' `{id}` and `customer_id` name it (others' ids stay not found)
    const phone = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    const customer = await t.call<{ id: number }>('POST', '/crm/customer', { token, storeId: tenant.stores.a, body: { name: 'Bad input', phone } });
    expect(customer.code).toBe(200);
    const period = await t.call<{ id: number }>('POST', '/crm/customer_account_period', { token, body: { name: 'Bad input' } });
    expect(period.code).toBe(200);
    // goods, a warehouse with a location and a supplier: a document's lines name them
    const goods = await createTestGoods(t, token, { skus: 2 });
    const code = `BI${String(Date.now() % 1e6)}`;
    const as = { token, storeId: tenant.stores.a };
    const warehouse = await t.call<{ id: number }>('POST', '/wms/warehouse', { ...as, body: { name: `仓${code}`, code } });
    const location = await t.call<{ id: number }>('POST', '/wms/location', { ...as, body: { warehouse_id: warehouse.data.id, code: 'A-01' } });
    await t.call('PUT', `/wms/warehouse/${warehouse.data.id}/default_location`, { ...as, body: { location_id: location.data.id } });
    const supplier = await t.call<{ id: number }>('POST', '/wms/supplier', { ...as, body: { name: `供应商${code}`, code, store_ids: [tenant.stores.a] } });
    expect([warehouse.code, location.code, supplier.code]).toEqual([200, 200, 200]);
    Object.assign(realIds, {
      sku_id: goods.skuIds[0],
      spu_id: goods.spuId,
      unit_id: goods.unitId,
      spec_id: goods.specId,
      spec_value_id: goods.specValueIds[0],
      category_id: goods.categoryId,
      warehouse_id: warehouse.data.id,
      from_warehouse_id: warehouse.data.id,
      location_id: location.data.id,
      supplier_id: supplier.data.id,
    });
    Object.assign(realIds, {
      id: customer.data.id,
      customer_id: customer.data.id,
      account_period_id: period.data.id,
      store_id: tenant.stores.a,
      staff_id: tenant.staff.admin,
      sales_id: tenant.staff.admin,
      role_id: tenant.roles.clerk,
      dept_id: tenant.departments.head,
      c_dept_id: tenant.departments.head,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    doc = res.json() as Document;
    const tables = await rows<{ table_name: string }>(
      `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
        WHERE c.column_name = 'tenant_id' AND c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE' ORDER BY c.table_name`,
    );
    const tenantTables = tables.map((r) => r.table_name).filter((name) => !/action_log|session|login|throttle/.test(name));
    await watchWrites(tenantTables);
  });

  describe('bad input to every route of the registry', () => {
    it('never answers 500, never shows a stack or SQL, and a refused request changes nothing', { timeout: 300_000 }, async () => {
      const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, method: method.toUpperCase() as Method, path, op })),
      ).filter((_, i) => i % shards === shard);
      expect(operations.length).toBeGreaterThan(100 / shards);
      const failures: string[] = [];
      let sent = 0;
      let exercised = 0;
      /** Sends a case and notes a 500 or a leak; the reply's code tells whether it was refused. */
      const send = async (route: string, method: Method, c: Case): Promise<number | undefined> => {
        sent += 1;
        const reply = await t.call(method, c.path, { token, query: c.query, body: c.body, form: c.form, storeId: tenant.stores.a });
        const text = `${reply.message ?? ''} ${JSON.stringify(reply.data ?? '')}`;
        if (reply.status >= 500 || reply.code === 500) failures.push(`${route} ${c.label}: ${reply.status}/${reply.code} ${reply.message}`);
        else if (/\bat \S+:\d+:\d+|SELECT |INSERT |UPDATE \S+ SET|out of range for type|invalid byte sequence|syntax for type|violates/i.test(text)) {
          failures.push(`${route} ${c.label}: leaks ${text.slice(0, 200)}`);
        }
        if (c.refuse !== undefined) {
          const errors = (reply.data as { errors?: Array<{ field: string; message: string }> } | null)?.errors;
          const onField = (errors ?? []).filter((e) => e.field === c.refuse || e.field.startsWith(`${c.refuse}.`));
          if (reply.code === 200) failures.push(`${route} ${c.label}: accepted`);
          else if (!c.byService && reply.code === 422 && errors && onField.length === 0) {
            failures.push(`${route} ${c.label}: 422 on ${errors.map((e) => e.field).join(', ')}, not on ${c.refuse}`);
          } else if (c.byService && onField.some((e) => !e.message.includes(String(UNKNOWN_ID)))) {
            // an unknown id in a list is named in the refusal (core/http/id-list.ts), not just 'not found'
            failures.push(`${route} ${c.label}: the refusal does not name ${UNKNOWN_ID}: ${onField.map((e) => e.message).join('; ')}`);
          }
        }
        if (reply.status === 401 || reply.code === 401 || reply.code === 403) token = await t.login(tenant.accounts.admin);
        return reply.code;
      };
      const changedTables = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((k) => after[k] !== before[k]);
      let last: Record<string, string> = {};
      for (const { route, method, path, op } of operations) {
        if (SKIPPED[route]) continue;
        const cases = casesFor(path, op, method === 'GET' ? MAX_CASES_PER_ROUTE : MAX_CASES_PER_CHANGING_ROUTE);
        if (cases.length === 0) continue; // no path, query or body input: nothing to make bad
        exercised += 1;
        if (method === 'GET') {
          for (const c of cases) await send(route, method, c);
          continue;
        }
        // A changing route: a reading before it (a GET before may have written, as an export's task) and
        // after every case. It was not bad input to a route that accepted it (200); a case refused (any
        // other code) must have written nothing.
        last = await writeCounts();
        for (const c of cases) {
          const code = await send(route, method, c);
          const now = await writeCounts();
          const changed = changedTables(last, now);
          if (code !== 200 && changed.length > 0) failures.push(`${route} ${c.label}: refused (${code}) but changed ${changed.join(', ')}`);
          last = now;
        }
      }
      expect(exercised).toBeGreaterThan(80 / shards);
      // The counter saw the writes of the cases routes accepted: it is watching.
      expect(Object.keys(last).length).toBeGreaterThan(0);
      expect(sent).toBeGreaterThan(1000 / shards);
      expect(failures).toEqual([]);
    });

    it.runIf(shard === 0)('malformed multipart bodies to every route that takes files: no 500, nothing stored', { timeout: 60_000 }, async () => {
      const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method, op]) => op.requestBody?.content['multipart/form-data'] || `${method.toUpperCase()} ${path}` === 'POST /storage/upload')
          .map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, method: method.toUpperCase() as Method, path, op })),
      );
      expect(routes.map((r) => r.route)).toEqual(expect.arrayContaining(['POST /upload/safe_file', 'POST /storage/upload']));
      const b = 'XtwBoundary';
      const part = (headers: string, body: string | Buffer) => Buffer.concat([Buffer.from(`--${b}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
      const close = Buffer.from(`--${b}--\r\n`);
      const file = (name: string, content: string | Buffer = 'hello') => part(`Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain`, content);
      const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
      const multipartType = `multipart/form-data; boundary=${b}`;
      const cases: Array<{ label: string; type: string; body: Buffer }> = [
        { label: 'no boundary', type: 'multipart/form-data', body: Buffer.from('abc') },
        { label: 'empty body', type: multipartType, body: Buffer.alloc(0) },
        { label: 'truncated', type: multipartType, body: file('a.txt').subarray(0, 60) },
        { label: 'no closing boundary', type: multipartType, body: file('a.txt') },
        { label: 'part without a disposition', type: multipartType, body: Buffer.concat([part('Content-Type: text/plain', 'x'), close]) },
        { label: 'NUL in the file name', type: multipartType, body: Buffer.concat([file('a\u0000.png'), close]) },
        { label: 'NUL and a lone surrogate in a field', type: multipartType, body: Buffer.concat([field('type', 'a\u0000b'), field('key', '\uD800'), file('a.txt'), close]) },
        { label: 'a 10,000-character field name', type: multipartType, body: Buffer.concat([field('f'.repeat(10_000), 'x'), file('a.txt'), close]) },
        { label: 'eleven files', type: multipartType, body: Buffer.concat([...Array.from({ length: 11 }, (_, i) => file(`${i}.txt`)), close]) },
        { label: 'sixty fields', type: multipartType, body: Buffer.concat([...Array.from({ length: 60 }, (_, i) => field(`f${i}`, 'x')), file('a.txt'), close]) },
        { label: 'a file over the size limit', type: multipartType, body: Buffer.concat([file('big.png', Buffer.alloc(6 * 1024 * 1024, 1)), close]) },
        { label: 'JSON where multipart is expected', type: 'application/json', body: Buffer.from('{"file":"x"}') },
        { label: 'binary garbage', type: multipartType, body: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)) },
      ];
      const failures: string[] = [];
      for (const { route, method, path } of routes) {
        for (const c of cases) {
          const before = await writeCounts();
          const res = await t.app.inject({
            method,
            url: `/api/v1${path}`,
            headers: { 'content-type': c.type, authorization: `Bearer ${token}`, 'from-client-type': 'pc', currstoreid: String(tenant.stores.a) },
            payload: c.body,
          });
          const json = (() => {
            try {
              return res.json() as { code?: number; message?: string };
            } catch {
              return {};
            }
          })();
          if (res.statusCode >= 500 || json.code === 500) failures.push(`${route} ${c.label}: ${res.statusCode}/${json.code} ${json.message}`);
          const after = await writeCounts();
          const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
          if (json.code !== 200 && changed.length > 0) failures.push(`${route} ${c.label}: refused (${json.code}) but changed ${changed.join(', ')}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });
}
