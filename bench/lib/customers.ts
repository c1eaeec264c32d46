import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';
import { customerSearchFields } from '@/modules/crm/search/search-fields';
import type { TenantIds, TenantSpec } from '@/modules/system/tenant';
import { BENCH_PASSWORD } from './generate';

/**
 * A million realistic customers, generated inside PostgreSQL (one INSERT … SELECT generate_series per
 * batch): names are people ('王建国'), shops of a person ('李明超市') or brands ('惠民便利店'), built
 * from word lists whose pinyin comes from the same `customerSearchFields` the server writes with (per
 * word, so '商行' reads shanghang). Surnames are weighted roughly as in China (王, 李, 张, 刘, 陈 the most common).
 */
const SURNAMES: Array<[string, number]> = [
  ['王', 14], ['李', 14], ['张', 13], ['刘', 10], ['陈', 9], ['杨', 6], ['黄', 5], ['赵', 5], ['吴', 4], ['周', 4],
  ['徐', 3], ['孙', 3], ['马', 3], ['朱', 3], ['胡', 3], ['郭', 3], ['何', 2], ['林', 2], ['高', 2], ['罗', 2],
  ['郑', 2], ['梁', 2], ['谢', 2], ['宋', 2], ['唐', 2], ['许', 2], ['韩', 2], ['冯', 2], ['邓', 2], ['曹', 2],
  ['彭', 1], ['曾', 1], ['萧', 1], ['田', 1], ['董', 1], ['潘', 1], ['袁', 1], ['蔡', 1], ['蒋', 1], ['余', 1],
  ['于', 1], ['杜', 1], ['叶', 1], ['程', 1], ['魏', 1], ['苏', 1], ['吕', 1], ['丁', 1], ['任', 1], ['卢', 1],
  ['姚', 1], ['沈', 1], ['钟', 1], ['姜', 1], ['崔', 1], ['谭', 1], ['陆', 1], ['范', 1], ['汪', 1], ['廖', 1],
  ['石', 1], ['金', 1], ['韦', 1], ['贾', 1], ['夏', 1], ['付', 1], ['方', 1], ['邹', 1], ['熊', 1], ['白', 1],
  ['孟', 1], ['秦', 1], ['邱', 1], ['侯', 1], ['江', 1], ['尹', 1], ['薛', 1], ['闫', 1], ['段', 1], ['雷', 1],
  ['龙', 1], ['黎', 1], ['史', 1], ['陶', 1], ['贺', 1], ['毛', 1], ['郝', 1], ['顾', 1], ['龚', 1], ['邵', 1],
  ['万', 1], ['覃', 1], ['武', 1], ['钱', 1], ['戴', 1], ['严', 1], ['欧阳', 1], ['莫', 1], ['孔', 1], ['司马', 1],
];
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建国文红玉兰志春金海云小晓东林波辉斌鹏飞宇浩凯亮俊峰鑫佳婷雪琳晨欣宁慧颖梅琴燕萍旭阳荣健成新立德福贵宝龙凤庆祥瑞嘉怡思雨子涵博睿轩泽琪璐彬毅晶昊卫民胜利光永忠发保良兵'.split(
    '',
  );
