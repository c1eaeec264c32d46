import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryFilters } from '@tanstack/react-query';
import { createQueryKeys } from './query-keys';

describe('createQueryKeys', () => {
  const keys = createQueryKeys('crm', 'customer');

  it('builds every key under the entity’s scope', () => {
    expect(keys.all).toEqual(['crm', 'customer']);
    expect(keys.lists()).toEqual(['crm', 'customer', 'list']);
    expect(keys.list({ page: 2 })).toEqual(['crm', 'customer', 'list', { page: 2 }]);
    expect(keys.list()).toEqual(['crm', 'customer', 'list', {}]);
    expect(keys.details()).toEqual(['crm', 'customer', 'detail']);
    expect(keys.detail(7)).toEqual(['crm', 'customer', 'detail', 7]);
  });

  it('lets lists() reach every list page and detail(id) only its record', () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    for (const key of [keys.list({ page: 1 }), keys.list({ page: 2, keyword: 'x' }), keys.detail(7), keys.detail(8), createQueryKeys('store').list()]) {
      client.setQueryData(key, 1);
    }
    const hashes = (filter: QueryFilters) => cache.findAll(filter).map((q) => q.queryKey);
    expect(hashes({ queryKey: keys.lists() })).toHaveLength(2);
    expect(hashes({ queryKey: keys.detail(7) })).toEqual([keys.detail(7)]);
    expect(hashes({ queryKey: keys.all })).toHaveLength(4);
  });
});
