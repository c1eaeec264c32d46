import { createContext, use } from 'react';
import type { AuthInfo } from '@tradewind/contract/system/auth.schema';
import type { StoreOption } from '@tradewind/contract/system/store.schema';
import type { TenantInfo } from '@tradewind/contract/system/tenant.schema';

/**
 * What the shell loaded when the session started (spec 001 §2: staff info, then tenant info, then the
 * store). Pages inside the shell read it instead of fetching it again.
 */
export type Session = {
  me: AuthInfo;
  tenant: TenantInfo;
  /** every store of the tenant with the user's authorisation flag */
  stores: StoreOption[];
  /** the store chosen on load (an authorised one) */
  store: StoreOption;
  /** product name after page titles (system setting `title_suffix`) */
  titleSuffix: string;
};

export const SessionContext = createContext<Session | null>(null);

/** The current session; only inside the main shell. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside the main shell');
  return session;
}

/** The session, or null outside the shell (public pages, print pages before it loaded). */
export function useOptionalSession(): Session | null {
  return use(SessionContext);
}
