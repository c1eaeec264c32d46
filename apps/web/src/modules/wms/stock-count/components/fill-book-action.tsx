import { Button } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { STOCK_COUNT_STATES, type StockCountDetail } from '@tradewind/contract/wms/stock-count.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { useStockCountAction } from '../api/stock-count.api';

type Props = { count: Pick<StockCountDetail, 'id' | 'status' | 'line_count' | 'counted_count' | 'book_visible'>; size?: 'middle' | 'large'; block?: boolean };

/**
 * 未盘行按账面数填充: while counting, for who may count and sees the book (a blind count's counters do not),
 * after a confirmation naming how many lines it fills (`PUT /wms/stock_count/{id}/fill_book`). The detail
 * page and the counting page both carry it.
 */
export function FillBookAction({ count, size = 'middle', block = false }: Props) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const act = useStockCountAction();
  const can = useDocumentActions(STOCK_COUNT_STATES, count.status);
  const uncounted = count.line_count - count.counted_count;
  if (!can.count || count.book_visible !== 1 || uncounted <= 0) return null;
  const fill = async () => {
    await act.mutateAsync({ id: count.id, action: 'fill_book' });
    void message.success(t('wms_count.fill_book_done', { count: uncounted }));
  };
  return (
    <ConfirmAction title={t('wms_count.fill_book_confirm', { count: uncounted })} onConfirm={fill} overlayStyle={{ maxWidth: 320 }}>
      <Button size={size} block={block} loading={act.isPending} data-testid="count-fill-book">
        {t('wms_count.fill_book')}
      </Button>
    </ConfirmAction>
  );
}
