import { Card, DatePicker, Flex, Statistic, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { WORKER_ORDER_SOURCES, WorkerOrderListQuerySchema, type WorkerOrder } from '@tradewind/contract/lms/fleet-pay.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { useWorkerOrderTotalQuery, workerOrderKeys } from '../api/fleet.api';
import { WorkerSelect } from '../components/worker-select';
import { workerDetailPath } from '../../lms.routes';

/** Where an earning came from: its document's page. */
const sourcePath = (r: WorkerOrder): string | null =>
  r.source_type === 'picking_task' ? `/wms/picking_task/detail?id=${r.source_id}` : r.source_type === 'delivery' ? `/lms/line/detail?id=${r.source_id}` : r.source_type === 'carry_fee' ? `/lms/logistics_carry_fee/edit?id=${r.source_id}` : null;

/** /lms/worker_order/list: every worker's earnings rows (picking, deliveries, carrying), filtered, with their totals and export. */
export function WorkerOrderPage() {
  const { t } = useI18n();
  const list = useList<WorkerOrder, typeof WorkerOrderListQuerySchema>({ keys: workerOrderKeys, path: '/lms/worker_orders', schema: WorkerOrderListQuerySchema, exportPath: '/lms/worker_orders/export' });
  const q = list.query;
  const total = useWorkerOrderTotalQuery({ worker_id: q.worker_id, source_type: q.source_type, start_date: q.start_date, end_date: q.end_date, settled: q.settled });
  const columns: TableColumnsType<WorkerOrder> = [
    { title: t('lms_fl.time'), dataIndex: 'created_at', width: 160 },
    { title: t('lms_fl.worker_name'), dataIndex: 'worker_name', width: 120, render: (v: string, r) => <Link to={workerDetailPath(r.worker_id)}>{v}</Link> },
    { title: t('lms_fl.worker_type'), dataIndex: 'worker_type', width: 110, render: (v: number) => t(`lms.worker_type.${v}`) },
    { title: t('lms_fl.source'), dataIndex: 'source_type', width: 90, render: (v: string) => t(`lms.earning_source.${v}`) },
    {
      title: t('lms_fl.source_no'),
      dataIndex: 'source_no',
      width: 180,
      render: (v: string | null, r) => {
        const path = sourcePath(r);
        return path ? <Link to={path}>{v ?? r.source_id}</Link> : (v ?? r.source_id);
      },
    },
    { title: t('lms_fl.amount'), dataIndex: 'amount', width: 100, align: 'right' },
    { title: t('lms_fl.settled'), dataIndex: 'settled', width: 160, render: (v: boolean, r) => (v ? <Tag color="success">{`${t('lms.settled')} ${r.settled_at ?? ''}`}</Tag> : <Tag>{t('lms.unsettled')}</Tag>) },
  ];
  const filters: FilterFields = [
    { name: 'worker_id', control: <WorkerSelect role="all" placeholder={t('lms_fl.worker_all')} style={{ width: 180 }} /> },
    { name: 'source_type', placeholder: t('lms_fl.source_all'), width: 120, options: WORKER_ORDER_SOURCES.map((s) => ({ value: s, label: t(`lms.earning_source.${s}`) })) },
    { name: 'dates', control: <DatePicker.RangePicker allowEmpty={[true, true]} /> },
    { name: 'settled', placeholder: t('lms_fl.settled_all'), width: 120, options: [{ value: 0, label: t('lms.unsettled') }, { value: 1, label: t('lms.settled') }] },
  ];
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="worker_order_filters"
        actions={<ExportButton permission="lms:worker_order:export" {...list.exportProps} />}
        fields={filters}
      />
      <Flex gap={48} style={{ margin: '4px 0 12px' }} data-testid="worker-order-totals">
        <Statistic title={t('lms_fl.total_count')} value={total.data?.count ?? 0} loading={total.isPending} />
        <Statistic title={t('lms_fl.total_amount')} value={total.data?.amount ?? '0.00'} prefix="¥" loading={total.isPending} />
        <Statistic title={t('lms_fl.unsettled_total')} value={total.data?.unsettled_amount ?? '0.00'} prefix="¥" loading={total.isPending} />
      </Flex>
      <ListTable<WorkerOrder> list={list} columns={columns} empty={t('lms_fl.worker_order_empty')} scroll={{ x: 960 }} />
    </Card>
  );
}
