import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '@/core/db/database';
import { withSystem, withTenant } from '@/core/db/tenancy';
import { searchSkus } from '@/modules/pms/sku/sku-search.service';
import { setupTenant, type TenantSpec } from '@/modules/system/tenant';
import type { RequestContext, StaffSession } from '@/core/http/request-context';
import { SkuSearchQuerySchema } from '@tradewind/contract/pms/sku.schema';
import { startBenchApp } from './lib/bench-app';
import { serverVersion } from './lib/bench-db';
import { benchLogin } from './lib/customers';
import { adminTenantSpec } from './lib/generate';
import { startLatencyClient } from './lib/latency-client';
import { formatTable, machineLine, ms } from './lib/report';
import { measure, positiveInt, type Run, type Stats } from './lib/runs';

/**
 * GET /pms/skus/search (the SKU picker of every document) at SKUS SKUs (default 100,000, plus a noise
 * tenant of a tenth), for each keyword kind the issue names — name, code, barcode, pinyin initials — one
 * request at a time, beside the naive query a picker would otherwise run in the same run: `ILIKE '%kw%'`
 * on the SPU name, code and barcode and `ILIKE 'kw%'` on the name's initials, newest first, with
 * `count(*)`, in a tenant transaction (under RLS, as the server runs).
 *
 * The goods are generated inside PostgreSQL (INSERT … SELECT generate_series): 4 SKUs per SPU, SPU names
 * from brand × product × flavour × pack word lists ('康师傅红烧牛肉面 香辣家庭装'), codes 'SP' + 7 digits, EAN-13-like
 * barcodes; about 90 % of SPUs on sale, 5 % off sale, 5 % drafts (every 19th), 2 % of SKUs switched off; a package unit per SKU. The search postings
 * come from the migration's triggers, as for any write.
 */
const SKUS = positiveInt('SKUS', 100_000);
const REQUESTS = positiveInt('REQUESTS', 200);
const NAIVE_REQUESTS = positiveInt('NAIVE_REQUESTS', 20);
const WARMUP_REQUESTS = positiveInt('WARMUP_REQUESTS', 30);
const SKUS_PER_SPU = 4;

const log = (line: string) => process.stdout.write(`${line}\n`);

const BRANDS = ['康师傅', '统一', '农夫山泉', '可口可乐', '百事', '金龙鱼', '鲁花', '福临门', '五粮液', '青岛', '雪花', '伊利', '蒙牛', '旺旺', '达利园', '三只松鼠', '良品铺子', '乐事', '海天', '李锦记', '老干妈', '太太乐', '心相印', '维达', '清风', '舒肤佳', '蓝月亮', '立白', '东北', '新疆', '山东', '烟台', '赣南', '宁夏', '五常', '怡宝', '娃哈哈', '加多宝', '王老吉', '洽洽'];
const PRODUCTS = ['红烧牛肉面', '冰红茶', '矿泉水', '可乐', '雪碧', '花生油', '大米', '面粉', '白酒', '啤酒', '纯牛奶', '酸奶', '雪饼', '蛋黄派', '坚果', '薯片', '饼干', '酱油', '蚝油', '辣椒酱', '鸡精', '抽纸', '卷纸', '香皂', '洗衣液', '洗洁精', '苹果', '香梨', '橙子', '大枣', '枸杞', '小米', '绿豆', '挂面', '粉丝', '火腿肠', '方便面', '果汁', '凉茶', '瓜子'];
const PACKS = ['经典装', '家庭装', '特惠装', '礼盒', '加量装', '小包装', '整箱', '散装'];
const FLAVOURS = ['原味', '香辣', '清爽', '低糖', '无糖', '醇香', '新品', '精选'];
/** Names are unique per tenant: brand × product × flavour × pack covers this many SPUs, a number beyond. */
const NAMES = BRANDS.length * PRODUCTS.length * FLAVOURS.length * PACKS.length;
const SPECS = ['250ml', '500ml', '1L', '5kg', '10kg', '24袋', '12瓶', '6连包'];

function tenantSpec(prefix: string): TenantSpec {
  return adminTenantSpec(`Bench ${prefix}`, `${prefix}_admin`, [{ key: 'a', name: `${prefix} 上海店`, isMaster: true }]);
}

const textArray = (list: string[]) => `ARRAY[${list.map((w) => `'${w}'`).join(',')}]`;

/**
 * One tenant's goods: 15 categories (3 top, 4 under each), a base and a package unit, `skus / 4` SPUs and
 * their SKUs, each SKU with a package unit. `seed` shifts the codes and barcodes so tenants differ.
 */
