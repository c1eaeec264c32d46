import { Alert, Card, Col, Descriptions, Row } from 'antd';
import type { ReactNode } from 'react';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePhotoOrderQuery } from '../api/photo-order.api';
import { PhotoOrderPhotos } from './photo-order-photos';
import { PhotoOrderStatusTag } from './photo-order-status-tag';

/**
 * The order add page's photo (/oms/order/add?…&photo_order_id=): the photo order's photos and remark on
 * the left, the order form (children) on the right, so staff type the list as they read it. Without a
 * photo order id it is the form alone.
 */
export function PhotoOrderBeside({ photoOrderId, children }: { photoOrderId: number | null; children: ReactNode }) {
  const { t } = useI18n();
  const photo = usePhotoOrderQuery(photoOrderId);
  if (photoOrderId === null) return <>{children}</>;
  const p = photo.data;
  return (
    <Row gutter={12} wrap={false} style={{ alignItems: 'flex-start' }}>
      <Col flex="380px" style={{ position: 'sticky', top: 0 }}>
        <Card size="small" title={t('oms_photo.beside_title')} loading={photo.isPending} data-testid="photo-order-beside">
          {p && (
            <>
              {p.status !== 1 && <Alert type="warning" showIcon title={t('oms_photo.not_pending_hint')} style={{ marginBottom: 8 }} />}
              <PhotoOrderPhotos photos={p.photos} height={420} />
              <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
                <Descriptions.Item label={t('oms_photo.number')}>{p.number} <PhotoOrderStatusTag status={p.status} /></Descriptions.Item>
                <Descriptions.Item label={t('oms_photo.customer')}>{p.customer_name}</Descriptions.Item>
                <Descriptions.Item label={t('oms_photo.remark')}>{p.remark ?? '-'}</Descriptions.Item>
              </Descriptions>
            </>
          )}
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>{children}</Col>
    </Row>
  );
}
