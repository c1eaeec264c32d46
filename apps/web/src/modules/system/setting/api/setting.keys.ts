export const settingKeys = {
  all: ['system-setting'] as const,
  system: () => [...settingKeys.all, 'system'] as const,
};
