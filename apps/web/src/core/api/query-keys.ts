/**
 * One query-key factory per entity (STYLE habit 6, Medusa's `queryKeysFactory`): every key of an entity
 * starts with its scope, so invalidating `lists()` reaches every page and filter of its lists and
 * `detail(id)` the one record. An entity adds keys of its own by spreading this.
 */
export function createQueryKeys<const S extends readonly string[]>(...scope: S) {
  const all = scope;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    /** one page of a list: its whole query (filters, page, sort) is part of the key */
    list: (query: object = {}) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

export type QueryKeys = ReturnType<typeof createQueryKeys<readonly string[]>>;
