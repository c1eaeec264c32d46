import { formatDateTime } from '@tradewind/contract/common/time';
import type { RequestContext } from '@/core/http/request-context';

/** The stores a list shows: the current store when chosen, else every store the caller works in. */
export function listStores(ctx: RequestContext): string {
  const ids = ctx.storeId !== null ? [ctx.storeId] : ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0];
  return `{${ids.join(',')}}`;
}

/** The stores a record may be read or changed in: every store the caller works in (others' are 404). */
export function ownStores(ctx: RequestContext): string {
  const ids = ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0];
  return `{${ids.join(',')}}`;
}

export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export const timeText = (ctx: RequestContext, v: Date | string | null): string | null => (v === null ? null : formatDateTime(v instanceof Date ? v : new Date(v), ctx.session.timeZone)!);
