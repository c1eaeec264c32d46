import type { TableColumnsType } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { SheetTable, type SheetTotal } from '@/core/print/sheet-table';

type Line = { id: number; location_code: string | null; sku_name: string; spec_text: string; sku_code: string; qty: string; unit_name: string };

type Props<L extends Line> = {
  lines: L[];
  /** the two columns after the quantity */
  columns: TableColumnsType<L>;
  totalQty: string;
  /** the total row's cells under those two columns */
  totals: readonly SheetTotal[];
};

/** A printed pick sheet's lines (a wave's, a task's): in walking order, location, SKU and quantity, then the sheet's own columns. */
export function PickSheetTable<L extends Line>({ lines, columns, totalQty, totals }: Props<L>) {
  const { t } = useI18n();
  return (
    <SheetTable<L>
      lines={lines}
      columns={[
        { title: '#', key: 'i', width: 40, render: (_v, _r, i) => i + 1 },
        { title: t('wms_pick.location'), dataIndex: 'location_code', width: 90 },
        { title: t('wms_doc.sku'), key: 'sku', render: (_v, l) => `${l.sku_name} ${l.spec_text} (${l.sku_code})` },
        { title: t('wms_pick.qty'), key: 'qty', width: 90, align: 'right', render: (_v, l) => `${l.qty} ${l.unit_name}` },
        ...columns,
      ]}
      totalLabel={t('wms_doc.total')}
      labelSpan={3}
      totals={[totalQty, ...totals]}
    />
  );
}
