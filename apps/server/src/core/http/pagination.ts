import type { ListData } from '@tradewind/contract/common/envelope';
import type { PaginationQuery } from '@tradewind/contract/common/pagination';

/** The rows a page asks for: LIMIT and OFFSET. */
export type Page = { limit: number; offset: number };

export function pageOf(query: PaginationQuery): Page {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

export function listOf<T>(list: T[], total: number, query: PaginationQuery): ListData<T> {
  return { list, pagination: { total, page: query.page, size: query.page_size } };
}

/** A count query's answer (`select({ total: count() })`) or the number itself. */
type Total = PromiseLike<number | ReadonlyArray<{ total: number }>>;

type Source<Row, Item> = {
  /** the page's rows in the list's order: `.limit(page.limit).offset(page.offset)` */
  rows: (page: Page) => PromiseLike<Row[]>;
  /** all rows the list's filters match */
  total: Total;
  /** rows → API items, the whole page at once (so it may load what the page's rows refer to) */
  map?: (rows: Row[]) => Item[] | Promise<Item[]>;
};

/**
 * One page of a list in the envelope's shape (docs/architecture.md §3): `{ list, pagination: { total, page, size } }`.
 * The page and the count are sent together (one round trip where the driver pipelines).
 */
export async function paginate<Row, Item = Row>(query: PaginationQuery, source: Source<Row, Item>): Promise<ListData<Item>> {
  const [rows, counted] = await Promise.all([source.rows(pageOf(query)), source.total]);
  const total = typeof counted === 'number' ? counted : (counted[0]?.total ?? 0);
  const list = source.map ? await source.map(rows) : (rows as unknown as Item[]);
  return listOf(list, total, query);
}
