import { lazy } from 'react';

/**
 * The message centre and the export centre load when first opened, not with the shell: between them
 * they bring Table, Tabs and Select, which the workplace does not otherwise show. `preload…` starts the
 * download early (the top bar calls it when the pointer reaches a badge).
 */
const loadMessageDrawer = () => import('./message/components/message-drawer');
const loadExportDrawer = () => import('./export-task/components/export-drawer');

export const MessageDrawer = lazy(async () => ({ default: (await loadMessageDrawer()).MessageDrawer }));
export const ExportDrawer = lazy(async () => ({ default: (await loadExportDrawer()).ExportDrawer }));

export function preloadShellDrawer(drawer: 'messages' | 'exports'): void {
  void (drawer === 'messages' ? loadMessageDrawer() : loadExportDrawer()).catch(() => undefined);
}
