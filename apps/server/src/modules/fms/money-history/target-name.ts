import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { escapeLike } from '@/core/db/like';
import { customers } from '@/modules/crm/customer';
import { partyRows } from '../ledger/money-party';

const c = alias(customers, 'c');

/**
 * The name of a money party (customer, supplier, worker, staff) in SQL: a customer from crm's table, a
 * supplier or worker from what wms and lms registered (fms sits below them, docs/trading-model.md §7).
 */
export const targetNameSql = (type: SQL, id: SQL): SQL => sql`coalesce(CASE ${type}
    WHEN 'customer' THEN (SELECT ${c.name} FROM ${customers} AS ${c} WHERE ${c.id} = ${id})
    WHEN 'supplier' THEN (SELECT s.name FROM ${partyRows('supplier')} AS s WHERE s.id = ${id})
    WHEN 'worker' THEN (SELECT w.name FROM ${partyRows('worker')} AS w WHERE w.id = ${id})
    WHEN 'staff' THEN (SELECT f.name FROM staff f WHERE f.id = ${id}) END, '')`;

/** The party filters of the notes and journals: its type, its id, part of its name. */
export function targetConditions(type: SQL, id: SQL, q: { target_type?: string; target_id?: number; target_keyword?: string }): SQL[] {
  const conds: SQL[] = [];
  if (q.target_type) conds.push(sql`${type} = ${q.target_type}`);
  if (q.target_id !== undefined) conds.push(sql`${id} = ${q.target_id}::int`);
  if (q.target_keyword) conds.push(sql`${targetNameSql(type, id)} ILIKE ${`%${escapeLike(q.target_keyword)}%`}`);
  return conds;
}
