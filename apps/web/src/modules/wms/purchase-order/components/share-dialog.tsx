import { Button, Checkbox, Flex, InputNumber, Modal, Typography } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useState } from 'react';
import { SHARE_DAYS_DEFAULT, type PurchaseOrderDetail, type PurchaseOrderShareLink } from '@tradewind/contract/wms/purchase-order.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { useRevokeShareMutation, useSharePurchaseOrderMutation } from '../api/purchase-order.api';

/** Makes a link for the supplier (valid N days, prices shown or not), copies it, revokes the live one. */
export function ShareDialog({ order, open, onClose }: { order: PurchaseOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [days, setDays] = useState<number>(SHARE_DAYS_DEFAULT);
  const [prices, setPrices] = useState(order.show_prices_on_share === 1);
  const [link, setLink] = useState<PurchaseOrderShareLink | null>(null);
  const share = useSharePurchaseOrderMutation();
  const revoke = useRevokeShareMutation();
  const url = link ? `${window.location.origin}${link.url}` : '';
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    void message.success(t('wms.po_share_copied'));
  };
  return (
    <Modal open={open} onCancel={onClose} title={t('wms.po_share_title', { number: order.number })} footer={null} destroyOnHidden>
      <Flex vertical gap={12}>
        {order.share && !link && <Typography.Text type="secondary">{t('wms.po_share_live', { expires: order.share.expires_at })}</Typography.Text>}
        <Flex gap={8} align="center">
          <span>{t('wms.po_share_days')}</span>
          <InputNumber aria-label={t('wms.po_share_days')} precision={0} value={days} onChange={(v) => setDays(v ?? SHARE_DAYS_DEFAULT)} />
          <Checkbox checked={prices} onChange={(e) => setPrices(e.target.checked)}>{t('wms.po_show_prices')}</Checkbox>
        </Flex>
        <Flex gap={8}>
          <Button type="primary" loading={share.isPending} onClick={() => void share.mutateAsync({ id: order.id, days, show_prices: prices ? 1 : 0 }).then(setLink)}>
            {t(order.share || link ? 'wms.po_share_renew' : 'wms.po_share_make')}
          </Button>
          {(order.share || link) && (
            <ConfirmAction title={t('wms.po_share_revoke_confirm')} onConfirm={() => revoke.mutateAsync(order.id).then(() => setLink(null))}>
              <Button danger>{t('wms.po_share_revoke')}</Button>
            </ConfirmAction>
          )}
        </Flex>
        {link && (
          <Flex vertical gap={4}>
            <Typography.Paragraph copyable={false} style={{ margin: 0, wordBreak: 'break-all' }} data-testid="po-share-url">{url}</Typography.Paragraph>
            <Flex gap={8} align="center">
              <Button onClick={() => void copy()}>{t('wms.po_share_copy')}</Button>
              <Typography.Text type="secondary">{t('wms.po_share_expires', { expires: link.expires_at })}</Typography.Text>
            </Flex>
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
