import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { CourierListQuerySchema, type Courier } from '@tradewind/contract/marketing/courier.schema';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
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
    {
      title: t('admin.actions'),
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_v, row) => (
        <Space size={0}>
          <Permission rule="marketing:express:update">
            <Button type="link" onClick={() => setEditing({ row })}>
              {t('admin.edit')}
            </Button>
          </Permission>
          <Permission rule="marketing:express:status">
            <ConfirmAction title={t(row.status === 1 ? 'marketing.courier_disable_confirm' : 'marketing.courier_enable_confirm', { name: row.name })} onConfirm={() => setStatus.mutateAsync({ id: row.id, status: row.status === 1 ? 0 : 1 })}>
              <Button type="link">{t(row.status === 1 ? 'marketing.courier_disable' : 'marketing.courier_enable')}</Button>
            </ConfirmAction>
          </Permission>
          <Permission rule="marketing:express:delete">
            <DeleteAction title={t('marketing.courier_delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync(row.id)} />
          </Permission>
        </Space>
      ),
    },
  ];
  const create = (
    <Permission rule="marketing:express:create">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
        {t('marketing.courier_create')}
      </Button>
    </Permission>
  );
  return (
    <Card size="small">
      <FilterBar list={list} name="courier_filters" actions={create}>
        <Form.Item name="keyword">
          <Input placeholder={t('marketing.courier_keyword')} allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select options={statusOptions} allowClear placeholder={t('marketing.courier_status')} style={{ width: 110 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<Courier> list={list} columns={columns} scroll={{ x: 1000 }} empty={t('marketing.courier_empty')} />
      {editing ? <CourierFormModal courier={editing.row} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
