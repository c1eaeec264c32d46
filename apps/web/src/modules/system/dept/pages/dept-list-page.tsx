import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, type TableColumnsType } from 'antd';
import { z } from 'zod';
import type { Department } from '@tradewind/contract/system/dept.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { useListParams } from '@/core/list/use-list';
import { deptKeys, useDeleteDeptMutation, useDeptTreeQuery } from '../api/dept.api';
import { DeptFormModal } from '../components/dept-form-modal';
import { filterDeptTree, parentIds } from '../dept-tree';
import { rowActionsColumn } from '@/core/list/row-actions';

type Editing = { dept: Department | null; parentId: number | null };

/** The tree comes whole (GET /depts has no query): the keyword filters it here, and lives in the address. */
const DeptFilterSchema = z.object({ keyword: z.string().trim().max(50).optional() });

/** Rows of the tree table: antd treats an empty children array as expandable, so leaves carry none. */
type DeptRow = Omit<Department, 'children'> & { source: Department; children?: DeptRow[] };
const toRows = (depts: readonly Department[]): DeptRow[] =>
  depts.map((d) => ({ ...d, source: d, children: d.children.length > 0 ? toRows(d.children) : undefined }));

/** /system/dept/list: the department tree with its head counts. */
export function DeptListPage() {
  const { t } = useI18n();
  const depts = useDeptTreeQuery();
  const remove = useDeleteDeptMutation();
  const queryClient = useQueryClient();
  const params = useListParams(DeptFilterSchema, undefined, () => void queryClient.invalidateQueries({ queryKey: deptKeys.tree() }));
  const keyword = params.query.keyword ?? '';
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<Editing | null>(null);

  const shown = useMemo(() => filterDeptTree(depts.data ?? [], keyword), [depts.data, keyword]);
  const rows = useMemo(() => toRows(shown), [shown]);
  const expandable = useMemo(() => parentIds(shown), [shown]);
  // Everything open unless the user closed it: new departments appear without a click.
  const expandedKeys = expandable.filter((id) => !collapsed.has(id));

  const columns: TableColumnsType<DeptRow> = [
    { title: t('dept.name'), dataIndex: 'name' },
    { title: t('dept.staff_count'), dataIndex: 'staff_count', width: 100, align: 'right' },
    { title: t('dept.sort'), dataIndex: 'sort', width: 80, align: 'right' },
    rowActionsColumn<DeptRow>({
      title: t('admin.actions'),
      width: 220,
      actions: (row) => [
        { permission: 'system:dept:create', label: t('dept.create_child'), onClick: () => setEditing({ dept: null, parentId: row.id }) },
        { permission: 'system:dept:update', label: t('admin.edit'), onClick: () => setEditing({ dept: row.source, parentId: row.parent_id }) },
        {
          permission: 'system:dept:delete',
          confirm: t('dept.delete_confirm', { name: row.name }),
          onDelete: () => remove.mutateAsync(row.id),
          blocked: row.source.children.length > 0 || row.staff_count > 0 ? t('dept.delete_blocked') : undefined,
        },
      ],
    }),
  ];

  return (
    <Card size="small">
      <FilterBar
        list={params}
        name="dept_filters"
        extra={
          <Space>
            <Button onClick={() => setCollapsed(new Set())}>{t('admin.expand_all')}</Button>
            <Button onClick={() => setCollapsed(new Set(expandable))}>{t('admin.collapse_all')}</Button>
          </Space>
        }
        actions={
          <CreateButton permission="system:dept:create" label={t('dept.create')} onClick={() => setEditing({ dept: null, parentId: null })} />
        }
        fields={[{ name: 'keyword', placeholder: t('dept.keyword'), width: 220 }]}
      />
      <Table<DeptRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={depts.isFetching}
        pagination={false}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpand: (open, row) =>
            setCollapsed((prev) => {
              const next = new Set(prev);
              if (open) next.delete(row.id);
              else next.add(row.id);
              return next;
            }),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dept.empty')} /> }}
      />
      {editing ? <DeptFormModal dept={editing.dept} parentId={editing.parentId} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
