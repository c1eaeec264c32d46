import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { qtyText, wholePackages, type StockHint } from '../available-stock';

type Units = { hint: StockHint | null; baseUnit: string };

/** A document line's available stock in its warehouse: base units, and whole packages when the line counts packages; amber when the document asks more. */
export function AvailableStockCell({ hint, baseUnit, unitName, ratio }: Units & { unitName: string; ratio: string | number }) {
  if (!hint) return <Typography.Text type="secondary">-</Typography.Text>;
  const packages = wholePackages(hint.availableMilli, ratio);
  return (
    <Typography.Text data-testid="line-available" type={hint.short ? 'warning' : undefined}>
      {`${qtyText(hint.availableMilli)} ${baseUnit}`}
      {packages !== null && <Typography.Text type="secondary">{` ≈ ${packages} ${unitName}`}</Typography.Text>}
    </Typography.Text>
  );
}

/** Under a line's quantity when the document asks more than its warehouse has available: a warning, saving is still allowed. */
export function StockShortWarning({ hint, baseUnit }: Units) {
  const { t } = useI18n();
  if (!hint?.short) return null;
  return (
    <Typography.Text type="warning" data-testid="stock-short">
      <WarningOutlined /> {t('wms_stock_hint.short', { demand: qtyText(hint.demandMilli), available: qtyText(hint.availableMilli), unit: baseUnit })}
    </Typography.Text>
  );
}
