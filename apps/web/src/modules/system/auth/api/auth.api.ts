import { queryOptions, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ScanTicketStatus, type ScanTicketStatusValue } from '@tradewind/contract/system/auth.constants';
import type { AuthInfo, LoginResult, ChangePasswordInput, LoginAnswer, LoginInput, RegisterInput, UpdateInfoSchema } from '@tradewind/contract/system/auth.schema';
import type { JoinInput } from '@tradewind/contract/system/staff.schema';
import { http } from '@/core/http/http-client';
import { LOGIN_PATH } from '@/core/routing/paths';
import { clearSession, setToken } from '@/core/session/session-cookie';

export const authKeys = {
  all: ['auth'] as const,
  info: () => [...authKeys.all, 'info'] as const,
  /** the waiting page's current QR ticket (one per page view) */
  scanTicket: () => [...authKeys.all, 'scan', 'ticket'] as const,
  scanStatus: (ticket: string) => [...authKeys.all, 'scan', 'status', ticket] as const,
  /** what the confirming session sees about the device asking to sign in */
  scanInfo: (ticket: string) => [...authKeys.all, 'scan', 'info', ticket] as const,
  /** the company and department an invite link joins */
  invite: (code: string) => [...authKeys.all, 'invite', code] as const,
};

/**
 * The logged-in person: name, avatar, menus and permissions. Changes only when they edit themselves.
 * Also read outside React, by the router's page permission check (`queryClient.ensureQueryData`).
 */
export const authInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.info(),
    queryFn: async ({ signal }) => (await http.get<AuthInfo>('/auth/info', { signal })).data,
    staleTime: 5 * 60_000,
  });

export function useAuthInfoQuery() {
  return useQuery(authInfoQuery());
}

export type ScanTicket = { ticket: string; expires_in: number };
export type ScanTicketPoll = { status: ScanTicketStatusValue } & Partial<LoginResult>;
export type ScanTicketInfo = { ip: string | null; user_agent: string | null; created_at: string; expires_at: string };

/** Ticket polling interval of the waiting page. */
export const SCAN_POLL_MS = 2_000;

/**
 * A fresh login ticket for the waiting page. A query rather than a mutation: the page holds exactly one
 * current ticket, and "refresh the QR code" is a refetch. Never cached beyond the page view.
 */
export function useScanTicketQuery() {
  return useQuery({
    queryKey: authKeys.scanTicket(),
    // The page shows a failure on the QR code itself: no toast.
    queryFn: async () => (await http.post<ScanTicket>('/auth/scan_login/ticket', undefined, { quiet: true })).data,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Polls the ticket every 2 s while it waits, and stops by itself on any final answer: a confirmed ticket
 * hands out its token only once.
 */
export function useScanStatusQuery(ticket: string | undefined) {
  return useQuery({
    queryKey: authKeys.scanStatus(ticket ?? ''),
    queryFn: async ({ signal }) => (await http.get<ScanTicketPoll>('/auth/scan_login/ticket', { query: { ticket }, signal, quiet: true })).data,
    enabled: ticket !== undefined,
    refetchInterval: (query) => (query.state.data === undefined || query.state.data.status === ScanTicketStatus.waiting ? SCAN_POLL_MS : false),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useScanInfoQuery(ticket: string) {
  return useQuery({
    queryKey: authKeys.scanInfo(ticket),
    queryFn: async ({ signal }) => (await http.get<ScanTicketInfo>('/auth/scan_login/info', { query: { ticket }, signal, quiet: true })).data,
    enabled: ticket !== '',
    staleTime: Infinity,
    gcTime: 0,
  });
}

export type InviteInfo = { company: string; department: string | null; expires_at: string };

/** GET /auth/invite: what an invite link joins; a dead link answers 404 (shown on the page, no toast). */
export function useInviteQuery(code: string) {
  return useQuery({
    queryKey: authKeys.invite(code),
    queryFn: async ({ signal }) => (await http.get<InviteInfo>('/auth/invite', { query: { invite: code }, signal, quiet: true })).data,
    enabled: code !== '',
    retry: false,
  });
}

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
