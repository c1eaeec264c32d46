import { useState } from 'react';
import { Card, Tag, Typography, type TableColumnsType } from 'antd';
import { CourierListQuerySchema, type Courier } from '@tradewind/contract/marketing/courier.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { COURIER_LIST_PATH, courierKeys, useCourierStatusMutation, useDeleteCourierMutation } from '../api/courier.api';
import { CourierFormModal } from '../components/courier-form-modal';

/** /marketing/express/list: the couriers parcels ship with; one in use is disabled, not deleted (README "Couriers"). */
export function CourierListPage() {
  const { t } = useI18n();
  const list = useList<Courier, typeof CourierListQuerySchema>({ keys: courierKeys, path: COURIER_LIST_PATH, schema: CourierListQuerySchema });
  const remove = useDeleteCourierMutation();
  const setStatus = useCourierStatusMutation();
  const [editing, setEditing] = useState<{ row: Courier | null } | null>(null);
  const statusOptions = [1, 0].map((v) => ({ value: v, label: t(`marketing.courier_status_${v}`) }));
  const columns: TableColumnsType<Courier> = [
    { title: t('marketing.courier_code'), dataIndex: 'code', width: 110 },
    { title: t('marketing.courier_name'), dataIndex: 'name', width: 160 },
    {
      title: t('marketing.courier_tracking_url'),
      dataIndex: 'tracking_url',
      ellipsis: true,
      render: (v: string | null) => (v ? <Typography.Text copyable={{ text: v }}>{v}</Typography.Text> : '—'),
    },
    { title: t('marketing.courier_phone'), dataIndex: 'phone', width: 120, render: (v: string | null) => v ?? '—' },
    { title: t('marketing.sort'), dataIndex: 'sort', width: 70, align: 'right' },
    { title: t('marketing.courier_status'), dataIndex: 'status', width: 80, render: (v: 0 | 1) => <Tag color={v === 1 ? 'green' : 'default'}>{t(`marketing.courier_status_${v}`)}</Tag> },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 150 },
    rowActionsColumn<Courier>({
      title: t('admin.actions'),
      fixed: 'right',
      width: 190,
      actions: (row) => [
        { permission: 'marketing:express:update', label: t('admin.edit'), onClick: () => setEditing({ row }) },
        {
          permission: 'marketing:express:status',
          label: t(row.status === 1 ? 'marketing.courier_disable' : 'marketing.courier_enable'),
          confirm: t(row.status === 1 ? 'marketing.courier_disable_confirm' : 'marketing.courier_enable_confirm', { name: row.name }),
          onClick: () => setStatus.mutateAsync({ id: row.id, status: row.status === 1 ? 0 : 1 }),
        },
        { permission: 'marketing:express:delete', confirm: t('marketing.courier_delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
      ],
    }),
  ];
  const create = <CreateButton permission="marketing:express:create" label={t('marketing.courier_create')} onClick={() => setEditing({ row: null })} />;
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('marketing.courier_keyword'), width: 180 },
    { name: 'status', placeholder: t('marketing.courier_status'), width: 110, options: statusOptions },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="courier_filters" actions={create} fields={filters} />
      <ListTable<Courier> list={list} columns={columns} scroll={{ x: 1000 }} empty={t('marketing.courier_empty')} />
      {editing ? <CourierFormModal courier={editing.row} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
