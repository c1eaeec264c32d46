import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { StoreListQuerySchema, type Store } from '@tradewind/contract/system/store.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { StatusFilter } from '../../shared/status-filter';
import { useDeleteStoreMutation, storeKeys } from '../api/store.api';
import { STORE_ADD_PATH, storeEditPath } from '../../system.routes';
import { areaText } from '@tradewind/contract/common/address';

/** /system/store/list: the company's stores; add and edit open their own page. */
export function StoreListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Store>({ keys: storeKeys, path: '/stores', schema: StoreListQuerySchema });
  const remove = useDeleteStoreMutation();
  // No actions column for someone who may only look.
  const canAct = usePermission(['or', 'system:store:update', 'system:store:delete']);
  const orDash = (v: string | null) => v || '-';

  const columns: TableColumnsType<Store> = [
    { title: t('store.name'), dataIndex: 'name', width: 180, render: (v: string, row) => <Space size={6}>{v}{row.is_master ? <Tag color="gold">{t('store.is_master')}</Tag> : null}</Space> },
    { title: t('store.area'), dataIndex: 'area_string', width: 170, render: (v: string | null) => orDash(areaText(v)) },
    { title: t('store.address'), dataIndex: 'address', ellipsis: true, render: orDash },
    {
      title: t('store.contact_name'),
      key: 'contact',
      width: 120,
      render: (_v, row) =>
        row.contact_name || row.contact_phone ? (
          <Flex vertical style={{ lineHeight: 1.3 }}>
            <span>{orDash(row.contact_name)}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.contact_phone}</Typography.Text>
          </Flex>
        ) : '-',
    },
    { title: t('store.staff'), key: 'staff', width: 90, align: 'right', render: (_v, row) => t('store.staff_count', { count: row.staff_ids.length }) },
    { title: t('admin.status'), dataIndex: 'status', width: 80, render: (v: number) => (v === 1 ? <Tag color="success">{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>) },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 150 },
  ];
  if (canAct)
    columns.push({
      title: t('admin.actions'),
      key: 'actions',
      width: 120,
      render: (_v, row) => (
        <Space size={0}>
          <Permission rule="system:store:update">
            <Button type="link" onClick={() => void navigate(storeEditPath(row.id))}>{t('admin.edit')}</Button>
          </Permission>
          <Permission rule="system:store:delete">
            <DeleteAction size="middle" title={t('store.delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync(row.id)} />
          </Permission>
        </Space>
      ),
    });

  const create = (
    <Permission rule="system:store:create">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(STORE_ADD_PATH)}>{t('store.create')}</Button>
    </Permission>
  );
  return (
    <Card size="small">
      <FilterBar list={list} name="store_filters" actions={create}>
        <Form.Item name="name">
          <Input placeholder={t('store.keyword')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status">
          <StatusFilter />
        </Form.Item>
      </FilterBar>
      <ListTable<Store> list={list} columns={columns} empty={t('store.empty')} scroll={{ x: 1000 }} />
    </Card>
  );
}
