import { QueryClient } from '@tanstack/react-query';
import { ApiError, SessionEndingError } from '@/core/http/http-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A server answer (403, 404, 422 …) will not change on retry; only a lost connection might. A call
        // not sent because the person is logging out is not tried again either.
        retry: (failureCount, error) => !(error instanceof ApiError) && !(error instanceof SessionEndingError) && failureCount < 2,
        // Back-office pages refresh on navigation and on realtime events, not on every window focus.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
