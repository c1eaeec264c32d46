import type { ActionLogEntry, ActionLogQuery } from '@tradewind/contract/system/action-log.schema';
import { useListQuery } from '@/core/list/list-query';
import { actionLogKeys } from './action-log.keys';

export type ActionLogParams = Partial<ActionLogQuery>;

/** The log is append-only: entries have no detail call, the drawer shows the row itself. */
export function useActionLogQuery(params: ActionLogParams) {
  return useListQuery<ActionLogEntry>({ queryKey: actionLogKeys.lists(), path: '/action/log', query: params });
}
