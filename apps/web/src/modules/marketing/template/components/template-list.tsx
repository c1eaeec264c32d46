import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { TEMPLATE_STATUSES, TemplateListQuerySchema } from '@tradewind/contract/marketing/template.schema';
import type { QueryKeys } from '@/core/api/query-keys';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
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
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          {row.remark ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.remark}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { title: t('mk_tpl.store'), dataIndex: 'store_name', width: 120 },
    ...columns,
    { title: t('mk_tpl.status'), dataIndex: 'status', width: 80, render: (v: number) => <TemplateStatusTag status={v} /> },
    { title: t('mk_tpl.created_by'), dataIndex: 'created_by_name', width: 100 },
    { title: t('mk_tpl.updated_at'), dataIndex: 'updated_at', width: 160 },
    {
      title: t('admin.actions'),
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_v, row) => (
        <Space size={0}>
          <Permission rule={perm('update')}>
            <Button type="link" onClick={() => void navigate(editPath(row.id))}>
              {t('admin.edit')}
            </Button>
          </Permission>
          <Permission rule={perm('update')}>
            <ConfirmAction
              title={t(row.status === 1 ? 'mk_tpl.disable_confirm' : 'mk_tpl.enable_confirm', { name: row.name })}
              onConfirm={() => status.mutateAsync({ id: row.id, enable: row.status !== 1 }).then(() => void message.success(t(row.status === 1 ? 'mk_tpl.disabled_done' : 'mk_tpl.enabled_done')))}
            >
              <Button type="link">{t(row.status === 1 ? 'mk_tpl.disable' : 'mk_tpl.enable')}</Button>
            </ConfirmAction>
          </Permission>
          {row.status === 0 ? (
            <Permission rule={perm('delete')}>
              <DeleteAction size="middle" title={t('mk_tpl.delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync(row.id)} />
            </Permission>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card size="small">
      <FilterBar
        list={list}
        name={`${kind}_template_filters`}
        actions={
          <Permission rule={perm('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(addPath)}>
              {texts.create}
            </Button>
          </Permission>
        }
      >
        <Form.Item name="keyword">
          <Input placeholder={t('mk_tpl.keyword')} allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="store_id">
          <Select placeholder={t('mk_tpl.store')} allowClear style={{ width: 160 }} options={stores.filter((s) => s.has_auth === 1).map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
        <Form.Item name="status">
          <Select placeholder={t('mk_tpl.status')} allowClear style={{ width: 110 }} options={TEMPLATE_STATUSES.map((s) => ({ value: s, label: t(`marketing.template_status_${s}`) }))} />
        </Form.Item>
      </FilterBar>
      <ListTable<Row> list={list} columns={all} scroll={{ x: 1100 }} empty={list.filtered ? texts.emptyFiltered : texts.empty} />
    </Card>
  );
}
