import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Empty, Flex, Form, Input, InputNumber, Popconfirm, Result, Row, Select, Skeleton, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { TransferOrderListQuerySchema, type TransferOrder, type TransferOrderDetail, type TransferOrderLine } from '@tradewind/contract/wms/transfer-order.schema';
import { FormActions } from '@/core/form/form-actions';
import { RecordFormPage, idParamOf } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { SkuNameCell, SkuPicker, quantityPrecision } from '@/modules/pms';
import { dateRangeFromValues, dateRangeToValues, type DateRangeValues } from '@/core/list/date-range-values';
import { TwoLineCell } from '../../components/two-line-cell';
import { useWarehouseLocationsQuery } from '../../stock/api/stock.api';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import {
  TRANSFER_EXPORT_PATH,
  TRANSFER_LIST_PATH,
  transferOrderKeys,
  transferPath,
  useDeleteTransferOrderMutation,
  useSaveTransferOrderMutation,
  useTransferActionMutation,
  useTransferCountsQuery,
  useTransferOrderQuery,
} from '../api/transfer-order.api';
import { CloseDialog, ReceiveDialog } from '../components/receive-dialogs';
import { TransferLog, TransferStatusTag, useTransferLineColumns } from '../components/transfer-parts';


/** /wms/transfer_order/list: status tabs with counts; number, SKU, both warehouses and a date range; export. */
export function TransferOrderListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<TransferOrder>({ keys: transferOrderKeys, path: TRANSFER_LIST_PATH, schema: TransferOrderListQuerySchema, exportPath: TRANSFER_EXPORT_PATH });
  const counts = useTransferCountsQuery(list.query as QueryParams).data;
  const status = list.query.status as number | undefined;
  const columns: TableColumnsType<TransferOrder> = [
    { title: t('wms_doc.number'), dataIndex: 'number', width: 160, fixed: 'left', render: (v: string, r) => <Link to={transferPath('detail', r.id)}>{v}</Link> },
    { title: t('wms_doc.status'), dataIndex: 'status', width: 90, render: (v: TransferOrder['status']) => <TransferStatusTag status={v} /> },
    {
      title: t('wms_to.route'),
      key: 'route',
      width: 200,
      render: (_v, r) => <TwoLineCell main={`${r.from_warehouse_name} → ${r.to_warehouse_name}`} sub={r.to_store_id === r.store_id ? r.store_name : `${r.store_name} → ${r.to_store_name}`} />,
    },
    { title: t('wms_doc.line_count'), dataIndex: 'line_count', width: 60, align: 'right' },
    { title: t('wms_to.qty'), dataIndex: 'total_qty', width: 80, align: 'right' },
    {
      title: t('wms_to.progress'),
      key: 'progress',
      width: 140,
      align: 'right',
      render: (_v, r) => (
        <span>
          {r.received_qty} / <Typography.Text type={Number(r.lost_qty) > 0 ? 'danger' : undefined}>{r.lost_qty}</Typography.Text> / <Typography.Text type={Number(r.transit_qty) > 0 ? 'warning' : undefined}>{r.transit_qty}</Typography.Text>
        </span>
      ),
    },
    { title: t('wms_to.value'), dataIndex: 'total_amount', width: 100, align: 'right' },
    { title: t('wms_doc.created_at'), key: 'created', width: 170, render: (_v, r) => <TwoLineCell main={r.created_at} sub={r.created_by_name ?? ''} /> },
    {
      title: t('wms.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => void navigate(transferPath('detail', r.id))}>{t('wms_doc.view')}</Button>
          {r.status === 0 ? (
            <Permission rule="wms:transfer_order:update">
              <Button type="link" onClick={() => void navigate(transferPath('edit', r.id))}>{t('wms.edit')}</Button>
            </Permission>
          ) : null}
        </Space>
      ),
    },
  ];
  const tabs = [
    { key: 'all', label: `${t('wms_doc.tab_all')} (${counts?.all ?? 0})` },
    ...[0, 1, 3, 2, 4].map((s) => ({ key: String(s), label: `${t(`wms.to_status.${s}`)} (${counts?.[String(s)] ?? 0})` })),
  ];
  return (
    <Card size="small">
      <FilterBar<DateRangeValues>
        list={list}
        name="transfer_order_filters"
        toValues={dateRangeToValues}
        fromValues={dateRangeFromValues}
        actions={
          <Space>
            <Permission rule="wms:transfer_order:export">
              <ExportButton {...list.exportProps} />
            </Permission>
            <Permission rule="wms:transfer_order:create">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(transferPath('add'))}>{t('wms_to.create')}</Button>
            </Permission>
          </Space>
        }
      >
        <Form.Item name="keyword">
          <Input placeholder={t('wms_doc.number')} allowClear style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="sku_keyword">
          <Input placeholder={t('wms_to.sku_keyword')} allowClear style={{ width: 190 }} />
        </Form.Item>
        <Form.Item name="from_warehouse_id">
          <WarehouseSelect allowClear placeholder={t('wms_to.from_warehouse')} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="to_warehouse_id">
          <WarehouseSelect allowClear placeholder={t('wms_to.to_warehouse')} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[t('wms_doc.date_from'), t('wms_doc.date_to')]} allowEmpty={[true, true]} style={{ width: 250 }} />
        </Form.Item>
      </FilterBar>
      <Tabs activeKey={status === undefined ? 'all' : String(status)} onChange={(key) => list.go({ ...list.query, page: 1, status: key === 'all' ? undefined : Number(key) })} items={tabs} />
      <ListTable<TransferOrder> list={list} columns={columns} empty={t('wms_to.empty')} scroll={{ x: 1100 }} />
    </Card>
  );
}

