import { PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Flex, Image, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { PURCHASE_ORDER_LIST_PATH, purchaseOrderPrintPath, usePurchaseOrderQuery } from '../api/purchase-order.api';
import { PurchaseOrderActions } from '../components/purchase-order-actions';
import { PurchaseOrderLinesTable } from '../components/purchase-order-lines-table';
import { PurchaseOrderStatusTag } from '../components/purchase-order-status';
import { ShareDialog } from '../components/share-dialog';
import { DocumentLog } from '@/core/documents/document-log';
import { DocumentHeader } from '@/core/documents/document-header';
import { LongText } from '@/core/documents/long-text';

const SHAREABLE = [1, 2, 3, 4, 5];

/** /wms/purchase_order/detail?id=: header, lines with ordered and received, the log, the actions, print and share. */
export function PurchaseOrderDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const order = usePurchaseOrderQuery(id);
  const [sharing, setSharing] = useState(false);
  if (id === null || order.isError) return <Empty description={t('wms.po_not_found_page')} />;
  if (!order.data) return <Spin />;
  const o = order.data;
  return (
    <Flex vertical gap={12}>
      <DocumentHeader
        number={o.number} numberTestId="po-number"
        tag={<PurchaseOrderStatusTag status={o.status} />}
        actions={
          <>
            <PurchaseOrderActions order={o} onDeleted={() => void navigate(PURCHASE_ORDER_LIST_PATH)} />
            {SHAREABLE.includes(o.status) && (
              <Permission rule="wms:purchase_order:update">
                <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)}>{t('wms.po_share')}</Button>
              </Permission>
            )}
            <Button icon={<PrinterOutlined />} onClick={() => window.open(purchaseOrderPrintPath(o.id), '_blank')}>{t('wms.po_print')}</Button>
          </>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('wms.po_supplier')}>{o.supplier_name}</Descriptions.Item>
          <Descriptions.Item label={t('wms.po_warehouse')}>{o.warehouse_name}</Descriptions.Item>
          <Descriptions.Item label={t('wms.po_expected_date')}>{o.expected_date ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms.po_total_qty')}><span data-testid="po-total-qty">{formatUnitTotals(o.items)}</span></Descriptions.Item>
          <Descriptions.Item label={t('wms.po_total_amount')}>¥{o.total_amount}</Descriptions.Item>
          <Descriptions.Item label={t('wms.po_created')}>{`${o.created_at} ${o.created_by_name ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label={t('wms.po_audited')}>{o.audited_at ? `${o.audited_at} ${o.audited_by_name ?? ''}` : '-'}</Descriptions.Item>
          {o.reject_reason && <Descriptions.Item label={t('wms.po_reject_reason')}>{o.reject_reason}</Descriptions.Item>}
          <Descriptions.Item label={t('wms.po_remark')} span="filled"><LongText text={o.remark} /></Descriptions.Item>
        </Descriptions>
        {o.attachments.length > 0 && (
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">{t('wms.po_attachments')}:</Typography.Text>
            {o.attachments.map((url) => (/\.(png|jpe?g|gif)$/i.test(url) ? <Image key={url} src={url} width={64} height={64} /> : <a key={url} href={url} target="_blank" rel="noreferrer">{url.split('/').pop()}</a>))}
          </Flex>
        )}
      </DocumentHeader>
      <Card size="small" title={t('wms.po_lines_title')}>
        <PurchaseOrderLinesTable items={o.items} />
      </Card>
      <DocumentLog title={t('wms.po_log')} logs={o.logs} action={(l) => t(`wms.po_action.${l.action}`)} system={t('wms.po_log_system')} />
      {sharing && <ShareDialog order={o} open={sharing} onClose={() => setSharing(false)} />}
    </Flex>
  );
}
