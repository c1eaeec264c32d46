import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { invalidateDeleted } from './crud-mutations';
import { createQueryKeys } from './query-keys';

describe('invalidateDeleted', () => {
  it('reloads the lists on screen but not the deleted record’s detail, which is only marked stale', async () => {
    const keys = createQueryKeys('fms', 'receipt_note');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls = { list: 0, detail: 0 };
    // both on screen (observed), as on the detail page that deletes and the list behind it
    const list = new QueryObserver(client, { queryKey: keys.list({ page: 1 }), queryFn: () => ++calls.list });
    const detail = new QueryObserver(client, { queryKey: keys.detail(7), queryFn: () => ++calls.detail, staleTime: Infinity });
    const stopList = list.subscribe(() => undefined);
    const stopDetail = detail.subscribe(() => undefined);
    await Promise.all([client.fetchQuery({ queryKey: keys.list({ page: 1 }) }), client.fetchQuery({ queryKey: keys.detail(7) })]);
    const before = { ...calls };

    await invalidateDeleted(client, { keys }, 7);

    expect(calls.list).toBe(before.list + 1);
    expect(calls.detail).toBe(before.detail);
    expect(client.getQueryState(keys.detail(7))?.isInvalidated).toBe(true);
    stopList();
    stopDetail();
  });
});