const SUFFIXES = ['超市', '便利店', '烟酒店', '商行', '批发部', '水果店', '餐厅', '小卖部', '食品店', '百货', '粮油店', '菜馆', '酒楼', '茶行', '副食店', '五金店', '药房', '面馆', '生鲜店', '日杂店'];
const BRANDS = ['惠民', '好运来', '鑫源', '永辉', '华联', '万家', '福满多', '新鲜', '家家乐', '百佳', '联华', '金源', '喜洋洋', '大润', '兴旺', '顺发', '旺旺', '福临门', '佳乐', '盛世'];
const PHONE_PREFIXES = ['133', '135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '180', '186', '187', '188', '189', '177', '199'];

type Words = { text: string[]; pinyin: string[]; initials: string[] };

function words(list: string[]): Words {
  const fields = list.map((w) => customerSearchFields(w));
  return { text: list, pinyin: fields.map((f) => f.namePinyin), initials: fields.map((f) => f.nameInitials) };
}

export const CUSTOMER_WORDS = {
  surnames: words(SURNAMES.flatMap(([s, weight]) => Array<string>(weight).fill(s))),
  given: words(GIVEN),
  suffixes: words(SUFFIXES),
  brands: words(BRANDS),
};

export type CustomerBatch = { tenantId: number; storeIds: number[]; repIds: number[]; from: number; to: number; total: number };

/**
 * Inserts customers `from`..`to` (1-based positions, `total` in all) of a tenant: 45 % people (surname +
 * one or two given characters), 40 % a person's shop, 15 % a brand's shop; phones unique per tenant
 * (a fixed 3-digit prefix and a bijection of the position on 8 digits); 20 % in the public pool, the rest
 * spread over the reps; 2 % disabled; created one minute apart, newest last. Every value derives from
 * hashes of the position, so a run is reproducible.
 */
export async function insertCustomers(client: pg.Client, batch: CustomerBatch): Promise<void> {
  const w = CUSTOMER_WORDS;
  await client.query(
    `INSERT INTO crm_customers (tenant_id, store_id, name, phone, status, sales_type, sales_id, name_pinyin, name_initials, created_at, updated_at)
     SELECT $1::int, ($2::int[])[1 + h.h1 % cardinality($2::int[])], n.name,
            ($3::text[])[1 + h.h2 % cardinality($3::text[])] || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
            CASE WHEN h.h3 % 50 = 0 THEN 0 ELSE 1 END,
            CASE WHEN h.h4 % 5 = 0 THEN 0 ELSE 1 END,
            CASE WHEN h.h4 % 5 = 0 THEN NULL ELSE ($4::int[])[1 + h.h5 % cardinality($4::int[])] END,
            n.py, n.ini, t.at, t.at
     FROM generate_series($5::int, $6::int) AS g
     CROSS JOIN LATERAL (SELECT now() - make_interval(mins => $7::int - g) AS at) AS t
     CROSS JOIN LATERAL (
       SELECT hashint8(g::bigint * 16 + 1) & 2147483647 AS h1, hashint8(g::bigint * 16 + 2) & 2147483647 AS h2,
              hashint8(g::bigint * 16 + 3) & 2147483647 AS h3, hashint8(g::bigint * 16 + 4) & 2147483647 AS h4,
              hashint8(g::bigint * 16 + 5) & 2147483647 AS h5, hashint8(g::bigint * 16 + 6) & 2147483647 AS h6,
              hashint8(g::bigint * 16 + 7) & 2147483647 AS h7, hashint8(g::bigint * 16 + 8) & 2147483647 AS h8,
              hashint8(g::bigint * 16 + 9) & 2147483647 AS h9, hashint8(g::bigint * 16 + 10) & 2147483647 AS h10
     ) AS h
     CROSS JOIN LATERAL (
       SELECT 1 + h.h6 % cardinality($8::text[]) AS s, 1 + h.h7 % cardinality($11::text[]) AS a, 1 + h.h8 % cardinality($11::text[]) AS b,
              1 + h.h9 % cardinality($14::text[]) AS x, 1 + h.h10 % cardinality($17::text[]) AS r, h.h3 % 100 AS kind, h.h5 % 2 AS two
     ) AS i
     CROSS JOIN LATERAL (
       SELECT
         CASE WHEN i.kind < 45 THEN ($8::text[])[i.s] || ($11::text[])[i.a] || CASE WHEN i.two = 0 THEN ($11::text[])[i.b] ELSE '' END
              WHEN i.kind < 85 THEN ($8::text[])[i.s] || ($11::text[])[i.a] || ($14::text[])[i.x]
              ELSE ($17::text[])[i.r] || ($14::text[])[i.x] END AS name,
         CASE WHEN i.kind < 45 THEN ($9::text[])[i.s] || ($12::text[])[i.a] || CASE WHEN i.two = 0 THEN ($12::text[])[i.b] ELSE '' END
              WHEN i.kind < 85 THEN ($9::text[])[i.s] || ($12::text[])[i.a] || ($15::text[])[i.x]
              ELSE ($18::text[])[i.r] || ($15::text[])[i.x] END AS py,
         CASE WHEN i.kind < 45 THEN ($10::text[])[i.s] || ($13::text[])[i.a] || CASE WHEN i.two = 0 THEN ($13::text[])[i.b] ELSE '' END
              WHEN i.kind < 85 THEN ($10::text[])[i.s] || ($13::text[])[i.a] || ($16::text[])[i.x]
              ELSE ($19::text[])[i.r] || ($16::text[])[i.x] END AS ini
     ) AS n`,
    [
      batch.tenantId,
      batch.storeIds,
      PHONE_PREFIXES,
      batch.repIds,
      batch.from,
      batch.to,
      batch.total,
      w.surnames.text,
      w.surnames.pinyin,
      w.surnames.initials,
      w.given.text,
      w.given.pinyin,
      w.given.initials,
      w.suffixes.text,
      w.suffixes.pinyin,
      w.suffixes.initials,
      w.brands.text,
      w.brands.pinyin,
      w.brands.initials,
    ],
  );
}

type IndexDef = { name: string; def: string };

/**
 * Bulk load as PostgreSQL recommends: drop the secondary indexes of the customer and posting tables (their
 * definitions are read back from pg_indexes, so they are exactly the migrations'), load with triggers
 * and foreign-key checks off (`session_replication_role = replica`, superuser), fill the gram and key
 * tables in one statement each with the migrations' own `tw_name_grams` and `tw_search_keys`, then
 * rebuild the indexes and VACUUM ANALYZE.
 */
export async function bulkLoadCustomers(url: string, batches: CustomerBatch[], log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    const { rows: indexes } = await client.query<IndexDef>(
      `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename IN ('crm_customers', 'crm_customer_name_grams', 'crm_customer_search_keys')
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    // the posting tables' primary keys too: millions of random btree inserts are far slower than one build
    const { rows: keys } = await client.query<IndexDef & { table: string }>(
      `SELECT conname AS name, conrelid::regclass::text AS table, format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) AS def
       FROM pg_constraint WHERE conrelid IN ('crm_customer_name_grams'::regclass, 'crm_customer_search_keys'::regclass) AND contype = 'p'`,
    );
    for (const key of keys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    indexes.unshift(...keys);
    await client.query(`SET session_replication_role = replica`);
    for (const batch of batches) {
      const started = performance.now();
      await insertCustomers(client, batch);
      log(`  customers ${batch.from}–${batch.to} of tenant ${batch.tenantId} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    let started = performance.now();
    await client.query(
      `INSERT INTO crm_customer_name_grams (tenant_id, gram, customer_id, at_start, store_id, sales_type, sales_id)
       SELECT c.tenant_id, g.gram, c.id, g.at_start, c.store_id, c.sales_type, c.sales_id FROM crm_customers AS c CROSS JOIN LATERAL tw_name_grams(c.name) AS g`,
    );
    log(`  name grams in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await client.query(
      `INSERT INTO crm_customer_search_keys (tenant_id, key, customer_id, store_id, sales_type, sales_id)
       SELECT c.tenant_id, k.key, c.id, c.store_id, c.sales_type, c.sales_id FROM crm_customers AS c
       CROSS JOIN LATERAL tw_search_keys(c.name_initials, c.name_pinyin, c.phone) AS k`,
    );
    log(`  search keys in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await client.query(`SET session_replication_role = DEFAULT`);
    for (const index of indexes) {
      started = performance.now();
      await client.query(index.def);
      log(`  index ${index.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    started = performance.now();
    await client.query(`VACUUM ANALYZE crm_customers`);
    await client.query(`VACUUM ANALYZE crm_customer_name_grams`);
    await client.query(`VACUUM ANALYZE crm_customer_search_keys`);
    log(`  vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/**
 * Gives every customer of the tenant its master contact and a default address (as the customer pages leave
 * them, so an order can be taken for it), and answers the active customers with their contact, by id.
 */
export async function customersReadyToOrder(db: Db, tenantId: number): Promise<Array<{ id: number; name: string; phone: string; contact: number }>> {
  return withSystem(db, async (tx) => {
    await tx.execute(sql`INSERT INTO crm_customer_users (tenant_id, customer_id, name, phone, is_master)
      SELECT tenant_id, id, left(name, 15), phone, 1 FROM crm_customers WHERE tenant_id = ${tenantId}::int`);
    await tx.execute(sql`INSERT INTO crm_customer_addresses (tenant_id, customer_id, contact_name, contact_phone, area_string, address, is_default)
      SELECT tenant_id, id, left(name, 30), phone, '上海市 浦东新区', '张杨路 ' || id || ' 号', 1 FROM crm_customers WHERE tenant_id = ${tenantId}::int`);
    return queryRows<{ id: number; name: string; phone: string; contact: number }>(
      tx,
      sql`SELECT c.id, c.name, c.phone, u.id AS contact FROM crm_customers c JOIN crm_customer_users u ON u.customer_id = c.id WHERE c.tenant_id = ${tenantId}::int AND c.status = 1 ORDER BY c.id`,
    );
  });
}

/** The sales reps of a customer bench tenant (rep0…rep19), who own the generated customers. */
export const CUSTOMER_BENCH_REPS = 20;
const CUSTOMER_BATCH = 100_000;

/**
 * A customer bench tenant: three stores, an admin (`{prefix}_admin`) and CUSTOMER_BENCH_REPS sales reps
 * (`{prefix}_rep{i}`, data scope 'their own') with `salesPermissions`, all with the password BENCH_PASSWORD.
 */
export function customerTenantSpec(prefix: string, salesPermissions: string[]): TenantSpec {
  return {
    name: `Bench ${prefix}`,
    contractBegin: '2020-01-01',
    contractEnd: '2099-12-31',
    stores: [
      { key: 'a', name: `${prefix} 上海店`, isMaster: true },
      { key: 'b', name: `${prefix} 杭州店` },
      { key: 'c', name: `${prefix} 深圳店` },
    ],
    departments: [{ key: 'head', name: 'Head office' }],
    roles: [
      { key: 'admin', name: 'Admin', isSuper: true },
      { key: 'sales', name: 'Sales', permissions: salesPermissions, dataScope: 4 },
    ],
    staff: [
      { key: 'admin', account: `${prefix}_admin`, name: 'Admin', password: BENCH_PASSWORD, roles: ['admin'], stores: 'all', dept: 'head' },
      ...Array.from({ length: CUSTOMER_BENCH_REPS }, (_, i) => ({ key: `rep${i}`, account: `${prefix}_rep${i}`, name: `Rep ${i}`, password: BENCH_PASSWORD, roles: ['sales'], stores: 'all' as const, dept: 'head' })),
    ],
  };
}

/** The rep ids of a tenant customerTenantSpec set up. */
export function customerBenchRepIds(ids: TenantIds): number[] {
  return Array.from({ length: CUSTOMER_BENCH_REPS }, (_, i) => ids.staff[`rep${i}`]);
}

/** `total` customers of a tenant in batches of 100,000, for bulkLoadCustomers. */
export function customerBatches(tenantId: number, storeIds: number[], repIds: number[], total: number): CustomerBatch[] {
  const out: CustomerBatch[] = [];
  for (let from = 1; from <= total; from += CUSTOMER_BATCH) out.push({ tenantId, storeIds, repIds, from, to: Math.min(total, from + CUSTOMER_BATCH - 1), total });
  return out;
}

/** Signs a bench account in (password BENCH_PASSWORD) on the API at `base`; its token. */
export async function benchLogin(base: string, account: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: BENCH_PASSWORD }) });
  const body = (await res.json()) as { code: number; message: string; data: { token: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`login ${account} failed: ${body.code} ${body.message}`);
  return body.data.token;
}
