import { Empty, Skeleton, Table } from 'antd';
import { useSearchParams } from 'react-router';
import type { StockCountLine } from '@tradewind/contract/wms/stock-count.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { PrintSheet } from '@/core/print/print-sheet';
import { useStockCountQuery } from '../api/stock-count.api';
import { useScopeText } from '../components/stock-count-status';

/**
 * /wms/stock_count/print?id= (print layout, `wms/stock_count/Print`): the count sheet for counting on paper —
 * location by location, the SKUs, an empty column for the counted quantity; a blind count's sheet has no
 * book column, whoever prints it.
 */
export function StockCountPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const query = useStockCountQuery(id);
  const scopeText = useScopeText();
  if (id !== null && query.isPending) return <Skeleton active />;
  if (!query.data) return <Empty description={t('wms.count_not_found')} />;
  const c = query.data;
  const withBook = c.blind === 0 && c.book_visible === 1;
  const first = new Set(c.lines.filter((l, i) => i === 0 || c.lines[i - 1].location_id !== l.location_id).map((l) => l.id));
  return (
    <PrintSheet
      wide
      testId="stock-count-print"
      title={t('wms_count.sheet_title')}
      number={c.number}
      meta={[
        [t('wms_doc.warehouse'), `${c.warehouse_name}（${c.store_name}）`],
        [t('wms_count.scope'), `${scopeText(c)}${c.blind ? ` · ${t('wms_count.blind')}` : ''}`],
        [t('wms_count.started'), c.started_at ?? '-'],
        [t('wms_doc.created_by'), c.created_by_name ?? '-'],
        [t('wms_doc.audited_by'), c.audited_at ? `${c.audited_by_name ?? ''} ${c.audited_at}` : '-'],
        [t('wms_doc.remark'), c.remark ?? '-'],
      ]}
      signatures={[`${t('wms_count.sign_counter')}:`, `${t('wms_count.sign_checker')}:`, `${t('wms_count.sign_date')}:`]}
    >
      {c.lines.length === 0 ? (
        <Empty description={t('wms_count.draft_hint')} />
      ) : (
        <Table<StockCountLine>
          rowKey="id"
          size="small"
          bordered
          pagination={false}
          dataSource={c.lines}
          columns={[
            { title: t('wms_doc.location'), dataIndex: 'location_code', width: 80, render: (v: string, l) => (first.has(l.id) ? <strong>{v}</strong> : '') },
            { title: t('wms_count.sku_code'), dataIndex: 'sku_code', width: 110 },
            { title: t('wms_doc.sku'), key: 'sku', render: (_v, l) => `${l.sku_name} ${l.spec_text}` },
            { title: t('wms_doc.unit'), dataIndex: 'unit_name', width: 50 },
            ...(withBook ? [{ title: t('wms_count.book'), dataIndex: 'book_qty', width: 70, align: 'right' as const }] : []),
            { title: t('wms_count.counted'), key: 'counted', width: 90, render: () => '' },
            { title: t('wms_doc.remark'), key: 'remark', width: 90, render: () => '' },
          ]}
        />
      )}
    </PrintSheet>
  );
}
