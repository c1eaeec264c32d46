import { useEffect, useRef } from 'react';
import { ScanTicketStatus } from '@tradewind/contract/system/auth.constants';
import type { LoginResult } from '@tradewind/contract/system/auth.schema';
import { useScanStatusQuery, useScanTicketQuery } from '../api/auth.api';

/** How often an expired code is replaced without asking; after that the person clicks "refresh". */
const AUTO_REFRESHES = 3;

export type ScanLoginState = 'loading' | 'waiting' | 'confirmed' | 'expired' | 'cancelled' | 'failed';

/**
 * The waiting side of scan login: holds one ticket, polls it every 2 s while it waits, replaces an
 * expired one (a few times), and hands the token over once another session confirmed it.
 */
export function useScanLogin(onConfirmed: (result: LoginResult) => void) {
  const ticketQuery = useScanTicketQuery();
  const ticket = ticketQuery.isFetching ? undefined : ticketQuery.data?.ticket;
  const poll = useScanStatusQuery(ticket);

  const autoRefreshes = useRef(0);
  const handled = useRef<string | null>(null);
  const onConfirmedRef = useRef(onConfirmed);
  useEffect(() => {
    onConfirmedRef.current = onConfirmed;
  });

  useEffect(() => {
    const data = poll.data;
    if (!ticket || !data || handled.current === ticket) return;
    if (data.status === ScanTicketStatus.confirmed && data.token) {
      handled.current = ticket;
      onConfirmedRef.current({ token: data.token, expires_in: data.expires_in ?? 0 });
    } else if ((data.status === ScanTicketStatus.expired || data.status === ScanTicketStatus.used) && autoRefreshes.current < AUTO_REFRESHES) {
      handled.current = ticket;
      autoRefreshes.current += 1;
      void ticketQuery.refetch();
    }
  }, [poll.data, ticket, ticketQuery]);

  let state: ScanLoginState;
  if (ticketQuery.isError) state = 'failed';
  else if (!ticket) state = 'loading';
  else if (poll.data?.status === ScanTicketStatus.confirmed) state = 'confirmed';
  else if (poll.data?.status === ScanTicketStatus.cancelled) state = 'cancelled';
  else if (poll.data?.status === ScanTicketStatus.expired || poll.data?.status === ScanTicketStatus.used) state = 'expired';
  else state = 'waiting';

  return {
    ticket,
    state,
    error: ticketQuery.error,
    /** a new code on demand; the automatic replacements start over */
    refresh: () => {
      autoRefreshes.current = 0;
      void ticketQuery.refetch();
    },
  };
}
