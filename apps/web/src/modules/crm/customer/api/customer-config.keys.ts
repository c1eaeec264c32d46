export const customerConfigKeys = {
  /** GET /crm/config/customer: the six option lists, in the caller's locale */
  all: ['crm', 'config', 'customer'] as const,
};
