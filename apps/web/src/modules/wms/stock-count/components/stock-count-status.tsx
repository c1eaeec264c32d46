import { Tag } from 'antd';
import type { StockCountStatusValue } from '@tradewind/contract/wms/stock-count.schema';
import { useI18n } from '@/core/i18n/use-i18n';

const COLOR = { 0: 'default', 1: 'processing', 2: 'warning', 3: 'success', 4: 'default' } as const;

/** 草稿 / 盘点中 / 已提交 / 已审核 / 已作废 */
export function StockCountStatusTag({ status }: { status: StockCountStatusValue }) {
  const { t } = useI18n();
  return <Tag color={COLOR[status]}>{t(`wms.count_status.${status}`)}</Tag>;
}

/** What the count covers, in words: 全仓 / 按库区 A、B / 按库位 A-01 … (+ categories). */
export function useScopeText() {
  const { t } = useI18n();
  return (c: { scope_type: 1 | 2 | 3; zones: string[]; location_codes: string[]; category_names: string[] }) => {
    const where = c.scope_type === 2 ? c.zones.join('、') : c.scope_type === 3 ? c.location_codes.join('、') : '';
    const what = c.category_names.length ? ` · ${c.category_names.join('、')}` : '';
    return `${t(`wms.count_scope.${c.scope_type}`)}${where ? ` ${where}` : ''}${what}`;
  };
}
