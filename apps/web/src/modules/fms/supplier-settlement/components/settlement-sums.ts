import { fromCents, toCents } from '@tradewind/contract/common/money';
import type { SupplierSettlementSource } from '@tradewind/contract/fms/supplier-settlement.schema';

/** The add page's sums of the checked sources, in cents: receipts − refunds = total (as the server will count them). */
export function settlementSums(rows: ReadonlyArray<Pick<SupplierSettlementSource, 'source_type' | 'amount'>>) {
  let entries = 0;
  let refunds = 0;
  let entryCount = 0;
  for (const r of rows) {
    if (r.source_type === 'warehousing_entry') {
      entries += toCents(r.amount);
      entryCount += 1;
    } else refunds += toCents(r.amount);
  }
  return { entryCount, refundCount: rows.length - entryCount, entries: fromCents(entries), refunds: fromCents(refunds), total: fromCents(entries - refunds), totalCents: entries - refunds };
}
