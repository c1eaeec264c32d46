import { Alert, Flex, Tag, Typography } from 'antd';
import type { OrderPricing } from '@tradewind/contract/oms/order.schema';
import { useI18n } from '@/core/i18n/use-i18n';

const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** Under the order form's lines: the activities' gifts (lines of price 0 once saved) and why a chosen coupon gives nothing. */
export function OrderFormPricing({ pricing }: { pricing: OrderPricing | null }) {
  const { t } = useI18n();
  if (!pricing) return null;
  const refused = pricing.coupon && !pricing.coupon.applied ? pricing.coupon.reason : null;
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      {pricing.gifts.length > 0 && (
        <Flex gap={8} wrap align="center" data-testid="order-gifts">
          <Typography.Text strong>{t('oms_order.gifts')}</Typography.Text>
          {pricing.gifts.map((g) => (
            <Tag key={`${g.activity_id}:${g.sku_id}:${g.unit_id}`} color="green">
              {t('oms_order.gift_line', { name: g.sku_name, qty: plain(g.qty), unit: g.unit_name, activity: g.activity_name })}
            </Tag>
          ))}
        </Flex>
      )}
      {refused && <Alert type="warning" showIcon message={t(`oms.coupon_not_applied.${refused}`)} data-testid="coupon-refused" />}
    </Flex>
  );
}
