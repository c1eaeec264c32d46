import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * The money parties of modules above fms (docs/trading-model.md §7): wms's suppliers and lms's workers
 * are paid by payment notes, hold prepay accounts, are settled and are named in the journals, but fms
 * may neither import those modules nor name their tables. Each registers at start what its parties are,
 * as a SELECT over its own table, and fms reads them only through `partyRows`.
 */
export type MoneyPartyType = 'supplier' | 'worker';

export type MoneyParty = {
  type: MoneyPartyType;
  /**
   * A SELECT of every party of the tenant (row-level security binds it), with these columns:
   * `id` int; `name` text; `code` text, what tells parties apart beside the name (a supplier's code, a
   * worker's phone); `contact` text or null, the person to ask (a supplier's contact; null for a worker);
   * `phone` text or null, the number to call; `status` 1 enabled, 0 not; `deleted` boolean, a party
   * removed but kept for its history. fms uses it as a sub-select joined on `id`.
   */
  rows: SQL;
};

const parties = new Map<MoneyPartyType, MoneyParty>();

/** wms registers 'supplier' and lms 'worker' at start; a second registration of a type replaces the first. */
export function registerMoneyParty(party: MoneyParty): void {
  parties.set(party.type, party);
}

/**
 * The parties of a type as a parenthesised sub-select for FROM and JOIN (`FROM ${partyRows('worker')} AS w`),
 * looked up when the query is built, so a query made before start (a module constant) still finds it.
 */
export function partyRows(type: MoneyPartyType): SQLWrapper {
  return {
    getSQL() {
      const party = parties.get(type);
      if (!party) throw new Error(`fms: no money party '${type}' is registered (its module registers it at start)`);
      return party.rows;
    },
  };
}
