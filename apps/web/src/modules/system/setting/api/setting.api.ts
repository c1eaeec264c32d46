import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SystemSetting, UpdateSystemSettingSchema } from '@tradewind/contract/system/setting.schema';
import { http } from '@/core/http/http-client';
import { shellKeys } from '@/shell/session/session.api';

export const settingKeys = {
  all: ['system-setting'] as const,
  system: () => [...settingKeys.all, 'system'] as const,
};

export function useSystemSettingQuery() {
  return useQuery({
    queryKey: settingKeys.system(),
    queryFn: async ({ signal }) => (await http.get<SystemSetting>('/system/setting', { signal })).data,
  });
}

/** What the form sends: the contract schema's input (empty optional texts are left out, not null). */
export type SystemSettingBody = z.input<typeof UpdateSystemSettingSchema>;

export function useUpdateSystemSettingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SystemSettingBody) => (await http.put<SystemSetting>('/system/setting', input, { quiet: true })).data,
    // The shell reads the title suffix and company profile under its own key: it follows at once.
    onSuccess: async (setting) => {
      queryClient.setQueryData(settingKeys.system(), setting);
      await queryClient.invalidateQueries({ queryKey: shellKeys.setting() });
    },
  });
}
