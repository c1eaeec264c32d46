import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { groupDigits } from '@tradewind/contract/common/money';
import type { Instalment, PaymentPlan } from '@tradewind/contract/crm/payment-plan.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { CUSTOMER_PLANS_SHOWN, useCustomerPaymentPlansQuery } from '../../payment-plan/api/payment-plan.api';
import { InstalmentStatusTag, PlanStatusTag } from '../../payment-plan/components/plan-status-tag';
import { customerPaymentPlansPath, paymentPlanAddPath, paymentPlanDetailPath } from '../../crm.routes';
import { closeCustomerDrawer } from '../customer-drawer-store';

/**
 * The customer's payment plans (crm:payment_plan:list): each plan with its instalments — due, paid (with the
 * receipt note) or overdue — a link to the plan's page, and 新增回款计划 for whoever may create one. The newest
 * 20 plans; past them a link to the list filtered by the customer.
 */
export function PaymentPlanSection({ customerId }: { customerId: number }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const plans = useCustomerPaymentPlansQuery(customerId);
  const go = (to: string) => {
    closeCustomerDrawer();
    void navigate(to);
  };

  const columns: TableColumnsType<Instalment> = [
    { title: t('crm_pp.item_index'), dataIndex: 'sort', width: 56 },
    { title: t('crm_pp.item_date'), dataIndex: 'due_date', width: 110 },
    { title: t('crm_pp.item_amount'), dataIndex: 'amount', width: 110, align: 'right', render: groupDigits },
    { title: t('crm_pp.item_method'), dataIndex: 'method_text', width: 90 },
    { title: t('crm_pp.item_status'), key: 'status', width: 90, render: (_v, row) => <InstalmentStatusTag item={row} /> },
    { title: t('crm_pp.item_receipt'), key: 'receipt', render: (_v, row) => (row.receipt_note_no ? `${row.receipt_note_no}${row.finished_at ? ` · ${row.finished_at.slice(0, 10)}` : ''}` : '-') },
  ];

  if (plans.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const list = plans.data?.list ?? [];
  const total = plans.data?.pagination.total ?? 0;

  return (
    <Flex vertical gap={12} data-testid="customer-payment-plans">
      <Permission rule="crm:payment_plan:create">
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => go(paymentPlanAddPath(customerId))}>
            {t('crm_pp.create')}
          </Button>
        </Flex>
      </Permission>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_drawer.plan_empty')} />
      ) : (
        list.map((plan) => (
          <Card
            key={plan.id}
            size="small"
            title={<PlanTitle plan={plan} onOpen={() => go(paymentPlanDetailPath(plan.id))} />}
            extra={
              <Typography.Text type="secondary">
                {t('crm_drawer.plan_amounts', { total: groupDigits(plan.total_amount), paid: groupDigits(plan.paid_amount), open: groupDigits(plan.open_amount) })}
              </Typography.Text>
            }
          >
            <Table<Instalment> size="small" rowKey="id" columns={columns} dataSource={plan.items ?? []} pagination={false} />
          </Card>
        ))
      )}
      {total > list.length ? (
        <Flex justify="center">
          <Button type="link" onClick={() => go(customerPaymentPlansPath(customerId))}>
            {t('crm_drawer.plan_more', { shown: CUSTOMER_PLANS_SHOWN, total })}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

function PlanTitle({ plan, onOpen }: { plan: PaymentPlan; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Link onClick={onOpen}>{plan.number}</Typography.Link>
      <Typography.Text>{plan.title}</Typography.Text>
      <PlanStatusTag plan={plan} />
      {plan.overdue_count ? <Tag color="error">{t('crm_pp.overdue_count', { n: plan.overdue_count })}</Tag> : null}
      {plan.ref_no ? <Typography.Text type="secondary">{plan.ref_no}</Typography.Text> : null}
    </Flex>
  );
}
