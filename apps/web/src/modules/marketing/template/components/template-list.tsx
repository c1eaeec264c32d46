import { Card, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { TEMPLATE_STATUSES, TemplateListQuerySchema } from '@tradewind/contract/marketing/template.schema';
import type { QueryKeys } from '@/core/api/query-keys';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { StackedCell } from '@/core/list/list-cells';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { useSession } from '@/core/session/session-context';
import { useTemplateStatusMutation } from '../api/template.api';

/** What both template lists show of a row. */
export type TemplateRow = { id: number; name: string; store_name: string; status: 0 | 1; remark: string | null; created_by_name: string; updated_at: string };

type Props<Row extends TemplateRow> = {
  kind: 'freight' | 'carry_fee';
  keys: QueryKeys;
  /** the kind's own columns, between the name and the status */
  columns: TableColumnsType<Row>;
  addPath: string;
  editPath: (id: number) => string;
  useDelete: () => { mutateAsync: (id: number) => Promise<unknown> };
  texts: { create: string; empty: string; emptyFiltered: string };
};

export function TemplateStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={status === 1 ? 'success' : 'default'}>{t(`marketing.template_status_${status}`)}</Tag>;
}

/**
 * A list of templates (/marketing/freight/list, /marketing/carry_fee/list): filters by name, store and
 * status, pages, and per row edit, enable or disable, delete (a disabled one) — each behind its permission.
 */
export function TemplateList<Row extends TemplateRow>({ kind, keys, columns, addPath, editPath, useDelete, texts }: Props<Row>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { stores } = useSession();
  const list = useList<Row, typeof TemplateListQuerySchema>({ keys, path: `/marketing/${kind}_templates`, schema: TemplateListQuerySchema });
  const status = useTemplateStatusMutation(kind);
  const remove = useDelete();
  const perm = (action: string) => `marketing:${kind}:${action}`;

  const all: TableColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('mk_tpl.name'),
      dataIndex: 'name',
      width: 200,
      render: (_v, row) => <StackedCell strong small main={row.name} sub={row.remark} />,
    },
    { title: t('mk_tpl.store'), dataIndex: 'store_name', width: 120 },
    ...columns,
    { title: t('mk_tpl.status'), dataIndex: 'status', width: 80, render: (v: number) => <TemplateStatusTag status={v} /> },
    { title: t('mk_tpl.created_by'), dataIndex: 'created_by_name', width: 100 },
    { title: t('mk_tpl.updated_at'), dataIndex: 'updated_at', width: 160 },
    rowActionsColumn<Row>({
      title: t('admin.actions'),
      fixed: 'right',
      width: 200,
      actions: (row) => [
        { permission: perm('update'), label: t('admin.edit'), onClick: () => navigate(editPath(row.id)) },
        {
          permission: perm('update'),
          label: t(row.status === 1 ? 'mk_tpl.disable' : 'mk_tpl.enable'),
          confirm: t(row.status === 1 ? 'mk_tpl.disable_confirm' : 'mk_tpl.enable_confirm', { name: row.name }),
          onClick: () => status.mutateAsync({ id: row.id, enable: row.status !== 1 }).then(() => void message.success(t(row.status === 1 ? 'mk_tpl.disabled_done' : 'mk_tpl.enabled_done'))),
        },
        row.status === 0 && { permission: perm('delete'), confirm: t('mk_tpl.delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
      ],
    }),
  ];
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('mk_tpl.keyword'), width: 180 },
    { name: 'store_id', placeholder: t('mk_tpl.store'), width: 160, options: stores.filter((s) => s.has_auth === 1).map((s) => ({ value: s.id, label: s.name })) },
    { name: 'status', placeholder: t('mk_tpl.status'), width: 110, options: TEMPLATE_STATUSES.map((s) => ({ value: s, label: t(`marketing.template_status_${s}`) })) },
  ];

  return (
    <Card size="small">
      <FilterBar list={list} name={`${kind}_template_filters`} fields={filters} actions={<CreateButton permission={perm('create')} label={texts.create} onClick={() => void navigate(addPath)} />} />
      <ListTable<Row> list={list} columns={all} scroll={{ x: 1100 }} empty={list.filtered ? texts.emptyFiltered : texts.empty} />
    </Card>
  );
}
