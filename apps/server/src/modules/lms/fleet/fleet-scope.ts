import { formatDate, formatDateTime } from '@tradewind/contract/common/time';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';

/** The stores a fleet list shows: the current store when chosen, else every store the caller works in. */
export function listStores(ctx: RequestContext): string {
  const ids = ctx.storeId !== null ? [ctx.storeId] : ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0];
  return `{${ids.join(',')}}`;
}

/** The stores a record may be read or changed in: every store the caller works in (others' are 404). */
export function ownStores(ctx: RequestContext): string {
  const ids = ctx.session.storeIds.length ? [...ctx.session.storeIds] : [0];
  return `{${ids.join(',')}}`;
}

/** The store a new worker, car or carry fee belongs to: the current store (422 when none is chosen or held). */
export function currentStore(ctx: RequestContext): number {
  const id = ctx.storeId ?? ctx.session.storeIds[0];
  if (id === undefined) throw invalidField('store_id', 'lms.store_required');
  return id;
}

export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export const timeText = (ctx: RequestContext, v: Date | string | null): string | null => (v === null ? null : formatDateTime(v instanceof Date ? v : new Date(v), ctx.session.timeZone)!);
export const dateText = (ctx: RequestContext, v: Date | string | null): string | null => (v === null ? null : formatDate(v instanceof Date ? v : new Date(v), ctx.session.timeZone)!);
