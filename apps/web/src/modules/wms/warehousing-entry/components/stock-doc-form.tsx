import { useEffect, useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Row, Select, Space, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatUnitTotals } from '@tradewind/contract/common/unit-totals';
import type { PurchaseOrderDetail } from '@tradewind/contract/wms/purchase-order.schema';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { StockDocLineInputSchema, type StockDocLine } from '@tradewind/contract/wms/warehousing-entry.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { FormActions } from '@/core/form/form-actions';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuPicker, quantityPrecision } from '@/modules/pms';
import { DocLinesList, docLineSkuOfPick, removeLineColumn, skuUnitColumns } from '../../components/doc-lines';
import { OutsidePurchaseHeaderFields } from '../../outside-purchase/components/outside-purchase-header';
import { outsideBody, outsideFormValues, type OutsideHeaderValues } from '../../outside-purchase/outside-purchase-values';
import { useWarehouseLocationsQuery } from '../../stock/api/stock.api';
import { SupplierSelect } from '../../supplier/components/supplier-select';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { openLinesOf, readPurchaseOrder, receiptStates, useReceivableOrdersQuery } from '../api/receipt-order.api';
import { useSaveStockDocMutation, type StockDocDetail } from '../api/stock-doc.api';
import { docPath, type StockDocKind } from '../stock-doc-kind';
import { useZodRule } from '@/core/form/use-zod-rule';

/** What the form knows of a line's SKU beyond its id: its name for the row, the units it may take. */
type SkuMeta = Pick<StockDocLine, 'sku_id' | 'sku_name' | 'sku_code' | 'spec_text' | 'image' | 'units'>;
type LineValues = { sku_id: number; unit_id: number; qty?: number | null; location_id?: number | null; price?: number | null; purchase_order_item_id?: number | null };
/** an outside purchase's header beside the shared fields */
type Values = OutsideHeaderValues & { type?: number; warehouse_id?: number; supplier_id?: number | null; purchase_order_id?: number | null; remark?: string; lines: LineValues[] };

const metaOfOrderItem = (i: PurchaseOrderDetail['items'][number]): SkuMeta => ({
  sku_id: i.sku_id,
  sku_name: i.name,
  sku_code: i.sku_code,
  spec_text: i.spec_text,
  image: i.image,
  units: [
    { unit_id: i.base_unit_id, unit_name: i.base_unit_name, ratio: '1', allow_decimal: i.allow_decimal === 1 ? 1 : 0 },
    ...i.units.map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name, ratio: u.ratio, allow_decimal: 0 as const })),
  ],
});

