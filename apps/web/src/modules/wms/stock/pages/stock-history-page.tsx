import { Card, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { STOCK_DOC_TYPES, StockDocType } from '@tradewind/contract/wms/stock.schema';
import { STOCK_HISTORY_COUNT_CAP, StockHistoryQuerySchema, type StockMoveRow } from '@tradewind/contract/wms/stock-view.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { STOCK_HISTORY_EXPORT_PATH, STOCK_HISTORY_PATH, stockHistoryKeys } from '../api/stock.api';
import { qty, skuColumns } from '../components/stock-columns';

/** Detail pages of the documents that post stock, by document type. */
const DOCUMENT_PAGES: Partial<Record<string, string>> = {
  [StockDocType.warehousingEntry]: '/wms/warehousing_entry/detail',
  [StockDocType.purchaseRefundOrder]: '/wms/purchase_refund_order/detail',
  [StockDocType.transferOrder]: '/wms/transfer_order/detail',
  [StockDocType.stockCount]: '/wms/stock_count/detail',
  // a stock process's detail is a drawer of its list, opened by ?id=
  [StockDocType.stockProcess]: '/wms/stock_process/list',
};

/** /wms/stock/history: the ledger, newest first — every move with its document, location and balance. */
export function StockHistoryPage() {
  const { t } = useI18n();
  const list = useList<StockMoveRow, typeof StockHistoryQuerySchema>({ keys: stockHistoryKeys, path: STOCK_HISTORY_PATH, schema: StockHistoryQuerySchema, exportPath: STOCK_HISTORY_EXPORT_PATH, countCap: STOCK_HISTORY_COUNT_CAP });

  const columns: TableColumnsType<StockMoveRow> = [
    { title: t('wms.stock_time'), dataIndex: 'created_at', width: 160, fixed: 'left' },
    ...skuColumns<StockMoveRow>(t, { image: false }),
    {
      title: t('wms.stock_qty'),
      dataIndex: 'qty',
      width: 90,
      align: 'right',
      render: (v: string) => <Typography.Text type={Number(v) < 0 ? 'danger' : 'success'}>{Number(v) > 0 ? `+${qty(v)}` : qty(v)}</Typography.Text>,
    },
    { title: t('wms.stock_balance'), dataIndex: 'balance_after', width: 90, align: 'right', render: qty },
    { title: t('wms.stock_warehouse'), dataIndex: 'warehouse_name', width: 130 },
    { title: t('wms.stock_location'), dataIndex: 'location_code', width: 90 },
    { title: t('wms.stock_doc_type'), dataIndex: 'doc_type_name', width: 110 },
    // the number opens its document where that document has a page (receiving and refunds so far)
    {
      title: t('wms.stock_doc_no'),
      dataIndex: 'doc_no',
      width: 160,
      render: (no: string, row) => {
        const page = DOCUMENT_PAGES[row.doc_type];
        return page ? <Link to={`${page}?id=${row.doc_id}`}>{no}</Link> : no;
      },
    },
    { title: t('wms.stock_unit_cost'), dataIndex: 'unit_cost', width: 100, align: 'right' },
    { title: t('wms.stock_amount'), dataIndex: 'amount', width: 100, align: 'right' },
    { title: t('wms.stock_staff'), dataIndex: 'staff_name', width: 100, render: (v: string | null) => v ?? '-' },
  ];

  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('wms.stock_keyword'), width: 200 },
    { name: 'warehouse_id', control: <WarehouseSelect placeholder={t('wms.stock_all_warehouses')} allowClear style={{ width: 200 }} /> },
    { name: 'doc_type', placeholder: t('wms.stock_doc_type_all'), width: 150, options: STOCK_DOC_TYPES.map((v) => ({ value: v, label: t(`wms.doc_type.${v}`) })) },
    { name: 'dates', placeholder: [t('wms.stock_date_from'), t('wms.stock_date_to')], width: 240 },
  ];

  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="stock_history_filters"
        actions={<ExportButton permission="wms:stock:history" {...list.exportProps} />}
        fields={filters}
      />
      {list.query.sku_id !== undefined ? (
        <Tag closable onClose={() => list.search({ sku_id: undefined })} style={{ marginBottom: 12 }}>
          {t('wms.stock_history_one_sku')}
        </Tag>
      ) : null}
      <ListTable<StockMoveRow> list={list} rowKey="id" columns={columns} scroll={{ x: 1600 }} empty={t(list.filtered ? 'wms.stock_history_empty_filtered' : 'wms.stock_history_empty')} />
    </Card>
  );
}
