import { Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { amountInWords } from '@tradewind/contract/common/chinese-amount';
import { toCents } from '@tradewind/contract/common/money';
import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet } from '@/core/print/print-sheet';
import { SheetTable } from '@/core/print/sheet-table';
import { useTransferOrderQuery } from '../api/transfer-order.api';
import { useTransferLineColumns } from '../components/transfer-parts';

/**
 * /wms/transfer_order/print?id= (print layout, permission `wms/transfer_order/Print`): the tenant's name,
 * the number as Code 128, both warehouses, the lines with their locations and cost, the total at cost in
 * figures and in Chinese capitals, and the signatures of who ships, carries and receives.
 */
export function TransferOrderPrintPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const doc = useTransferOrderQuery(id);
  const columns = useTransferLineColumns(doc.data ?? { moves: [] }, { print: true });
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Empty description={t('wms_to.not_found')} />;
  const d = doc.data;
  // per unit as the lines are written, and per base unit beside it where a line is in packages (2 箱（24 瓶）)
  const baseTotal = formatUnitTotals(d.lines.map((l) => ({ unit_name: l.base_unit_name, qty: l.base_qty })));
  const qtyTotal = formatUnitTotals(d.unit_totals);
  return (
    <PrintSheet
      wide
      testId="transfer-print"
      title={`${d.tenant_name} ${t('wms_to.title')}`}
      number={d.number}
      meta={[
        [t('wms_to.from_warehouse'), `${d.from_warehouse_name}（${d.store_name}）`],
        [t('wms_to.to_warehouse'), `${d.to_warehouse_name}（${d.to_store_name}）`],
        [t('wms_doc.status'), t(`wms.to_status.${d.status}`)],
        [t('wms_doc.created_by'), `${d.created_by_name ?? ''} ${d.created_at}`],
        [t('wms_to.shipped_at'), d.audited_at ? `${d.audited_by_name ?? ''} ${d.audited_at}` : '-'],
        [t('wms_doc.remark'), d.remark ?? '-'],
      ]}
      signatures={[`${t('wms_to.sign_out')}:`, `${t('wms_to.sign_carrier')}:`, `${t('wms_to.sign_in')}:`]}
    >
      <SheetTable
        lines={d.lines}
        columns={columns}
        totalLabel={t('wms_doc.total')}
        labelSpan={2}
        totals={[d.lines.every((l) => l.ratio === '1') ? qtyTotal : `${qtyTotal}（${baseTotal}）`, null, null, null, d.total_amount]}
        inWords={`${t('wms_to.total_value')}（${t('wms_to.total_capitals')}）：${amountInWords(toCents(d.total_amount), locale)}`}
      />
    </PrintSheet>
  );
}
