import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { startsFrom } from '@tradewind/contract/common/document-states';
import { STOCK_DOC_STATES, StockDocFilterSchema, WarehousingEntryListQuerySchema, type WarehousingEntry } from '@tradewind/contract/wms/warehousing-entry.schema';
import { OutsidePurchaseListQuerySchema, type OutsidePurchase } from '@tradewind/contract/wms/outside-purchase.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { PaginationQuerySchema } from '@tradewind/contract/common/pagination';
import { ExportButton } from '@/modules/common';
import { ImportButton } from '@/modules/system';
import { SupplierSelect } from '../../supplier/components/supplier-select';
import { docPath, type StockDocKind } from '../stock-doc-kind';
import { StockDocStatusTag } from './stock-doc-status';
import { docDatesFilter, docWarehouseFilter } from '../../components/doc-list-filters';
import { StatusTabs, docStatuses } from '../../components/status-tabs';

type Row = Omit<WarehousingEntry, 'type' | 'purchase_order_id' | 'supplier_id' | 'supplier_name'> &
  Partial<Pick<WarehousingEntry, 'type' | 'purchase_order_id' | 'supplier_id' | 'supplier_name'>> &
  Partial<Pick<OutsidePurchase, 'seller_name' | 'seller_place' | 'buyer_name' | 'purchase_date' | 'entry_number'>>;
const refundSchema = PaginationQuerySchema.extend(StockDocFilterSchema.shape);

export const ENTRY_TYPE_TEXT: Record<number, string> = {
  1: 'wms_entry.type_purchase',
  2: 'wms_entry.type_customer_return',
  3: 'wms_entry.type_transfer_in',
  4: 'wms_entry.type_process_output',
  5: 'wms_entry.type_count_gain',
  6: 'wms_entry.type_other',
  7: 'wms_entry.type_opening',
};

/**
 * The list of any receiving document: status tabs, number / warehouse / supplier / date range (and the
 * entry's type; an outside purchase's seller and purchase date instead of the supplier, and its export),
 * actions to the detail page.
 */
export function StockDocList({ kind }: { kind: StockDocKind }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const isEntry = kind.key === 'warehousing_entry';
  const isOutside = kind.key === 'outside_purchase_order';
  const schema = isEntry ? WarehousingEntryListQuerySchema : isOutside ? OutsidePurchaseListQuerySchema : refundSchema;
  const list = useList<Row>({ keys: kind.keys, path: kind.listApi, schema, exportPath: kind.exportApi });
  const supplierColumns: TableColumnsType<Row> = isOutside
    ? [
        { title: t('wms_outside.purchase_date'), dataIndex: 'purchase_date', width: 120 },
        { title: t('wms_outside.seller'), key: 'seller', width: 200, ellipsis: true, render: (_v, row) => [row.seller_name, row.seller_place].filter(Boolean).join(' · ') },
        { title: t('wms_outside.buyer'), dataIndex: 'buyer_name', width: 100, render: (v: string | null) => v ?? '-' },
      ]
    : [{ title: t('wms_doc.supplier'), dataIndex: 'supplier_name', width: 160, ellipsis: true, render: (v: string | null) => v ?? '-' }];
  const columns: TableColumnsType<Row> = [
    { title: t('wms_doc.number'), dataIndex: 'number', width: 170, fixed: 'left', render: (v: string, row) => <Link to={docPath(kind, 'detail', row.id)}>{v}</Link> },
    ...(isEntry ? [{ title: t('wms_entry.type'), dataIndex: 'type', width: 90, render: (v: number) => t(ENTRY_TYPE_TEXT[v]) }] : []),
    { title: t('wms_doc.warehouse'), dataIndex: 'warehouse_name', width: 150, ellipsis: true },
    ...supplierColumns,
    { title: t('wms_doc.line_count'), dataIndex: 'line_count', width: 80, align: 'right' },
    { title: t('wms_doc.total_qty'), key: 'total_qty', width: 130, align: 'right', render: (_v, row) => formatUnitTotals(row.unit_totals) },
    { title: t('wms_doc.total_amount'), dataIndex: 'total_amount', width: 110, align: 'right' },
    { title: t('wms_doc.status'), dataIndex: 'status', width: 90, render: (v: 0 | 1 | 2) => <StockDocStatusTag status={v} /> },
    { title: t('wms_doc.created_by'), dataIndex: 'created_by_name', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('wms_doc.created_at'), dataIndex: 'created_at', width: 160 },
    {
      title: t('wms.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => void navigate(docPath(kind, 'detail', row.id))}>{t('wms_doc.view')}</Button>
          {startsFrom(STOCK_DOC_STATES, 'update', row.status) ? (
            <Permission rule={`wms:${kind.key}:update`}>
              <Button type="link" onClick={() => void navigate(docPath(kind, 'edit', row.id))}>{t('wms.edit')}</Button>
            </Permission>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <StatusTabs
        list={list}
        {...docStatuses(t)}
        actions={
          <Space>
            {kind.exportApi ? (
              <ExportButton permission={`wms:${kind.key}:export`} {...list.exportProps} />
            ) : null}
            {/* an entry's opening stock comes in from a file (the import centre's 期初库存: creates and audits) */}
            {isEntry ? <ImportButton kind="wms.opening_stock" permission="wms:warehousing_entry:audit" /> : null}
            <CreateButton permission={`wms:${kind.key}:create`} label={t(`${kind.text}.create`)} onClick={() => void navigate(docPath(kind, 'add'))} />
          </Space>
        }
      />
      <FilterBar
        list={list}
        name={`${kind.key}_filters`}
        fields={[
          { name: 'keyword', placeholder: isOutside ? t('wms_outside.keyword') : t('wms_doc.number'), width: 180 },
          isEntry && { name: 'type', placeholder: t('wms_entry.type'), width: 120, options: Object.entries(ENTRY_TYPE_TEXT).map(([v, k]) => ({ value: Number(v), label: t(k) })) },
          docWarehouseFilter(t),
          !isOutside && { name: 'supplier_id', control: <SupplierSelect placeholder={t('wms_doc.supplier')} style={{ width: 180 }} /> },
          isOutside ? { name: 'dates', placeholder: [t('wms_outside.date_from'), t('wms_outside.date_to')], width: 260 } : docDatesFilter(t),
        ]}
      />
      <ListTable<Row> list={list} columns={columns} empty={t(`${kind.text}.empty`)} scroll={{ x: 1300 }} />
    </Card>
  );
}

