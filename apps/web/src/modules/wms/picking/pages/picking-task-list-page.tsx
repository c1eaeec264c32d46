import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PickingTaskQuerySchema, type PickingTask } from '@tradewind/contract/wms/picking.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { pickingTaskKeys } from '../api/picking.api';
import { PickingDocList } from '../components/picking-doc-list';
import { PickingTaskStatusTag } from '../components/picking-status-tags';

/** /wms/picking_task/list: tasks with status tabs, number / warehouse filters. */
export function PickingTaskListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<PickingTask>({ keys: pickingTaskKeys, path: '/wms/picking_tasks', schema: PickingTaskQuerySchema });
  return (
    <PickingDocList<PickingTask>
      list={list}
      statuses={[1, 2, 3, 0]}
      texts="wms_task"
      action={
        <Permission rule="wms:picking_task:create">
          <Button type="primary" onClick={() => void navigate('/wms/picking_task/add')}>{t('wms_pick.assign')}</Button>
        </Permission>
      }
      filterName="picking_task_filters"
      empty={t('wms_task.empty')}
      columns={[
        { title: t('wms_doc.number'), dataIndex: 'number', width: 170, render: (v: string, r) => <Link to={`/wms/picking_task/detail?id=${r.id}`}>{v}</Link> },
        { title: t('wms_task.wave'), dataIndex: 'list_number', width: 170, render: (v: string, r) => <Link to={`/wms/picking_list/detail?id=${r.list_id}`}>{v}</Link> },
        { title: t('wms_doc.warehouse'), dataIndex: 'warehouse_name', width: 130 },
        { title: t('wms_pick.delivery_date'), dataIndex: 'delivery_date', width: 110 },
        { title: t('wms_pick.picker'), dataIndex: 'picker_name', width: 100 },
        { title: t('wms_pick.qty'), dataIndex: 'total_qty', width: 80, align: 'right' },
        { title: t('wms_pick.picked'), dataIndex: 'picked_qty', width: 80, align: 'right' },
        { title: t('wms_task.earning'), dataIndex: 'earning_amount', width: 90, align: 'right', render: (v: string | null) => v ?? '-' },
        { title: t('wms_doc.status'), dataIndex: 'status', width: 90, render: (v: number) => <PickingTaskStatusTag status={v} /> },
        { title: t('wms_doc.created_at'), dataIndex: 'created_at', width: 160 },
      ]}
    />
  );
}
