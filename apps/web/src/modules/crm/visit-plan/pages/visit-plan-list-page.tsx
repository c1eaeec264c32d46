import { useState } from 'react';
import { Card, DatePicker, Progress, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { VISIT_PLAN_STATUSES, VisitPlanListQuerySchema, type VisitPlan } from '@tradewind/contract/crm/visit-plan.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { ListQuery } from '@/core/list/list-url';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { StaffSelect } from '@/modules/system';
import { useDeleteVisitPlanMutation, visitPlanKeys } from '../api/visit-plan.api';
import { VisitPlanFormModal } from '../components/visit-plan-form-modal';
import { visitPlanDetailPath } from '../../crm.routes';

const STATUS_COLOR = { 1: 'default', 2: 'processing', 3: 'success' } as const;
type Range = [Dayjs | null, Dayjs | null] | null | undefined;
const toValues = (q: ListQuery) => ({ ...q, dates: (q.date_from || q.date_to ? [q.date_from ? dayjs(String(q.date_from)) : null, q.date_to ? dayjs(String(q.date_to)) : null] : undefined) as Range });
const fromValues = ({ dates, ...v }: Record<string, unknown> & { dates?: Range }) => ({ ...v, date_from: dates?.[0]?.format('YYYY-MM-DD'), date_to: dates?.[1]?.format('YYYY-MM-DD') });

/** /crm/visit_plan/list: the plans the person may see with their completion; filters, export, new, edit, delete. */
export function VisitPlanListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<VisitPlan, typeof VisitPlanListQuerySchema>({ keys: visitPlanKeys, path: '/crm/visit_plans', schema: VisitPlanListQuerySchema, exportPath: '/crm/visit_plans/export' });
  const [editing, setEditing] = useState<VisitPlan | 'new' | null>(null);
  const remove = useDeleteVisitPlanMutation();
  const open = (id: number) => void navigate(visitPlanDetailPath(id));

  const columns: TableColumnsType<VisitPlan> = [
    { title: 'ID', dataIndex: 'id', width: 70, ...list.sorter('id') },
    {
      title: t('crm_plan.name'),
      dataIndex: 'name',
      width: 220,
      render: (v: string, row) => (
        <Permission rule={['or', 'crm:visit_plan:detail', 'crm:visit_plan:update']} fallback={v}>
          <Typography.Link onClick={() => open(row.id)}>{v}</Typography.Link>
        </Permission>
      ),
    },
    { title: t('crm_plan.owner'), dataIndex: 'owner_name', width: 100 },
    { title: t('crm_plan.dates'), key: 'dates', width: 200, ...list.sorter('start_date'), render: (_v, row) => `${row.start_date} ~ ${row.end_date}` },
    { title: t('crm_plan.status'), dataIndex: 'status', width: 90, render: (_v, row) => <Tag color={STATUS_COLOR[row.status]}>{row.status_text}</Tag> },
    { title: t('crm_plan.targets'), dataIndex: 'target_count', width: 80, align: 'right' },
    { title: t('crm_plan.visited'), dataIndex: 'visited_count', width: 80, align: 'right' },
    { title: t('crm_plan.completion'), dataIndex: 'completion_rate', width: 160, render: (v: string) => <Progress percent={Number(v)} size="small" format={() => `${v}%`} aria-label={t('crm_plan.completion')} /> },
    { title: t('crm_crowd.store'), dataIndex: 'store_name', width: 120 },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 160, ...list.sorter('created_at') },
    rowActionsColumn<VisitPlan>({
      title: t('admin.actions'),
      fixed: 'right',
      width: 200,
      actions: (row) => [
        { permission: ['or', 'crm:visit_plan:detail', 'crm:visit_plan:update'], label: t('crm_plan.view'), onClick: () => open(row.id) },
        { permission: 'crm:visit_plan:update', label: t('admin.edit'), onClick: () => setEditing(row) },
        { permission: 'crm:visit_plan:delete', confirm: t('crm_plan.delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
      ],
    }),
  ];

  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="visit_plan_filters"
        toValues={toValues}
        fromValues={fromValues}
        extra={<ExportButton permission="crm:visit_plan:export" {...list.exportProps} />}
        actions={<CreateButton permission="crm:visit_plan:create" label={t('crm_plan.create')} onClick={() => setEditing('new')} />}
        fields={[
          { name: 'keyword', placeholder: t('crm_plan.keyword'), width: 160 },
          { name: 'status', placeholder: t('crm_plan.status'), width: 110, options: VISIT_PLAN_STATUSES.map((s) => ({ value: s, label: t(`crm.visit_plan_status_${s}`) })) },
          { name: 'owner_id', control: <StaffSelect placeholder={t('crm_plan.owner')} style={{ width: 130 }} /> },
          // Both ends of a plan's dates are asked for.
          { name: 'dates', control: <DatePicker.RangePicker placeholder={[t('crm_plan.date_from'), t('crm_plan.date_to')]} style={{ width: 240 }} /> },
        ]}
      />
      <ListTable<VisitPlan> list={list} columns={columns} scroll={{ x: 1400 }} empty={t(list.filtered ? 'crm_plan.empty_filtered' : 'crm_plan.empty')} />
      {editing !== null ? <VisitPlanFormModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={editing === 'new' ? open : undefined} /> : null}
    </Card>
  );
}
