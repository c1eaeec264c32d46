import { Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { PrintSheet, signature } from '@/core/print/print-sheet';
import { SheetTable } from '@/core/print/sheet-table';
import { useStockDocQuery } from '../api/stock-doc.api';
import type { StockDocKind } from '../stock-doc-kind';
import { ENTRY_TYPE_TEXT } from './stock-doc-list';
import { useLineColumns } from './stock-doc-detail';

/** /wms/<doc>/print?id= (print layout): the number in Code 128, header, lines, totals and signature boxes. */
export function StockDocPrint({ kind }: { kind: StockDocKind }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const doc = useStockDocQuery(kind, id);
  const columns = useLineColumns(kind);
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Empty description={t(`${kind.text}.not_found`)} />;
  const d = doc.data;
  const baseTotal = formatUnitTotals(d.lines.map((l) => ({ unit_name: l.base_unit_name, qty: l.base_qty })));
  const meta: [string, string][] = [
    ...(d.type !== undefined ? [[t('wms_entry.type'), t(ENTRY_TYPE_TEXT[d.type])] as [string, string]] : []),
    [t('wms_doc.warehouse'), `${d.warehouse_name}（${d.store_name}）`],
    ...(d.seller_name !== undefined
      ? ([
          [t('wms_outside.seller'), [d.seller_name, d.seller_place].filter(Boolean).join(' · ')],
          [t('wms_outside.buyer'), d.buyer_name ?? '-'],
          [t('wms_outside.purchase_date'), d.purchase_date],
        ] as [string, string][])
      : ([[t('wms_doc.supplier'), d.supplier_name ?? '-']] as [string, string][])),
    [t('wms_doc.created_at'), d.created_at],
    [t('wms_doc.audited_by'), d.audited_at ? `${d.audited_by_name ?? ''} ${d.audited_at}` : '-'],
    [t('wms_doc.remark'), d.remark ?? '-'],
  ];
  return (
    <PrintSheet
      wide
      testId="stock-doc-print"
      title={t(`${kind.text}.title`)}
      number={d.number}
      meta={meta}
      signatures={[signature(t('wms_doc.sign_maker'), d.created_by_name), signature(t('wms_doc.sign_auditor'), d.audited_by_name), signature(t(`${kind.text}.sign_keeper`)), signature(t(`${kind.text}.sign_other`))]}
    >
      <SheetTable lines={d.lines} columns={columns} totalLabel={t('wms_doc.total')} labelSpan={3} totals={[formatUnitTotals(d.unit_totals), baseTotal, null, d.total_amount]} />
    </PrintSheet>
  );
}
