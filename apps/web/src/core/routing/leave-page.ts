import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

type PageCloser = (pathname: string) => void;

/** Until the shell says how a page closes (its tab), leaving a page only navigates. */
let closePage: PageCloser = () => undefined;

/** The shell's tabs register how a page is closed (core imports no shell): `tabsStore.close(key, 'self')`. */
export function setPageCloser(closer: PageCloser): void {
  closePage = closer;
}

/** The page's own key: its pathname without a trailing slash (the shell's tab key). */
export const pageKeyOfPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Going from `from` to `to` and closing the page left: its tab goes and its kept-alive state with it, so a
 * saved add or edit form is not left behind, and the next 新增 starts empty. Navigating first makes `to`
 * the active page, so closing does not move elsewhere.
 */
export function leavePage(navigate: (to: string) => unknown, from: string, to: string): void {
  void navigate(to);
  if (pageKeyOfPath(from) !== pageKeyOfPath(to.split('?')[0] ?? to)) closePage(pageKeyOfPath(from));
}

/** `leavePage` from the page this is rendered in: `leave(listPath)` after a save. */
export function useLeavePage(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback((to: string) => leavePage(navigate, pathname, to), [navigate, pathname]);
}
