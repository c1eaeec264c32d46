import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Descriptions, Empty, Flex, Form, Input, InputNumber, Popconfirm, Result, Select, Skeleton, Space, Table } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { MANUAL_OUTBOUND_TYPES, OutboundListQuerySchema, type Outbound, type OutboundDetail } from '@tradewind/contract/wms/outbound.schema';
import { FormActions } from '@/core/form/form-actions';
import { RecordFormPage } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { SkuNameCell, SkuPicker } from '@/modules/pms';
import { dateRangeFromValues, dateRangeToValues, type DateRangeValues } from '@/core/list/date-range-values';
import { outboundKeys, useOutboundQuery, usePickingWrite, useSaveOutboundMutation } from '../../picking/api/picking.api';
import { PrintSheet } from '@/core/print/print-sheet';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { idParamOf } from '@/core/form/record-form-page';
import { useWarehouseLocationsQuery } from '../../stock/api/stock.api';
import { SupplierSelect } from '../../supplier/components/supplier-select';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { StockDocStatusTag } from '../../warehousing-entry/components/stock-doc-status';

const path = (page: string, id?: number) => `/wms/outbound_delivery_order/${page}${id === undefined ? '' : `?id=${id}`}`;

/** /wms/outbound_delivery_order/list: status tabs, number / type / warehouse / date range. */
export function OutboundListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<Outbound>({ keys: outboundKeys, path: '/wms/outbound_delivery_orders', schema: OutboundListQuerySchema });
  const status = list.query.status as number | undefined;
  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <ListTabs
        activeKey={status === undefined ? 'all' : String(status)}
        onChange={(key) => list.setFilters({ status: key === 'all' ? undefined : Number(key) })}
        items={[
          { key: 'all', label: t('wms_doc.tab_all') },
          { key: '0', label: t('wms_doc.status_draft') },
          { key: '1', label: t('wms_doc.status_audited') },
          { key: '2', label: t('wms_doc.status_cancelled') },
        ]}
        actions={
          <Permission rule="wms:outbound_delivery_order:create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(path('add'))}>{t('wms_out.create')}</Button>
          </Permission>
        }
      />
      <FilterBar<DateRangeValues> list={list} name="outbound_filters" toValues={dateRangeToValues} fromValues={dateRangeFromValues}>
        <Form.Item name="keyword">
          <Input placeholder={t('wms_doc.number')} allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="type">
          <Select allowClear placeholder={t('wms_out.type')} style={{ width: 120 }} options={[1, 2, 3, 4, 5, 6].map((v) => ({ value: v, label: t(`wms_out.type_${v}`) }))} />
        </Form.Item>
        <Form.Item name="warehouse_id">
          <WarehouseSelect allowClear placeholder={t('wms_doc.warehouse')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[t('wms_doc.date_from'), t('wms_doc.date_to')]} allowEmpty={[true, true]} style={{ width: 260 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<Outbound>
        list={list}
        empty={t('wms_out.empty')}
        scroll={{ x: 1200 }}
        columns={[
          { title: t('wms_doc.number'), dataIndex: 'number', width: 170, render: (v: string, r) => <Link to={path('detail', r.id)}>{v}</Link> },
          { title: t('wms_out.type'), dataIndex: 'type', width: 90, render: (v: number) => t(`wms_out.type_${v}`) },
          { title: t('wms_doc.warehouse'), dataIndex: 'warehouse_name', width: 140 },
          { title: t('wms_out.order'), key: 'order', width: 220, render: (_v, r) => (r.order_no ? `${r.order_no} ${r.customer_name ?? ''}` : '-') },
          { title: t('wms_doc.line_count'), dataIndex: 'line_count', width: 70, align: 'right' },
          { title: t('wms_doc.total_qty'), dataIndex: 'total_qty', width: 90, align: 'right' },
          { title: t('wms_doc.status'), dataIndex: 'status', width: 90, render: (v: 0 | 1 | 2) => <StockDocStatusTag status={v} /> },
          { title: t('wms_doc.created_at'), dataIndex: 'created_at', width: 160 },
        ]}
      />
    </Card>
  );
}

