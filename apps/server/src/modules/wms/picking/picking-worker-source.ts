import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '@/core/http/request-context';

/**
 * Logistics workers as pickers (issue 19; wms README "Picking"). Workers are logistics' (lms, above the
 * warehouse), so wms may not import them: lms registers this source at start, as oms registers the sale
 * order source. Without it (lms not loaded) only staff pick.
 */
export type PickingWorkerSource = {
  /** the workers who may pick in a store (live, not left), by name */
  list(ctx: RequestContext, storeId: number): Promise<Array<{ id: number; name: string }>>;
  /** whether the worker may pick in the store */
  canPick(ctx: RequestContext, storeId: number, workerId: number): Promise<boolean>;
  /** the worker's name as an SQL expression of a column holding a worker id (lists and details show it) */
  name(workerId: SQL): SQL;
};

let source: PickingWorkerSource | null = null;

export function registerPickingWorkerSource(s: PickingWorkerSource): void {
  source = s;
}

export function pickingWorkerSource(): PickingWorkerSource | null {
  return source;
}

/** The name of the worker in `workerId` (a column), NULL without the source. */
export const pickingWorkerName = (workerId: SQL): SQL => source?.name(workerId) ?? sql`NULL::text`;
