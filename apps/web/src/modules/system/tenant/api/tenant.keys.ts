export const tenantKeys = {
  all: ['tenant'] as const,
  info: () => [...tenantKeys.all, 'info'] as const,
};
