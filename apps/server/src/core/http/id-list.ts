import type { FieldError } from '@tradewind/contract/common/envelope';
import { invalid, type AppError } from './errors';

/** At most this many unknown ids are named in a message; the rest are '…'. */
const NAMED = 5;

/** The ids asked for that `found` lacks, each once, in the order asked. */
export function unknownIds(wanted: readonly number[], found: Iterable<number>): number[] {
  const known = found instanceof Set ? (found as ReadonlySet<number>) : new Set(found);
  return [...new Set(wanted)].filter((id) => !known.has(id));
}

/** How a message names ids: '7, 9', the first five and '…' past them. */
export function idsText(ids: readonly number[]): string {
  return ids.length > NAMED ? `${ids.slice(0, NAMED).join(', ')}, …` : ids.join(', ');
}

/**
 * The refusal of an id list that holds ids no row has (refused, never dropped): a 422 on `field` — with
 * `each`, on `field.<i>` for each position that holds one — whose message names them. `message` is a key
 * whose text takes `{ids}` in both languages ('找不到 id 为 {ids} 的规格'); `validation.ids_unknown` (记录)
 * when the list has no noun of its own. Null when every id is known. `params` go with it (others the
 * message takes).
 */
export function unknownIdsRefusal(
  field: string,
  wanted: readonly number[],
  found: Iterable<number>,
  message = 'validation.ids_unknown',
  options: { each?: boolean; params?: Record<string, string | number> } = {},
): AppError | null {
  const unknown = unknownIds(wanted, found);
  if (unknown.length === 0) return null;
  const errors: FieldError[] = options.each
    ? wanted.flatMap((id, i) => (unknown.includes(id) ? [{ field: `${field}.${i}`, message }] : []))
    : [{ field, message }];
  return invalid(errors, { ...options.params, ids: idsText(unknown) });
}

/** Throws `unknownIdsRefusal` when any id of `wanted` is not in `found`. */
export function refuseUnknownIds(...args: Parameters<typeof unknownIdsRefusal>): void {
  const refusal = unknownIdsRefusal(...args);
  if (refusal) throw refusal;
}
