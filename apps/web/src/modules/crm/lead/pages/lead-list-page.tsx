import { useState } from 'react';
import { Card, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { LeadListQuerySchema, type Lead, type LeadListQuery } from '@tradewind/contract/crm/lead.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { rowActionsColumn } from '@/core/list/row-actions';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { leadKeys, useDeleteLeadMutation, useLeadOwnerMutation } from '../api/lead.api';
import { LeadAssignModal } from '../components/lead-assign-modal';
import { LeadDrawer } from '../components/lead-drawer';
import { LeadFilterBar } from '../components/lead-filter-bar';
import { LeadStatusTag } from '../components/lead-status-tag';
import { LeadTransformModal } from '../components/lead-transform-modal';
import { OwnershipTabs } from '../../customer/components/ownership-tabs';
import { LEAD_ADD_PATH, leadEditPath } from '../../crm.routes';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

type Ownership = LeadListQuery['ownership'];
const OWNERSHIPS: Ownership[] = ['all', 'mine', 'pool'];
const VIEW_RULE: PermissionRule = ['or', 'crm:leads:detail', 'crm:leads:update'];

/**
 * /crm/leads/list: the leads the person may see (their own, the pool, what their data scope covers), with
 * details and follow-ups in a drawer (also opened by `?id=` from a message), assign, claim / release,
 * transform into a customer (duplicates first) and export.
 */
export function LeadListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [params] = useSearchParams();
  const list = useList<Lead, typeof LeadListQuerySchema>({ keys: leadKeys, path: '/crm/leads', schema: LeadListQuerySchema, exportPath: '/crm/leads/export' });
  const [viewing, setViewing] = useState<number | null>(() => idParamOf(params.get('id')));
  const [assigning, setAssigning] = useState<Lead | null>(null);
  const [transforming, setTransforming] = useState<Lead | null>(null);
  const owner = useLeadOwnerMutation();
  /** the drawer reads the lead with crm:leads:detail (or the edit permission, whose form reads it too) */
  const canView = usePermission(VIEW_RULE);
  const remove = useDeleteLeadMutation();

  // a refusal is shown once and the confirmation closes (ConfirmAction)
  const ownerAction = (lead: Lead, action: 'claim' | 'release') =>
    owner.mutateAsync({ id: lead.id, action }).then(() => void message.success(t(action === 'claim' ? 'crm_lead.claimed' : 'crm_lead.released')));

  const columns: TableColumnsType<Lead> = [
    { title: t('crm_lead.id'), dataIndex: 'id', width: 70, fixed: 'left', ...list.sorter('id') },
    {
      title: t('crm_lead.company'),
      dataIndex: 'company',
      width: 220,
      fixed: 'left',
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          {canView ? <Typography.Link onClick={() => setViewing(row.id)}>{row.company ?? row.name}</Typography.Link> : <Typography.Text>{row.company ?? row.name}</Typography.Text>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.name} · {row.phone}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('crm_lead.source'), dataIndex: 'source_text', width: 90 },
    { title: t('crm_lead.status'), dataIndex: 'status', width: 90, render: (_v, row) => <LeadStatusTag lead={row} /> },
    { title: t('crm_lead.owner'), dataIndex: 'sales_name', width: 100, render: (_v, row) => (row.sales_id === null ? <Tag>{t('crm_lead.pool')}</Tag> : row.sales_name) },
    { title: t('crm_lead.store'), dataIndex: 'store_name', width: 110 },
    {
      title: t('crm_lead.last_visit'),
      dataIndex: 'last_visit_at',
      width: 140,
      ...list.sorter('last_visit_at'),
      render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('crm_lead.never_visited')}</Typography.Text>,
    },
    {
      title: t('crm_lead.customer'),
      dataIndex: 'customer_name',
      width: 160,
      render: (_v, row) => (row.customer_id !== null ? <Typography.Link onClick={() => openCustomerDrawer(row.customer_id!)}>{row.customer_name}</Typography.Link> : '-'),
    },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 140, ...list.sorter('created_at') },
    rowActionsColumn<Lead>({
      title: t('admin.actions'),
      fixed: 'right',
      width: 320,
      actions: (row) => {
        const name = row.company ?? row.name;
        // a transformed lead is only looked at
        const open = row.status !== 3;
        return [
          { permission: VIEW_RULE, label: t('crm_lead.view'), onClick: () => setViewing(row.id) },
          open && { permission: 'crm:leads:update', label: t('admin.edit'), onClick: () => navigate(leadEditPath(row.id)) },
          open && { permission: 'crm:leads:transform', label: t('crm_lead.transform_short'), onClick: () => setTransforming(row) },
          open && { permission: 'crm:leads:sales', label: t('crm_lead.assign'), onClick: () => setAssigning(row) },
          open &&
            (row.sales_id === null
              ? { permission: 'crm:leads:claim', label: t('crm_lead.claim'), confirm: t('crm_lead.claim_confirm', { name }), onClick: () => ownerAction(row, 'claim') }
              : { permission: 'crm:leads:release', label: t('crm_lead.release'), confirm: t('crm_lead.release_confirm', { name }), onClick: () => ownerAction(row, 'release') }),
          open && { permission: 'crm:leads:delete', confirm: t('crm_lead.delete_confirm', { name }), onDelete: () => remove.mutateAsync(row.id) },
        ];
      },
    }),
  ];

  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <OwnershipTabs list={list} ownerships={OWNERSHIPS} texts="crm_lead" rules="crm:leads" createPath={LEAD_ADD_PATH} />
      <LeadFilterBar list={list} showOwner={list.query.ownership === 'all'} />
      <ListTable<Lead> list={list} columns={columns} scroll={{ x: 1500 }} empty={t(list.filtered ? 'crm_lead.empty_filtered' : 'crm_lead.empty')} />
      {viewing !== null ? (
        <LeadDrawer
          id={viewing}
          onClose={() => setViewing(null)}
          onTransform={setTransforming}
        />
      ) : null}
      {assigning ? <LeadAssignModal lead={assigning} onClose={() => setAssigning(null)} /> : null}
      {transforming ? <LeadTransformModal lead={transforming} onClose={() => setTransforming(null)} /> : null}
    </Card>
  );
}
