import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { CustomerSearchQuerySchema } from '@tradewind/contract/crm/search.schema';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import type { RequestContext, StaffSession } from '@/core/http/request-context';
import { customers as customerTable } from '@/modules/crm/customer/customer.table';
import { customerMatchesByDefinition } from '@/modules/crm/search/search-definition';
import { searchCustomers } from '@/modules/crm/search/search.service';
import { setupTenant } from '@/modules/system/tenant';
import { startBenchApp } from './lib/bench-app';
import { serverVersion } from './lib/bench-db';
import { benchLogin, bulkLoadCustomers, customerBatches, customerBenchRepIds, customerTenantSpec } from './lib/customers';
import { startLatencyClient } from './lib/latency-client';
import { formatTable, machineLine, ms } from './lib/report';
import { percentile, positiveInt } from './lib/runs';

/**
 * GET /search/customers at CUSTOMERS customers (default 1,000,000, plus a noise tenant of a tenth) for
 * each keyword kind, one request at a time (latency, not throughput), against the naive query a list
 * page would use — `ILIKE '%kw%'` on name, phone and pinyin, newest first, with `count(*)` — run on the
 * same data in the same run. Figures:
 * - `http admin` / `http rep`: the whole request through Tradewind (token, transaction, RLS, zod,
 *   Drizzle) as the tenant's super admin and as a sales rep whose data scope applies;
 * - `search sql`: `searchCustomers` alone in a tenant transaction (what the database costs);
 * - `naive sql`: the naive page + count in a tenant transaction (fewer runs: it is slow).
 */
const CUSTOMERS = positiveInt('CUSTOMERS', 1_000_000);
const REQUESTS = positiveInt('REQUESTS', 200);
const NAIVE_REQUESTS = positiveInt('NAIVE_REQUESTS', 20);
const LIST_REQUESTS = positiveInt('LIST_REQUESTS', 20);
const WARMUP_REQUESTS = positiveInt('WARMUP_REQUESTS', 50);
const SALES_PERMISSIONS = ['search:customer:list', 'crm:customer:detail', 'crm:customer:list'];
/** `ONLY=search` or `ONLY=list`: one of the two tables (the data is generated or reused either way). */
const ONLY = process.env.ONLY;

const log = (line: string) => process.stdout.write(`${line}\n`);

type Stats = { p50: number; p95: number; runs: number; rows: number };

type Run = { rows: number; ms: number };

/** Times a run in this process. */
async function timed(fn: () => Promise<number>): Promise<Run> {
  const started = performance.now();
  const rows = await fn();
  return { rows, ms: performance.now() - started };
}

/** Runs `fn` `runs` times one after another, cycling through the keywords; 2 unmeasured rounds first. */
async function measure(keywords: string[], runs: number, fn: (keyword: string) => Promise<Run>): Promise<Stats> {
  for (const k of keywords.slice(0, 2)) await fn(k);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i += 1) {
    const run = await fn(keywords[i % keywords.length]);
    rows += run.rows;
    times.push(run.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs, rows: rows / runs };
}

function naiveSearch(tx: Db, keyword: string) {
  const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  const where = sql`c.tenant_id = current_setting('app.tenant_id')::int AND (c.id::text = ${keyword} OR c.phone ILIKE ${like} OR c.name ILIKE ${like} OR c.name_pinyin ILIKE ${like} OR c.name_initials ILIKE ${like})`;
  return Promise.all([
    queryRows<{ id: number }>(
      tx,
      sql`SELECT c.id, c.name, c.phone, c.status, c.store_id, s.name AS store_name, a.name AS store_city, c.sales_id, st.name AS sales_name
          FROM crm_customers c LEFT JOIN stores s ON s.id = c.store_id LEFT JOIN areas a ON a.id = s.city_id LEFT JOIN staff st ON st.id = c.sales_id
          WHERE ${where} ORDER BY c.id DESC LIMIT 20`,
    ),
    queryRows<{ total: number }>(tx, sql`SELECT count(*)::int AS total FROM crm_customers c WHERE ${where}`),
  ]);
}

/**
 * The customer list's page and total by the keyword's definition (search-definition.ts: `ILIKE` on the
 * name, `LIKE` on the pinyin, the phone prefix, the id), in the list's order, under RLS as the admin.
 */
function naiveList(tx: Db, keyword: string) {
  const where = customerMatchesByDefinition(keyword);
  return Promise.all([
    queryRows<{ id: number }>(tx, sql`SELECT ${customerTable.id} AS id FROM ${customerTable} WHERE ${where} ORDER BY ${customerTable.createdAt} DESC, ${customerTable.id} DESC LIMIT 20`),
    queryRows<{ total: number }>(tx, sql`SELECT count(*)::int AS total FROM ${customerTable} WHERE ${where}`),
  ]);
}

