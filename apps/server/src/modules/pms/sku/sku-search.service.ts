import { sql, type SQL } from 'drizzle-orm';
import type { ListData } from '@tradewind/contract/common/envelope';
import { SKU_SEARCH_LIMIT, type SkuPickRow, type SkuSearchQuery } from '@tradewind/contract/pms/sku.schema';
import { queryPrepared } from '@/core/db/database';
import { escapeLike } from '@/core/db/like';
import { listOf, pageOf } from '@/core/http/pagination';
import type { RequestContext } from '@/core/http/request-context';
import { normaliseSkuRecord, skuRecordColumns, skuRecordJoins, toPickRow, type SkuRecord } from './sku-rows';
import { stockOfSkus } from './sku-stock';

/** Postings counted per character pair when choosing the rarest pair of a 3+ character name keyword. */
const RARE_ENOUGH = 1000;
/** Prefix lengths kept as keys (migration 0017); a longer keyword reads the key of its first ones and checks. */
const KEPT = { i: 8, c: 12, b: 13 } as const;

/**
 * One way a keyword matches: the postings of one key (`k`), and for a keyword longer than the keys a check
 * on the SKU (`s`) and its SPU (`p`).
 */
type Branch = { key: SQL; check?: SQL };

/** The postings filters: which SKUs may show (state) and where (a category with its subcategories). */
export type SkuFilter = { minState: 0 | 1 | 2; categoryId?: number };

/**
 * Of a 3+ character name keyword's pairs of characters, the one with the fewest postings, each counted up
 * to RARE_ENOUGH: every name holding the keyword is among that pair's postings.
 */
function rarestPair(ctx: Pick<RequestContext, 'tenantId'>, chars: string[]): SQL {
  const pairs = chars.slice(1).map((c, i) => sql`${`n${chars[i]}${c}`}`);
  return sql`(SELECT p.key FROM unnest(ARRAY[${sql.join(pairs, sql`, `)}]::text[]) AS p(key)
    ORDER BY (SELECT count(*) FROM (SELECT 1 FROM pms_sku_search_keys AS x WHERE x.tenant_id = ${ctx.tenantId}::int AND x.key = p.key LIMIT ${RARE_ENOUGH}::int) AS n) LIMIT 1)`;
}

/**
 * The ways a keyword matches (migration 0017 keeps the keys): the SPU's name containing it (1–2 characters
 * straight from their key, longer through the rarest pair and a check), and when the keyword could be one,
 * a prefix of the name's pinyin initials (letters), of the code (letters, digits, . _ -) and of the barcode.
 * No keyword: every SKU.
 */
export function skuBranches(ctx: Pick<RequestContext, 'tenantId'>, keyword: string | undefined): Branch[] {
  if (!keyword) return [{ key: sql`''` }];
  const lower = keyword.toLowerCase();
  const chars = Array.from(lower);
  const branches: Branch[] = [];
  if (chars.length <= 2) branches.push({ key: sql`${`n${lower}`}` });
  else branches.push({ key: rarestPair(ctx, chars), check: sql`p.name ILIKE ${`%${escapeLike(keyword)}%`}` });
  const prefix = (kind: keyof typeof KEPT, column: SQL) =>
    branches.push({
      key: sql`${kind + lower.slice(0, KEPT[kind])}`,
      check: lower.length > KEPT[kind] ? sql`starts_with(${column}, ${lower})` : undefined,
    });
  if (/^[a-z]+$/.test(lower)) prefix('i', sql`tw_pinyin_initials(p.name)`);
  if (/^[a-z0-9._-]+$/.test(lower)) prefix('c', sql`lower(s.code)`);
  if (/^[a-z0-9-]+$/.test(lower)) prefix('b', sql`lower(s.barcode)`);
  return branches;
}

function filterOf(filter: SkuFilter): SQL {
  const category = filter.categoryId ? sql` AND k.category_id IN ${categorySubtree(filter.categoryId)}` : sql``;
  return sql`k.state >= ${filter.minState}::int${category}`;
}

const checked = (check: SQL | undefined) =>
  check ? sql` CROSS JOIN LATERAL (SELECT 1 FROM pms_skus AS s JOIN pms_spus AS p ON p.id = s.spu_id WHERE s.id = k.sku_id AND ${check} LIMIT 1) AS v` : sql``;

