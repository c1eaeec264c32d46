import { Card, Descriptions, Empty, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { logisticsListPath, useOrderLogisticsQuery } from '../api/logistics.api';
import { SignInDescriptions } from './logistics-order-drawer';
import { LogisticsStatusTag } from './logistics-tags';

/**
 * The order detail page's delivery section (issue 19 §7): each logistics order of the order (one per
 * shipped unit) with its line, driver and car, and its sign-in — or nothing until the order ships.
 */
export function OrderLogisticsSection({ orderId }: { orderId: number }) {
  const { t } = useI18n();
  const canOpen = usePermission('lms:logistics_order:list');
  const logistics = useOrderLogisticsQuery(orderId);
  const rows = logistics.data ?? [];
  return (
    <Card size="small" title={t('lms_lo.order_section')} loading={logistics.isPending} data-testid="order-logistics">
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lms_lo.order_section_empty')} />
      ) : (
        <Flex vertical gap={12}>
          {rows.map((lo) => (
            <div key={lo.id}>
              <Space wrap style={{ marginBottom: 6 }}>
                {canOpen ? <Link to={logisticsListPath(lo.id)}>{lo.number}</Link> : <Typography.Text>{lo.number}</Typography.Text>}
                <LogisticsStatusTag status={lo.status} />
                {lo.sub_order_no ? <Typography.Text type="secondary">{lo.sub_order_no}</Typography.Text> : null}
              </Space>
              <Descriptions size="small" column={3}>
                <Descriptions.Item label={t('lms_lo.line')}>{lo.line_id ? (lo.line_no ?? lo.line_name) : t('lms_lo.no_line')}</Descriptions.Item>
                <Descriptions.Item label={t('lms_lo.driver')}>{[lo.driver_name, lo.car_plate].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
                <Descriptions.Item label={t('lms_lo.delivery_date')}>{`${lo.delivery_date} ${lo.time_slot ?? ''}`}</Descriptions.Item>
              </Descriptions>
              {lo.sign_in ? <SignInDescriptions signIn={lo.sign_in} /> : null}
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
