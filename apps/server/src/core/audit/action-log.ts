import type { Db } from '@/core/db/database';
import { actionLogs } from './action-log.table';

export type ActionLogWrite = {
  tenantId: number;
  staffId: number | null;
  staffName: string | null;
  storeId: number | null;
  module: string;
  action: string;
  method: string;
  path: string;
  targetType?: string | null;
  targetId?: string | number | null;
  ip: string | null;
  requestId: string | null;
};

/** The INSERT of one action log row, built and not yet run (route() sends it with the COMMIT). */
export function actionLogInsert(tx: Db, entry: ActionLogWrite) {
  return tx.insert(actionLogs).values({
    ...entry,
    path: entry.path.slice(0, 300),
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === null || entry.targetId === undefined ? null : String(entry.targetId).slice(0, 64),
  });
}

/** Appends one row to the action log, in the caller's transaction (so it commits with the change). */
export async function writeActionLog(tx: Db, entry: ActionLogWrite): Promise<void> {
  await actionLogInsert(tx, entry);
}
