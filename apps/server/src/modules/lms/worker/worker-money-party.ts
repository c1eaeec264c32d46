import { sql } from 'drizzle-orm';
import type { MoneyParty } from '@/modules/fms';
import { workers as w } from '../lms.table';

/**
 * Logistics workers as finance's money parties (fms ledger/money-party.ts): they earn, are settled, paid
 * by payment notes and hold prepay accounts. fms sits below lms and reads them only through this,
 * registered at start. A worker's phone is what tells two of the same name apart; a deleted worker is kept.
 */
export const workerMoneyParty: MoneyParty = {
  type: 'worker',
  rows: sql`SELECT ${w.id} AS id, ${w.name} AS name, ${w.phone} AS code, NULL::varchar AS contact, ${w.phone} AS phone,
      CASE WHEN ${w.status} = 1 THEN 1 ELSE 0 END AS status, ${w.deletedAt} IS NOT NULL AS deleted FROM ${w}`,
};
