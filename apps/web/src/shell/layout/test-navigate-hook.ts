import { useEffect } from 'react';
import { useNavigate } from 'react-router';

type NavigateHookWindow = { __twTestHooks?: boolean; __twNavigate?: (to: string) => Promise<void> };

/**
 * End-to-end hook, beside the http client's (core/http/http-client.ts): with the harness's flag set before
 * the app loads, a test moves from one shell page to another the way a link does (the router's own
 * navigation, no reload) instead of loading the whole app again, which cost the browser about six times the
 * CPU (e2e/support/browser.ts `visit`). Set by the shell's layout, not the entry, so the login page loads
 * none of it. Nothing in the app sets the flag: in normal use nothing is exposed.
 */
export function useTestNavigateHook(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const hooks = window as unknown as NavigateHookWindow;
    if (hooks.__twTestHooks === true) hooks.__twNavigate = async (to) => void (await navigate(to));
  }, [navigate]);
}
