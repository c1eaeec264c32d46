import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Flex, Image, Space, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { REFUND_LIST_PATH, refundPrintPath, useRefundQuery } from '../api/order-refund.api';
import { RefundActions } from '../components/refund-actions';
import { RefundLinesTable } from '../components/refund-lines-table';
import { RefundStatusTag } from '../components/refund-status-tag';
import { DocumentLog } from '@/core/documents/document-log';
import { DocumentHeader } from '@/core/documents/document-header';
import { LongText } from '@/core/documents/long-text';

/** /oms/order_refund/detail?id=: header, photos, lines, what was received and credited, the log, the actions and print. */
export function RefundDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const refund = useRefundQuery(id);
  if (id === null || refund.isError) return <Empty description={t('oms_refund.not_found')} />;
  if (!refund.data) return <Spin />;
  const r = refund.data;
  return (
    <Flex vertical gap={12}>
      <DocumentHeader
        number={r.number} numberTestId="refund-number"
        tag={<RefundStatusTag status={r.status} />}
        actions={
          <>
            <RefundActions refund={r} onDeleted={() => navigate(REFUND_LIST_PATH)} />
            <Permission rule="oms/order_refund/Print">
              <Button icon={<PrinterOutlined />} onClick={() => window.open(refundPrintPath(r.id), '_blank')}>{t('oms_refund.print')}</Button>
            </Permission>
          </>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('oms_refund.order')}><Link to={`/oms/order/detail?id=${r.order_id}`}>{r.order_number}</Link></Descriptions.Item>
          <Descriptions.Item label={t('oms_refund.customer')}>{r.customer_name}</Descriptions.Item>
          <Descriptions.Item label={t('oms_refund.type')}>{t(`oms.refund_type.${r.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('oms_refund.reason')} span={3}>{r.reason}</Descriptions.Item>
          <Descriptions.Item label={t('oms_refund.goods_amount')}>¥{r.goods_amount}</Descriptions.Item>
          <Descriptions.Item label={t('oms_refund.refund_amount')}><strong data-testid="refund-amount">¥{r.refund_amount}</strong></Descriptions.Item>
          <Descriptions.Item label={t('oms_refund.deduct_reason')}>{r.deduct_reason ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('oms_refund.created')}>{`${r.created_at} ${r.created_by_name ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label={t('oms_refund.audited')}>{r.audited_at ?? '-'}</Descriptions.Item>
          {r.type === 2 && <Descriptions.Item label={t('oms_refund.received')}>{r.received_at ? `${r.received_at} ${r.warehouse_name ?? ''} ${r.entry_no ?? ''}` : '-'}</Descriptions.Item>}
          {r.status === 4 && (
            <Descriptions.Item label={t('oms_refund.credited')} span={2}>
              <span data-testid="refund-credited">{t('oms_refund.credited_text', { need_pay: r.credited_need_pay, balance: r.credited_balance, at: r.refunded_at ?? '' })}</span>
            </Descriptions.Item>
          )}
          {r.status === 0 && <Descriptions.Item label={t('oms_refund.reject_reason')}>{r.reject_reason ?? '-'}</Descriptions.Item>}
          <Descriptions.Item label={t('oms_refund.remark')} span="filled"><LongText text={r.remark} /></Descriptions.Item>
        </Descriptions>
        {r.photos.length > 0 && (
          <Image.PreviewGroup>
            <Space wrap>
              {r.photos.map((url) => (
                <Image key={url} src={url} width={88} height={88} style={{ objectFit: 'cover' }} />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </DocumentHeader>
      <Card size="small" title={t('oms_refund.lines')}>
        <RefundLinesTable lines={r.lines} />
      </Card>
      <DocumentLog title={t('oms_refund.log')} logs={r.logs} action={(l) => t(`oms_refund.action.${l.action}`)} system={t('oms_refund.log_system')} />
    </Flex>
  );
}
