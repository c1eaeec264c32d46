import type { RequestContext } from './request-context';

/** Ids as a PostgreSQL array literal, for `= ANY(${intArray(ids)}::int[])` (an empty list matches nothing). */
export const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/** The stores a list shows: the current store when chosen, else every store the caller works in. */
export function listStores(ctx: RequestContext): string {
  return intArray(ctx.storeId !== null ? [ctx.storeId] : ctx.session.storeIds.length ? ctx.session.storeIds : [0]);
}

/** The stores a record may be read or changed in: every store the caller works in (others' are 404). */
export function ownStores(ctx: RequestContext): string {
  return intArray(ctx.session.storeIds.length ? ctx.session.storeIds : [0]);
}
