import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { CustomerCategory } from '@tradewind/contract/crm/config.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import type { CategoryKind } from '../api/category.api';
import { useDeleteCategoryMutation, useCategoryListQuery } from '../api/category.api';
import { CategoryFormModal } from './category-form-modal';
import { DeleteAction } from '@/core/list/delete-action';

/** One card: the types or the levels, with add, edit and delete behind crm:{kind}:create|update|delete. */
export function CategoryTable({ kind }: { kind: CategoryKind }) {
  const { t } = useI18n();
  const categories = useCategoryListQuery(kind);
  const remove = useDeleteCategoryMutation(kind);
  const [editing, setEditing] = useState<{ category: CustomerCategory | null } | null>(null);

  return (
    <Card
      size="small"
      title={t(`crm_setting.${kind}s`)}
      extra={
        <Permission rule={`crm:${kind}:create`}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ category: null })}>
            {t(`crm_setting.create_${kind}`)}
          </Button>
        </Permission>
      }
      style={{ flex: 1, minWidth: 0 }}
      data-testid={`crm-${kind}s`}
    >
      <Typography.Paragraph type="secondary">{t(`crm_setting.${kind}s_hint`)}</Typography.Paragraph>
      <Table<CustomerCategory>
        rowKey="id"
        size="small"
        loading={categories.isFetching}
        dataSource={categories.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`crm_setting.empty_${kind}s`)} /> }}
        columns={[
          { title: t('crm_setting.name'), dataIndex: 'name' },
          { title: t('crm_setting.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('crm_setting.customer_num'),
            dataIndex: 'customer_num',
            width: 80,
            render: (n: number) => (n > 0 ? <Tag color="blue">{n}</Tag> : <Typography.Text type="secondary">0</Typography.Text>),
          },
          { title: t('admin.created_at'), dataIndex: 'created_at', width: 140 },
          {
            title: t('admin.actions'),
            key: 'actions',
            width: 120,
            render: (_v, row) => (
              <Space size={0}>
                <Permission rule={`crm:${kind}:update`}>
                  <Button type="link" onClick={() => setEditing({ category: row })}>
                    {t('admin.edit')}
                  </Button>
                </Permission>
                <Permission rule={`crm:${kind}:delete`}>
                  {row.customer_num > 0 ? (
                    <Tooltip title={t('crm_setting.delete_in_use', { count: row.customer_num })}>
                      <Button type="link" danger disabled>
                        {t('admin.delete')}
                      </Button>
                    </Tooltip>
                  ) : (
                    <DeleteAction size="middle" title={t('crm_setting.delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync(row.id)} />
                  )}
                </Permission>
              </Space>
            ),
          },
        ]}
      />
      {editing ? <CategoryFormModal kind={kind} category={editing.category} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
