import { Card, DatePicker, Space } from 'antd';
import { Link } from 'react-router';
import { LackOutListQuerySchema, type LackOutRow } from '@tradewind/contract/wms/outbound.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { SkuNameCell } from '@/modules/pms';
import { ExportButton } from '@/modules/common';
import { lackOutKeys } from '../../picking/api/picking.api';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';

/** /wms/lack_out_sku_history/list: every order line shipped short — ordered, shipped, short, why — with filters and export. */
export function LackOutListPage() {
  const { t } = useI18n();
  const list = useList<LackOutRow>({ keys: lackOutKeys, path: '/wms/lack_out_sku_histories', schema: LackOutListQuerySchema, exportPath: '/wms/lack_out_sku_histories/export' });
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="lack_out_filters"
        actions={
          <Space>
            <ExportButton permission="wms:lack_out_sku_history:export" {...list.exportProps} />
          </Space>
        }
        fields={[
          { name: 'keyword', placeholder: t('wms_lack.keyword'), width: 200 },
          { name: 'customer', placeholder: t('wms_lack.customer'), width: 140 },
          { name: 'warehouse_id', control: <WarehouseSelect allowClear placeholder={t('wms_doc.warehouse')} style={{ width: 170 }} /> },
          { name: 'dates', control: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 260 }} /> },
        ]}
      />
      <ListTable<LackOutRow>
        list={list}
        empty={t('wms_lack.empty')}
        scroll={{ x: 1300 }}
        columns={[
          { title: t('wms_doc.sku'), key: 'sku', width: 220, render: (_v, r) => <SkuNameCell name={r.sku_name} spec={[r.sku_code, r.spec_text].filter(Boolean).join(' · ')} /> },
          { title: t('wms_doc.warehouse'), dataIndex: 'warehouse_name', width: 120 },
          { title: t('wms_pick.order_no'), dataIndex: 'order_no', width: 170, render: (v: string, r) => <Link to={`/oms/order/detail?id=${r.order_id}`}>{v}</Link> },
          { title: t('wms_pick.outbound'), dataIndex: 'outbound_no', width: 170, render: (v: string, r) => <Link to={`/wms/outbound_delivery_order/detail?id=${r.outbound_id}`}>{v}</Link> },
          { title: t('wms_lack.customer'), dataIndex: 'customer_name', width: 140 },
          { title: t('wms_pick.delivery_date'), dataIndex: 'delivery_date', width: 110 },
          { title: t('wms_lack.ordered'), dataIndex: 'ordered_qty', width: 100, align: 'right' },
          { title: t('wms_lack.shipped'), dataIndex: 'shipped_qty', width: 100, align: 'right' },
          { title: t('wms_lack.short'), dataIndex: 'short_qty', width: 100, align: 'right' },
          { title: t('wms_lack.reason'), dataIndex: 'reason', width: 160, render: (v: string | null) => v ?? '-' },
          { title: t('wms_lack.created_at'), dataIndex: 'created_at', width: 160 },
        ]}
      />
    </Card>
  );
}