/** The add / edit form of either document: header, then lines picked through the SKU picker with unit, location, quantity and price. */
export function StockDocForm({ kind, doc }: { kind: StockDocKind; doc: StockDocDetail | undefined }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const isEntry = kind.key === 'warehousing_entry';
  const isOutside = kind.key === 'outside_purchase_order';
  const [meta, setMeta] = useState<Map<number, SkuMeta>>(() => new Map((doc?.lines ?? []).map((l) => [l.sku_id, l])));
  const [picking, setPicking] = useState(false);
  const save = useSaveStockDocMutation(kind);
  const submit = useSaveForm(form, save, { id: doc?.id ?? null, leaveTo: (saved) => docPath(kind, 'detail', saved.id) });
  const warehouseId = Form.useWatch('warehouse_id', form);
  const type = Form.useWatch('type', form);
  const lines = Form.useWatch('lines', form) ?? [];
  const locations = useWarehouseLocationsQuery(warehouseId);
  const orders = useReceivableOrdersQuery(isEntry && type === 1);
  const [params] = useSearchParams();
  /** the purchase order this entry receives, as last read: ordered, received, awaiting audit per line */
  const [order, setOrder] = useState<PurchaseOrderDetail | null>(null);
  // a draft's own saved lines are not "awaiting audit" for itself
  const own = useMemo(() => {
    const sums = new Map<number, string>();
    for (const l of doc?.status === 0 ? doc.lines : []) {
      if (l.purchase_order_item_id) sums.set(l.purchase_order_item_id, String(Number(sums.get(l.purchase_order_item_id) ?? 0) + Number(l.base_qty)));
    }
    return sums;
  }, [doc]);
  const states = order ? receiptStates(order, own) : null;
  const otherPending = (order?.pending_entries ?? []).filter((e) => e.id !== doc?.id);

  /** Receiving an order: its warehouse and supplier, and its open lines in place of the form's. */
  const apply = (picked: PurchaseOrderDetail) => {
    setOrder(picked);
    const open = openLinesOf(picked, own);
    setMeta(new Map(open.map(({ item }) => [item.sku_id, metaOfOrderItem(item)])));
    form.setFieldsValue({ type: 1, purchase_order_id: picked.id, warehouse_id: picked.warehouse_id, supplier_id: picked.supplier_id, lines: open.map((o) => o.line) });
  };
  const receive = (id: number | null | undefined) => (id ? readPurchaseOrder(id).then(apply) : setOrder(null));
  /** 收取剩余: every line of the order takes what is still open on it (the locations chosen stay); lines with nothing open go. */
  const receiveRest = () => {
    if (!order) return;
    const rest = openLinesOf(order, own);
    if (rest.length === 0) return void message.info(t('wms_entry.rest_none'));
    const chosen = new Map(lines.map((l) => [l.purchase_order_item_id, l.location_id ?? null]));
    setMeta((m) => new Map([...m, ...rest.map(({ item }) => [item.sku_id, metaOfOrderItem(item)] as const)]));
    form.setFieldValue('lines', rest.map(({ line }) => ({ ...line, location_id: chosen.get(line.purchase_order_item_id) ?? null })));
    void message.success(t('wms_entry.rest_filled', { count: rest.length }));
  };
  // /wms/warehousing_entry/add?purchase_order_id= (the purchase order's 入库 action); editing: the order it receives
  const fromAddress = Number(params.get('purchase_order_id')) || null;
  useEffect(() => {
    if (!doc && isEntry && fromAddress) void readPurchaseOrder(fromAddress).then(apply);
    if (doc?.purchase_order_id) void readPurchaseOrder(doc.purchase_order_id).then(setOrder);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address or the entry the page opened with
  }, []);
  const baseOf = (milli: number) => String(milli / 1000);
  /** The line's quantity in base units (thousandths) and what is open on its order line, when it receives one. */
  const openOf = (line: LineValues | undefined) => {
    const state = line?.purchase_order_item_id ? states?.get(line.purchase_order_item_id) : undefined;
    if (!line || !state) return null;
    const ratio = Number(meta.get(line.sku_id)?.units.find((u) => u.unit_id === line.unit_id)?.ratio ?? 1);
    const item = order!.items.find((i) => i.id === line.purchase_order_item_id)!;
    return { state, unit: item.base_unit_name, base: Math.round((Number(line.qty) || 0) * ratio * 1000) };
  };
  const locationOptions = (locations.data ?? []).map((l) => ({ value: l.id, label: l.zone ? `${l.code} · ${l.zone}` : l.code }));

  const initial: Values = doc
    ? {
        ...(isOutside ? outsideFormValues(doc) : {}),
        type: doc.type,
        purchase_order_id: doc.purchase_order_id ?? null,
        warehouse_id: doc.warehouse_id,
        supplier_id: doc.supplier_id,
        remark: doc.remark ?? '',
        lines: doc.lines.map((l) => ({ sku_id: l.sku_id, unit_id: l.unit_id, qty: Number(l.qty), location_id: l.location_id, price: Number(l.price), purchase_order_item_id: l.purchase_order_item_id ?? null })),
      }
    : { type: isEntry ? 6 : undefined, lines: [], ...(isOutside ? outsideFormValues(undefined) : {}) };

  const addPicked = (picked: SkuPickRow[]) => {
    const next = new Map(meta);
    for (const s of picked) next.set(s.id, docLineSkuOfPick(s));
    setMeta(next);
    const have = new Set(lines.map((l) => l.sku_id));
    form.setFieldValue('lines', [...lines, ...picked.filter((s) => !have.has(s.id)).map((s) => ({ sku_id: s.id, unit_id: s.unit_id, qty: null, location_id: null, price: 0 }))]);
    setPicking(false);
  };

  const total = lines.reduce((sum, l) => sum + Math.round((Number(l?.qty) || 0) * (Number(l?.price) || 0) * 100), 0) / 100;
  const totalQty = formatUnitTotals(lines.map((l) => ({ unit_name: meta.get(l?.sku_id)?.units.find((u) => u.unit_id === l?.unit_id)?.unit_name ?? '', qty: l?.qty ?? 0 })));

  const onFinish = (v: Values) =>
    submit({
      ...(isEntry ? { type: v.type, purchase_order_id: v.type === 1 ? (v.purchase_order_id ?? null) : null } : {}),
      ...(isOutside ? outsideBody(v) : { supplier_id: v.supplier_id ?? null }),
      warehouse_id: v.warehouse_id,
      remark: v.remark ?? null,
      lines: (v.lines ?? []).map((l) => ({
        sku_id: l.sku_id,
        unit_id: l.unit_id,
        qty: l.qty ?? '',
        location_id: l.location_id ?? null,
        price: l.price ?? 0,
        purchase_order_item_id: v.purchase_order_id ? (l.purchase_order_item_id ?? null) : null,
      })),
    });

  return (
    <Form form={form} name={kind.key} layout="vertical" initialValues={initial} onFinish={onFinish}>
      <Flex vertical gap={12}>
        <Card size="small" title={t('wms_doc.section_header')}>
          <Row gutter={16}>
            {isEntry ? (
              <Col span={8}>
                <Form.Item name="type" label={t('wms_entry.type')} rules={[{ required: true }]}>
                  <Radio.Group options={[{ value: 1, label: t('wms_entry.type_purchase') }, { value: 6, label: t('wms_entry.type_other') }]} />
                </Form.Item>
              </Col>
            ) : null}
            <Col span={8}>
              <Form.Item name="warehouse_id" label={t('wms_doc.warehouse')} rules={[{ required: true, message: t('wms_doc.warehouse_required') }]}>
                <WarehouseSelect placeholder={t('wms_doc.warehouse')} />
              </Form.Item>
            </Col>
            {isEntry && type === 1 ? (
              <Col span={8}>
                <Form.Item name="purchase_order_id" label={t('wms_entry.purchase_order')}>
                  <Select
                    allowClear
                    placeholder={t('wms_entry.purchase_order_none')}
                    loading={orders.isPending}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={[
                      ...(doc?.purchase_order_id && !orders.data?.some((o) => o.id === doc.purchase_order_id) ? [{ value: doc.purchase_order_id, label: doc.purchase_order_number ?? '' }] : []),
                      ...(orders.data ?? []).map((o) => ({ value: o.id, label: `${o.number} · ${o.supplier_name}` })),
                    ]}
                    onChange={(id?: number) => void receive(id)}
                  />
                </Form.Item>
              </Col>
            ) : null}
            {(isEntry ? type === 1 : !isOutside) ? (
              <Col span={8}>
                <Form.Item name="supplier_id" label={t('wms_doc.supplier')} rules={[{ required: true, message: t('wms.supplier_required') }]}>
                  <SupplierSelect placeholder={t('wms_doc.supplier')} />
                </Form.Item>
              </Col>
            ) : null}
            {isOutside ? <OutsidePurchaseHeaderFields /> : null}
            <Col span={24}>
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
            <Space>
              {order && type === 1 ? (
                <Button type="primary" ghost onClick={receiveRest}>
                  {t('wms_entry.receive_rest')}
                </Button>
              ) : null}
              <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
                {t('wms_doc.add_skus')}
              </Button>
            </Space>
          }
        >
          {order && type === 1 && otherPending.length > 0 ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 8 }}
              title={
                <span>
                  {t('wms_entry.pending_entries')}
                  {otherPending.map((e) => (
                    <Link key={e.id} to={docPath(kind, 'detail', e.id)} style={{ marginLeft: 8 }}>{e.number}</Link>
                  ))}
                </span>
              }
            />
          ) : null}
          <DocLinesList
            scrollX={order && type === 1 ? 1240 : 1000}
            columns={(remove) => [
              ...skuUnitColumns(t, (i) => meta.get(lines[i]?.sku_id)),
              {
                title: t('wms_doc.location'),
                key: 'location',
                width: 170,
                render: (_v, field) => (
                  <Form.Item name={[field.name, 'location_id']} style={{ margin: 0 }}>
                    <Select aria-label={t('wms_doc.location')} allowClear placeholder={t('wms_doc.location_default')} options={locationOptions} showSearch={{ optionFilterProp: 'label' }} style={{ width: 160 }} />
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
                  const open = type === 1 ? openOf(line) : null;
                  return (
                    <>
                      <Form.Item name={[field.name, 'qty']} rules={[zodRule(StockDocLineInputSchema.shape.qty)]} style={{ margin: 0 }}>
                        <InputNumber aria-label={t('wms_doc.qty')} precision={quantityPrecision(unit?.allow_decimal)} style={{ width: 120 }} status={open && open.base > open.state.open ? 'warning' : undefined} />
                      </Form.Item>
                      {open && open.base > open.state.open ? (
                        <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="entry-line-over">
                          {t('wms_entry.over_open', { qty: baseOf(open.base), open: baseOf(open.state.open), unit: open.unit })}
                        </Typography.Text>
                      ) : null}
                    </>
                  );
                },
              },
              ...(order && type === 1
                ? [
                    {
                      title: t('wms_entry.po_progress'),
                      key: 'po',
                      width: 240,
                      render: (_v: unknown, field: { name: number }) => {
                        const open = openOf(lines[field.name]);
                        if (!open) return '-';
                        const { state, unit } = open;
                        return (
                          <div data-testid="entry-line-open" style={{ fontSize: 12, lineHeight: 1.5 }}>
                            <div>
                              {`${t('wms_entry.po_ordered')} ${baseOf(state.ordered)} · ${t('wms_entry.po_received')} ${baseOf(state.received)}`}
                              {state.pending ? ` · ${t('wms_entry.po_pending')} ${baseOf(state.pending)}` : ''}
                            </div>
                            <Typography.Text strong>{`${t('wms_entry.po_open')} ${baseOf(state.open)} ${unit}`}</Typography.Text>
                          </div>
                        );
                      },
                    },
                  ]
                : []),
              {
                title: isEntry ? t('wms_doc.cost') : t('wms_doc.price'),
                key: 'price',
                width: 130,
                render: (_v, field) => (
                  <Form.Item name={[field.name, 'price']} rules={[zodRule(StockDocLineInputSchema.shape.price.nullable())]} style={{ margin: 0 }}>
                    <InputNumber aria-label={isEntry ? t('wms_doc.cost') : t('wms_doc.price')} precision={2} style={{ width: 120 }} />
                  </Form.Item>
                ),
              },
              {
                title: t('wms_doc.amount'),
                key: 'amount',
                width: 100,
                align: 'right',
                render: (_v, field) => {
                  const l = lines[field.name];
                  return (Math.round((Number(l?.qty) || 0) * (Number(l?.price) || 0) * 100) / 100).toFixed(2);
                },
              },
              removeLineColumn(t, remove, ['purchase_order_item_id']),
            ]}
            footer={
              <Flex justify="flex-end" style={{ marginTop: 8 }}>
                <Space size="large">
                  <Typography.Text data-testid="entry-total-qty">{t('wms.po_total_qty')}: {totalQty}</Typography.Text>
                  <Typography.Text strong>{t('wms_doc.total_amount')}: {total.toFixed(2)}</Typography.Text>
                </Space>
              </Flex>
            }
          />
        </Card>
        <FormActions saving={save.isPending} onBack={() => void navigate(doc ? docPath(kind, 'detail', doc.id) : docPath(kind, 'list'))} />
      </Flex>
      <SkuPicker open={picking} onClose={() => setPicking(false)} onConfirm={addPicked} lockedIds={lines.map((l) => l.sku_id)} onSale={0} />
    </Form>
  );
}
