import { createContext, use } from 'react';
import type { QueryKey } from '@tanstack/react-query';

/**
 * What the shell tells the services it hosts: the query holding the top bar's badge counts
 * (`/common/client_data`, owned by the shell) and how to open the export centre (from a message's view
 * action or the 'New export completed' notice). Both optional, so the drawers also work on their own.
 */
export type CommonShell = { badgeQueryKey?: QueryKey; openExports?: () => void };

export const CommonShellContext = createContext<CommonShell>({});

export function useCommonShell(): CommonShell {
  return use(CommonShellContext);
}
