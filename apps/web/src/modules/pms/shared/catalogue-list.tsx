import { useState, type ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, type TableColumnsType } from 'antd';
import type { ListSchema } from '@/core/list/list-url';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import type { catalogueEntity } from './api/catalogue.api';

type Props<Row extends { id: number; name: string }> = {
  /** the permission's entity: `pms:{entity}:create|update|delete` */
  entity: string;
  api: ReturnType<typeof catalogueEntity>;
  schema: ListSchema;
  columns: TableColumnsType<Row>;
  texts: { create: string; empty: string; deleteConfirm: (row: Row) => string };
  /** the create-or-edit dialog; row null creates */
  renderForm: (row: Row | null, onClose: () => void) => ReactNode;
  /** filters beside the name */
  filters?: ReactNode;
};

/**
 * The list page of a catalogue entity (brands, units, specs, types): a name filter, 新增, the table with
 * edit and delete as the user's permissions allow, and the entity's dialog.
 */
export function CatalogueListPage<Row extends { id: number; name: string }>({ entity, api, schema, columns, texts, renderForm, filters }: Props<Row>) {
  const { t } = useI18n();
  const list = useList<Row>({ keys: api.keys, path: api.listPath, schema });
  const remove = api.useDelete();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const canAct = usePermission(['or', `pms:${entity}:update`, `pms:${entity}:delete`]);
  const shown: TableColumnsType<Row> = canAct
    ? [
        ...columns,
        {
          title: t('pms.actions'),
          key: 'actions',
          width: 130,
          render: (_v, row) => (
            <Space size={0}>
              <Permission rule={`pms:${entity}:update`}>
                <Button type="link" onClick={() => setEditing({ row })}>
                  {t('pms.edit')}
                </Button>
              </Permission>
              <Permission rule={`pms:${entity}:delete`}>
                <DeleteAction size="middle" title={texts.deleteConfirm(row)} onDelete={() => remove.mutateAsync(row.id)} />
              </Permission>
            </Space>
          ),
        },
      ]
    : columns;

  const create = (
    <Permission rule={`pms:${entity}:create`}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
        {texts.create}
      </Button>
    </Permission>
  );
  return (
    <Card size="small">
      <FilterBar list={list} name={`${entity}_filters`} actions={create}>
        <Form.Item name="name">
          <Input placeholder={t('pms.keyword')} allowClear style={{ width: 200 }} />
        </Form.Item>
        {filters}
      </FilterBar>
      <ListTable<Row> list={list} columns={shown} empty={texts.empty} scroll={{ x: 800 }} />
      {editing ? renderForm(editing.row, () => setEditing(null)) : null}
    </Card>
  );
}
