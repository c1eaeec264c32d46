import { Card, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { CROWD_KINDS, CrowdListQuerySchema, type Crowd } from '@tradewind/contract/crm/crowd.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { StackedCell } from '@/core/list/list-cells';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { crowdKeys, useDeleteCrowdMutation, useRefreshCrowdMutation } from '../api/crowd.api';
import { CROWD_ADD_PATH, crowdEditPath, crowdMembersPath } from '../../crm.routes';

/** /crm/crowd/list: the tenant's crowds with their member counts; add, edit, refresh, members, delete. */
export function CrowdListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const list = useList<Crowd, typeof CrowdListQuerySchema>({ keys: crowdKeys, path: '/crm/crowds', schema: CrowdListQuerySchema });
  const refresh = useRefreshCrowdMutation();
  const remove = useDeleteCrowdMutation();

  const columns: TableColumnsType<Crowd> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('crm_crowd.name'),
      dataIndex: 'name',
      width: 260,
      render: (_v, row) => <StackedCell strong small main={row.name} sub={row.remark} />,
    },
    { title: t('crm_crowd.kind'), dataIndex: 'kind_text', width: 100 },
    {
      title: t('crm_crowd.members'),
      dataIndex: 'member_count',
      width: 100,
      align: 'right',
      render: (v: number, row) => (
        <Permission rule="crm:crowd:customer" fallback={v.toLocaleString()}>
          <Typography.Link onClick={() => void navigate(crowdMembersPath(row.id))}>{v.toLocaleString()}</Typography.Link>
        </Permission>
      ),
    },
    { title: t('crm_crowd.refreshed_at'), dataIndex: 'refreshed_at', width: 160, render: (v: string | null) => v ?? t('crm_crowd.never_refreshed') },
    { title: t('crm_crowd.created_by'), dataIndex: 'created_by_name', width: 100 },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 160 },
    rowActionsColumn<Crowd>({
      title: t('admin.actions'),
      fixed: 'right',
      width: 280,
      actions: (row) => [
        { permission: 'crm:crowd:customer', label: t('crm_crowd.view_members'), onClick: () => navigate(crowdMembersPath(row.id)) },
        { permission: 'crm:crowd:update', label: t('admin.edit'), onClick: () => navigate(crowdEditPath(row.id)) },
        {
          permission: 'crm:crowd:refresh',
          label: t('crm_crowd.refresh'),
          confirm: t('crm_crowd.refresh_confirm', { name: row.name }),
          onClick: () => refresh.mutateAsync(row.id).then((c) => void message.success(t('crm_crowd.refreshed', { count: c.member_count }))),
        },
        { permission: 'crm:crowd:delete', confirm: t('crm_crowd.delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
      ],
    }),
  ];
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('crm_crowd.keyword'), width: 180 },
    { name: 'kind', placeholder: t('crm_crowd.kind'), width: 120, options: CROWD_KINDS.map((k) => ({ value: k, label: t(`crm.crowd_kind_${k}`) })) },
  ];

  return (
    <Card size="small">
      <FilterBar list={list} name="crowd_filters" fields={filters} actions={<CreateButton permission="crm:crowd:create" label={t('crm_crowd.create')} onClick={() => void navigate(CROWD_ADD_PATH)} />} />
      <ListTable<Crowd> list={list} columns={columns} scroll={{ x: 1200 }} empty={t(list.filtered ? 'crm_crowd.empty_filtered' : 'crm_crowd.empty')} />
    </Card>
  );
}