/** /wms/transfer_order/detail?id=: header, lines with received / lost / in transit, the stock moves, the log, the actions its state allows. */
export function TransferOrderDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const doc = useTransferOrderQuery(id);
  const act = useTransferActionMutation();
  const remove = useDeleteTransferOrderMutation();
  const columns = useTransferLineColumns(doc.data ?? { moves: [] });
  const [dialog, setDialog] = useState<'receive' | 'close' | null>(null);
  const { stores } = useSession();
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return <Result status="404" title={t('wms_to.not_found')} />;
  const d = doc.data;
  // a draft is the source store's to edit and ship; the target store sees it coming
  const draft = d.status === 0 && stores.some((s) => s.id === d.store_id && s.has_auth === 1);
  const open = d.status === 1 || d.status === 3;
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title={
          <Space>
            <span>{d.number}</span>
            <TransferStatusTag status={d.status} />
          </Space>
        }
        extra={
          <Space wrap>
            {draft ? (
              <>
                <Permission rule="wms:transfer_order:update">
                  <Button onClick={() => void navigate(transferPath('edit', d.id))}>{t('wms.edit')}</Button>
                </Permission>
                <Permission rule="wms:transfer_order:audit">
                  <Popconfirm title={t('wms_to.audit_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'audit', body: {} })}>
                    <Button type="primary" loading={act.isPending && act.variables?.action === 'audit'}>{t('wms_to.audit')}</Button>
                  </Popconfirm>
                </Permission>
                <Permission rule="wms:transfer_order:cancel">
                  <Popconfirm title={t('wms_doc.cancel_confirm')} onConfirm={() => act.mutateAsync({ id: d.id, action: 'cancel', body: {} })}>
                    <Button danger>{t('wms_doc.cancel')}</Button>
                  </Popconfirm>
                </Permission>
                <Permission rule="wms:transfer_order:delete">
                  <Popconfirm
                    title={t('wms_doc.delete_confirm')}
                    onConfirm={async () => {
                      await remove.mutateAsync(d.id);
                      void navigate(transferPath('list'));
                    }}
                  >
                    <Button danger type="text">{t('wms_doc.delete')}</Button>
                  </Popconfirm>
                </Permission>
              </>
            ) : null}
            {open ? (
              <>
                <Permission rule="wms:transfer_order:receive">
                  <Button type="primary" onClick={() => setDialog('receive')}>{t('wms_to.receive')}</Button>
                </Permission>
                <Permission rule="wms:transfer_order:close">
                  <Button danger onClick={() => setDialog('close')}>{t('wms_to.close')}</Button>
                </Permission>
              </>
            ) : null}
            <Permission rule="wms/transfer_order/Print">
              <Button onClick={() => window.open(transferPath('print', d.id), '_blank')}>{t('wms_doc.print')}</Button>
            </Permission>
            <Button onClick={() => void navigate(transferPath('list'))}>{t('form.back')}</Button>
          </Space>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('wms_to.from_warehouse')}>{`${d.from_warehouse_name}（${d.store_name}）`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.to_warehouse')}>{`${d.to_warehouse_name}（${d.to_store_name}）`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.value')}>{d.total_amount}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.qty')}>{d.total_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.received')}>{d.received_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.transit')}>{d.transit_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.lost')}>{Number(d.lost_qty) > 0 ? <Typography.Text type="danger">{`${d.lost_qty}（${d.loss_reason ?? ''}）`}</Typography.Text> : d.lost_qty}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.created_by')}>{`${d.created_by_name ?? '-'} ${d.created_at}`}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.shipped_at')}>{d.audited_at ? `${d.audited_by_name ?? '-'} ${d.audited_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_to.received_at')}>{d.received_at ? `${d.received_by_name ?? '-'} ${d.received_at}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('wms_doc.remark')} span={2}>{d.remark ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('wms_doc.section_lines')} extra={<Typography.Text type="secondary">{t('wms_to.base_hint')}</Typography.Text>}>
        <Table<TransferOrderLine> rowKey="id" size="small" pagination={false} dataSource={d.lines} columns={columns} scroll={{ x: 1150 }} data-testid="transfer-lines" />
      </Card>
      <Card size="small" title={t('wms_to.moves')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.moves}
          locale={{ emptyText: <Empty description={t('wms_to.no_moves')} /> }}
          columns={[
            { title: t('wms_to.move_time'), dataIndex: 'created_at', width: 170 },
            { title: t('wms_to.move_place'), key: 'place', render: (_v, m) => `${m.warehouse_name} · ${m.location_code}` },
            { title: t('wms_doc.sku'), key: 'sku', render: (_v, m) => d.lines.find((l) => l.id === m.item_id)?.sku_name ?? '-' },
            { title: t('wms_to.move_qty'), dataIndex: 'qty', width: 100, align: 'right', render: (v: string) => <Typography.Text type={v.startsWith('-') ? 'danger' : 'success'}>{v}</Typography.Text> },
            { title: t('wms_to.unit_cost'), dataIndex: 'unit_cost', width: 100, align: 'right', render: (v: string) => Number(v).toFixed(2) },
            { title: t('wms_to.move_staff'), dataIndex: 'staff_name', width: 100, render: (v: string | null) => v ?? '-' },
          ]}
        />
      </Card>
      <TransferLog logs={d.logs} />
      {dialog === 'receive' ? <ReceiveDialog doc={d} open onClose={() => setDialog(null)} /> : null}
      {dialog === 'close' ? <CloseDialog doc={d} open onClose={() => setDialog(null)} /> : null}
    </Flex>
  );
}

