import { Avatar, Card, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { WORKER_STATUSES, WORKER_TYPES } from '@tradewind/contract/lms/lms.schema';
import { WorkerListQuerySchema, type Worker } from '@tradewind/contract/lms/fleet.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { useDeleteWorkerMutation, workerKeys } from '../api/fleet.api';
import { WorkerStatusTag, stateOptions } from '../components/fleet-tags';
import { WORKER_ADD_PATH, workerDetailPath, workerEditPath } from '../../lms.routes';
import { actionRule, editDeleteColumn } from '../components/row-actions';

/** /lms/worker/list: the current store's drivers and loaders; add and edit open their page, the name the detail. */
export function WorkerListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Worker>({ keys: workerKeys, path: '/lms/workers', schema: WorkerListQuerySchema });
  const remove = useDeleteWorkerMutation();
  const canAct = usePermission(actionRule('worker'));

  const columns: TableColumnsType<Worker> = [
    {
      title: t('lms_fl.worker_name'),
      dataIndex: 'name',
      width: 180,
      fixed: 'left',
      render: (v: string, row) => (
        <Space>
          <Avatar src={row.photo ?? undefined} size="small">{v.slice(0, 1)}</Avatar>
          <Typography.Link onClick={() => void navigate(workerDetailPath(row.id))}>{v}</Typography.Link>
          {row.staff_name ? <Tag>{t('lms_fl.is_staff')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('lms_fl.phone'), dataIndex: 'phone', width: 120 },
    { title: t('lms_fl.worker_type'), dataIndex: 'type', width: 110, render: (v: number) => t(`lms.worker_type.${v}`) },
    {
      title: t('lms_fl.licence'),
      key: 'licence',
      width: 200,
      render: (_v, row) =>
        row.licence_no ? (
          <Space size={4} style={{ whiteSpace: 'nowrap' }}>
            <span>{`${row.licence_class ?? ''} · ${row.licence_no}`}</span>
            {row.licence_expiring ? <Tag color="error">{t('lms_fl.licence_expiring', { date: row.licence_expires_on ?? '' })}</Tag> : null}
          </Space>
        ) : (
          '-'
        ),
    },
    { title: t('lms_fl.cars'), key: 'cars', width: 120, render: (_v, row) => (row.car_plates.length ? row.car_plates.join('、') : '-') },
    { title: t('lms_fl.status'), dataIndex: 'status', width: 90, render: (v: number) => <WorkerStatusTag status={v} /> },
    { title: t('lms_fl.created_at'), dataIndex: 'created_at', width: 160 },
  ];
  if (canAct) columns.push(editDeleteColumn<Worker>(t, 'worker', { onEdit: (row) => void navigate(workerEditPath(row.id)), confirm: (row) => t('lms_fl.worker_delete_confirm', { name: row.name }), onDelete: (row) => remove.mutateAsync(row.id) }));
  const actions = <CreateButton permission="lms:worker:create" label={t('lms_fl.worker_create')} onClick={() => void navigate(WORKER_ADD_PATH)} />;
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('lms_fl.worker_keyword'), width: 200 },
    { name: 'type', placeholder: t('lms_fl.worker_type_all'), width: 140, options: stateOptions(t, 'worker_type', WORKER_TYPES) },
    { name: 'status', placeholder: t('lms_fl.status_all'), width: 120, options: stateOptions(t, 'worker_status', WORKER_STATUSES) },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="worker_filters" actions={actions} fields={filters} />
      <ListTable<Worker> list={list} columns={columns} empty={t('lms_fl.worker_empty')} scroll={{ x: 1100 }} />
    </Card>
  );
}
