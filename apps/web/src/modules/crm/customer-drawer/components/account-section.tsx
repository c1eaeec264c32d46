import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCustomerAccountQuery } from '../api/customer-detail.api';

/** Balance, amount to pay and prepaid balance (GET /fms/customer_account; fms:customer_account:detail). */
export function AccountSection({ customerId }: { customerId: number }) {
  const { t } = useI18n();
  const account = useCustomerAccountQuery(customerId, true);
  if (account.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  const data = account.data ?? { balance: '0.00', need_pay: '0.00', total_prepay_amount: '0.00' };
  // Money comes as two-decimal strings: shown as they are, never through floats.
  const items = [
    { key: 'balance', label: t('crm_drawer.balance'), value: data.balance },
    { key: 'need_pay', label: t('crm_drawer.need_pay'), value: data.need_pay },
    { key: 'total_prepay_amount', label: t('crm_drawer.total_prepay_amount'), value: data.total_prepay_amount },
  ];
  return (
    <Row gutter={12} data-testid="customer-account">
      {items.map((item) => (
        <Col span={8} key={item.key}>
          <Card size="small">
            <Statistic title={item.label} value={item.value} prefix="¥" formatter={(v) => String(v)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
