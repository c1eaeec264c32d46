import { Empty } from 'antd';
import { DocLoader } from '@/core/documents/doc-loader';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePickingListQuery } from '../api/picking.api';
import { PrintSheet } from '@/core/print/print-sheet';
import { PickSheetTable } from '../components/pick-sheet-table';

/** /wms/picking_list/print?id= (print layout): the wave's lines in walking order, with the number as Code 128. */
export function PickingListPrintPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={usePickingListQuery} notFound={<Empty description={t('wms_pick.not_found')} />}>
      {(d) => (
        <PrintSheet wide testId="picking-list-print" title={t('wms_pick.list_title')} number={d.number} meta={[[t('wms_doc.warehouse'), d.warehouse_name], [t('wms_pick.delivery_date'), d.delivery_date], [t('wms_task.orders'), d.units.map((u) => `${u.order_no} ${u.customer_name}`).join('；')]]} signatures={[`${t('wms_doc.sign_maker')}: ${d.created_by_name ?? ''}`, `${t('wms_task.sign_picker')}:`, `${t('wms_task.sign_checker')}:`]}>
          <PickSheetTable
            lines={d.items}
            columns={[
              { title: t('wms_pick.picker'), dataIndex: 'picker_name', width: 90, render: (v: string | null) => v ?? '' },
              { title: t('wms_pick.picked'), key: 'picked', width: 80 },
            ]}
            totalQty={d.total_qty}
            totals={[null, null]}
          />
        </PrintSheet>
      )}
    </DocLoader>
  );
}
