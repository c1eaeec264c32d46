import { Empty } from 'antd';
import { DocLoader } from '@/core/documents/doc-loader';
import { useI18n } from '@/core/i18n/use-i18n';
import { useOutboundQuery } from '../../picking/api/picking.api';
import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { PrintSheet, signature } from '@/core/print/print-sheet';
import { SheetTable } from '@/core/print/sheet-table';
import { useOutboundLineColumns } from '../components/outbound-lines';

/** /wms/outbound_delivery_order/print?id= (print layout): number as Code 128, lines with ordered and shipped, signatures. */
export function OutboundPrintPage() {
  const { t } = useI18n();
  const columns = useOutboundLineColumns();
  return (
    <DocLoader useDoc={useOutboundQuery} notFound={<Empty description={t('wms_out.not_found')} />}>
      {(d) => (
        <PrintSheet wide testId="outbound-print" title={t('wms_out.title')} number={d.number} meta={[[t('wms_out.type'), t(`wms_out.type_${d.type}`)], [t('wms_doc.warehouse'), `${d.warehouse_name}（${d.store_name}）`], ...(d.order_no ? [[t('wms_out.order'), `${d.order_no} ${d.customer_name ?? ''}`] as const] : []), ...(d.tracking_no ? [[t('wms_out.express_info'), `${d.courier_name ?? ''} ${d.tracking_no}`] as const] : []), [t('wms_doc.audited_by'), d.audited_at ? `${d.audited_by_name ?? ''} ${d.audited_at}` : '-'], [t('wms_doc.remark'), d.remark ?? '-']]} signatures={[signature(t('wms_doc.sign_maker'), d.created_by_name), signature(t('wms_doc.sign_auditor'), d.audited_by_name), signature(t('wms_out.sign_keeper')), signature(t('wms_out.sign_other'))]}>
          <SheetTable lines={d.lines} columns={columns} totalLabel={t('wms_doc.total')} labelSpan={4} totals={[formatUnitTotals(d.unit_totals)]} />
        </PrintSheet>
      )}
    </DocLoader>
  );
}
