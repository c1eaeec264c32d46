import { useQuery } from '@tanstack/react-query';
import type { SystemSetting } from '@tradewind/contract/system/setting.schema';
import { http } from '@/core/http/http-client';
import { settingKeys } from './setting.keys';

export function useSystemSettingQuery() {
  return useQuery({
    queryKey: settingKeys.system(),
    queryFn: async ({ signal }) => (await http.get<SystemSetting>('/system/setting', { signal })).data,
  });
}