/**
 * Every SKU id of the tenant a keyword matches within the filter, read whole from the postings: a subquery
 * for the SKU list and its export (`id IN (…)`), whose own filters and order apply outside.
 */
export function skuIdsMatching(ctx: Pick<RequestContext, 'tenantId'>, keyword: string, filter: SkuFilter): SQL {
  const ids = skuBranches(ctx, keyword).map(
    (b) => sql`SELECT k.sku_id FROM pms_sku_search_keys AS k${checked(b.check)} WHERE k.tenant_id = ${ctx.tenantId}::int AND k.key = ${b.key} AND ${filterOf(filter)}`,
  );
  return sql.join(ids, sql` UNION ALL `);
}

/** The category and every category below it, as a subquery (a catalogue has hundreds of categories). */
export function categorySubtree(id: number): SQL {
  return sql`(WITH RECURSIVE sub AS (SELECT id FROM pms_categories WHERE id = ${id}::int
      UNION ALL SELECT c.id FROM pms_categories AS c JOIN sub ON c.parent_id = sub.id)
    SELECT id FROM sub)`;
}

type Hit = SkuRecord & { total: number; rank: number | null };

/**
 * GET /pms/skus/search. Each branch reads at most SKU_SEARCH_LIMIT ids of its postings within the filter,
 * newest first (the postings' index gives them in that order, filtered by its INCLUDE columns); the union
 * orders an exact code or barcode first, then newest first. That is exactly the first SKU_SEARCH_LIMIT
 * matches: the total is exact below the limit and the limit above it. One statement, the page's rows
 * included, so the speculative route answers in one round trip.
 */
export async function searchSkus(ctx: RequestContext, query: SkuSearchQuery): Promise<ListData<SkuPickRow>> {
  const { limit: pageSize, offset } = pageOf(query);
  const filter: SkuFilter = { minState: query.on_sale === 1 ? 2 : 1, categoryId: query.category_id };
  const limit = SKU_SEARCH_LIMIT;
  const keyword = query.keyword || undefined;
  const branches = skuBranches(ctx, keyword).map(
    (b) => sql`(SELECT k.sku_id AS id, 1 AS rank FROM pms_sku_search_keys AS k${checked(b.check)}
      WHERE k.tenant_id = ${ctx.tenantId}::int AND k.key = ${b.key} AND ${filterOf(filter)} ORDER BY k.sku_id DESC LIMIT ${limit}::int)`,
  );
  // An exact code or barcode (a scanner) ranks first, however old the SKU: the unique indexes find it.
  if (keyword) {
    branches.push(sql`(SELECT s.id, 0 AS rank FROM pms_skus AS s JOIN pms_sku_search_keys AS k ON k.tenant_id = ${ctx.tenantId}::int AND k.key = '' AND k.sku_id = s.id
        WHERE s.tenant_id = ${ctx.tenantId}::int AND (s.code = ${keyword} OR s.barcode = ${keyword}) AND ${filterOf(filter)})`);
  }
  const hits = await queryPrepared<Hit>(
    ctx.db,
    'tw_sku_search',
    sql`WITH hits AS (${sql.join(branches, sql` UNION ALL `)}),
      best AS (SELECT id, min(rank) AS rank FROM hits GROUP BY id),
      total AS (SELECT least(count(*), ${limit}::int)::int AS total FROM best),
      page AS (SELECT id, rank FROM best ORDER BY rank, id DESC LIMIT ${pageSize}::int OFFSET ${offset}::int),
      found AS (SELECT page.rank, ${skuRecordColumns} FROM page, ${skuRecordJoins} WHERE s.id = page.id)
    SELECT total.total, found.* FROM total LEFT JOIN found ON true ORDER BY found.rank, found.id DESC`,
  );
  const stock = await stockOfSkus(ctx, hits.flatMap((h) => (h.id === null ? [] : [h.id])));
  return listOf(
    hits.flatMap((h) => (h.id === null ? [] : [toPickRow(normaliseSkuRecord(h), stock(h.id))])),
    hits[0]?.total ?? 0,
    query,
  );
}