function useOutboundLineColumns() {
  const { t } = useI18n();
  return [
    { title: '#', key: 'i', width: 40, render: (_v: unknown, _r: unknown, i: number) => i + 1 },
    { title: t('wms_doc.location'), dataIndex: 'location_code', width: 90, render: (v: string | null) => v ?? '-' },
    { title: t('wms_doc.sku'), key: 'sku', render: (_v: unknown, l: OutboundDetail['lines'][number]) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
    { title: t('wms_out.ordered'), dataIndex: 'ordered_qty', width: 90, align: 'right' as const, render: (v: string | null) => v ?? '-' },
    { title: t('wms_out.shipped'), key: 'qty', width: 110, align: 'right' as const, render: (_v: unknown, l: OutboundDetail['lines'][number]) => `${l.qty} ${l.unit_name}` },
  ];
}

/** /wms/outbound_delivery_order/detail?id=: header, lines, log; a sale shows the picking it waits for (audit answers 4091 then). */
export function OutboundDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const doc = useOutboundQuery(id);
  const act = usePickingWrite<{ id: number; action: 'audit' | 'cancel' }, OutboundDetail>('put', (b) => `/wms/outbound_delivery_order/${b.id}/${b.action}`, () => ({}));
  const columns = useOutboundLineColumns();
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Result status="404" title={t('wms_out.not_found')} />;
  const d = doc.data;
  const draft = d.status === 0;
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={<Space><span>{d.number}</span><StockDocStatusTag status={d.status} /></Space>}
        extra={
          <Space wrap>
            {draft ? (
              <>
                {d.type !== 1 ? (
                  <Permission rule="wms:outbound_delivery_order:update">
                    <Button onClick={() => void navigate(path('edit', d.id))}>{t('wms.edit')}</Button>
                  </Permission>
                ) : null}
                <Permission rule="wms:outbound_delivery_order:audit">
                  <Popconfirm title={t('wms_out.audit_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'audit' })}>
                    <Button type="primary" loading={act.isPending}>{t('wms_doc.audit')}</Button>
                  </Popconfirm>
                </Permission>
                <Permission rule="wms:outbound_delivery_order:cancel">
                  <Popconfirm title={t('wms_doc.cancel_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'cancel' })}>
                    <Button danger>{t('wms_doc.cancel')}</Button>
                  </Popconfirm>
                </Permission>
              </>
            ) : null}
            <Button onClick={() => window.open(path('print', d.id), '_blank')}>{t('wms_doc.print')}</Button>
            <Button onClick={() => void navigate(path('list'))}>{t('form.back')}</Button>
          </Space>
        }
      >
        {draft && d.unfinished_tasks.length ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={
              <span>
                {t('wms_out.unfinished')}
                {d.unfinished_tasks.map((task) => <Link key={task.id} to={`/wms/picking_task/detail?id=${task.id}`} style={{ marginRight: 8 }}>{task.number}</Link>)}
              </span>
            }
          />
        ) : null}
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('wms_out.type')}>{t(`wms_out.type_${d.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.warehouse')}>{d.warehouse_name}</Descriptions.Item>
          {d.order_no ? <Descriptions.Item label={t('wms_out.order')}><Link to={`/oms/order/detail?id=${d.order_id}`}>{`${d.order_no} ${d.customer_name ?? ''}`}</Link></Descriptions.Item> : null}
          {d.picking_list_number ? <Descriptions.Item label={t('wms_task.wave')}><Link to={`/wms/picking_list/detail?id=${d.picking_list_id}`}>{d.picking_list_number}</Link></Descriptions.Item> : null}
          {d.supplier_name ? <Descriptions.Item label={t('wms_doc.supplier')}>{d.supplier_name}</Descriptions.Item> : null}
          <Descriptions.Item label={t('wms_doc.total_qty')}>{d.total_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.created_by')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.audited_by')}>{d.audited_at ? `${d.audited_by_name ?? '-'} ${d.audited_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.remark')} span={3}>{d.remark ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('wms_doc.section_lines')}>
        <Table rowKey="id" size="small" pagination={false} dataSource={d.lines} columns={columns} />
      </Card>
      <DocumentLogCard logs={d.logs} action={(l) => t(`wms_pick.action_${l.action}`)} />
    </Flex>
  );
}

type Line = { sku: Pick<SkuPickRow, 'id' | 'name' | 'code' | 'spec_text' | 'unit_id' | 'unit_name' | 'units'>; unit_id: number; qty: number | null; location_id: number | null };
type Header = { type: number; warehouse_id?: number; supplier_id?: number | null; remark?: string };

/** The add / edit form of the manual types: type, warehouse (supplier for a purchase return), lines picked with unit, location, quantity. */
function OutboundForm({ doc }: { doc: OutboundDetail | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<Header>();
  const [picking, setPicking] = useState(false);
  const [lines, setLines] = useState<Line[]>(
    () =>
      doc?.lines.map((l) => ({
        sku: { id: l.sku_id, name: l.sku_name, code: l.sku_code, spec_text: l.spec_text, unit_id: l.units[0].unit_id, unit_name: l.units[0].unit_name, units: l.units.slice(1).map((u, i) => ({ id: i, unit_id: u.unit_id, unit_name: u.unit_name, ratio: u.ratio, sale_price: null })) },
        unit_id: l.unit_id,
        qty: Number(l.qty),
        location_id: l.location_id,
      })) ?? [],
  );
  const save = useSaveOutboundMutation();
  const submit = useSaveForm(form, save, { id: doc?.id ?? null, onSaved: (saved) => void navigate(path('detail', saved.id)) });
  const warehouseId = Form.useWatch('warehouse_id', form);
  const type = Form.useWatch('type', form);
  const locations = useWarehouseLocationsQuery(warehouseId);
  const patch = (i: number, p: Partial<Line>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...p } : l)));
  const handleFinish = (v: Header) =>
    submit({ ...v, supplier_id: v.type === 2 ? v.supplier_id : null, lines: lines.map((l) => ({ sku_id: l.sku.id, unit_id: l.unit_id, qty: l.qty ?? 0, location_id: l.location_id })) });
  return (
    <Card size="small">
      <Form<Header> form={form} layout="inline" initialValues={doc ? { type: doc.type, warehouse_id: doc.warehouse_id, supplier_id: doc.supplier_id, remark: doc.remark ?? undefined } : { type: 6 }} onFinish={handleFinish} style={{ rowGap: 12 }}>
        <Form.Item name="type" label={t('wms_out.type')} rules={[{ required: true }]}>
          <Select disabled={Boolean(doc)} style={{ width: 130 }} options={MANUAL_OUTBOUND_TYPES.map((v) => ({ value: v, label: t(`wms_out.type_${v}`) }))} />
        </Form.Item>
        <Form.Item name="warehouse_id" label={t('wms_doc.warehouse')} rules={[{ required: true, message: t('wms.outbound_warehouse_required') }]}>
          <WarehouseSelect style={{ width: 180 }} />
        </Form.Item>
        {type === 2 ? (
          <Form.Item name="supplier_id" label={t('wms_doc.supplier')} rules={[{ required: true, message: t('wms.supplier_required') }]}>
            <SupplierSelect style={{ width: 180 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="remark" label={t('wms_doc.remark')}>
          <Input maxLength={200} style={{ width: 240 }} />
        </Form.Item>
        <Alert type="info" showIcon title={t('wms_out.sale_hint')} style={{ width: '100%' }} />
        <Table<Line>
          rowKey={(l) => `${l.sku.id}-${l.unit_id}`}
          size="small"
          pagination={false}
          style={{ width: '100%' }}
          dataSource={lines}
          locale={{ emptyText: <Empty description={t('wms.doc_lines_required')} /> }}
          columns={[
            { title: t('wms_doc.sku'), key: 'sku', render: (_v, l) => <SkuNameCell name={l.sku.name} spec={[l.sku.code, l.sku.spec_text].filter(Boolean).join(' · ')} /> },
            {
              title: t('wms_doc.unit'),
              key: 'unit',
              width: 130,
              render: (_v, l, i) => <Select value={l.unit_id} style={{ width: 120 }} onChange={(v) => patch(i, { unit_id: v })} options={[{ value: l.sku.unit_id, label: l.sku.unit_name }, ...l.sku.units.map((u) => ({ value: u.unit_id, label: `${u.unit_name}（${u.ratio}${l.sku.unit_name}）` }))]} />,
            },
            {
              title: t('wms_doc.location'),
              key: 'loc',
              width: 150,
              render: (_v, l, i) => <Select allowClear value={l.location_id} style={{ width: 140 }} onChange={(v) => patch(i, { location_id: v ?? null })} options={(locations.data ?? []).map((x) => ({ value: x.id, label: x.code }))} />,
            },
            { title: t('wms_doc.qty'), key: 'qty', width: 130, render: (_v, l, i) => <InputNumber aria-label={`qty-${l.sku.code}`} min={0} precision={3} value={l.qty} onChange={(v) => patch(i, { qty: v })} /> },
            { title: '', key: 'x', width: 50, render: (_v, _l, i) => <Button type="text" danger icon={<DeleteOutlined />} onClick={() => setLines((ls) => ls.filter((_x, j) => j !== i))} /> },
          ]}
          footer={() => <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>{t('wms_out.add_lines')}</Button>}
        />
        <FormActions saving={save.isPending} onBack={() => void navigate(path('list'))} />
      </Form>
      <SkuPicker
        open={picking}
        onSale={0}
        lockedIds={lines.map((l) => l.sku.id)}
        onClose={() => setPicking(false)}
        onConfirm={(rows) => {
          setLines((ls) => [...ls, ...rows.map((s) => ({ sku: s, unit_id: s.unit_id, qty: null, location_id: null }))]);
          setPicking(false);
        }}
      />
    </Card>
  );
}

/** /wms/outbound_delivery_order/add and edit?id= (drafts of the manual types; a sale's lines come from picking). */
export function OutboundFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useOutboundQuery} notFound={t('wms_out.not_found')}>
      {(doc) => (doc && (doc.status !== 0 || doc.type === 1) ? <Card>{t('wms.doc_not_draft')}</Card> : <OutboundForm doc={doc} />)}
    </RecordFormPage>
  );
}

/** /wms/outbound_delivery_order/print?id= (print layout): number as Code 128, lines with ordered and shipped, signatures. */
export function OutboundPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const doc = useOutboundQuery(id);
  const columns = useOutboundLineColumns();
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Empty description={t('wms_out.not_found')} />;
  const d = doc.data;
  return (
    <PrintSheet wide testId="outbound-print" title={t('wms_out.title')} number={d.number} meta={[[t('wms_out.type'), t(`wms_out.type_${d.type}`)], [t('wms_doc.warehouse'), `${d.warehouse_name}（${d.store_name}）`], ...(d.order_no ? [[t('wms_out.order'), `${d.order_no} ${d.customer_name ?? ''}`] as const] : []), [t('wms_doc.audited_by'), d.audited_at ? `${d.audited_by_name ?? ''} ${d.audited_at}` : '-'], [t('wms_doc.remark'), d.remark ?? '-']]} signatures={[`${t('wms_doc.sign_maker')}: ${d.created_by_name ?? ''}`, `${t('wms_out.sign_keeper')}:`, `${t('wms_out.sign_other')}:`]}>
        <Table
          rowKey="id"
          size="small"
          bordered
          pagination={false}
          dataSource={d.lines}
          columns={columns}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>{t('wms_doc.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">{d.total_qty}</Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
    </PrintSheet>
  );
}
