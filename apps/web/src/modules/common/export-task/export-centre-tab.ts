import type { ExportStatus } from './export-task';

export type ExportCentreTab = 0 | ExportStatus;

/**
 * Asks the export centre to show one tab (a workplace figure asks for the running exports) — the open
 * drawer switches to it, and a drawer that mounts later starts on it. Kept apart from the drawer, so
 * asking does not load it; the top bar's badge opens the drawer as the user left it.
 */
let pending: ExportCentreTab | null = null;
const listeners = new Set<(tab: ExportCentreTab) => void>();

export function requestExportCentreTab(tab: ExportCentreTab): void {
  if (listeners.size === 0) pending = tab;
  for (const listener of listeners) listener(tab);
}

/** The tab asked for before the drawer mounted (its first state). */
export function pendingExportCentreTab(): ExportCentreTab | null {
  return pending;
}

/** The mounted drawer's subscription; it has read the pending tab by then, which is cleared. */
export function onExportCentreTab(listener: (tab: ExportCentreTab) => void): () => void {
  pending = null;
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
