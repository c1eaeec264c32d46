import { SupplierSettlementFilterSchema } from '@tradewind/contract/fms/supplier-settlement.schema';
import { defineExporter, exportPagesOf } from '@/core/jobs/exporter';
import { datesInOrder, settlementExportColumns } from '../settlement/settlement-export';
import { listSupplierSettlements } from './supplier-settlement.service';

/** `GET /fms/supplier_settlement_orders/export`: the list's filters and status tab through the export centre, newest first (keyset on id), in the creator's language. */
export const supplierSettlementExporter = defineExporter({
  key: 'fms.supplier_settlement_order',
  source: '供应商结算单',
  // whoever may see the list may take it away (decided with the task: no separate export permission is seeded)
  permission: 'fms:supplier_settlement_order:list',
  params: SupplierSettlementFilterSchema.refine(datesInOrder, { path: ['end_date'], message: 'fms.date_range_invalid' }),
  columns: [
    { header: '结算单号', key: 'number', width: 20 },
    { header: '状态', key: 'status_name', width: 10 },
    { header: '供应商', key: 'supplier_name', width: 20 },
    { header: '供应商编码', key: 'supplier_code', width: 14 },
    { header: '开始日期', key: 'start_date', width: 12 },
    { header: '结束日期', key: 'end_date', width: 12 },
    { header: '入库单数', key: 'entry_count', width: 10 },
    { header: '退货单数', key: 'refund_count', width: 10 },
    ...settlementExportColumns('采购审核'),
  ],
  ...exportPagesOf(listSupplierSettlements),
});
