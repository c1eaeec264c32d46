import { Empty, Skeleton, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePickingListQuery } from '../api/picking.api';
import { PrintSheet } from '@/core/print/print-sheet';
import { idParamOf } from '@/core/form/record-form-page';

/** /wms/picking_list/print?id= (print layout): the wave's lines in walking order, with the number as Code 128. */
export function PickingListPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const wave = usePickingListQuery(id);
  if (id !== null && wave.isPending) return <Skeleton active />;
  if (!wave.data) return <Empty description={t('wms_pick.not_found')} />;
  const d = wave.data;
  return (
    <PrintSheet wide testId="picking-list-print" title={t('wms_pick.list_title')} number={d.number} meta={[[t('wms_doc.warehouse'), d.warehouse_name], [t('wms_pick.delivery_date'), d.delivery_date], [t('wms_task.orders'), d.units.map((u) => `${u.order_no} ${u.customer_name}`).join('；')]]} signatures={[`${t('wms_doc.sign_maker')}: ${d.created_by_name ?? ''}`, `${t('wms_task.sign_picker')}:`, `${t('wms_task.sign_checker')}:`]}>
        <Table
          rowKey="id"
          size="small"
          bordered
          pagination={false}
          dataSource={d.items}
          columns={[
            { title: '#', key: 'i', width: 40, render: (_v, _r, i) => i + 1 },
            { title: t('wms_pick.location'), dataIndex: 'location_code', width: 90 },
            { title: t('wms_doc.sku'), key: 'sku', render: (_v, l) => `${l.sku_name} ${l.spec_text} (${l.sku_code})` },
            { title: t('wms_pick.qty'), key: 'qty', width: 90, align: 'right', render: (_v, l) => `${l.qty} ${l.unit_name}` },
            { title: t('wms_pick.picker'), dataIndex: 'picker_name', width: 90, render: (v: string | null) => v ?? '' },
            { title: t('wms_pick.picked'), key: 'picked', width: 80 },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>{t('wms_doc.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{d.total_qty}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} colSpan={2} />
            </Table.Summary.Row>
          )}
        />
    </PrintSheet>
  );
}
