import { Card, Col, Descriptions, Empty, Row, Space, Spin } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePhotoOrderQuery } from '../api/photo-order.api';
import { PhotoOrderActions } from '../components/photo-order-actions';
import { PhotoOrderPhotos } from '../components/photo-order-photos';
import { PhotoOrderStatusTag } from '../components/photo-order-status-tag';
import { RejectPhotoOrderDialog } from '../components/reject-photo-order-dialog';
import { DocumentLog } from '@/core/documents/document-log';

/** /oms/photo_order/detail?id=: the photo large (zoom in the preview), who sent it, what became of it, convert / reject, the log. */
export function PhotoOrderDetailPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const photo = usePhotoOrderQuery(id);
  const [rejecting, setRejecting] = useState<number | null>(null);
  if (id === null || photo.isError) return <Empty description={t('oms.photo_order_not_found')} />;
  if (!photo.data) return <Spin />;
  const p = photo.data;
  return (
    <Row gutter={12}>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('oms_photo.photos')}>
          <PhotoOrderPhotos photos={p.photos} height={560} />
          <div style={{ color: '#8c8c8c', marginTop: 6 }}>{t('oms_photo.zoom_hint')}</div>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card
          size="small"
          title={<Space>{p.number}<PhotoOrderStatusTag status={p.status} /></Space>}
          extra={<PhotoOrderActions order={p} onReject={setRejecting} />}
        >
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('oms_photo.customer')}>{p.customer_name}</Descriptions.Item>
            <Descriptions.Item label={t('oms_photo.contact')}>{[p.contact_name, p.contact_phone].filter(Boolean).join(' ') || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('oms_photo.source')}>{t(`oms.photo_source.${p.source}`)}</Descriptions.Item>
            <Descriptions.Item label={t('oms_photo.remark')}>{p.remark ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('oms_photo.created')}>{p.created_at} {p.created_by_name ?? ''}</Descriptions.Item>
            {p.status === 2 && (
              <Descriptions.Item label={t('oms_photo.order')}>
                <Link to={`/oms/order/detail?id=${p.order_id}`} data-testid="photo-order-order">{p.order_number}</Link>
              </Descriptions.Item>
            )}
            {p.status === 3 && <Descriptions.Item label={t('oms_photo.reject_reason')}>{p.reject_reason}</Descriptions.Item>}
            {p.handled_at && <Descriptions.Item label={t('oms_photo.handled')}>{p.handled_at} {p.handled_by_name ?? ''}</Descriptions.Item>}
          </Descriptions>
        </Card>
        <div style={{ marginTop: 12 }}>
          <DocumentLog title={t('oms_photo.log')} logs={p.logs} action={(l) => t(`oms_photo.action.${l.action}`)} system="-" />
        </div>
      </Col>
      <RejectPhotoOrderDialog id={rejecting} onClose={() => setRejecting(null)} />
    </Row>
  );
}
