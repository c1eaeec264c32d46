import { PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import { Card, Descriptions, Empty, Flex, Space, Spin, Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { SectionTable } from '@/core/documents/section-table';
import { idParamOf } from '@/core/form/record-form-page';
import { OrderDeliverySlot } from '../components/order-delivery-slot';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { refundAddPath } from '../../order-refund/api/order-refund.api';
import { orderPrintPath, useOrderQuery } from '../api/order.api';
import { OrderActions } from '../components/order-actions';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderStatusTag, PayStatusTag } from '../components/order-status-tag';
import { ReceiveMoneyButton, TargetReceiptsTable } from '../components/target-receipts';
import { DocumentLog } from '@/core/documents/document-log';
import { DocumentHeader } from '@/core/documents/document-header';
import { LongText } from '@/core/documents/long-text';

/** /oms/order/detail?id=: header (pay status, paid and open), lines with reserved / picked / shipped / refunded, sub-orders, the receipt notes that paid it, account movements, the log, the actions (收款 when a receipt note may pay it) and print. */
export function OrderDetailPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParamOf(params.get('id'));
  const order = useOrderQuery(id);
  if (id === null || order.isError) return <Empty description={t('oms_order.not_found')} />;
  if (!order.data) return <Spin />;
  const o = order.data;
  const neg = (v: string) => (Number(v) > 0 ? `-¥${v}` : '¥0.00');
  return (
    <Flex vertical gap={12}>
      <DocumentHeader
        number={o.number} numberTestId="order-number"
        tag={<OrderStatusTag status={o.status} />}
        actions={
          <>
            <OrderActions order={o} />
            {o.payable && <ReceiveMoneyButton customerId={o.customer_id} target={{ order_id: o.id }} />}
            {o.status === 6 || o.status === 7 ? (
              <Permission rule="oms:order_refund:create">
                <Button icon={<RollbackOutlined />} onClick={() => navigate(refundAddPath(o.id))}>{t('oms_order.apply_refund')}</Button>
              </Permission>
            ) : null}
            <Permission rule="oms/order/Print">
              <Button icon={<PrinterOutlined />} onClick={() => window.open(orderPrintPath(o.id), '_blank')}>{t('oms_order.print')}</Button>
            </Permission>
          </>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('oms_order.customer')}>{o.customer_name}</Descriptions.Item>
          <Descriptions.Item label={t('oms_order.contact')}>{[o.contact_name, o.contact_phone].filter(Boolean).join(' ') || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('oms_order.consignee')}>{`${o.consignee_name} ${o.consignee_phone}`}</Descriptions.Item>
          <Descriptions.Item label={t('oms_order.address')} span={2}>{o.address_text}</Descriptions.Item>
          <Descriptions.Item label={t('oms_order.warehouse')}>{o.warehouse_name}</Descriptions.Item>
          <Descriptions.Item label={t('oms_order.delivery_date')}>{`${o.delivery_date} ${o.time_slot ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label={t('oms_order.pay_type')}>
            <Space size={4}>{t(`oms.pay_type.${o.pay_type}`)}<PayStatusTag status={o.pay_status} /></Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('oms_order.paid_amount')}>
            <span data-testid="order-paid">¥{o.paid_amount}</span>
            {o.payable && <span style={{ marginLeft: 8 }}>{t('oms.payment.open_amount')} ¥{o.open_amount}</span>}
          </Descriptions.Item>
          {/* a row of its own, after the three full rows above: the remark wraps across the card */}
          <Descriptions.Item label={t('oms_order.remark')} span={3}><LongText text={o.remark} /></Descriptions.Item>
          <Descriptions.Item label={t('oms_order.created')}>{`${o.created_at} ${o.created_by_name ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label={t('oms_order.audited')}>{o.audited_at ? `${o.audited_at} ${o.audited_by_name ?? ''}` : '-'}</Descriptions.Item>
          {o.delivered_at && <Descriptions.Item label={t('oms_order.delivered')}>{`${o.delivered_at} ${o.delivered_by_name ?? ''}`}</Descriptions.Item>}
          {o.cancelled_at && <Descriptions.Item label={t('oms_order.cancelled')}>{`${o.cancelled_at} ${o.cancelled_by_name ?? ''} ${o.cancel_reason ?? ''}`}</Descriptions.Item>}
          {o.wave_no && <Descriptions.Item label={t('oms_order.wave')}>{o.wave_no}</Descriptions.Item>}
          {o.outbound_no && <Descriptions.Item label={t('oms_order.outbound')}>{o.outbound_no}</Descriptions.Item>}
        </Descriptions>
      </DocumentHeader>
      <Card size="small" title={t('oms_order.lines')} extra={<span>{t('oms_order.weight', { kg: Number(o.total_weight) })}</span>}>
        <OrderLinesTable items={o.items} split={o.is_split === 1} />
        <Flex justify="flex-end" gap={20} wrap style={{ marginTop: 8 }} data-testid="order-detail-totals">
          <span>{t('oms_order.goods_amount')}: ¥{o.goods_amount}</span>
          <span>{t('oms_order.freight_amount')}: ¥{o.freight_amount}</span>
          <span>{t('oms_order.carry_fee')}: ¥{o.carry_fee}</span>
          <span>{t('oms_order.coupon_amount')}: {neg(o.coupon_amount)}</span>
          <span>{t('oms_order.activity_amount')}: {neg(o.activity_amount)}</span>
          <strong>{t('oms_order.total_amount')}: ¥{o.total_amount}</strong>
          {Number(o.delivered_amount) > 0 && <span>{t('oms_order.delivered_amount')}: ¥{o.delivered_amount}</span>}
        </Flex>
      </Card>
      {o.sub_orders.length > 0 && (
        <SectionTable
          title={t('oms_order.sub_orders')}
          rows={o.sub_orders}
          columns={[
            { title: t('oms_order.number'), dataIndex: 'number' },
            { title: t('oms_order.warehouse'), dataIndex: 'warehouse_name' },
            { title: t('oms_order.status'), dataIndex: 'status', render: (v: number) => <OrderStatusTag status={v} /> },
            { title: t('oms_order.goods_amount'), dataIndex: 'goods_amount', align: 'right' },
            { title: t('oms_order.wave'), dataIndex: 'wave_no', render: (v: string | null) => v ?? '-' },
            { title: t('oms_order.outbound'), dataIndex: 'outbound_no', render: (v: string | null) => v ?? '-' },
          ]}
        />
      )}
      {(o.status >= 5 || o.logs.some((l) => l.action === 'delivery_failed')) && <OrderDeliverySlot orderId={o.id} />}
      <Card size="small" title={t('oms.payment.receipts')}>
        <TargetReceiptsTable receipts={o.receipts} />
      </Card>
      <SectionTable
        title={t('oms_order.payments')}
        rows={o.payments}
        locale={{ emptyText: t('oms_order.payments_empty') }}
        columns={[
          { title: t('oms_order.payment_time'), dataIndex: 'created_at', width: 170 },
          { title: t('oms_order.payment_account'), dataIndex: 'field', render: (v: string) => t(`oms_order.payment_field.${v}`) },
          { title: t('oms_order.amount'), dataIndex: 'amount', align: 'right' },
          { title: t('oms_order.payment_change'), key: 'after', render: (_v, p) => `${p.before} → ${p.after}` },
          { title: t('oms_order.payment_remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '' },
        ]}
      />
      <DocumentLog title={t('oms_order.log')} logs={o.logs} action={(l) => t(`oms_order.action.${l.action}`)} system={t('oms_order.log_system')} />
    </Flex>
  );
}
