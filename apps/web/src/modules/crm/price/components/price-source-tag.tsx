import { Tag } from 'antd';
import { priceSourceKey, type PriceSource } from '@tradewind/contract/crm/price.schema';
import { useI18n } from '@/core/i18n/use-i18n';

const COLORS: Record<PriceSource, string> = { customer: 'magenta', plan: 'blue', list: 'default' };

/** Where a price came from: 客户价 / 价格方案 / 标准价 (orders show it on each line). */
export function PriceSourceTag({ source, plan }: { source: PriceSource; plan?: string | null }) {
  const { t } = useI18n();
  return (
    <Tag color={COLORS[source]} title={plan ?? undefined}>
      {t(priceSourceKey(source))}
      {source === 'plan' && plan ? `·${plan}` : ''}
    </Tag>
  );
}
