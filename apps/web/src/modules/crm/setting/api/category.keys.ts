/** Customer types (`/crm/type`) and levels (`/crm/level`) share one shape and one key factory. */
export type CategoryKind = 'type' | 'level';

export const categoryKeys = {
  all: ['crm', 'category'] as const,
  list: (kind: CategoryKind) => [...categoryKeys.all, kind, 'list'] as const,
};
