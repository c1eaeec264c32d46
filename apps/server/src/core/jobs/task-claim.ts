import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { queryOne, type Db } from '@/core/db/database';
import { withSystem } from '@/core/db/tenancy';

/** Raised when another node took the task over (our heartbeat went stale): stop without touching it. */
export class LostClaim extends Error {}

/** A task table a runner claims from (`export_tasks`, `import_tasks`): the columns of a claim. */
type ClaimColumns = { id: PgColumn; tenantId: PgColumn; attempts: PgColumn; lockedBy: PgColumn; lockedAt: PgColumn; progress: PgColumn };

/**
 * What a runner's claims need to know of its task table: the table, its status column and the statuses
 * a runner claims a task at. A claim holds while the task keeps the status it was claimed at.
 */
export type TaskTable<T extends PgTable & ClaimColumns, K extends keyof T & keyof T['$inferSelect']> = {
  table: T;
  status: K;
  claimable: readonly number[];
  /** a claim whose heartbeat is older than this belongs to a dead node and is taken over */
  staleSeconds: number;
};

/**
 * The claim, heartbeat, finish and give-back of docs/architecture.md §7, shared by the export and the
 * import runners: tasks claimed with FOR UPDATE SKIP LOCKED (any number of nodes share the table), every
 * later write conditional on this node still holding the claim at the same status.
 */
export function taskClaims<T extends PgTable & ClaimColumns, K extends keyof T & keyof T['$inferSelect']>(
  db: Db,
  nodeId: string,
  { table, status, claimable, staleSeconds }: TaskTable<T, K>,
) {
  type Row = T['$inferSelect'];
  const statusColumn = table[status] as PgColumn;
  const set = (changes: Record<string, unknown>) => changes as PgUpdateSetSource<T>;
  // the statuses as literals, so that the planner may use the table's partial index of waiting tasks
  const waiting = sql`${statusColumn} IN ${sql.raw(`(${claimable.join(', ')})`)}`;
  // set when the task in hand was given back at shutdown: its run stops at its next heartbeat
  let givenBack = false;
  const mine = (task: Row) =>
    and(eq(table.id, task.id), eq(table.tenantId, task.tenantId), eq(table.lockedBy, nodeId), eq(statusColumn, task[status]));

  return {
    async claim(): Promise<Row | undefined> {
      return withSystem(db, async (tx) => {
        const row = await queryOne<{ id: number; tenant_id: number }>(
          tx,
          sql`SELECT id, tenant_id FROM ${table}
              WHERE ${waiting} AND (locked_at IS NULL OR locked_at < now() - make_interval(secs => ${staleSeconds}))
              ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1`,
        );
        if (!row) return undefined;
        const [task] = await tx
          .update(table)
          .set(set({ lockedBy: nodeId, lockedAt: new Date(), attempts: sql`${table.attempts} + 1` }))
          .where(and(eq(table.id, row.id), eq(table.tenantId, row.tenant_id)))
          .returning();
        return task as Row;
      });
    },

    /** Progress and heartbeat in one write; throws LostClaim if another node took the task. */
    async heartbeat(task: Row, progress: number): Promise<void> {
      if (givenBack) throw new LostClaim();
      const rows = await withSystem(db, (tx) => tx.update(table).set(set({ progress, lockedAt: new Date() })).where(mine(task)).returning({ id: table.id }));
      if (rows.length === 0) throw new LostClaim();
    },

    /** The task's last write (its outcome in `changes`), the heartbeat cleared; false when the claim was lost. */
    async finish(task: Row, changes: Partial<T['$inferInsert']>): Promise<boolean> {
      const rows = await withSystem(db, (tx) => tx.update(table).set(set({ ...changes, lockedAt: null })).where(mine(task)).returning({ id: table.id }));
      return rows.length > 0;
    },

    /** Gives this node's claims back at shutdown, the attempt not counted, for another node to run at once. */
    async giveBack(): Promise<void> {
      givenBack = true;
      await withSystem(db, (tx) =>
        tx
          .update(table)
          .set(set({ lockedBy: null, lockedAt: null, attempts: sql`greatest(${table.attempts} - 1, 0)` }))
          .where(and(eq(table.lockedBy, nodeId), waiting)),
      );
    },
  };
}
