import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { groupDigits } from '@tradewind/contract/common/money';
import { PAYMENT_PLAN_STATUSES, PaymentPlanListQuerySchema, type PaymentPlan } from '@tradewind/contract/crm/payment-plan.schema';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { dateRangeFromValues, dateRangeToValues } from '@/core/list/date-range-values';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { paymentPlanKeys, useCancelPaymentPlanMutation, useDeletePaymentPlanMutation } from '../api/payment-plan.api';
import { PlanStatusTag } from '../components/plan-status-tag';
import { PAYMENT_PLAN_ADD_PATH, paymentPlanDetailPath, paymentPlanEditPath } from '../../crm.routes';
import { CustomerSelect } from '../../price/components/customer-select';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

const TABS = ['all', ...PAYMENT_PLAN_STATUSES.map(String)] as const;

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
    {
      title: t('admin.actions'),
      key: 'actions',
      fixed: 'right',
      width: 220,
      render: (_v, row) => (
        <Space size={0}>
          <Permission rule={['or', 'crm:payment_plan:detail', 'crm:payment_plan:list']}>
            <Button type="link" onClick={() => void navigate(paymentPlanDetailPath(row.id))}>
              {t('crm_pp.view')}
            </Button>
          </Permission>
          {row.status === 1 ? (
            <>
              <Permission rule="crm:payment_plan:update">
                <Button type="link" onClick={() => void navigate(paymentPlanEditPath(row.id))}>
                  {t('admin.edit')}
                </Button>
              </Permission>
              <Permission rule="crm:payment_plan:cancel">
                <ConfirmAction title={t('crm_pp.cancel_confirm', { number: row.number })} onConfirm={() => cancel.mutateAsync(row.id).then(() => void message.success(t('crm_pp.cancelled')))}>
                  <Button type="link">{t('crm_pp.cancel')}</Button>
                </ConfirmAction>
              </Permission>
            </>
          ) : null}
          {row.status !== 2 && row.paid_amount === '0.00' ? (
            <Permission rule="crm:payment_plan:delete">
              <DeleteAction title={t('crm_pp.delete_confirm', { number: row.number })} onDelete={() => remove.mutateAsync(row.id)} />
            </Permission>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <ListTabs
        activeKey={list.query.status === undefined ? 'all' : String(list.query.status)}
        onChange={(key) => list.setFilters({ status: key === 'all' ? undefined : (Number(key) as 0 | 1 | 2) })}
        items={TABS.map((key) => ({ key, label: key === 'all' ? t('crm_pp.tab_all') : t(`crm.pp_status_${key}`) }))}
        actions={
          <Permission rule="crm:payment_plan:create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PAYMENT_PLAN_ADD_PATH)}>
              {t('crm_pp.create')}
            </Button>
          </Permission>
        }
      />
      <FilterBar list={list} name="payment_plan_filters" toValues={dateRangeToValues} fromValues={dateRangeFromValues}>
        <Form.Item name="keyword">
          <Input placeholder={t('crm_pp.keyword')} allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="customer_id">
          <CustomerSelect placeholder={t('crm_pp.customer')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="overdue">
          <Select placeholder={t('crm_pp.overdue_only')} allowClear style={{ width: 110 }} options={[{ value: 1, label: t('crm_pp.overdue_only') }]} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[t('crm_pp.due_from'), t('crm_pp.due_to')]} style={{ width: 240 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<PaymentPlan> list={list} columns={columns} scroll={{ x: 1700 }} empty={t(list.filtered ? 'crm_pp.empty_filtered' : 'crm_pp.empty')} />
    </Card>
  );
}
