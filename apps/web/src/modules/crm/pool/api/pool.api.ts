export const poolKeys = {
  all: ['crm', 'pool'] as const,
  /** GET /crm/down_public_rule: the tenant's one set of pool rules */
  rules: () => [...poolKeys.all, 'rules'] as const,
  /** GET /crm/public/quota: what is left of the caller's cap */
  quota: () => [...poolKeys.all, 'quota'] as const,
};
