import type { TableColumnType } from 'antd';
import { rowActionsColumn } from '@/core/list/row-actions';

export type Entity = 'worker' | 'car_model' | 'car';

/** A fleet list's 操作 column: 编辑 and 删除 (asking first), each behind the entity's permission. */
export function editDeleteColumn<Row>(t: (key: string, params?: Record<string, string | number>) => string, entity: Entity, options: { onEdit: (row: Row) => void; confirm: (row: Row) => string; onDelete: (row: Row) => Promise<unknown> }): TableColumnType<Row> {
  return rowActionsColumn<Row>({
    title: t('lms_fl.actions'),
    width: 140,
    fixed: 'right',
    actions: (row) => [
      { permission: `lms:${entity}:update`, label: t('lms_fl.edit'), onClick: () => options.onEdit(row) },
      { permission: `lms:${entity}:delete`, confirm: options.confirm(row), onDelete: () => options.onDelete(row) },
    ],
  });
}

/** Whether the caller sees the 操作 column at all. */
export const actionRule = (entity: Entity) => ['or', `lms:${entity}:update`, `lms:${entity}:delete`] as const;
