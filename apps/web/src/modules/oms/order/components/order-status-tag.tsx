import { Tag } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

const COLORS: Record<number, string> = { 0: 'default', 1: 'warning', 2: 'processing', 3: 'cyan', 4: 'geekblue', 5: 'purple', 6: 'success', 7: 'green' };

/** An order's state as a tag (docs/trading-model.md §4: 1 pending audit … 7 completed, 0 cancelled). */
export function OrderStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={COLORS[status] ?? 'default'} data-testid="order-status">{t(`oms.order_status.${status}`)}</Tag>;
}

const SOURCE_COLORS = { customer: 'magenta', plan: 'blue', list: 'default', manual: 'orange', gift: 'green' } as const;

/** Where a line's price came from: 客户价 / 价格方案 / 标准价 / 手工改价 / 赠品. */
export function PriceSourceTag({ source }: { source: keyof typeof SOURCE_COLORS }) {
  const { t } = useI18n();
  return <Tag color={SOURCE_COLORS[source]} data-testid="price-source">{t(`oms.price_source.${source}`)}</Tag>;
}

const PAY_COLORS: Record<number, string> = { 0: 'default', 1: 'gold', 2: 'success' };

/** An order's pay status (0 unpaid, 1 partly paid, 2 paid) as a tag; receipt notes move it (README "Payment state"). */
export function PayStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={PAY_COLORS[status] ?? 'default'} data-testid="pay-status">{t(`oms.pay_status.${status}`)}</Tag>;
}
