import { Button, Card, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PickingTaskQuerySchema, type PickingTask } from '@tradewind/contract/wms/picking.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { pickingTaskKeys } from '../api/picking.api';
import { PickingTaskStatusTag } from '../components/picking-status-tags';

/** /wms/picking_task/list: tasks with status tabs, number / warehouse filters. */
export function PickingTaskListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<PickingTask>({ keys: pickingTaskKeys, path: '/wms/picking_tasks', schema: PickingTaskQuerySchema });
  const status = list.query.status as number | undefined;
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <ListTabs
        activeKey={status === undefined ? 'all' : String(status)}
        onChange={(key) => list.setFilters({ status: key === 'all' ? undefined : Number(key) })}
        items={[{ key: 'all', label: t('wms_doc.tab_all') }, ...[1, 2, 3, 0].map((s) => ({ key: String(s), label: t(`wms_task.status_${s}`) }))]}
        actions={
          <Permission rule="wms:picking_task:create">
            <Button type="primary" onClick={() => void navigate('/wms/picking_task/add')}>{t('wms_pick.assign')}</Button>
          </Permission>
        }
      />
      <FilterBar list={list} name="picking_task_filters">
        <Form.Item name="keyword">
          <Input placeholder={t('wms_doc.number')} allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="warehouse_id">
          <WarehouseSelect allowClear placeholder={t('wms_doc.warehouse')} style={{ width: 180 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<PickingTask>
        list={list}
        empty={t('wms_task.empty')}
        scroll={{ x: 1100 }}
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
    </Card>
  );
}
