import { useState, type ReactNode } from 'react';
import { Card, Form, Modal, type FormInstance, type TableColumnsType } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import type { ListController } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { actionRule, editDeleteColumn, type Entity } from './row-actions';

type Props<Row extends { id: number }> = {
  entity: Entity;
  list: ListController<Row>;
  /** the filter form's name and its fields */
  filterName: string;
  filters: FilterFields;
  /** the columns before 操作 (shown to whoever may edit or delete) */
  columns: TableColumnsType<Row>;
  createLabel: string;
  empty: string;
  /** the delete confirmation's question, naming the row */
  confirm: (row: Row) => string;
  onDelete: (id: number) => Promise<unknown>;
  /** the create-or-edit dialog, mounted while open (row null: a new one) */
  renderDialog: (row: Row | null, onClose: () => void) => ReactNode;
};

/** A fleet list edited in dialogs (car models, cars): filters, the table with 编辑/删除 behind lms:{entity}:*, 新增. */
export function DialogListCard<Row extends { id: number }>({ entity, list, filterName, filters, columns, createLabel, empty, confirm, onDelete, renderDialog }: Props<Row>) {
  const { t } = useI18n();
  const [dialog, setDialog] = useState<{ row: Row | null } | null>(null);
  const canAct = usePermission(actionRule(entity));
  const shown = canAct ? [...columns, editDeleteColumn<Row>(t, entity, { onEdit: (row) => setDialog({ row }), confirm, onDelete: (row) => onDelete(row.id) })] : columns;
  const actions = <CreateButton permission={`lms:${entity}:create`} label={createLabel} onClick={() => setDialog({ row: null })} />;
  return (
    <Card size="small">
      <FilterBar list={list} name={filterName} actions={actions} fields={filters} />
      <ListTable<Row> list={list} columns={shown} empty={empty} scroll={{ x: 900 }} />
      {dialog ? renderDialog(dialog.row, () => setDialog(null)) : null}
    </Card>
  );
}

type DialogProps<V> = {
  title: string;
  form: FormInstance<V>;
  /** the form's name (field ids) */
  name: string;
  initialValues: V;
  onFinish: (values: V) => void;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** A fleet create-or-edit dialog: a vertical form, 保存 submits it; mounted while open, so each opening starts from the row. */
export function FleetDialog<V>({ title, form, name, initialValues, onFinish, saving, onClose, children }: DialogProps<V>) {
  const { t } = useI18n();
  return (
    <Modal open title={title} width={480} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} okText={t('form.save')} destroyOnHidden>
      <Form form={form} name={name} layout="vertical" initialValues={initialValues as object} onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}
