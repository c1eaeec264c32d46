import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { ShareLinkInvalid } from '@/shell/layout/share-layout';
import { useSharedPurchaseOrderQuery } from '../api/purchase-order.api';
import { PurchaseOrderSheet } from '../components/purchase-order-sheet';
import styles from './purchase-order-share-page.module.css';

/** /share/purchase_order?token= (share layout, no login): the order as its supplier sees it, with a print button. */
export function PurchaseOrderSharePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const shared = useSharedPurchaseOrderQuery(token);
  if (token === '') return <ShareLinkInvalid />;
  // the shell's invalid-link title, and why: unknown, expired or revoked (the server's words)
  if (shared.isError)
    return (
      <Result
        status="warning"
        title={<span data-testid="share-link-invalid">{t('share.link_invalid')}</span>}
        subTitle={
          <>
            <div data-testid="share-link-reason">{shared.error.message}</div>
            <div>{t('share.link_invalid_hint')}</div>
          </>
        }
      />
    );
  if (!shared.data) return <Spin />;
  return (
    <Flex vertical gap={12} className={styles.page}>
      <Flex justify="space-between" align="center" className={styles.toolbar}>
        <Typography.Text type="secondary">{t('wms.po_share_expires', { expires: shared.data.expires_at })}</Typography.Text>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>{t('wms.po_print')}</Button>
      </Flex>
      <div className={styles.paper}>
        <PurchaseOrderSheet order={shared.data} />
      </div>
    </Flex>
  );
}
