import { formatDateTime } from '@tradewind/contract/common/time';
import type { RequestContext } from '@/core/http/request-context';

// the store scope every document list shares (core/http/store-scope.ts)
export { intArray, listStores, ownStores } from '@/core/http/store-scope';

export const timeText = (ctx: RequestContext, v: Date | string | null): string | null => (v === null ? null : formatDateTime(v instanceof Date ? v : new Date(v), ctx.session.timeZone)!);
