import { Empty } from 'antd';
import { DocLoader } from '@/core/documents/doc-loader';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePickingTaskQuery } from '../api/picking.api';
import { PrintSheet } from '@/core/print/print-sheet';
import { PickSheetTable } from '../components/pick-sheet-table';

/** /wms/picking_task/print?id= (print layout): the picker's sheet in walking order. */
export function PickingTaskPrintPage() {
  const { t } = useI18n();
  return (
    <DocLoader useDoc={usePickingTaskQuery} notFound={<Empty description={t('wms_task.not_found')} />}>
      {(d) => (
        <PrintSheet wide testId="picking-task-print" title={t('wms_task.title')} number={d.number} meta={[[t('wms_task.wave'), d.list_number], [t('wms_pick.picker'), d.picker_name], [t('wms_doc.warehouse'), `${d.warehouse_name} · ${d.delivery_date}`]]} signatures={[`${t('wms_doc.sign_maker')}: ${d.created_by_name ?? ''}`, `${t('wms_task.sign_picker')}:`, `${t('wms_task.sign_checker')}:`]}>
          <PickSheetTable
            lines={d.items}
            columns={[
              { title: t('wms_pick.picked'), key: 'picked', width: 80, render: (_v, l) => l.picked_qty ?? '' },
              { title: t('wms_task.short_reason'), dataIndex: 'short_reason', width: 120, render: (v: string | null) => v ?? '' },
            ]}
            totalQty={d.total_qty}
            totals={[d.status === 3 ? d.picked_qty : '', null]}
          />
        </PrintSheet>
      )}
    </DocLoader>
  );
}
