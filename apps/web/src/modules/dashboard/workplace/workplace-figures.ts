import type { ClientData } from '@tradewind/contract/system/tenant.schema';
import type { TextKey } from '@/core/i18n/web-messages';

export type ExportStatusCounts = { in_progress: number };

/** A figure of the workplace: its count and the drawer that lists what it counts. */
export type WorkplaceFigure = {
  key: 'unread_messages' | 'running_exports';
  title: TextKey;
  /** null while its source has not answered */
  value: number | null;
  /** what clicking it opens */
  opens: { drawer: 'messages' } | { drawer: 'exports'; status: 1 };
  /** the link's accessible name */
  action: TextKey;
};

/**
 * The workplace's figures, each the real count of what its drawer lists for this staff member:
 * - unread messages: `/common/client_data` `un_read_num`, the caller's unread inbox rows — the message
 *   centre's list with "unread only";
 * - exports running: `/task/exports/status` `in_progress`, the caller's tasks at status 1 — the export
 *   centre's "in progress" tab. Not `task_num`: that is the top bar's download badge, which also counts
 *   finished exports not yet downloaded.
 */
export function workplaceFigures(clientData: Pick<ClientData, 'un_read_num'> | undefined, exports: ExportStatusCounts | undefined): WorkplaceFigure[] {
  return [
    { key: 'unread_messages', title: 'workplace.unread_messages', value: clientData?.un_read_num ?? null, opens: { drawer: 'messages' }, action: 'workplace.open_messages' },
    { key: 'running_exports', title: 'workplace.running_exports', value: exports?.in_progress ?? null, opens: { drawer: 'exports', status: 1 }, action: 'workplace.open_running_exports' },
  ];
}