async function generateGoods(url: string, tenantId: number, skus: number, seed: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const spus = Math.ceil(skus / SKUS_PER_SPU);
  try {
    await client.query('BEGIN');
    await client.query(`SELECT set_config('app.tenant_id', '${tenantId}', true)`);
    const top = await client.query<{ id: number }>(
      `INSERT INTO pms_categories (tenant_id, name, sort) SELECT ${tenantId}, n, i FROM unnest(ARRAY['酒水饮料','粮油调味','日用百货']) WITH ORDINALITY AS x(n, i) RETURNING id`,
    );
    const leaves: number[] = [];
    for (const [i, { id }] of top.rows.entries()) {
      const rows = await client.query<{ id: number }>(
        `INSERT INTO pms_categories (tenant_id, parent_id, name, sort) SELECT ${tenantId}, ${id}, '类' || ${i} || '-' || g, g FROM generate_series(1, 4) AS g RETURNING id`,
      );
      leaves.push(...rows.rows.map((r) => r.id));
    }
    const units = await client.query<{ id: number }>(`INSERT INTO pms_units (tenant_id, name) VALUES (${tenantId}, '个'), (${tenantId}, '箱') RETURNING id`);
    const [base, box] = units.rows.map((r) => r.id);
    await client.query(
      `INSERT INTO pms_spus (tenant_id, name, category_id, status, images)
       SELECT ${tenantId},
              (${textArray(BRANDS)})[1 + g % ${BRANDS.length}] || (${textArray(PRODUCTS)})[1 + (g / ${BRANDS.length}) % ${PRODUCTS.length}]
                || ' ' || (${textArray(FLAVOURS)})[1 + (g / ${BRANDS.length * PRODUCTS.length}) % ${FLAVOURS.length}]
                || (${textArray(PACKS)})[1 + (g / ${BRANDS.length * PRODUCTS.length * FLAVOURS.length}) % ${PACKS.length}]
                || CASE WHEN g >= ${NAMES} THEN ' ' || g ELSE '' END,
              (ARRAY[${leaves.join(',')}])[1 + g % ${leaves.length}],
              CASE WHEN g % 19 = 0 THEN 4 WHEN g % 19 = 1 THEN 0 ELSE 2 END,
              '[]'::jsonb
       FROM generate_series(1, ${spus}) AS g`,
    );
    await client.query(
      `INSERT INTO pms_skus (tenant_id, spu_id, code, barcode, spec_text, unit_id, sale_price, cost_price, status, sort)
       SELECT ${tenantId}, p.id, 'SP' || lpad((${seed} + n)::text, 7, '0'), '69' || lpad((${seed} * 7 + n * 7919 % 10000000000)::text, 11, '0'),
              (${textArray(SPECS)})[1 + (n + s) % ${SPECS.length}], ${base}, ((n % 5000) / 100.0 + 1)::numeric(12, 2), ((n % 5000) / 150.0)::numeric(12, 2),
              CASE WHEN n % 50 = 0 THEN 0 ELSE 1 END, s
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS r FROM pms_spus WHERE tenant_id = ${tenantId}) AS p
       CROSS JOIN generate_series(1, ${SKUS_PER_SPU}) AS s
       CROSS JOIN LATERAL (SELECT ((p.r - 1) * ${SKUS_PER_SPU} + s)::bigint AS n) AS x
       WHERE (p.r - 1) * ${SKUS_PER_SPU} + s <= ${skus}`,
    );
    await client.query(
      `INSERT INTO pms_sku_units (tenant_id, sku_id, unit_id, ratio) SELECT ${tenantId}, id, ${box}, 12 FROM pms_skus WHERE tenant_id = ${tenantId}`,
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

const bench = await startBenchApp(600 + SKUS / 200);

try {
  const { app, benchDb, config, db, reused: REUSE_DB } = bench;
  let tenantId: number;
  let adminId: number;
  let generationSeconds = 0;
  if (REUSE_DB) {
    const [found] = await queryRows<{ tenantId: number; adminId: number }>(db, sql`SELECT tenant_id AS "tenantId", id AS "adminId" FROM staff WHERE account = 'bench_admin'`);
    if (!found) throw new Error(`REUSE_DB=${REUSE_DB} holds no bench tenant (run once with KEEP_DB=1 first)`);
    tenantId = found.tenantId;
    adminId = found.adminId;
    log(`sku-search: reusing the data in ${benchDb.name}`);
  } else {
    const [ids, noise] = await withSystem(db, async (tx) => [await setupTenant(tx, tenantSpec('bench'), config.scryptCost), await setupTenant(tx, tenantSpec('noise'), config.scryptCost)]);
    tenantId = ids.tenantId;
    adminId = ids.staff.admin;
    const noiseCount = Math.max(SKUS_PER_SPU, Math.round(SKUS / 10));
    log(`sku-search: generating ${SKUS} SKUs (+${noiseCount} in a noise tenant) in ${benchDb.name}…`);
    const started = performance.now();
    await generateGoods(benchDb.url, ids.tenantId, SKUS, 0);
    await generateGoods(benchDb.url, noise.tenantId, noiseCount, 5_000_000);
    const client = new pg.Client({ connectionString: benchDb.url });
    await client.connect();
    // as autovacuum would leave them: statistics, and the visibility map the index-only scans rely on
    await client.query('VACUUM ANALYZE');
    // The naive query's pinyin initials: a column a naive design would keep beside the name.
    await client.query('CREATE TABLE bench_spu_initials AS SELECT id, tw_pinyin_initials(name) AS initials FROM pms_spus');
    await client.query('ALTER TABLE bench_spu_initials ADD PRIMARY KEY (id)');
    await client.query('GRANT SELECT ON bench_spu_initials TO tradewind_app');
    await client.end();
    generationSeconds = (performance.now() - started) / 1000;
    log(`sku-search: data ready in ${generationSeconds.toFixed(0)} s`);
  }

  // Keywords of each kind, drawn from the data so they hit (a sample of on-sale SKUs of the bench tenant).
  const sample = await queryRows<{ code: string; barcode: string; initials: string }>(
    db,
    sql`SELECT s.code, s.barcode, tw_pinyin_initials(p.name) AS initials FROM pms_skus AS s TABLESAMPLE SYSTEM (2) REPEATABLE (7)
        JOIN pms_spus AS p ON p.id = s.spu_id WHERE s.tenant_id = ${tenantId}::int AND p.status = 2 AND s.status = 1 ORDER BY s.id LIMIT 40`,
  );
  const pick = <T>(list: T[], n = 20) => list.slice(0, n);
  const kinds: Array<{ kind: string; keywords: string[] }> = [
    { kind: 'name, 1 char', keywords: ['米', '茶', '油', '奶', '酒', '面', '纸', '枣', '梨', '粉'] },
    { kind: 'name, 2 chars', keywords: ['可乐', '大米', '牛奶', '饼干', '酱油', '苹果', '坚果', '挂面', '凉茶', '瓜子'] },
    { kind: 'name, 3+ chars', keywords: ['康师傅', '花生油', '洗衣液', '矿泉水', '红烧牛肉面', '五常大米', '伊利纯牛奶', '蛋黄派', '老干妈辣椒酱', '火腿肠'] },
    { kind: 'code prefix', keywords: pick(sample.map((s, i) => s.code.slice(0, 5 + (i % 5)).toLowerCase())) },
    { kind: 'code exact', keywords: pick(sample.map((s) => s.code)) },
    { kind: 'barcode exact', keywords: pick(sample.map((s) => s.barcode)) },
    { kind: 'barcode prefix', keywords: pick(sample.map((s, i) => s.barcode.slice(0, 6 + (i % 6)))) },
    { kind: 'pinyin initials', keywords: pick(sample.map((s, i) => s.initials.slice(0, 2 + (i % 4)))) },
  ];

  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const token = await benchLogin(base, 'bench_admin');
  const client = startLatencyClient();
  bench.onCleanup(() => client.close());
  const http = async (keyword: string): Promise<Run> => {
    const reply = await client.get(`${base}/pms/skus/search?page=1&page_size=20&keyword=${encodeURIComponent(keyword)}`, { authorization: `Bearer ${token}`, 'from-client-type': 'pc' });
    const body = JSON.parse(reply.body) as { code: number; message: string; data: { list: unknown[]; pagination: { total: number } } };
    if (body.code !== 200) throw new Error(`search ${keyword} answered ${body.code} ${body.message}`);
    return { rows: body.data.list.length, total: body.data.pagination.total, ms: reply.ms };
  };
  const naive = async (keyword: string): Promise<Run> => {
    const started = performance.now();
    const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
    const prefix = `${keyword.replace(/[\\%_]/g, '\\$&')}%`;
    const [rows, total] = await withTenant(db, tenantId, (tx) => {
      const where = sql`s.tenant_id = current_setting('app.tenant_id')::int AND p.status = 2 AND s.status = 1
        AND (p.name ILIKE ${like} OR s.code ILIKE ${like} OR s.barcode ILIKE ${like} OR i.initials ILIKE ${prefix})`;
      const from = sql`pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id JOIN bench_spu_initials AS i ON i.id = p.id`;
      return Promise.all([
        queryRows<{ id: number }>(
          tx,
          sql`SELECT s.id, p.name, s.spec_text, s.code, s.barcode, s.sale_price, u.name AS unit_name FROM ${from} JOIN pms_units AS u ON u.id = s.unit_id
              WHERE ${where} ORDER BY s.id DESC LIMIT 20`,
        ),
        queryRows<{ total: number }>(tx, sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`),
      ]);
    });
    return { rows: rows.length, total: total[0].total, ms: performance.now() - started };
  };

  const session: StaffSession = {
    tokenId: 0,
    staffId: adminId,
    tenantId,
    name: 'Admin',
    deptId: null,
    timeZone: 'Asia/Shanghai',
    permissions: new Set(),
    isSuper: true,
    dataScope: 1,
    storeIds: [],
  };
  const searchSql = async (keyword: string): Promise<Run> => {
    const started = performance.now();
    const page = await withTenant(db, tenantId, async (tx) => {
      // as the route runs it: generic plans (the route's genericPlans), set in its session statement
      await tx.execute(sql`SELECT set_config('plan_cache_mode', 'force_generic_plan', true)`);
      const ctx = { db: tx, session, tenantId, staffId: adminId, storeId: null, requestedStoreId: null, locale: 'zh-CN', ip: '127.0.0.1', requestId: 'bench', audit: {} } satisfies RequestContext;
      return searchSkus(ctx, SkuSearchQuerySchema.parse({ keyword }));
    });
    return { rows: page.list.length, total: page.pagination.total, ms: performance.now() - started };
  };

  log(`sku-search: warming up (${WARMUP_REQUESTS} requests per kind, unmeasured)`);
  for (let i = 0; i < WARMUP_REQUESTS; i += 1) {
    for (const { keywords } of kinds) {
      await http(keywords[i % keywords.length]);
      await searchSql(keywords[i % keywords.length]);
    }
  }

  type Row = { kind: string; keywords: string[]; http: Stats; search: Stats; naive: Stats };
  const results: Row[] = [];
  for (const { kind, keywords } of kinds) {
    log(`sku-search: ${kind} (${keywords.slice(0, 4).join(', ')}, …)`);
    const httpStats = await measure(keywords, REQUESTS, http);
    results.push({ kind, keywords, http: httpStats, search: await measure(keywords, REQUESTS, searchSql), naive: { p50: NaN, p95: NaN, rows: 0, total: 0 } });
  }
  // The naive query last: its scans would otherwise run just before the next kind's fast requests.
  for (const [i, { kind, keywords }] of kinds.entries()) {
    log(`sku-search: naive ${kind}`);
    results[i].naive = await measure(keywords, NAIVE_REQUESTS, naive);
  }
  const noKeyword = await measure([''], REQUESTS, http);

  const [{ skus, keys }] = await queryRows<{ skus: number; keys: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM pms_skus) AS skus, (SELECT count(*)::int FROM pms_sku_search_keys) AS keys`,
  );
  const goal = 10;
  const table = formatTable(
    [
      { title: 'keyword kind', value: (r: Row) => r.kind, align: 'left' },
      { title: 'e.g.', value: (r) => r.keywords[0], align: 'left' },
      { title: 'http p50', value: (r) => ms(r.http.p50) },
      { title: 'p95', value: (r) => ms(r.http.p95) },
      { title: 'search sql p50', value: (r) => ms(r.search.p50) },
      { title: 'p95', value: (r) => ms(r.search.p95) },
      { title: 'naive sql p50', value: (r) => ms(r.naive.p50) },
      { title: 'p95', value: (r) => ms(r.naive.p95) },
      { title: 'matches (avg)', value: (r) => r.naive.total.toFixed(0) },
      { title: 'rows/page', value: (r) => r.http.rows.toFixed(1) },
      { title: `goal p95 ≤ ${goal} ms`, value: (r) => (r.http.p95 <= goal ? 'met' : 'MISSED'), align: 'left' },
    ],
    results,
  );
  log(
    [
      '',
      'GET /api/v1/pms/skus/search?page=1&page_size=20&keyword=…',
      machineLine(await serverVersion(benchDb.url)),
      `SKUs: ${skus} rows (the bench tenant and a noise tenant of a tenth), ${keys} search keys; ${REUSE_DB ? `data of an earlier run (${REUSE_DB})` : `generated and indexed in ${generationSeconds.toFixed(0)} s`}`,
      `load average at the end (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
      `runs per kind: ${REQUESTS} (http), ${NAIVE_REQUESTS} (naive sql), one at a time, keywords cycled`,
      '',
      table,
      '',
      `no keyword (the picker opening): http p50 ${ms(noKeyword.p50)}, p95 ${ms(noKeyword.p95)}, total ${noKeyword.total.toFixed(0)}`,
      '',
    ].join('\n'),
  );
} finally {
  await bench.finish();
}
