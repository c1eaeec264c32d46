import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '@/core/db/like';
import { customers } from '../customer/customer.table';

const MAX_ID = 2_147_483_647;

/**
 * What a keyword matches, written as the plain scan it means (README "keyword matches exactly what the
 * global search matches"): an all-digit keyword the exact id and the phones starting with it; any other
 * the names holding it (case-insensitive) and, when it is letters and digits, the pinyin initials and
 * full pinyin starting with it, or (3+ characters) the full pinyin holding it. A condition on
 * crm_customers rows. Nothing serves it from an index — the search's branches (search.service.ts) do —
 * so it is the reference the fast plans are compared with (search-equivalence.test.ts, bench/), never a
 * path of the product.
 */
export function customerMatchesByDefinition(keyword: string): SQL {
  if (/^\d+$/.test(keyword)) {
    const asNumber = Number(keyword);
    const byId = asNumber <= MAX_ID && String(asNumber) === keyword ? sql`${customers.id} = ${asNumber}::int OR ` : sql``;
    return sql`(${byId}${customers.phone} = ${keyword} OR ${customers.phone} LIKE ${`${keyword}%`})`;
  }
  const lower = keyword.toLowerCase();
  const name = sql`${customers.name} ILIKE ${`%${escapeLike(keyword)}%`}`;
  if (!/^[a-z0-9]+$/.test(lower)) return sql`(${name})`;
  const contained = Array.from(keyword).length >= 3 ? sql` OR ${customers.namePinyin} LIKE ${`%${lower}%`}` : sql``;
  return sql`(${name} OR ${customers.nameInitials} LIKE ${`${lower}%`} OR ${customers.namePinyin} LIKE ${`${lower}%`}${contained})`;
}