/** What the form knows of a line's SKU beyond its id: its name for the row, the units it may take. */
type SkuMeta = Pick<TransferOrderLine, 'sku_id' | 'sku_name' | 'sku_code' | 'spec_text' | 'units'>;
type LineValues = { sku_id: number; unit_id: number; qty?: number | null; from_location_id?: number | null; to_location_id?: number | null };
type Values = { from_warehouse_id?: number; to_warehouse_id?: number; remark?: string; lines: LineValues[] };

const metaOfPick = (s: SkuPickRow): SkuMeta => ({
  sku_id: s.id,
  sku_name: s.name,
  sku_code: s.code,
  spec_text: s.spec_text,
  // a package unit counts whole packages
  units: [{ unit_id: s.unit_id, unit_name: s.unit_name, ratio: '1', allow_decimal: s.allow_decimal }, ...s.units.map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name, ratio: u.ratio, allow_decimal: 0 as const }))],
});

const locationOptions = (rows: Array<{ id: number; code: string; zone: string | null }> | undefined) => (rows ?? []).map((l) => ({ value: l.id, label: l.zone ? `${l.code} · ${l.zone}` : l.code }));

/** The add / edit form: both warehouses, then lines picked through the SKU picker with unit, source location, target location and quantity. */
function TransferOrderForm({ doc }: { doc: TransferOrderDetail | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [meta, setMeta] = useState<Map<number, SkuMeta>>(() => new Map((doc?.lines ?? []).map((l) => [l.sku_id, l])));
  const [picking, setPicking] = useState(false);
  const save = useSaveTransferOrderMutation();
  const submit = useSaveForm(form, save, { id: doc?.id ?? null, onSaved: (saved) => void navigate(transferPath('detail', saved.id)) });
  const fromId = Form.useWatch('from_warehouse_id', form);
  const toId = Form.useWatch('to_warehouse_id', form);
  const lines = Form.useWatch('lines', form) ?? [];
  const fromLocations = useWarehouseLocationsQuery(fromId);
  const toLocations = useWarehouseLocationsQuery(toId);
  const initial: Values = doc
    ? {
        from_warehouse_id: doc.from_warehouse_id,
        to_warehouse_id: doc.to_warehouse_id,
        remark: doc.remark ?? '',
        lines: doc.lines.map((l) => ({ sku_id: l.sku_id, unit_id: l.unit_id, qty: Number(l.qty), from_location_id: l.from_location_id, to_location_id: l.to_location_id })),
      }
    : { lines: [] };

  const addPicked = (picked: SkuPickRow[]) => {
    const next = new Map(meta);
    for (const s of picked) next.set(s.id, metaOfPick(s));
    setMeta(next);
    const have = new Set(lines.map((l) => l.sku_id));
    form.setFieldValue('lines', [...lines, ...picked.filter((s) => !have.has(s.id)).map((s) => ({ sku_id: s.id, unit_id: s.unit_id, qty: null, from_location_id: null, to_location_id: null }))]);
    setPicking(false);
  };

  const handleFinish = (v: Values) =>
    submit({
      from_warehouse_id: v.from_warehouse_id,
      to_warehouse_id: v.to_warehouse_id,
      remark: v.remark ?? null,
      lines: (v.lines ?? []).map((l) => ({ sku_id: l.sku_id, unit_id: l.unit_id, qty: l.qty ?? '', from_location_id: l.from_location_id ?? null, to_location_id: l.to_location_id ?? null })),
    });

  return (
    <Form form={form} name="transfer_order" layout="vertical" initialValues={initial} onFinish={handleFinish}>
      <Flex vertical gap={12}>
        <Card size="small" title={t('wms_doc.section_header')}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="from_warehouse_id" label={t('wms_to.from_warehouse')} rules={[{ required: true, message: t('wms_to.from_required') }]}>
                <WarehouseSelect placeholder={t('wms_to.from_warehouse')} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="to_warehouse_id" label={t('wms_to.to_warehouse')} extra={t('wms_to.cross_store_hint')} rules={[{ required: true, message: t('wms_to.to_required') }]}>
                <WarehouseSelect placeholder={t('wms_to.to_warehouse')} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="remark" label={t('wms_doc.remark')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card
          size="small"
          title={t('wms_doc.section_lines')}
          extra={
            <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              {t('wms_doc.add_skus')}
            </Button>
          }
        >
          <Form.List name="lines" rules={[{ validator: async (_r, v: unknown[]) => (v?.length ? undefined : Promise.reject(new Error(t('wms.doc_lines_required')))) }]}>
            {(fields, { remove }, { errors }) => (
              <>
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={fields}
                  locale={{ emptyText: <Empty description={t('wms_doc.no_lines')} /> }}
                  scroll={{ x: 1000 }}
                  columns={[
                    {
                      title: t('wms_doc.sku'),
                      key: 'sku',
                      width: 260,
                      render: (_v, field) => {
                        const m = meta.get(lines[field.name]?.sku_id);
                        return m ? <SkuNameCell name={m.sku_name} spec={[m.sku_code, m.spec_text].filter(Boolean).join(' · ')} /> : null;
                      },
                    },
                    {
                      title: t('wms_doc.unit'),
                      key: 'unit',
                      width: 130,
                      render: (_v, field) => (
                        <Form.Item name={[field.name, 'unit_id']} noStyle>
                          <Select aria-label={t('wms_doc.unit')} style={{ width: 120 }} options={(meta.get(lines[field.name]?.sku_id)?.units ?? []).map((u) => ({ value: u.unit_id, label: u.ratio === '1' ? u.unit_name : `${u.unit_name} (×${u.ratio})` }))} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: t('wms_to.from_location'),
                      key: 'from',
                      width: 170,
                      render: (_v, field) => (
                        <Form.Item name={[field.name, 'from_location_id']} style={{ margin: 0 }}>
                          <Select aria-label={t('wms_to.from_location')} allowClear placeholder={t('wms_to.location_default')} options={locationOptions(fromLocations.data)} showSearch={{ optionFilterProp: 'label' }} style={{ width: 160 }} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: t('wms_to.to_location'),
                      key: 'to',
                      width: 170,
                      render: (_v, field) => (
                        <Form.Item name={[field.name, 'to_location_id']} style={{ margin: 0 }}>
                          <Select aria-label={t('wms_to.to_location')} allowClear placeholder={t('wms_to.location_default')} options={locationOptions(toLocations.data)} showSearch={{ optionFilterProp: 'label' }} style={{ width: 160 }} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: t('wms_doc.qty'),
                      key: 'qty',
                      width: 130,
                      render: (_v, field) => {
                        const line = lines[field.name];
                        const unit = meta.get(line?.sku_id)?.units.find((u) => u.unit_id === line?.unit_id);
                        return (
                          <Form.Item name={[field.name, 'qty']} rules={[{ required: true, message: t('wms.doc_qty_invalid') }]} style={{ margin: 0 }}>
                            <InputNumber aria-label={t('wms_doc.qty')} min={0} precision={quantityPrecision(unit?.allow_decimal)} style={{ width: 120 }} />
                          </Form.Item>
                        );
                      },
                    },
                    {
                      title: '',
                      key: 'remove',
                      width: 50,
                      render: (_v, field) => (
                        <>
                          <Form.Item name={[field.name, 'sku_id']} hidden>
                            <Input />
                          </Form.Item>
                          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('wms_doc.remove_line')} onClick={() => remove(field.name)} />
                        </>
                      ),
                    },
                  ]}
                />
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Card>
        <FormActions saving={save.isPending} onBack={() => void navigate(doc ? transferPath('detail', doc.id) : transferPath('list'))} />
      </Flex>
      <SkuPicker open={picking} onClose={() => setPicking(false)} onConfirm={addPicked} lockedIds={lines.map((l) => l.sku_id)} onSale={0} />
    </Form>
  );
}

/** /wms/transfer_order/add and edit?id= (drafts only). */
export function TransferOrderFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useTransferOrderQuery} notFound={t('wms_to.not_found')}>
      {(doc) => (doc && doc.status !== 0 ? <Alert type="warning" showIcon title={t('wms_to.not_draft')} /> : <TransferOrderForm doc={doc} />)}
    </RecordFormPage>
  );
}