// Generation: ~1–2 min per million on 2 cores, index builds as much again; the runs are short.
const bench = await startBenchApp(600 + CUSTOMERS / 1000);
const { benchDb, reused: REUSE_DB } = bench;

try {
  const { db, app, config } = bench;
  type BenchTenant = { tenantId: number; adminId: number; storeIds: number[] };
  let main: BenchTenant;
  let generationSeconds = 0;
  if (REUSE_DB) {
    // The data of an earlier run (KEEP_DB=1): only the measurements run again.
    const [found] = await queryRows<BenchTenant>(
      db,
      sql`SELECT s.tenant_id AS "tenantId", s.id AS "adminId", array(SELECT st.id FROM stores st WHERE st.tenant_id = s.tenant_id ORDER BY st.id) AS "storeIds"
          FROM staff s WHERE s.account = 'bench_admin'`,
    );
    if (!found) throw new Error(`REUSE_DB=${REUSE_DB} holds no bench tenant (run once with KEEP_DB=1 first)`);
    main = found;
    // data of runs before the list's rep column: the reps may now list customers too
    await db.execute(sql`UPDATE roles SET permissions = ${`{${SALES_PERMISSIONS.join(",")}}`}::text[] WHERE tenant_id = ${main.tenantId}::int AND code = 'sales'`);
    log(`customer-search: reusing the data in ${benchDb.name}`);
  } else {
    const spec = (prefix: string) => customerTenantSpec(prefix, SALES_PERMISSIONS);
    const [ids, noise] = await withSystem(db, async (tx) => [await setupTenant(tx, spec('bench'), config.scryptCost), await setupTenant(tx, spec('noise'), config.scryptCost)]);
    main = { tenantId: ids.tenantId, adminId: ids.staff.admin, storeIds: Object.values(ids.stores) };
    const noiseCount = Math.max(1, Math.round(CUSTOMERS / 10));
    log(`customer-search: generating ${CUSTOMERS} customers (+${noiseCount} in a noise tenant) in ${benchDb.name}…`);
    const generation = performance.now();
    await bulkLoadCustomers(
      benchDb.url,
      [...customerBatches(ids.tenantId, main.storeIds, customerBenchRepIds(ids), CUSTOMERS), ...customerBatches(noise.tenantId, Object.values(noise.stores), customerBenchRepIds(noise), noiseCount)],
      log,
    );
    generationSeconds = (performance.now() - generation) / 1000;
    log(`customer-search: data ready in ${generationSeconds.toFixed(0)} s`);
  }

  // Keywords of each kind, drawn from the data so they hit (a sample of customers of the bench tenant).
  const sample = await queryRows<{ id: number; name: string; phone: string; name_pinyin: string; name_initials: string }>(
    db,
    sql`SELECT id, name, phone, name_pinyin, name_initials FROM crm_customers TABLESAMPLE SYSTEM (1) REPEATABLE (7)
        WHERE tenant_id = ${main.tenantId}::int ORDER BY id LIMIT 40`,
  );
  const pick = <T>(list: T[], n = 20) => list.slice(0, n);
  const kinds: Array<{ kind: string; keywords: string[] }> = [
    { kind: '1 Chinese char', keywords: ['王', '李', '张', '明', '华', '超', '店', '芳', '鑫', '覃'] },
    { kind: '2 Chinese chars', keywords: ['超市', '建国', '王小', '便利', '水果', '晓东', '商行', '李明', '小明', '惠民'] },
    { kind: '3+ chars', keywords: ['便利店', '王建国', '惠民超市', '水果店', '李小明', '好运来', '张伟超市', '陈静'.concat('超'), '百货', '烟酒店'].filter((k) => Array.from(k).length >= 3) },
    { kind: 'phone prefix', keywords: pick(sample.map((s, i) => s.phone.slice(0, 4 + (i % 4)))) },
    { kind: 'id', keywords: pick(sample.map((s) => String(s.id))) },
    { kind: 'pinyin initials', keywords: pick(sample.map((s, i) => s.name_initials.slice(0, 2 + (i % 3))).filter((k) => k.length >= 2)) },
    { kind: 'full pinyin', keywords: pick(sample.map((s, i) => s.name_pinyin.slice(0, 5 + (i % 4)))) },
  ];

  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const adminToken = await benchLogin(base, 'bench_admin');
  const repToken = await benchLogin(base, 'bench_rep3');
  const client = startLatencyClient();
  bench.onCleanup(() => client.close());
  const http = (token: string) => async (keyword: string) => {
    const res = await client.get(`${base}/search/customers?page=1&page_size=20&keyword=${encodeURIComponent(keyword)}`, { authorization: `Bearer ${token}`, 'from-client-type': 'pc' });
    const body = JSON.parse(res.body) as { code: number; message: string; data: { list: unknown[] } };
    if (body.code !== 200) throw new Error(`search ${keyword} answered ${body.code} ${body.message}`);
    return { rows: body.data.list.length, ms: res.ms };
  };
  const session: StaffSession = {
    tokenId: 0,
    staffId: main.adminId,
    tenantId: main.tenantId,
    name: 'Admin',
    deptId: null,
    timeZone: 'Asia/Shanghai',
    permissions: new Set(['search:customer:list']),
    isSuper: true,
    dataScope: 1,
    storeIds: main.storeIds,
  };
  const searchSql = (keyword: string) =>
    timed(() =>
      withTenant(db, main.tenantId, async (tx) => {
        // as the route runs it: generic plans (route's genericPlans), set in its session statement
        await tx.execute(sql`SELECT set_config('plan_cache_mode', 'force_generic_plan', true)`);
        const ctx = { db: tx, session, tenantId: main.tenantId, staffId: main.adminId, storeId: null, requestedStoreId: null, locale: 'zh-CN', ip: '127.0.0.1', requestId: 'bench', audit: {} } satisfies RequestContext;
        return (await searchCustomers(ctx, CustomerSearchQuerySchema.parse({ keyword }))).list.length;
      }),
    );
  const naiveSql = (keyword: string) => timed(() => withTenant(db, main.tenantId, async (tx) => (await naiveSearch(tx, keyword))[0].length));

  // A server that has been answering for a while: its code compiled by the JIT, its connections opened,
  // their statements prepared. Otherwise the first kind measured carries the warm-up of the whole path.
  log(`customer-search: warming up (${WARMUP_REQUESTS} requests per kind and caller, unmeasured)`);
  for (let i = 0; i < (ONLY === 'list' ? 0 : WARMUP_REQUESTS); i += 1) {
    for (const { keywords } of kinds) {
      for (const token of [adminToken, repToken]) await http(token)(keywords[i % keywords.length]);
      await searchSql(keywords[i % keywords.length]);
    }
  }

  type Row = { kind: string; keywords: number; admin: Stats; rep: Stats; search: Stats; naive: Stats };
  const results: Row[] = [];
  for (const { kind, keywords } of ONLY === 'list' ? [] : kinds) {
    log(`customer-search: ${kind} (${keywords.slice(0, 4).join(', ')}, …)`);
    const admin = await measure(keywords, REQUESTS, http(adminToken));
    const rep = await measure(keywords, REQUESTS, http(repToken));
    const search = await measure(keywords, REQUESTS, searchSql);
    results.push({ kind, keywords: keywords.length, admin, rep, search, naive: { p50: NaN, p95: NaN, runs: 0, rows: 0 } });
  }
  // The naive query last, every kind: its parallel scans of the whole table would otherwise run just
  // before the next kind's fast requests, and those would be measured on a machine still busy with them.
  for (const [i, { kind, keywords }] of (ONLY === 'list' ? [] : kinds).entries()) {
    log(`customer-search: naive ${kind}`);
    results[i].naive = await measure(keywords, NAIVE_REQUESTS, naiveSql);
  }

  // The customer list's keyword (GET /crm/customers): the same matches, but every one counted and the
  // page in the list's order (created_at, newest first); as the admin and as a rep, beside the naive
  // page + count by the keyword's definition, which must give the admin's page and total.
  type ListRow = { keyword: string; admin: Stats; rep: Stats; naive: Stats; total: number; repTotal: number };
  const listRows: ListRow[] = [];
  const listHttp = (token: string, seen: { total: number; ids: number[] }) => async (k: string) => {
    const res = await client.get(`${base}/crm/customers?page=1&page_size=20&keyword=${encodeURIComponent(k)}`, { authorization: `Bearer ${token}`, 'from-client-type': 'pc' });
    const body = JSON.parse(res.body) as { code: number; message: string; data: { list: Array<{ id: number }>; pagination: { total: number } } };
    if (body.code !== 200) throw new Error(`list ${k} answered ${body.code} ${body.message}`);
    seen.total = body.data.pagination.total;
    seen.ids = body.data.list.map((r) => r.id);
    return { rows: body.data.list.length, ms: res.ms };
  };
  for (const keyword of ONLY === 'search' ? [] : ['', '王', '覃', '超市', '李明', '便利店', '惠民超市', '好运来便利店', 'wm', 'wangj', '1390']) {
    log(`customer-search: list '${keyword}'`);
    const admin = { total: 0, ids: [] as number[] };
    const rep = { total: 0, ids: [] as number[] };
    const naive = { total: 0, ids: [] as number[] };
    const adminStats = await measure([keyword], LIST_REQUESTS, listHttp(adminToken, admin));
    const repStats = await measure([keyword], LIST_REQUESTS, listHttp(repToken, rep));
    const naiveStats = keyword
      ? await measure([keyword], NAIVE_REQUESTS, (k) =>
          timed(() =>
            withTenant(db, main.tenantId, async (tx) => {
              const [page, [{ total }]] = await naiveList(tx, k);
              naive.ids = page.map((r) => r.id);
              naive.total = total;
              return page.length;
            }),
          ),
        )
      : { p50: NaN, p95: NaN, runs: 0, rows: 0 };
    if (keyword && (naive.total !== admin.total || naive.ids.join() !== admin.ids.join())) {
      throw new Error(`list '${keyword}': total ${admin.total}, page ${admin.ids.join()} but by the definition total ${naive.total}, page ${naive.ids.join()}`);
    }
    listRows.push({ keyword, admin: adminStats, rep: repStats, naive: naiveStats, total: admin.total, repTotal: rep.total });
  }
  const listTable = formatTable(
    [
      { title: 'list keyword', value: (r: ListRow) => r.keyword || '(none)', align: 'left' },
      { title: 'total', value: (r) => String(r.total) },
      { title: 'http admin p50', value: (r) => ms(r.admin.p50) },
      { title: 'p95', value: (r) => ms(r.admin.p95) },
      { title: 'rep total', value: (r) => String(r.repTotal) },
      { title: 'http rep p50', value: (r) => ms(r.rep.p50) },
      { title: 'p95', value: (r) => ms(r.rep.p95) },
      { title: 'naive sql p50', value: (r) => (r.keyword ? ms(r.naive.p50) : '–') },
      { title: 'p95', value: (r) => (r.keyword ? ms(r.naive.p95) : '–') },
    ],
    listRows,
  );

  const [{ customers, grams }] = await queryRows<{ customers: number; grams: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM crm_customers) AS customers, (SELECT count(*)::int FROM crm_customer_name_grams) AS grams`,
  );
  const goal = 5;
  const table = formatTable(
    [
      { title: 'keyword kind', value: (r: Row) => r.kind, align: 'left' },
      { title: 'http admin p50', value: (r) => ms(r.admin.p50) },
      { title: 'p95', value: (r) => ms(r.admin.p95) },
      { title: 'http rep p50', value: (r) => ms(r.rep.p50) },
      { title: 'p95', value: (r) => ms(r.rep.p95) },
      { title: 'search sql p50', value: (r) => ms(r.search.p50) },
      { title: 'p95', value: (r) => ms(r.search.p95) },
      { title: 'naive sql p50', value: (r) => ms(r.naive.p50) },
      { title: 'p95', value: (r) => ms(r.naive.p95) },
      { title: 'rows/page', value: (r) => r.admin.rows.toFixed(1) },
      { title: `goal p95 ≤ ${goal} ms`, value: (r) => (Math.max(r.admin.p95, r.rep.p95) <= goal ? 'met' : 'MISSED'), align: 'left' },
    ],
    results,
  );
  log(
    [
      '',
      'GET /api/v1/search/customers?page=1&page_size=20&keyword=…',
      machineLine(await serverVersion(benchDb.url)),
      `customers: ${customers} rows (the bench tenant and a noise tenant of a tenth), ${grams} name grams; ${REUSE_DB ? `data of an earlier run (${REUSE_DB})` : `generated and indexed in ${generationSeconds.toFixed(0)} s`}`,
      `load average at the end (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
      `runs per kind: ${REQUESTS} (http admin, http rep, search sql), ${NAIVE_REQUESTS} (naive sql), one at a time, keywords cycled`,
      '',
      ONLY === 'list' ? '(not measured: ONLY=list)' : table,
      '',
      `GET /api/v1/crm/customers?page=1&page_size=20&keyword=… (the customer list, ${LIST_REQUESTS} runs each, naive ${NAIVE_REQUESTS}; the naive page and total equal the admin's)`,
      '',
      listTable,
      '',
    ].join('\n'),
  );
} finally {
  await bench.finish();
}
