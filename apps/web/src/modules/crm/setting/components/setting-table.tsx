import { useState, type ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteAction } from '@/core/list/delete-action';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';

type Row = { id: number; name: string };

type Props<T extends Row> = {
  /** crm:{kind}:create|update|delete, the texts crm_setting.{kind}s, create_{kind}, {kind}s_hint, empty_{kind}s */
  kind: string;
  list: { data?: T[]; isFetching: boolean };
  onDelete: (id: number) => Promise<unknown>;
  /** the columns between the name and the actions */
  columns: TableColumnsType<T>;
  /** the name column's cell, where a row shows more than its name */
  renderName?: (name: string, row: T) => ReactNode;
  /** how many records use the row: while any do, it cannot be deleted */
  usedBy: (row: T) => number;
  /** the tooltip on the disabled delete, given { count } */
  inUseText: string;
  minWidth: number;
  /** the add/edit dialog, mounted while open (row null: a new one) */
  renderModal: (row: T | null, onClose: () => void) => ReactNode;
};

/** How many records use a row: a blue tag, or a grey 0. */
export function UseNumCell({ n }: { n: number }) {
  return n > 0 ? <Tag color="blue">{n}</Tag> : <Typography.Text type="secondary">0</Typography.Text>;
}

/** One card of a customer setting list (types, levels, sources, follow-up types): add, edit and delete behind crm:{kind}:*. */
export function SettingTable<T extends Row>({ kind, list, onDelete, columns, renderName, usedBy, inUseText, minWidth, renderModal }: Props<T>) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);

  return (
    <Card
      size="small"
      title={t(`crm_setting.${kind}s`)}
      extra={
        <Permission rule={`crm:${kind}:create`}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
            {t(`crm_setting.create_${kind}`)}
          </Button>
        </Permission>
      }
      style={{ flex: 1, minWidth }}
      data-testid={`crm-${kind}s`}
    >
      <Typography.Paragraph type="secondary">{t(`crm_setting.${kind}s_hint`)}</Typography.Paragraph>
      <Table<T>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`crm_setting.empty_${kind}s`)} /> }}
        columns={[
          { title: t('crm_setting.name'), dataIndex: 'name', render: renderName },
          ...columns,
          {
            title: t('admin.actions'),
            key: 'actions',
            width: 120,
            render: (_v, row) => (
              <Space size={0}>
                <Permission rule={`crm:${kind}:update`}>
                  <Button type="link" onClick={() => setEditing({ row })}>
                    {t('admin.edit')}
                  </Button>
                </Permission>
                <Permission rule={`crm:${kind}:delete`}>
                  {usedBy(row) > 0 ? (
                    <Tooltip title={t(inUseText, { count: usedBy(row) })}>
                      <Button type="link" danger disabled>
                        {t('admin.delete')}
                      </Button>
                    </Tooltip>
                  ) : (
                    <DeleteAction size="middle" title={t('crm_setting.delete_confirm', { name: row.name })} onDelete={() => onDelete(row.id)} />
                  )}
                </Permission>
              </Space>
            ),
          },
        ]}
      />
      {editing ? renderModal(editing.row, () => setEditing(null)) : null}
    </Card>
  );
}
