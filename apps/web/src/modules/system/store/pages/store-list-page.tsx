import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Form, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination';
import type { Store } from '@tradewind/contract/system/store.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { useDeleteStoreMutation } from '../api/store.mutations';
import { useStoreListQuery } from '../api/store.queries';
import { STORE_ADD_PATH, storeEditPath } from '../store.routes';
import { DeleteAction } from '../../shared/delete-action';

type Filters = { name?: string; status?: 0 | 1 };

/** /system/store/list: the company's stores; add and edit open their own page. */
export function StoreListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, page_size: DEFAULT_PAGE_SIZE });
  const stores = useStoreListQuery({ ...paging, ...filters });
  const remove = useDeleteStoreMutation();
  // No actions column for someone who may only look.
  const canAct = usePermission(['or', 'system:store:update', 'system:store:delete']);

  const columns: TableColumnsType<Store> = [
    {
      title: t('store.name'),
      dataIndex: 'name',
      width: 180,
      render: (value: string, row) => (
        <Space size={6}>
          {value}
          {row.is_master ? <Tag color="gold">{t('store.is_master')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('store.area'), dataIndex: 'area_string', width: 170, render: (v: string | null) => v || '-' },
    { title: t('store.address'), dataIndex: 'address', ellipsis: true, render: (v: string | null) => v || '-' },
    {
      title: t('store.contact_name'),
      key: 'contact',
      width: 120,
      render: (_v, row) =>
        row.contact_name || row.contact_phone ? (
          <Flex vertical style={{ lineHeight: 1.3 }}>
            <span>{row.contact_name || '-'}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.contact_phone}
            </Typography.Text>
          </Flex>
        ) : (
          '-'
        ),
    },
    { title: t('store.staff'), key: 'staff', width: 90, align: 'right', render: (_v, row) => t('store.staff_count', { count: row.staff_ids.length }) },
    {
      title: t('admin.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => (v === 1 ? <Tag color="success">{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>),
    },
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
            <Button type="link" onClick={() => void navigate(storeEditPath(row.id))}>
              {t('admin.edit')}
            </Button>
          </Permission>
          <Permission rule="system:store:delete">
            <DeleteAction size="middle" title={t('store.delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync(row.id)} />
          </Permission>
        </Space>
      ),
    });

  return (
    <Card size="small">
      <Flex justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Form
          form={filterForm}
          layout="inline"
          onFinish={(values) => {
            setFilters({ ...values, name: values.name?.trim() || undefined });
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        >
          <Form.Item name="name">
            <Input placeholder={t('store.keyword')} allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status">
            <Select
              placeholder={t('admin.status_all')}
              allowClear
              style={{ width: 110 }}
              options={[
                { value: 1, label: t('admin.enabled') },
                { value: 0, label: t('admin.disabled') },
              ]}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('admin.search')}
            </Button>
            <Button
              onClick={() => {
                filterForm.resetFields();
                setFilters({});
                setPaging((p) => ({ ...p, page: 1 }));
              }}
            >
              {t('admin.reset')}
            </Button>
          </Space>
        </Form>
        <Permission rule="system:store:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(STORE_ADD_PATH)}>
            {t('store.create')}
          </Button>
        </Permission>
      </Flex>
      <Table<Store>
        rowKey="id"
        columns={columns}
        dataSource={stores.list}
        loading={stores.isFetching}
        scroll={{ x: 1000 }}
        onChange={(pagination) => setPaging({ page: pagination.current ?? 1, page_size: pagination.pageSize ?? DEFAULT_PAGE_SIZE })}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('store.empty')} /> }}
        pagination={{
          current: stores.pagination.page,
          pageSize: paging.page_size,
          total: stores.pagination.total,
          showSizeChanger: true,
          showTotal: (total) => t('admin.total', { total }),
        }}
      />
    </Card>
  );
}
