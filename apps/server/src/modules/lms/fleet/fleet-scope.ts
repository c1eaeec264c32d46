import { formatDate, formatDateTime } from '@tradewind/contract/common/time';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';

// the store scope every document list shares (core/http/store-scope.ts)
export { intArray, listStores, ownStores } from '@/core/http/store-scope';

/** The store a new worker, car or carry fee belongs to: the current store (422 when none is chosen or held). */
export function currentStore(ctx: RequestContext): number {
  const id = ctx.storeId ?? ctx.session.storeIds[0];
  if (id === undefined) throw invalidField('store_id', 'lms.store_required');
  return id;
}

export const timeText = (ctx: RequestContext, v: Date | string | null): string | null => (v === null ? null : formatDateTime(v instanceof Date ? v : new Date(v), ctx.session.timeZone)!);
export const dateText = (ctx: RequestContext, v: Date | string | null): string | null => (v === null ? null : formatDate(v instanceof Date ? v : new Date(v), ctx.session.timeZone)!);
