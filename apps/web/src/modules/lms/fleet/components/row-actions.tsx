import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnType } from 'antd';
import { DeleteAction } from '@/core/list/delete-action';
import { Permission } from '@/core/permission/permission';

export type Entity = 'worker' | 'car_model' | 'car';

/** A fleet list's 操作 column: 编辑 and 删除 (asking first), each behind the entity's permission. */
export function editDeleteColumn<Row>(t: (key: string, params?: Record<string, string | number>) => string, entity: Entity, options: { onEdit: (row: Row) => void; confirm: (row: Row) => string; onDelete: (row: Row) => Promise<unknown> }): TableColumnType<Row> {
  return {
    title: t('lms_fl.actions'),
    key: 'actions',
    width: 140,
    fixed: 'right',
    render: (_v, row) => (
      <Space size={0}>
        <Permission rule={`lms:${entity}:update`}>
          <Button type="link" onClick={() => options.onEdit(row)}>{t('lms_fl.edit')}</Button>
        </Permission>
        <Permission rule={`lms:${entity}:delete`}>
          <DeleteAction size="middle" title={options.confirm(row)} onDelete={() => options.onDelete(row)} />
        </Permission>
      </Space>
    ),
  };
}

/** The list's 新增 button, behind the create permission. */
export function CreateButton({ entity, label, onClick }: { entity: Entity; label: string; onClick: () => void }) {
  return (
    <Permission rule={`lms:${entity}:create`}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>{label}</Button>
    </Permission>
  );
}

/** Whether the caller sees the 操作 column at all. */
export const actionRule = (entity: Entity) => ['or', `lms:${entity}:update`, `lms:${entity}:delete`] as const;
