import { useSyncExternalStore } from 'react';

/**
 * Which customer the shell's account-period dialog opens the payment day of (spec 001 §1: the shell
 * shows an account-period dialog). The drawer's 'open / modify account period' calls
 * `openAccountPeriodDialog(id)`.
 */
export type AccountPeriodDialogState = { customerId: number | null; open: boolean };

let state: AccountPeriodDialogState = { customerId: null, open: false };
const listeners = new Set<() => void>();

function setState(next: AccountPeriodDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openAccountPeriodDialog(customerId: number): void {
  if (!Number.isInteger(customerId) || customerId <= 0) return;
  setState({ customerId, open: true });
}

export function closeAccountPeriodDialog(): void {
  if (state.open) setState({ ...state, open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccountPeriodDialogState(): AccountPeriodDialogState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
