import { toCents } from '@tradewind/contract/common/money';
import type { PayableSettlementRow } from '@tradewind/contract/fms/payment-note.schema';

/**
 * "Allocate oldest first": `pool` cents spread over the settlements in their order (the server lists them
 * oldest first), each up to what is open; a pool of 0 pays every open amount in full.
 */
export function allocateOldestFirst(rows: ReadonlyArray<Pick<PayableSettlementRow, 'settlement_id' | 'open_amount'>>, pool: number): Map<number, number> {
  const out = new Map<number, number>();
  let left = pool;
  for (const r of rows) {
    const open = toCents(r.open_amount);
    const take = pool === 0 ? open : Math.min(open, left);
    if (pool !== 0) left -= take;
    out.set(r.settlement_id, take);
  }
  return out;
}
