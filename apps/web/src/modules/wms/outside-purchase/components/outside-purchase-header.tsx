import { Col, DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { StaffSelect } from '@/modules/system';

/**
 * The outside purchase's own header fields in the receiving documents' form (a row's columns): seller and
 * where, the buyer (empty: the one saving it), the purchase day (not after today) and the receipt photos.
 */
export function OutsidePurchaseHeaderFields() {
  const { t } = useI18n();
  return (
    <>
      <Col span={8}>
        <Form.Item name="purchase_date" label={t('wms_outside.purchase_date')} rules={[{ required: true, message: t('wms.op_date_invalid') }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="seller_name" label={t('wms_outside.seller')} rules={[{ required: true, whitespace: true, message: t('wms.op_seller_required') }]}>
          <Input maxLength={50} placeholder={t('wms_outside.seller_placeholder')} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="seller_place" label={t('wms_outside.place')}>
          <Input maxLength={100} placeholder={t('wms_outside.place_placeholder')} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="buyer_id" label={t('wms_outside.buyer')}>
          <StaffSelect placeholder={t('wms_outside.buyer_me')} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="photos" label={t('wms_outside.photos')} extra={t('wms_outside.photos_hint')}>
          <ImageUploader maxCount={9} />
        </Form.Item>
      </Col>
    </>
  );
}
