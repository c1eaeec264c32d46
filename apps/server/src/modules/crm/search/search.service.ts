import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListData } from '@tradewind/contract/common/envelope';
import { CUSTOMER_SEARCH_LIMIT, type CustomerSearchQuery, type CustomerSearchRow } from '@tradewind/contract/crm/search.schema';
import { queryPrepared, queryRows } from '@/core/db/database';
import { listOf, pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { customerScope } from '../customer/customer-access';
import { customers } from '../customer/customer.table';
import { customerNameGrams, customerSearchKeys, SEARCH_KEY_DIGITS, SEARCH_KEY_LETTERS } from './search.table';
import { escapeLike, startsWithAscii } from '@/core/db/like';

/** The postings as `g` and `k`, the names the branches' SQL gives them. */
const g = alias(customerNameGrams, 'g');
const k = alias(customerSearchKeys, 'k');
/** The rows of tw_customer_pinyin_holders (0061) as `p`: an id and the customer's scope columns. */
const p = alias(customers, 'p');
/** Any branch's rows, as `u`: an id and the customer's scope columns. */
const u = alias(customers, 'u');

const MAX_ID = 2_147_483_647;
/** Postings counted per 3-character substring when choosing the rarest of a 4+ character keyword. */
const RARE_ENOUGH = 1000;

/**
 * One way a keyword can match, giving rows of one rank: `source` is a FROM … WHERE over
 * crm_customers, the name grams (`g`) or the short-prefix keys (`k`), each filtered by the caller's
 * scope and read newest first so each branch stops after the rows it needs; or (`pinyin`) the full
 * pinyin holding `where`, a text, through tw_customer_pinyin_holders (`p`), with `row` the same asked of
 * a customer row at hand. `prefix` marks the full-pinyin prefix branch, whose matches the pinyin
 * holders include.
 */
type Source = 'customers' | 'grams' | 'keys' | 'pinyin';
type Branch = { rank: 0 | 1 | 2; source: Source; where: SQL; check?: SQL; row?: SQL; prefix?: 'pinyin' };

/**
 * Of a 4+ character keyword's 3-character substrings, the one with the fewest postings ('民超市' rather
 * than '惠民超' for '惠民超市'), each counted up to RARE_ENOUGH: every name holding the keyword is among
 * that substring's postings (migration 0061 keeps every 3-character substring of a name).
 */
function rarestTrigram(ctx: RequestContext, chars: string[]): SQL {
  const grams = chars.slice(2).map((c, i) => sql`lower(${chars[i] + chars[i + 1] + c})`);
  return sql`(SELECT p.gram FROM unnest(ARRAY[${sql.join(grams, sql`, `)}]::text[]) AS p(gram)
      ORDER BY (SELECT count(*) FROM (SELECT 1 FROM crm_customer_name_grams AS x WHERE x.tenant_id = ${ctx.tenantId}::int AND x.gram = p.gram LIMIT ${RARE_ENOUGH}::int) AS n) LIMIT 1)`;
}

/**
 * The ways a keyword matches (docs/architecture.md §10 and migrations 0009–0011 explain the indexes):
 * - all digits: the exact id and exact phone (rank 0), phones starting with it (rank 1: up to 6 digits
 *   through the keys, longer through the phone btree);
 * - otherwise the name: 1–2 characters through the gram table (starting with it rank 1, containing it
 *   rank 2); 3+ characters: names starting with their first 3–4 characters (gram table, rank 1), and
 *   names holding it (rank 2): for 3 characters their own gram, for more the postings of their rarest
 *   3 characters, checked;
 *   and when the keyword is letters and digits, pinyin initials and full pinyin by prefix (rank 1: up to
 *   4 letters through the keys, longer through their btrees) and full pinyin containing it (3+, rank 2,
 *   trigram index through tw_customer_pinyin_holders, which answers the scope columns too).
 */
export function searchBranches(ctx: RequestContext, keyword: string): Branch[] {
  const tenant = sql`crm_customers.tenant_id = ${ctx.tenantId}::int`;
  const branches: Branch[] = [];
  const add = (rank: Branch['rank'], condition: SQL) => branches.push({ rank, source: 'customers', where: sql`${tenant} AND ${condition}` });
  if (/^\d+$/.test(keyword)) {
    const asNumber = Number(keyword);
    if (asNumber <= MAX_ID && String(asNumber) === keyword) add(0, sql`crm_customers.id = ${asNumber}::int`);
    add(0, sql`crm_customers.phone = ${keyword}`);
    if (keyword.length <= SEARCH_KEY_DIGITS) branches.push({ rank: 1, source: 'keys', where: sql`k.tenant_id = ${ctx.tenantId}::int AND k.key = ${`p${keyword}`}` });
    else add(1, startsWithAscii(sql`crm_customers.phone`, keyword));
    return branches;
  }
  const lower = keyword.toLowerCase();
  const length = Array.from(keyword).length;
  if (length <= 2) {
    const gram = sql`g.tenant_id = ${ctx.tenantId}::int AND g.gram = lower(${keyword})`;
    branches.push({ rank: 1, source: 'grams', where: sql`${gram} AND g.at_start` });
    branches.push({ rank: 2, source: 'grams', where: gram });
  } else {
    const escaped = escapeLike(keyword);
    const chars = Array.from(keyword);
    // Names starting with it: the names starting with its first 3 or 4 characters (kept as grams).
    const start = chars.slice(0, 4).join('');
    branches.push({
      rank: 1,
      source: 'grams',
      where: sql`g.tenant_id = ${ctx.tenantId}::int AND g.gram = lower(${start}) AND g.at_start`,
      check: chars.length > 4 ? sql`crm_customers.name ILIKE ${`${escaped}%`}` : undefined,
    });
    // Names holding it (rank 2): 3 characters are a gram of their own (0061), exactly the names holding
    // them; longer keywords read the postings of their rarest 3 characters and check the names.
    if (chars.length === 3) branches.push({ rank: 2, source: 'grams', where: sql`g.tenant_id = ${ctx.tenantId}::int AND g.gram = lower(${keyword})` });
    else {
      const postings = sql`g.tenant_id = ${ctx.tenantId}::int AND g.gram = ${rarestTrigram(ctx, chars)}`;
      branches.push({ rank: 2, source: 'grams', where: postings, check: sql`crm_customers.name ILIKE ${`%${escaped}%`}` });
    }
  }
  if (/^[a-z0-9]+$/.test(lower)) {
    if (lower.length <= SEARCH_KEY_LETTERS) {
      branches.push({ rank: 1, source: 'keys', where: sql`k.tenant_id = ${ctx.tenantId}::int AND k.key = ${`a${lower}`}` });
    } else {
      add(1, startsWithAscii(sql`crm_customers.name_initials`, lower));
      branches.push({ rank: 1, source: 'customers', where: sql`${tenant} AND ${startsWithAscii(sql`crm_customers.name_pinyin`, lower)}`, prefix: 'pinyin' });
    }
    if (length >= 3) {
      // `row`: the same on a customer row at hand (the function's LIKE, without its index)
      branches.push({ rank: 2, source: 'pinyin', where: sql`${lower}`, row: sql`crm_customers.name_pinyin LIKE ${`%${escapeLike(lower)}%`}` });
    }
  }
  return branches;
}

/**
 * A branch as a subquery: its first `limit` customer ids the caller may see, newest first. `scopes` holds
 * the caller's scope over crm_customers and over each posting table's copies of its columns.
 */
function branchQuery(branch: Branch, scopes: Record<Source, SQL | undefined>, limit: number): SQL {
  const scope = scopes[branch.source];
  const scoped = scope ? sql` AND ${scope}` : sql``;
  if (branch.source === 'customers') {
    // `id + 0`: no index yields this order, so the planner reads the branch's own index (prefix btree,
    // index-only with its INCLUDE columns; pinyin trigrams) and sorts the matches, instead of walking the
    // customers newest first and filtering, which costs a scan of the table whenever matches are rarer
    // than its statistics guess.
    return sql`(SELECT crm_customers.id, ${branch.rank}::int AS rank FROM crm_customers WHERE ${branch.where}${scoped}
      ORDER BY crm_customers.id + 0 DESC LIMIT ${limit}::int)`;
  }
  if (branch.source === 'pinyin') {
    return sql`(SELECT p.id, ${branch.rank}::int AS rank FROM tw_customer_pinyin_holders(${branch.where}) AS p${scope ? sql` WHERE ${scope}` : sql``}
      ORDER BY p.id DESC LIMIT ${limit}::int)`;
  }
  if (branch.source === 'keys') {
    return sql`(SELECT k.customer_id AS id, ${branch.rank}::int AS rank FROM crm_customer_search_keys AS k WHERE ${branch.where}${scoped}
      ORDER BY k.customer_id DESC LIMIT ${limit}::int)`;
  }
  // Postings: the index gives ids newest first and filters the scope itself (INCLUDE columns, 0010). A
  // name check runs per id in a LATERAL … LIMIT 1, which keeps a nested loop (a merge join would walk
  // crm_customers backwards from the newest row, through every other tenant's newer customers).
  const visible = branch.check
    ? sql` CROSS JOIN LATERAL (SELECT 1 FROM crm_customers WHERE crm_customers.id = g.customer_id AND ${branch.check} LIMIT 1) AS v`
    : sql``;
  return sql`(SELECT g.customer_id AS id, ${branch.rank}::int AS rank FROM crm_customer_name_grams AS g${visible} WHERE ${branch.where}${scoped}
    ORDER BY g.customer_id DESC LIMIT ${limit}::int)`;
}

/**
 * Every customer id of the tenant the keyword matches, whatever the rank — the search's own branches, each
 * read whole from its index (under RLS the customer list's LIKE / ILIKE would read the whole table). A
 * subquery for the customer list and export's `id IN (…)`; the caller's filters, scope and order apply
 * outside.
 */
export function customerIdsMatching(ctx: RequestContext, keyword: string): SQL {
  const ids = searchBranches(ctx, keyword).map((branch) => {
    if (branch.source === 'customers') return sql`SELECT crm_customers.id FROM crm_customers WHERE ${branch.where}`;
    if (branch.source === 'keys') return sql`SELECT k.customer_id FROM crm_customer_search_keys AS k WHERE ${branch.where}`;
    if (branch.source === 'pinyin') return sql`SELECT p.id FROM tw_customer_pinyin_holders(${branch.where}) AS p`;
    const checked = branch.check ? sql` JOIN crm_customers ON crm_customers.id = g.customer_id AND ${branch.check}` : sql``;
    return sql`SELECT g.customer_id FROM crm_customer_name_grams AS g${checked} WHERE ${branch.where}`;
  });
  return sql.join(ids, sql` UNION ALL `);
}

/**
 * The branch that holds every match of a keyword, if one does: a keyword that is not all letters and
 * digits matches names only, through the gram table, and the names starting with it (rank 1) are among
 * those holding it (rank 2): for 1–3 characters the postings of its own gram, for more those of its
 * rarest 3 characters with the name checked.
 */
function wholeBranch(branches: Branch[]): Branch | undefined {
  return branches.every((b) => b.source === 'grams') ? branches.find((b) => b.rank === 2) : undefined;
}

/** The caller's scope over the name postings' copies of the customer's scope columns (0010). */
const gramScope = (ctx: RequestContext) => customerScope(ctx, { store: g.storeId, salesType: g.salesType, owner: g.salesId });

/**
 * The keyword as a condition on crm_customers rows, for the customer list and export. When one branch
 * holds every match it is asked per row (`EXISTS` on the postings' key with the caller's scope on their
 * copies, and the name check when the branch has one), which leaves the planner both ways: walk the list
 * in its order and stop after a page when the gram is common, or start from the postings when it is
 * rare. Other keywords: the visible ids their branches give (visibleMatches), so a rep's list fetches
 * only customers it may see.
 */
export function customerMatches(ctx: RequestContext, keyword: string): SQL {
  const branches = searchBranches(ctx, keyword);
  const whole = wholeBranch(branches);
  if (!whole) return sql`crm_customers.id IN (SELECT u.id FROM ${visibleMatches(ctx, branches)})`;
  const scope = gramScope(ctx);
  const posted = sql`EXISTS (SELECT 1 FROM crm_customer_name_grams AS g WHERE ${whole.where}${scope ? sql` AND ${scope}` : sql``} AND g.customer_id = crm_customers.id)`;
  return whole.check ? sql`(${posted} AND ${whole.check})` : posted;
}

/**
 * Every branch's matches with the customer's scope columns, as `u (id, store_id, sales_type, sales_id)`
 * filtered by the caller's scope: read from the branches' own index rows (postings, the prefix btrees'
 * INCLUDE, tw_customer_pinyin_holders), so a rep's invisible matches are dropped before any customer row
 * is read. An id may come from several branches.
 */
function visibleMatches(ctx: RequestContext, branches: Branch[]): SQL {
  // full pinyin starting with it is full pinyin holding it: beside the holders, the prefix btree's rows
  // (thousands for 'wangj') add no customer, only work
  const pinyinHolders = branches.some((b) => b.source === 'pinyin');
  const rows = branches
    .filter((b) => !(pinyinHolders && b.prefix === 'pinyin'))
    .map((branch) => {
      if (branch.source === 'customers') {
        return sql`SELECT crm_customers.id, crm_customers.store_id, crm_customers.sales_type, crm_customers.sales_id FROM crm_customers WHERE ${branch.where}`;
      }
      if (branch.source === 'keys') return sql`SELECT k.customer_id, k.store_id, k.sales_type, k.sales_id FROM crm_customer_search_keys AS k WHERE ${branch.where}`;
      if (branch.source === 'pinyin') return sql`SELECT p.id, p.store_id, p.sales_type, p.sales_id FROM tw_customer_pinyin_holders(${branch.where}) AS p`;
      const checked = branch.check
        ? sql` CROSS JOIN LATERAL (SELECT 1 FROM crm_customers WHERE crm_customers.id = g.customer_id AND ${branch.check} LIMIT 1) AS v`
        : sql``;
      return sql`SELECT g.customer_id, g.store_id, g.sales_type, g.sales_id FROM crm_customer_name_grams AS g${checked} WHERE ${branch.where}`;
    });
  const scope = customerScope(ctx, { store: u.storeId, salesType: u.salesType, owner: u.salesId });
  return sql`(${sql.join(rows, sql` UNION ALL `)}) AS u (id, store_id, sales_type, sales_id)${scope ? sql` WHERE ${scope}` : sql``}`;
}

/**
 * How many customers the caller may see match a keyword, for a list that nothing else filters: counted in
 * the branches' own index rows, which carry the customer's scope columns (postings, the prefix btrees'
 * INCLUDE, tw_customer_pinyin_holders) — no customer row is read, unless a branch checks names. When one
 * branch holds every match, its postings alone; otherwise the distinct ids of every branch. Also the
 * planner's row count of crm_customers (every tenant's), for the list to choose its plan by.
 */
export async function countMatchingCustomers(ctx: RequestContext, keyword: string): Promise<{ total: number; tableRows: number }> {
  const branches = searchBranches(ctx, keyword);
  const whole = wholeBranch(branches);
  const tableRows = sql`(SELECT reltuples FROM pg_class WHERE oid = 'crm_customers'::regclass)::float8 AS "tableRows"`;
  if (whole) {
    const scope = gramScope(ctx);
    const checked = whole.check
      ? sql` CROSS JOIN LATERAL (SELECT 1 FROM crm_customers WHERE crm_customers.id = g.customer_id AND ${whole.check} LIMIT 1) AS v`
      : sql``;
    const [row] = await queryRows<{ total: number; tableRows: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS total, ${tableRows} FROM crm_customer_name_grams AS g${checked} WHERE ${whole.where}${scope ? sql` AND ${scope}` : sql``}`,
    );
    return { total: row.total, tableRows: Number(row.tableRows) };
  }
  const [row] = await queryRows<{ total: number; tableRows: number }>(
    ctx.db,
    sql`SELECT count(DISTINCT u.id)::int AS total, ${tableRows} FROM ${visibleMatches(ctx, branches)}`,
  );
  return { total: row.total, tableRows: Number(row.tableRows) };
}

/**
 * A keyword's matches as a condition on one customer row at hand — each branch asked of that row (its
 * own condition, or an `EXISTS` on its postings by the row's id, names checked where the branch checks
 * them; only the branch holding every match when one does): for walking a list in its order, where
 * every row read is asked once.
 */
function rowMatches(ctx: RequestContext, keyword: string): SQL {
  const branches = searchBranches(ctx, keyword);
  const whole = wholeBranch(branches);
  const conditions = (whole ? [whole] : branches).map((branch) => {
    if (branch.source === 'customers') return sql`(${branch.where})`;
    if (branch.source === 'pinyin') return sql`(${branch.row})`;
    if (branch.source === 'keys') return sql`EXISTS (SELECT 1 FROM crm_customer_search_keys AS k WHERE ${branch.where} AND k.customer_id = crm_customers.id)`;
    const posted = sql`EXISTS (SELECT 1 FROM crm_customer_name_grams AS g WHERE ${branch.where} AND g.customer_id = crm_customers.id)`;
    return branch.check ? sql`(${posted} AND ${branch.check})` : posted;
  });
  return sql.join(conditions, sql` OR `);
}

/**
 * The ids of one page of the customers the caller may see matching a keyword, in the list's order by
 * created_at or id: the customers read in that order off its index and each asked `rowMatches` until the
 * page is full — about (offset + limit) × customers / matches rows, so for a common keyword ('wangj':
 * 7,000 of a million) a few thousand rows instead of every match fetched and sorted. The fence (OFFSET 0)
 * keeps the planner from judging the keyword's selectivity, which it cannot estimate, and the inner query
 * yields rows in its order to the filter and the LIMIT above it.
 */
export async function walkMatchingCustomers(
  ctx: RequestContext,
  keyword: string,
  page: { sort: 'created_at' | 'id'; ascending: boolean; limit: number; offset: number },
): Promise<number[]> {
  const dir = sql.raw(page.ascending ? 'ASC' : 'DESC');
  const order = page.sort === 'id' ? sql`crm_customers.id ${dir}` : sql`crm_customers.created_at ${dir}, crm_customers.id ${dir}`;
  const scope = customerScope(ctx);
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT crm_customers.id FROM (SELECT * FROM crm_customers${scope ? sql` WHERE ${scope}` : sql``} ORDER BY ${order} OFFSET 0) AS crm_customers
        WHERE ${rowMatches(ctx, keyword)} LIMIT ${page.limit}::int OFFSET ${page.offset}::int`,
  );
  return rows.map((r) => r.id);
}

/**
 * The store's city: the area named by city_id, else read from its area path ('浙江省 杭州市 西湖区' →
 * 杭州市; a municipality's '上海市 市辖区 浦东新区' → 上海市).
 */
const storeCity = sql`coalesce(a.name, CASE WHEN split_part(s.area_string, ' ', 2) IN ('', '市辖区', '县') THEN nullif(split_part(s.area_string, ' ', 1), '') ELSE split_part(s.area_string, ' ', 2) END)`;

type Hit = {
  total: number;
  id: number;
  rank: number;
  name: string;
  phone: string;
  status: number;
  store_id: number;
  store_name: string;
  store_city: string | null;
  sales_id: number | null;
  sales_name: string | null;
};

/**
 * GET /search/customers. Each branch reads at most CUSTOMER_SEARCH_LIMIT ids of the customers the caller
 * may see (customerScope), newest first; the union keeps each customer's best rank and orders by rank,
 * then newest first. That is exactly the first CUSTOMER_SEARCH_LIMIT rows of the whole ordering: a row
 * among them is among the first of the branch that gives its best rank. The total is exact below the
 * limit and the limit above it. One statement, so one round trip.
 */
export async function searchCustomers(ctx: RequestContext, query: CustomerSearchQuery): Promise<ListData<CustomerSearchRow>> {
  const { limit: pageSize, offset } = pageOf(query);
  const scopes = {
    customers: customerScope(ctx),
    grams: gramScope(ctx),
    keys: customerScope(ctx, { store: k.storeId, salesType: k.salesType, owner: k.salesId }),
    pinyin: customerScope(ctx, { store: p.storeId, salesType: p.salesType, owner: p.salesId }),
  };
  const limit = CUSTOMER_SEARCH_LIMIT;
  const branches = searchBranches(ctx, query.keyword);
  const better = branches.filter((b) => b.rank < 2).map((b) => branchQuery(b, scopes, limit));
  const contained = branches.filter((b) => b.rank === 2).map((b) => branchQuery(b, scopes, limit));
  // Names and pinyin merely containing the keyword (rank 2) are read only when the better matches are
  // fewer than the limit: otherwise the first `limit` rows are all better ones and the total is the
  // limit anyway. A one-time filter, so the contained branches' postings are not touched at all.
  const hits = contained.length && better.length
    ? sql`better AS (${sql.join(better, sql` UNION ALL `)}),
      hits AS (SELECT id, rank FROM better
        UNION ALL SELECT id, rank FROM (${sql.join(contained, sql` UNION ALL `)}) AS c
        WHERE (SELECT count(DISTINCT id) FROM better) < ${limit}::int)`
    : sql`hits AS (${sql.join([...better, ...contained], sql` UNION ALL `)})`;
  const rows = await queryPrepared<Hit>(
    ctx.db,
    'tw_customer_search',
    sql`WITH ${hits},
      best AS (SELECT id, min(rank) AS rank FROM hits GROUP BY id),
      total AS (SELECT least(count(*), ${limit}::int)::int AS total FROM best),
      page AS (SELECT id, rank FROM best ORDER BY rank, id DESC LIMIT ${pageSize}::int OFFSET ${offset}::int)
    SELECT total.total, c.id, p.rank, c.name, c.phone, c.status, c.store_id, s.name AS store_name, ${storeCity} AS store_city,
           c.sales_id, st.name AS sales_name
    FROM total
    LEFT JOIN page p ON true
    LEFT JOIN crm_customers c ON c.id = p.id
    LEFT JOIN stores s ON s.id = c.store_id
    LEFT JOIN areas a ON a.id = s.city_id
    LEFT JOIN staff st ON st.id = c.sales_id
    ORDER BY p.rank, p.id DESC`,
  );
  const total = rows[0]?.total ?? 0;
  const list = offset >= limit ? [] : rows.filter((r) => r.id !== null).map(toRow);
  return listOf(list, total, query);
}

function toRow(r: Hit): CustomerSearchRow {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    status: r.status === 1 ? 1 : 0,
    store_id: r.store_id,
    store_name: r.store_name,
    store_city: r.store_city,
    sales_id: r.sales_id,
    sales_name: r.sales_id === null ? null : r.sales_name,
    match: Math.min(2, Math.max(0, Number(r.rank))) as 0 | 1 | 2,
  };
}
