import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RequestContext } from '@/core/http/request-context';

/**
 * The records a staff member's widest role reaches (roles' data_scope): 1 all; 2 records of their own
 * stores; 3 records owned by staff of their department and the departments below it; 4 their own records.
 * Modules that own records pass their owner and store columns; undefined means no restriction.
 */
export function dataScopeFilter(ctx: RequestContext, columns: { owner: AnyColumn; store?: AnyColumn }): SQL | undefined {
  const { session } = ctx;
  if (session.isSuper || session.dataScope === 1) return undefined;
  if (session.dataScope === 2) {
    if (!columns.store) return sql`${columns.owner} = ${session.staffId}`;
    const ids = session.storeIds.length ? session.storeIds : [0];
    return sql`${columns.store} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
  }
  if (session.dataScope === 3 && session.deptId !== null) {
    return sql`${columns.owner} IN (
      SELECT s.id FROM staff s WHERE s.dept_id IN (
        WITH RECURSIVE sub(id) AS (
          SELECT ${session.deptId}::integer
          UNION SELECT d.id FROM departments d JOIN sub ON d.parent_id = sub.id)
        SELECT id FROM sub))`;
  }
  return sql`${columns.owner} = ${session.staffId}`;
}
