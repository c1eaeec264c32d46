import { sql, type SQL } from 'drizzle-orm';
import { StockDocStatus, WarehousingEntryType } from '@tradewind/contract/wms/warehousing-entry.schema';
import { queryRows, type Db } from '@/core/db/database';
import { intArray } from '@/core/http/store-scope';
import { registerSupplierSettlementSource, type SupplierSettlementCandidate, type SupplierSettlementSource } from '@/modules/fms';

/**
 * What finance's supplier settlements gather (docs/trading-model.md §6–§7; fms README "Supplier settlements"): the
 * supplier's audited purchase warehousing entries (type 1, +) and audited purchase refund orders (−) of a
 * store, by the day they were audited in the tenant's calendar. fms keeps which are on a settlement; this
 * only reads wms's own documents.
 */
type Filter = Parameters<SupplierSettlementSource['candidates']>[1];

async function read(db: Db, table: 'wms_warehousing_entries' | 'wms_purchase_refund_orders', extra: SQL, f: Filter): Promise<SupplierSettlementCandidate[]> {
  const rows = await queryRows<{ id: number; no: string; date: string; warehouse_name: string; amount: string }>(
    db,
    sql`SELECT d.id, coalesce(d.number, '') AS no, to_char(d.audited_at AT TIME ZONE ${f.timeZone}, 'YYYY-MM-DD') AS date,
          w.name AS warehouse_name, d.total_amount::text AS amount
        FROM ${sql.raw(table)} AS d JOIN wms_warehouses AS w ON w.id = d.warehouse_id
       WHERE d.store_id = ${f.storeId}::int AND d.supplier_id = ${f.supplierId}::int AND d.status = ${StockDocStatus.audited}::int ${extra}
         AND d.audited_at >= (${f.startDate}::date::timestamp AT TIME ZONE ${f.timeZone})
         AND d.audited_at < ((${f.endDate}::date + 1)::timestamp AT TIME ZONE ${f.timeZone})
         ${f.ids ? sql`AND d.id = ANY(${intArray(f.ids)}::int[])` : sql``}
       ORDER BY d.audited_at, d.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), no: r.no, date: r.date, warehouseName: r.warehouse_name, amount: r.amount }));
}

export function registerSupplierSettlementSources(): void {
  registerSupplierSettlementSource({
    type: 'warehousing_entry',
    sign: 1,
    candidates: (db, f) => read(db, 'wms_warehousing_entries', sql`AND d.type = ${WarehousingEntryType.purchase}::int`, f),
  });
  registerSupplierSettlementSource({ type: 'purchase_refund', sign: -1, candidates: (db, f) => read(db, 'wms_purchase_refund_orders', sql``, f) });
}
