/**
 * The top bar's badges open the message drawer and the export centre (spec 000 §2), which arrive with
 * their own issue: they subscribe here, the badges only ask.
 */
export type ShellDrawer = 'messages' | 'exports';

const listeners = new Set<(drawer: ShellDrawer) => void>();

export function onShellDrawerRequest(listener: (drawer: ShellDrawer) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function requestShellDrawer(drawer: ShellDrawer): void {
  for (const listener of listeners) listener(drawer);
}
