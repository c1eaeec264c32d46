import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { AuthInfo, ChangePasswordInput, LoginAnswer, LoginInput, LoginResult, RegisterInput, UpdateInfoSchema } from '@tradewind/contract/system/auth.schema';
import type { JoinInput } from '@tradewind/contract/system/staff.schema';
import { http } from '@/core/http/http-client';
import { LOGIN_PATH } from '@/core/routing/paths';
import { clearSession, setToken } from '@/core/session/session-cookie';
import { authKeys } from './auth.keys';

/**
 * A new session on this browser: nothing cached for a previous person may show for the new one, and a
 * store chosen by that person may not be authorised for this one.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (result: LoginResult) => {
    queryClient.clear();
    clearSession();
    setToken(result.token, result.expires_in);
  };
}

/** Logs in, unless the account and password matched in several companies: then the answer lists them. */
export function useLoginMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (input: LoginInput) => (await http.post<LoginAnswer>('/auth/login', input)).data,
    onSuccess: (answer) => {
      if ('token' in answer) startSession(answer);
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

export type SendCodeResult = { expires_in: number; resend_in: number };

/** POST /common/send_code: the SMS code for registration. Answers 429 when asked again within a minute. */
export function useSendCodeMutation(purpose: 'register' | 'join' = 'register') {
  return useMutation({
    mutationFn: async (phone: string) => http.post<SendCodeResult>('/common/send_code', { phone, purpose }),
  });
}

/** Joining through an invite link: the member waits for approval, so no session starts. */
export function useJoinMutation() {
  return useMutation({
    mutationFn: async (input: JoinInput) => (await http.post<{ status: 'pending' }>('/auth/join', input)).message,
  });
}

/** A new trial tenant whose owner is signed in at once. */
export function useRegisterMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (input: RegisterInput) => (await http.post<LoginResult>('/auth/register', input)).data,
    onSuccess: startSession,
  });
}

/** What PUT /auth/info accepts: an empty avatar clears it. */
export type UpdateInfoBody = z.input<typeof UpdateInfoSchema>;

export function useUpdateInfoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateInfoBody) => http.put<AuthInfo>('/auth/info', input),
    onSuccess: (envelope) => queryClient.setQueryData(authKeys.info(), envelope.data),
  });
}

/** Changing the password keeps this session and ends the person's others (server side). */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => http.put<null>('/auth/password', input),
  });
}

export function useConfirmScanMutation() {
  return useMutation({
    mutationFn: async (ticket: string) => http.post<null>('/auth/scan_login/confirm', { ticket }),
  });
}

export function useCancelScanMutation() {
  return useMutation({
    mutationFn: async (ticket: string) => http.post<null>('/auth/scan_login/cancel', { ticket }),
  });
}
