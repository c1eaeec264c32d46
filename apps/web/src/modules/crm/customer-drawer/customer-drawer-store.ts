import { useSyncExternalStore } from 'react';

/**
 * Which customer the shell's detail drawer shows (spec 001 §2 "Customer detail drawer"). One drawer for
 * the whole app, mounted once in the shell: the customer list, the global search and the message centre
 * only call `openCustomerDrawer(id)`. Client state only — the customer itself is server state (TanStack
 * Query), read by the drawer.
 */
export type CustomerDrawerState = {
  /** the customer shown, or null before the first opening */
  customerId: number | null;
  open: boolean;
  /** bumps on every opening, so opening the same customer again resets the drawer to its first tab */
  openedAt: number;
};

let state: CustomerDrawerState = { customerId: null, open: false, openedAt: 0 };
const listeners = new Set<() => void>();

function setState(next: CustomerDrawerState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the drawer on a customer; ignores anything that is not a positive integer id. */
export function openCustomerDrawer(id: number): void {
  if (!Number.isInteger(id) || id <= 0) return;
  setState({ customerId: id, open: true, openedAt: state.openedAt + 1 });
}

/** Closes the drawer; the customer stays so the closing animation still shows it. */
export function closeCustomerDrawer(): void {
  if (state.open) setState({ ...state, open: false });
}

export function subscribeCustomerDrawer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCustomerDrawerState(): CustomerDrawerState {
  return state;
}

/** The drawer's state, re-rendering when it opens, changes customer or closes. */
export function useCustomerDrawerState(): CustomerDrawerState {
  return useSyncExternalStore(subscribeCustomerDrawer, getCustomerDrawerState, getCustomerDrawerState);
}
