import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '@/core/db/like';

/**
 * The name of a money party (customer, supplier, worker, staff) read from its module's table in SQL: fms
 * sits below wms and lms and may not import them (docs/trading-model.md §7); a read, never a write.
 */
export const targetNameSql = (type: SQL, id: SQL): SQL => sql`coalesce(CASE ${type}
    WHEN 'customer' THEN (SELECT c.name FROM crm_customers c WHERE c.id = ${id})
    WHEN 'supplier' THEN (SELECT s.name FROM wms_suppliers s WHERE s.id = ${id})
    WHEN 'worker' THEN (SELECT w.name FROM lms_workers w WHERE w.id = ${id})
    WHEN 'staff' THEN (SELECT f.name FROM staff f WHERE f.id = ${id}) END, '')`;

/** The party filters of the notes and journals: its type, its id, part of its name. */
export function targetConditions(type: SQL, id: SQL, q: { target_type?: string; target_id?: number; target_keyword?: string }): SQL[] {
  const conds: SQL[] = [];
  if (q.target_type) conds.push(sql`${type} = ${q.target_type}`);
  if (q.target_id !== undefined) conds.push(sql`${id} = ${q.target_id}::int`);
  if (q.target_keyword) conds.push(sql`${targetNameSql(type, id)} ILIKE ${`%${escapeLike(q.target_keyword)}%`}`);
  return conds;
}
