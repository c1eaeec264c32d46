import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ConfigOptionItem, ConfigOptionKind } from '@tradewind/contract/crm/setting.schema';
import { DeleteAction } from '@/core/list/delete-action';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useDeleteOptionMutation, useOptionListQuery } from '../api/option.api';
import { OptionFormModal } from './option-form-modal';

/** One card: the customer sources or the follow-up types, with add, edit (name, order, on/off) and delete. */
export function OptionTable({ kind }: { kind: ConfigOptionKind }) {
  const { t } = useI18n();
  const options = useOptionListQuery(kind);
  const remove = useDeleteOptionMutation(kind);
  const [editing, setEditing] = useState<{ option: ConfigOptionItem | null } | null>(null);

  return (
    <Card
      size="small"
      title={t(`crm_setting.${kind}s`)}
      extra={
        <Permission rule={`crm:${kind}:create`}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ option: null })}>
            {t(`crm_setting.create_${kind}`)}
          </Button>
        </Permission>
      }
      style={{ flex: 1, minWidth: 420 }}
      data-testid={`crm-${kind}s`}
    >
      <Typography.Paragraph type="secondary">{t(`crm_setting.${kind}s_hint`)}</Typography.Paragraph>
      <Table<ConfigOptionItem>
        rowKey="id"
        size="small"
        loading={options.isFetching}
        dataSource={options.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`crm_setting.empty_${kind}s`)} /> }}
        columns={[
          {
            title: t('crm_setting.name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <Space size={4}>
                {name}
                {row.builtin ? <Tag>{t('crm_setting.builtin')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('crm_setting.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('crm_setting.status'),
            dataIndex: 'status',
            width: 80,
            render: (s: number) => (s === 1 ? <Tag color="green">{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>),
          },
          {
            title: t(`crm_setting.${kind}_use_num`),
            dataIndex: 'use_num',
            width: 90,
            render: (n: number) => (n > 0 ? <Tag color="blue">{n}</Tag> : <Typography.Text type="secondary">0</Typography.Text>),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            width: 120,
            render: (_v, row) => (
              <Space size={0}>
                <Permission rule={`crm:${kind}:update`}>
                  <Button type="link" onClick={() => setEditing({ option: row })}>
                    {t('admin.edit')}
                  </Button>
                </Permission>
                <Permission rule={`crm:${kind}:delete`}>
                  {row.use_num > 0 ? (
                    <Tooltip title={t(`crm_setting.${kind}_in_use`, { count: row.use_num })}>
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
      {editing ? <OptionFormModal kind={kind} option={editing.option} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
