import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginInput, LoginResult } from '@tradewind/contract/system/auth.schema';
import { http } from '@/core/http/http-client';
import { LOGIN_PATH } from '@/core/routing/paths';
import { clearSession, setToken } from '@/core/session/session-cookie';

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => (await http.post<LoginResult>('/auth/login', input)).data,
    onSuccess: (result) => {
      // Nothing cached for a previous person on this browser may show for the new one.
      queryClient.clear();
      setToken(result.token, result.expires_in);
    },
  });
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await http.post<null>('/auth/logout');
    },
    // The person asked to leave: the local session ends even if the server call fails (offline, token
    // already revoked). The cache is cleared after leaving, so the page does not refetch without a token.
    onSettled: async () => {
      clearSession();
      await navigate(LOGIN_PATH, { replace: true });
      queryClient.clear();
    },
  });
}
