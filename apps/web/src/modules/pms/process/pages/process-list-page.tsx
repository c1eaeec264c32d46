import { useState } from 'react';
import { Card, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { ProcessListQuerySchema, type Process } from '@tradewind/contract/pms/process.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { PROCESS_LIST_PATH, processKeys, useDeleteProcessMutation } from '../api/process.api';
import { ProcessFormModal } from '../components/process-form-modal';

type Item = Process['inputs'][number];

function ItemsCell({ items }: { items: Item[] }) {
  return (
    <Flex vertical>
      {items.map((item) => (
        <Typography.Text key={item.sku_id} ellipsis style={{ maxWidth: 260 }}>
          {item.name}
          {item.spec_text ? ` ${item.spec_text}` : ''} × {Number(item.quantity)}
          {item.unit_name}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** /pms/process/list: processing recipes — which SKUs turn into which, with the expected loss. */
export function ProcessListPage() {
  const { t } = useI18n();
  const list = useList<Process, typeof ProcessListQuerySchema>({ keys: processKeys, path: PROCESS_LIST_PATH, schema: ProcessListQuerySchema });
  const remove = useDeleteProcessMutation();
  const [editing, setEditing] = useState<{ row: Process | null } | null>(null);

  const columns: TableColumnsType<Process> = [
    { title: t('pms.process_name'), dataIndex: 'name', width: 180 },
    { title: t('pms.process_inputs'), key: 'inputs', render: (_v, row) => <ItemsCell items={row.inputs} /> },
    { title: t('pms.process_outputs'), key: 'outputs', render: (_v, row) => <ItemsCell items={row.outputs} /> },
    { title: t('pms.process_loss_rate'), dataIndex: 'loss_rate', width: 90, align: 'right', render: (v: string) => `${v}%` },
    { title: t('pms.process_status'), dataIndex: 'status', width: 80, render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{t(v === 1 ? 'pms.process_enabled' : 'pms.process_disabled')}</Tag> },
    { title: t('pms.process_remark'), dataIndex: 'remark', width: 160, render: (v: string | null) => v ?? '-' },
    { title: t('pms.goods_updated_at'), dataIndex: 'updated_at', width: 160 },
    rowActionsColumn<Process>({
      title: t('pms.actions'),
      fixed: 'right',
      width: 130,
      actions: (row) => [
        { permission: 'pms:process:update', label: t('pms.edit'), onClick: () => setEditing({ row }) },
        { permission: 'pms:process:delete', confirm: t('pms.process_delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
      ],
    }),
  ];
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('pms.process_keyword_hint'), width: 240 },
    {
      name: 'status',
      placeholder: t('pms.process_status'),
      width: 110,
      options: [
        { value: 1, label: t('pms.process_enabled') },
        { value: 0, label: t('pms.process_disabled') },
      ],
    },
  ];
  const create = <CreateButton permission="pms:process:create" label={t('pms.process_create')} onClick={() => setEditing({ row: null })} />;

  return (
    <Card size="small">
      <FilterBar list={list} name="process_filters" actions={create} fields={filters} />
      <ListTable<Process> list={list} columns={columns} scroll={{ x: 1200 }} empty={t(list.filtered ? 'pms.process_empty_filtered' : 'pms.process_empty')} />
      {editing ? <ProcessFormModal process={editing.row} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
