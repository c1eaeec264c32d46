import { useQuery } from '@tanstack/react-query';
import type { AuthInfo } from '@tradewind/contract/system/auth.schema';
import { http } from '@/core/http/http-client';
import { authKeys } from './auth.keys';

/** The logged-in person: name, avatar, menus and permissions. Changes only when they edit themselves. */
export function useAuthInfoQuery() {
  return useQuery({
    queryKey: authKeys.info(),
    queryFn: async ({ signal }) => (await http.get<AuthInfo>('/auth/info', { signal })).data,
    staleTime: 5 * 60_000,
  });
}
