export const accountPeriodKeys = {
  all: ['crm', 'account-period'] as const,
  lists: () => [...accountPeriodKeys.all, 'list'] as const,
};
