import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { groupDigits } from '@tradewind/contract/common/money';
import { actionFlags } from '@tradewind/contract/common/document-states';
import { paymentPlanStates, type Instalment } from '@tradewind/contract/crm/payment-plan.schema';
import { DocumentHeader } from '@/core/documents/document-header';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useFeedback } from '@/core/feedback/feedback';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { Permission } from '@/core/permission/permission';
import { useLeavePage } from '@/core/routing/leave-page';
import { useCancelPaymentPlanMutation, useDeletePaymentPlanMutation, usePaymentPlanQuery } from '../api/payment-plan.api';
import { FinishInstalmentModal } from '../components/finish-instalment-modal';
import { InstalmentStatusTag, PlanStatusTag } from '../components/plan-status-tag';
import { PAYMENT_PLAN_LIST_PATH, paymentPlanEditPath } from '../../crm.routes';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

/** /crm/payment_plan/detail?id=: the plan, its instalments (确认回款 per open one), its log, the actions its state offers. */
export function PaymentPlanDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const leavePage = useLeavePage();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const query = usePaymentPlanQuery(id);
  const cancel = useCancelPaymentPlanMutation();
  const remove = useDeletePaymentPlanMutation();
  const [finishing, setFinishing] = useState<Instalment | null>(null);
  if (id !== null && query.isPending) return <Skeleton active />;
  const plan = query.data;
  if (!plan) return <Result status="404" title={t('crm_pp.not_found')} />;
  const can = actionFlags(paymentPlanStates, plan.status);

  const columns: TableColumnsType<Instalment> = [
    { title: t('crm_pp.item_index'), dataIndex: 'sort', width: 60 },
    { title: t('crm_pp.item_amount'), dataIndex: 'amount', width: 120, align: 'right', render: groupDigits },
    { title: t('crm_pp.item_date'), dataIndex: 'due_date', width: 110 },
    { title: t('crm_pp.item_method'), dataIndex: 'method_text', width: 100 },
    { title: t('crm_pp.item_remind'), dataIndex: 'remind_days', width: 110, render: (v: number | null) => (v === null ? t('crm_pp.item_remind_none') : t('crm_pp.item_remind_days', { n: v })) },
    { title: t('crm_pp.item_status'), key: 'status', width: 90, render: (_v, row) => <InstalmentStatusTag item={row} /> },
    { title: t('crm_pp.item_receipt'), dataIndex: 'receipt_note_no', width: 160, render: (v: string | null) => v ?? '-' },
    { title: t('crm_pp.item_finished_at'), key: 'finished', width: 190, render: (_v, row) => (row.finished_at ? `${row.finished_at} ${row.finished_by_name ?? ''}` : '-') },
    { title: t('crm_pp.remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '-' },
    {
      title: t('admin.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_v, row) =>
        can.finish && row.status === 0 ? (
          <Permission rule="crm:payment_plan:finish">
            <Button type="link" onClick={() => setFinishing(row)}>
              {t('crm_pp.finish')}
            </Button>
          </Permission>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <DocumentHeader
        number={plan.number}
        tag={<PlanStatusTag plan={plan} />}
        actions={
          <>
            {can.update ? (
              <Permission rule="crm:payment_plan:update">
                <Button onClick={() => void navigate(paymentPlanEditPath(plan.id))}>{t('admin.edit')}</Button>
              </Permission>
            ) : null}
            {can.cancel ? (
              <Permission rule="crm:payment_plan:cancel">
                <ConfirmAction title={t('crm_pp.cancel_confirm', { number: plan.number })} onConfirm={() => cancel.mutateAsync(plan.id).then(() => void message.success(t('crm_pp.cancelled')))}>
                  <Button>{t('crm_pp.cancel')}</Button>
                </ConfirmAction>
              </Permission>
            ) : null}
            {can.delete && plan.paid_amount === '0.00' ? (
              <Permission rule="crm:payment_plan:delete">
                <DeleteAction size="middle" title={t('crm_pp.delete_confirm', { number: plan.number })} onDelete={() => remove.mutateAsync(plan.id)} onDeleted={() => leavePage(PAYMENT_PLAN_LIST_PATH)} />
              </Permission>
            ) : null}
            <Button onClick={() => leavePage(PAYMENT_PLAN_LIST_PATH)}>{t('form.back')}</Button>
          </>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('crm_pp.title')}>{plan.title}</Descriptions.Item>
          <Descriptions.Item label={t('crm_pp.customer')}>
            <Typography.Link onClick={() => openCustomerDrawer(plan.customer_id)}>{plan.customer_name}</Typography.Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('crm_pp.ref_no')}>{plan.ref_no ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('crm_pp.total')}>¥{groupDigits(plan.total_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('crm_pp.paid')}>¥{groupDigits(plan.paid_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('crm_pp.open')}>¥{groupDigits(plan.open_amount)}</Descriptions.Item>
          <Descriptions.Item label={t('crm_pp.store')}>{plan.store_name}</Descriptions.Item>
          <Descriptions.Item label={t('crm_pp.creator')}>{plan.created_by_name}</Descriptions.Item>
          <Descriptions.Item label={t('admin.created_at')}>{plan.created_at}</Descriptions.Item>
          <Descriptions.Item label={t('crm_pp.remark')} span={3}>
            {plan.remark ?? '-'}
          </Descriptions.Item>
        </Descriptions>
      </DocumentHeader>
      <Card size="small" title={t('crm_pp.section_items')}>
        <Table<Instalment> size="small" rowKey="id" columns={columns} dataSource={plan.items} pagination={false} scroll={{ x: 1200 }} />
      </Card>
      <DocumentLogCard logs={plan.logs} action={(line) => line.action_text} />
      {finishing ? <FinishInstalmentModal plan={plan} item={finishing} onClose={() => setFinishing(null)} /> : null}
    </Flex>
  );
}
