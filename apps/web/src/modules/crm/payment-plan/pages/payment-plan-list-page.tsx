import { Card, DatePicker, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { groupDigits } from '@tradewind/contract/common/money';
import { PAYMENT_PLAN_STATUSES, PaymentPlanListQuerySchema, type PaymentPlan } from '@tradewind/contract/crm/payment-plan.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { filterTabs, ListTabs } from '@/core/list/list-tabs';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { paymentPlanKeys, useCancelPaymentPlanMutation, useDeletePaymentPlanMutation } from '../api/payment-plan.api';
import { PlanStatusTag } from '../components/plan-status-tag';
import { PAYMENT_PLAN_ADD_PATH, paymentPlanDetailPath, paymentPlanEditPath } from '../../crm.routes';
import { CustomerSelect } from '../../price/components/customer-select';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';


/**
 * /crm/payment_plan/list: the plans of the customers the person may see, by state, with filters (keyword,
 * customer, overdue, instalment dates), sorting, and the actions each state offers behind their permissions.
 */
export function PaymentPlanListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const list = useList<PaymentPlan, typeof PaymentPlanListQuerySchema>({ keys: paymentPlanKeys, path: '/crm/payment_plans', schema: PaymentPlanListQuerySchema });
  const cancel = useCancelPaymentPlanMutation();
  const remove = useDeletePaymentPlanMutation();
  const money = (v: string) => groupDigits(v);

  const columns: TableColumnsType<PaymentPlan> = [
    {
      title: t('crm_pp.number'),
      dataIndex: 'number',
      width: 170,
      fixed: 'left',
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => void navigate(paymentPlanDetailPath(row.id))}>{row.number}</Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.title}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('crm_pp.customer'), dataIndex: 'customer_name', width: 180, render: (_v, row) => <Typography.Link onClick={() => openCustomerDrawer(row.customer_id)}>{row.customer_name}</Typography.Link> },
    { title: t('crm_pp.ref_no'), dataIndex: 'ref_no', width: 160, render: (v: string | null) => v ?? '-' },
    { title: t('crm_pp.status'), dataIndex: 'status', width: 90, render: (_v, row) => <PlanStatusTag plan={row} /> },
    { title: t('crm_pp.total'), dataIndex: 'total_amount', width: 120, align: 'right', render: money, ...list.sorter('total_amount') },
    { title: t('crm_pp.paid'), dataIndex: 'paid_amount', width: 120, align: 'right', render: money },
    { title: t('crm_pp.open'), dataIndex: 'open_amount', width: 120, align: 'right', render: money },
    {
      title: t('crm_pp.progress'),
      key: 'progress',
      width: 130,
      render: (_v, row) => (
        <Space size={4}>
          {t('crm_pp.progress_text', { done: row.finished_count, all: row.item_count })}
          {row.overdue_count ? <Tag color="error">{t('crm_pp.overdue_count', { n: row.overdue_count })}</Tag> : null}
        </Space>
      ),
    },
    { title: t('crm_pp.next_due'), dataIndex: 'next_due_date', width: 110, render: (v: string | null) => v ?? '-', ...list.sorter('next_due_date') },
    { title: t('crm_pp.creator'), dataIndex: 'created_by_name', width: 100 },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 150, ...list.sorter('created_at') },
    rowActionsColumn<PaymentPlan>({
      title: t('admin.actions'),
      fixed: 'right',
      width: 220,
      actions: (row) => [
        { permission: ['or', 'crm:payment_plan:detail', 'crm:payment_plan:list'], label: t('crm_pp.view'), onClick: () => navigate(paymentPlanDetailPath(row.id)) },
        // an open plan is changed or cancelled; one nothing was paid on is deleted
        row.status === 1 && { permission: 'crm:payment_plan:update', label: t('admin.edit'), onClick: () => navigate(paymentPlanEditPath(row.id)) },
        row.status === 1 && {
          permission: 'crm:payment_plan:cancel',
          label: t('crm_pp.cancel'),
          confirm: t('crm_pp.cancel_confirm', { number: row.number }),
          onClick: () => cancel.mutateAsync(row.id).then(() => void message.success(t('crm_pp.cancelled'))),
        },
        row.status !== 2 && row.paid_amount === '0.00' && { permission: 'crm:payment_plan:delete', confirm: t('crm_pp.delete_confirm', { number: row.number }), onDelete: () => remove.mutateAsync(row.id) },
      ],
    }),
  ];

  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <ListTabs
        {...filterTabs(list, { all: t('crm_pp.tab_all'), values: PAYMENT_PLAN_STATUSES, label: (s) => t(`crm.pp_status_${s}`) })}
        actions={<CreateButton permission="crm:payment_plan:create" label={t('crm_pp.create')} onClick={() => void navigate(PAYMENT_PLAN_ADD_PATH)} />}
      />
      <FilterBar
        list={list}
        name="payment_plan_filters"
        fields={[
          { name: 'keyword', placeholder: t('crm_pp.keyword'), width: 220 },
          { name: 'customer_id', control: <CustomerSelect placeholder={t('crm_pp.customer')} style={{ width: 180 }} /> },
          { name: 'overdue', placeholder: t('crm_pp.overdue_only'), width: 110, options: [{ value: 1, label: t('crm_pp.overdue_only') }] },
          // both ends of the due days are asked for
          { name: 'dates', control: <DatePicker.RangePicker placeholder={[t('crm_pp.due_from'), t('crm_pp.due_to')]} style={{ width: 240 }} /> },
        ]}
      />
      <ListTable<PaymentPlan> list={list} columns={columns} scroll={{ x: 1700 }} empty={t(list.filtered ? 'crm_pp.empty_filtered' : 'crm_pp.empty')} />
    </Card>
  );
}
