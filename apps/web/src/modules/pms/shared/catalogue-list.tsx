import { useState, type ReactNode } from 'react';
import { Card, type TableColumnsType } from 'antd';
import type { ListSchema } from '@/core/list/list-url';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterField } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import type { catalogueEntity } from './api/catalogue.api';

type CatalogueRow = { id: number; name: string; sort: number; created_at: string };

type Props<Row extends CatalogueRow> = {
  /** the permission's entity: `pms:{entity}:create|update|delete` */
  entity: string;
  api: ReturnType<typeof catalogueEntity>;
  schema: ListSchema;
  /** the entity's own columns; the sort and (unless `createdAt` is false) the created time follow them */
  columns: TableColumnsType<Row>;
  createdAt?: boolean;
  texts: { create: string; empty: string; deleteConfirm: (row: Row) => string };
  /** the create-or-edit dialog; row null creates */
  renderForm: (row: Row | null, onClose: () => void) => ReactNode;
  /** filters beside the name */
  filters?: FilterField[];
};

/**
 * The list page of a catalogue entity (brands, units, specs, types): a name filter, 新增, the table with
 * edit and delete as the user's permissions allow, and the entity's dialog.
 */
export function CatalogueListPage<Row extends CatalogueRow>({ entity, api, schema, columns, texts, renderForm, filters = [], createdAt = true }: Props<Row>) {
  const { t } = useI18n();
  const list = useList<Row>({ keys: api.keys, path: api.listPath, schema });
  const remove = api.useDelete();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const canAct = usePermission(['or', `pms:${entity}:update`, `pms:${entity}:delete`]);
  const table: TableColumnsType<Row> = [
    ...columns,
    { title: t('pms.sort'), dataIndex: 'sort', width: 80, align: 'right' },
    ...(createdAt ? [{ title: t('pms.created_at'), dataIndex: 'created_at', width: 160 }] : []),
  ];
  const shown: TableColumnsType<Row> = canAct
    ? [
        ...table,
        rowActionsColumn<Row>({
          title: t('pms.actions'),
          width: 130,
          actions: (row) => [
            { permission: `pms:${entity}:update`, label: t('pms.edit'), onClick: () => setEditing({ row }) },
            { permission: `pms:${entity}:delete`, confirm: texts.deleteConfirm(row), onDelete: () => remove.mutateAsync(row.id) },
          ],
        }),
      ]
    : table;

  const create = <CreateButton permission={`pms:${entity}:create`} label={texts.create} onClick={() => setEditing({ row: null })} />;
  return (
    <Card size="small">
      <FilterBar list={list} name={`${entity}_filters`} actions={create} fields={[{ name: 'name', placeholder: t('pms.keyword'), width: 200 }, ...filters]} />
      <ListTable<Row> list={list} columns={shown} empty={texts.empty} scroll={{ x: 800 }} />
      {editing ? renderForm(editing.row, () => setEditing(null)) : null}
    </Card>
  );
}
