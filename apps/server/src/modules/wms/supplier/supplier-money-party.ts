import { sql } from 'drizzle-orm';
import type { MoneyParty } from '@/modules/fms';
import { suppliers as s } from './supplier.table';

/**
 * Suppliers as finance's money parties (fms ledger/money-party.ts): payment notes pay them, they hold
 * prepay accounts and are settled. fms sits below wms and reads them only through this, registered at start.
 */
export const supplierMoneyParty: MoneyParty = {
  type: 'supplier',
  rows: sql`SELECT ${s.id} AS id, ${s.name} AS name, ${s.code} AS code, ${s.contactName} AS contact, ${s.contactPhone} AS phone,
      ${s.status} AS status, false AS deleted FROM ${s}`,
};
