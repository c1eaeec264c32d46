import { useState } from 'react';
import { Button, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Statistic } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { BalanceHistoryQuerySchema } from '@tradewind/contract/fms/balance-history.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { balanceHistoryKeys, useCustomerAccountConfig, useCustomerAccountQuery, type BalanceHistoryRow } from '../api/fms.api';
import { AdjustDialog, type AdjustTarget } from '../components/adjust-dialog';
import { HistoryFilters, historyColumns } from '../components/history-filters';
import { groupDigits } from '@tradewind/contract/common/money';
import { CUSTOMER_ACCOUNT_LIST_PATH } from '../fms.routes';

/** The history's query as the address holds it: the customer comes from the page (`id`), sent with the list's defaults. */
const HistoryQuerySchema = BalanceHistoryQuerySchema.partial({ customer_id: true });

/** /fms/customer_account/detail?id=<customer id>: the balances, who the customer is, and every movement with its filters. */
export function CustomerAccountDetailPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const customerId = Number.isInteger(id) && id > 0 ? id : null;
  const account = useCustomerAccountQuery(customerId);
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  if (customerId === null || account.isError) return <Empty description={t('fms_web.not_found')}><Link to={CUSTOMER_ACCOUNT_LIST_PATH}>{t('fms_web.back')}</Link></Empty>;
  if (!account.data) return <Skeleton active />;
  const a = account.data;
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={a.customer_name}
        extra={
          <Permission rule="fms:customer_account:finance_adjust">
            <Button type="primary" onClick={() => setAdjusting({ kind: 'customer', customerId, name: a.customer_name ?? '', balance: a.balance, needPay: a.need_pay })}>{t('fms_web.adjust')}</Button>
          </Permission>
        }
      >
        <Row gutter={12} style={{ marginBottom: 12 }} data-testid="account-balances">
          {[
            ['balance', t('fms_web.balance'), a.balance],
            ['need_pay', t('fms_web.need_pay'), a.need_pay],
            ['total_prepay_amount', t('fms_web.total_prepay'), a.total_prepay_amount],
          ].map(([key, label, value]) => (
            <Col span={8} key={key}>
              <Card size="small">
                <Statistic title={label} value={value} prefix="¥" formatter={(v) => groupDigits(String(v))} />
              </Card>
            </Col>
          ))}
        </Row>
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="ID">{a.customer_id}</Descriptions.Item>
          <Descriptions.Item label={t('fms_web.customer')}>{`${a.customer_name ?? ''} ${a.customer_phone ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label={t('fms_web.store')}>{a.store_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_web.sales')}>{a.sales_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fms_web.credit')}>{a.is_open_payment_day === 1 ? `¥${a.payment_amount ?? '0.00'}` : t('fms_web.no_credit')}</Descriptions.Item>
          <Descriptions.Item label={t('fms_web.updated_at')}>{a.updated_at ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <CustomerHistory customerId={customerId} />
      <AdjustDialog target={adjusting} onClose={() => setAdjusting(null)} />
    </Flex>
  );
}

function CustomerHistory({ customerId }: { customerId: number }) {
  const { t } = useI18n();
  const config = useCustomerAccountConfig();
  const list = useList<BalanceHistoryRow, typeof HistoryQuerySchema>({ keys: balanceHistoryKeys, path: '/fms/customer_account/balance_histories', exportPath: '/fms/customer_account/balance_histories/export', schema: HistoryQuerySchema, defaults: { customer_id: customerId } });
  const columns = historyColumns<BalanceHistoryRow>(t, [{ title: t('fms_web.field'), dataIndex: 'field_name', width: 70 }]);
  return (
    <Card size="small" title={t('fms_web.history')}>
      <HistoryFilters
        list={list}
        name="balance_history_filters"
        types={config.data?.history_types ?? []}
        exporting={{ permission: 'fms:customer_account:export', ...list.exportProps }}
        fields={[{ name: 'field', placeholder: t('fms_web.field_all'), width: 120, options: (config.data?.fields ?? []).map((o) => ({ value: o.value, label: o.name })) }]}
      />
      <ListTable<BalanceHistoryRow> list={list} columns={columns} empty={t('fms_web.empty_history')} scroll={{ x: 1100 }} />
    </Card>
  );
}
