import { useState } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { LOGISTICS_ORDER_STATUS } from '@tradewind/contract/lms/lms.schema';
import { LOGISTICS_ORDER_TABS, LogisticsOrderListQuerySchema, type LogisticsOrder } from '@tradewind/contract/lms/logistics.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useFeedback } from '@/core/feedback/feedback';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs, ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { ExportButton } from '@/modules/common';
import { WarehouseSelect } from '@/modules/wms';
import { LOGISTICS_EXPORT_PATH, LOGISTICS_LIST_PATH, logisticsBatchPrintPath, logisticsOrderKeys, logisticsPrintPath, useLogisticsCountsQuery } from '../api/logistics.api';
import { LogisticsOrderDrawer } from '../components/logistics-order-drawer';
import { CoordinatesText, LogisticsStatusTag } from '../components/logistics-tags';
import { SignInModal, type SignInStop } from '../components/sign-in-modal';
import { formatVolume } from '@tradewind/contract/common/measure';

/**
 * /lms/logistics_order/list: one row per shipped unit; tabs by state with counts, filters (numbers, customer,
 * line, warehouse, delivery dates), batch print of delivery notes, export; `?id=` (a logistics message)
 * opens that order's drawer.
 */
export function LogisticsOrderListPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const list = useList<LogisticsOrder>({ keys: logisticsOrderKeys, path: LOGISTICS_LIST_PATH, schema: LogisticsOrderListQuerySchema, exportPath: LOGISTICS_EXPORT_PATH });
  const counts = useLogisticsCountsQuery(list.query as QueryParams).data;
  const [selected, setSelected] = useState<number[]>([]);
  const [shown, setShown] = useState<number | null>(null);
  const [signing, setSigning] = useState<SignInStop | null>(null);
  const canListWarehouses = usePermission('wms:warehouse:list');
  const fromUrl = idParamOf(params.get('id'));
  const open = shown ?? fromUrl;
  const close = () => {
    setShown(null);
    if (fromUrl !== null) {
      const next = new URLSearchParams(params);
      next.delete('id');
      setParams(next, { replace: true });
    }
  };

  const columns: TableColumnsType<LogisticsOrder> = [
    {
      title: t('lms_lo.number'),
      dataIndex: 'number',
      width: 170,
      fixed: 'left',
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setShown(r.id)}>
          {v}
        </Button>
      ),
    },
    { title: t('lms_lo.status'), dataIndex: 'status', width: 90, render: (v: number) => <LogisticsStatusTag status={v} /> },
    { title: t('lms_lo.order_no'), key: 'order', width: 170, render: (_v, r) => r.sub_order_no ?? r.order_no },
    {
      title: t('lms_lo.customer'),
      key: 'customer',
      width: 200,
      render: (_v, r) => (
        <span>
          {r.customer_name}
          <br />
          <small>{`${r.consignee_name} ${r.consignee_phone}`}</small>
        </span>
      ),
    },
    {
      title: t('lms_lo.address'),
      key: 'address',
      width: 240,
      render: (_v, r) => (
        <span>
          {r.address}
          <br />
          <small>
            <CoordinatesText longitude={r.longitude} latitude={r.latitude} source={r.location_source} />
          </small>
        </span>
      ),
    },
    {
      title: t('lms_lo.delivery_date'),
      dataIndex: 'delivery_date',
      width: 120,
      render: (v: string, r) => (
        <span>
          {v}
          <br />
          <small>{r.time_slot ?? ''}</small>
        </span>
      ),
    },
    { title: t('lms_lo.load'), key: 'load', width: 150, render: (_v, r) => t('lms_lo.load_text', { pieces: r.pieces, weight: r.weight, volume: formatVolume(r.volume) }) },
    { title: t('lms_lo.collect_amount'), dataIndex: 'collect_amount', width: 100, align: 'right', render: (v: string) => (Number(v) > 0 ? <Typography.Text strong>{v}</Typography.Text> : v) },
    {
      title: t('lms_lo.line'),
      key: 'line',
      width: 160,
      render: (_v, r) =>
        r.line_id ? (
          <span>
            {r.line_no ?? r.line_name}
            <br />
            <small>{[r.driver_name, r.car_plate].filter(Boolean).join(' · ')}</small>
          </span>
        ) : (
          <Typography.Text type="secondary">{t('lms_lo.no_line')}</Typography.Text>
        ),
    },
    { title: t('lms_lo.warehouse'), dataIndex: 'warehouse_name', width: 110 },
    {
      title: t('lms_lo.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setShown(r.id)}>{t('lms_lo.view')}</Button>
          <Permission rule="lms/logistics_order/Print">
            <Button type="link" size="small" onClick={() => window.open(logisticsPrintPath(r.id), '_blank')}>{t('lms_lo.print')}</Button>
          </Permission>
          {r.status === LOGISTICS_ORDER_STATUS.departed && r.stop_id !== null ? (
            <Permission rule="lms:sign_in:create">
              <Button type="link" size="small" onClick={() => setSigning({ stop_id: r.stop_id!, logistics_order_no: r.number, customer_name: r.customer_name, address: r.address, collect_amount: r.collect_amount })}>
                {t('lms_lo.sign')}
              </Button>
            </Permission>
          ) : null}
        </Space>
      ),
    },
  ];
  const tabs = filterTabs(list, { all: t('lms_lo.tab_all'), values: LOGISTICS_ORDER_TABS, label: (s) => t(`lms.logistics_order_status.${s}`), counts: counts ?? {} });
  const actions = (
    <Space>
      <Permission rule="lms/logistics_order/Print">
        <Button icon={<PrinterOutlined />} onClick={() => (selected.length ? window.open(logisticsBatchPrintPath(selected), '_blank') : void message.warning(t('lms_lo.no_selection')))}>
          {t('lms_lo.batch_print')}
        </Button>
      </Permission>
      <ExportButton permission="lms:logistics_order:export" {...list.exportProps} />
    </Space>
  );
  const filters: FilterFields = [
    { name: 'number', placeholder: t('lms_lo.number'), width: 170 },
    { name: 'order_no', placeholder: t('lms_lo.order_no'), width: 170 },
    { name: 'customer', placeholder: t('lms_lo.customer_keyword'), width: 200 },
    { name: 'line_no', placeholder: t('lms_lo.line_no'), width: 150 },
    canListWarehouses && { name: 'warehouse_id', control: <WarehouseSelect placeholder={t('lms_lo.warehouse_all')} style={{ width: 150 }} allowClear /> },
    { name: 'dates', placeholder: [t('lms_lo.date_from'), t('lms_lo.date_to')], width: 240 },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="logistics_order_filters" fields={filters} />
      <ListTabs {...tabs} actions={actions} />
      <ListTable<LogisticsOrder>
        list={list}
        columns={columns}
        empty={t('lms_lo.empty')}
        scroll={{ x: 1600 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      />
      <LogisticsOrderDrawer id={open} onClose={close} />
      <SignInModal stop={signing} open={signing !== null} onClose={() => setSigning(null)} />
    </Card>
  );
}
