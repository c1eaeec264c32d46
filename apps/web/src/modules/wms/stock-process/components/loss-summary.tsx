import { Typography } from 'antd';
import type { StockProcessPreview } from '@tradewind/contract/wms/stock-process.schema';
import { useI18n } from '@/core/i18n/use-i18n';

type Figures = Pick<StockProcessPreview, 'loss_unit' | 'input_qty' | 'output_qty' | 'loss_qty' | 'loss_rate' | 'expected_loss_qty' | 'actual_loss_rate'>;

/** The run's loss: what went in and came out in the loss unit, the actual loss and rate against the expected; or why it cannot be measured. */
export function LossSummary({ figures: f }: { figures: Figures }) {
  const { t } = useI18n();
  if (f.loss_unit === null || f.loss_qty === null) {
    return <Typography.Text type="secondary">{`${t('wms_sp.loss_expected')} ${f.loss_rate}% · ${t('wms_sp.loss_unmeasured')}`}</Typography.Text>;
  }
  const u = f.loss_unit;
  return (
    <span data-testid="sp-loss">
      {t('wms_sp.loss_summary', { input: `${f.input_qty}${u}`, output: `${f.output_qty}${u}`, loss: `${f.loss_qty}${u}`, rate: f.actual_loss_rate ?? '-' })}
      <Typography.Text type="secondary">{` · ${t('wms_sp.loss_expected')} ${f.expected_loss_qty ?? '-'}${u}（${f.loss_rate}%）`}</Typography.Text>
    </span>
  );
}
