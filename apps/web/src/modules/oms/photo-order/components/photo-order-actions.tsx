import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { PHOTO_ORDER_STATES, type PhotoOrder } from '@tradewind/contract/oms/photo-order.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { photoOrderConvertPath } from '../api/photo-order.api';

/** Convert (the order form beside the photo) and reject, as PHOTO_ORDER_STATES offers them to the user; `link`: the list's small links. */
export function PhotoOrderActions({ order, link, onReject }: { order: Pick<PhotoOrder, 'id' | 'status' | 'customer_id' | 'customer_user_id'>; link?: boolean; onReject: (id: number) => void }) {
  const { t } = useI18n();
  const can = useDocumentActions(PHOTO_ORDER_STATES, order.status);
  if (!can.convert && !can.reject) return null;
  const size = link ? 'small' : undefined;
  return (
    <Space size={link ? 0 : undefined}>
      {can.convert && (
        <Link to={photoOrderConvertPath(order)}>
          <Button type={link ? 'link' : 'primary'} size={size}>{t('oms_photo.convert')}</Button>
        </Link>
      )}
      {can.reject && (
        <Button type={link ? 'link' : undefined} size={size} danger onClick={() => onReject(order.id)}>{t('oms_photo.reject')}</Button>
      )}
    </Space>
  );
}
