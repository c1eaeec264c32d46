import type { TableColumnsType } from 'antd';
import type { StockRow } from '@tradewind/contract/wms/stock-view.schema';
import type { useI18n } from '@/core/i18n/use-i18n';
import type { FilterField } from '@/core/list/filter-fields';
import { SkuImageCell, SkuNameCell } from '@/modules/pms';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';

type SkuCells = Pick<StockRow, 'sku_id' | 'name' | 'spec_text' | 'image' | 'code' | 'unit_name'>;
type T = ReturnType<typeof useI18n>['t'];

type Options<R> = { sorter?: Partial<TableColumnsType<R>[number]>; image?: boolean };

/** What every stock page shows of a row's SKU: image (unless `image: false`), name with spec, code, base unit. */
export function skuColumns<R extends SkuCells>(t: T, { sorter = {}, image = true }: Options<R> = {}): TableColumnsType<R> {
  const columns: TableColumnsType<R> = [
    { title: t('wms.stock_goods'), dataIndex: 'name', width: 220, fixed: image ? 'left' : undefined, render: (_v, row) => <SkuNameCell name={row.name} spec={row.spec_text} /> },
    { title: t('wms.stock_code'), dataIndex: 'code', width: 140, ...sorter },
    { title: t('wms.stock_unit'), dataIndex: 'unit_name', width: 70 },
  ];
  if (image) columns.unshift({ title: t('wms.stock_image'), dataIndex: 'image', width: 64, fixed: 'left', render: (v: string | null) => <SkuImageCell src={v} size={40} /> });
  return columns;
}

/** A quantity as the ledger keeps it (3 decimals) without its trailing zeros: '12.500' → 12.5. */
export const qty = (v: string | null | undefined) => (v === null || v === undefined ? '-' : String(Number(v)));

/**
 * useList types its rows by an `id`; stock rows have none (SKU × warehouse, SKU × location is their key),
 * so their tables set `rowKey` themselves and nothing reads `id`.
 */
export type Keyed<R> = R & { id: number };

/** Every stock view's filter by warehouse (all of them when left empty). */
export const stockWarehouseFilter = (t: T): FilterField => ({ name: 'warehouse_id', control: <WarehouseSelect placeholder={t('wms.stock_all_warehouses')} allowClear style={{ width: 220 }} /> });
