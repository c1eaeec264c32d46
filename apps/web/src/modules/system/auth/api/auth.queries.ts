import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScanTicketStatus, type ScanTicketStatusValue } from '@tradewind/contract/system/auth.constants';
import type { AuthInfo, LoginResult } from '@tradewind/contract/system/auth.schema';
import { http } from '@/core/http/http-client';
import { authKeys } from './auth.keys';

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
