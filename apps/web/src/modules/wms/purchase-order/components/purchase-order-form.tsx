import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, DatePicker, Flex, Form, Input, InputNumber, Row, Switch, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import type { PurchaseOrderDetail } from '@tradewind/contract/wms/purchase-order.schema';
import { CellField } from '@/core/form/cell-field';
import { lineErrorsOf, useSaveForm } from '@/core/form/use-save-form';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { FileUploader, type UploadedFile } from '@/modules/common';
import { LineSkuCell, LineUnitSelect, SkuPicker, addPickedLines, lineQtyPrecision, lineSkuOfItem, lineSkuOfPick, type LineSku } from '@/modules/pms';
import { SupplierSelect } from '../../supplier/components/supplier-select';
import { useSupplierSkuPricesQuery } from '../../supplier/api/supplier.api';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { purchaseOrderDetailPath, useSavePurchaseOrderMutation, type PurchaseOrderBody } from '../api/purchase-order.api';
import { lineAmount, orderTotals } from '../purchase-order-lines';

/** A line being edited: the SKU as the picker (or the saved order) gave it, and what the buyer typed. */
export type EditLine = LineSku & { qty: number | null; price: number | null; remark: string };

type Header = { supplier_id?: number; warehouse_id?: number; expected_date?: Dayjs | null; remark?: string; show_prices_on_share: boolean; attachments: UploadedFile[] };

const fromPicked = (sku: SkuPickRow): EditLine => ({ ...lineSkuOfPick(sku), qty: null, price: null, remark: '' });

const fromSaved = (order: PurchaseOrderDetail): EditLine[] => order.items.map((i) => ({ ...lineSkuOfItem(i), qty: Number(i.qty), price: Number(i.price), remark: i.remark ?? '' }));

const fileOf = (url: string): UploadedFile => ({ name: url.split('/').pop() ?? url, url, size: 0 });

/** The add and edit form of a draft: header, lines through the SKU picker with the supplier's prices, totals, attachments. */
export function PurchaseOrderForm({ order }: { order: PurchaseOrderDetail | null }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Header>();
  const [lines, setLines] = useState<EditLine[]>(() => (order ? fromSaved(order) : []));
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [picking, setPicking] = useState(false);
  const supplierId = Form.useWatch('supplier_id', form) ?? null;
  const prices = useSupplierSkuPricesQuery(supplierId).data;
  const save = useSavePurchaseOrderMutation();
  const submitSave = useSaveForm(form, save, {
    id: order?.id ?? null,
    leaveTo: (row) => purchaseOrderDetailPath(row.id),
    onError: (error) => {
      const errors = lineErrorsOf(error, 'items');
      setLineErrors(errors);
      if (errors.items) void message.error(errors.items);
    },
  });

  const setLine = (index: number, patch: Partial<EditLine>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  /** the supplier's price for a SKU in a unit, when it supplies it in that unit */
  const supplierPrice = (skuId: number, unitId: number) => {
    const p = prices?.find((x) => x.sku_id === skuId && x.unit_id === unitId);
    return p ? Number(p.purchase_price) : null;
  };
  const pick = (picked: SkuPickRow[]) =>
    setLines((all) =>
      addPickedLines(all, picked, (sku) => {
        const line = fromPicked(sku);
        const offered = prices?.find((x) => x.sku_id === sku.id);
        if (offered && line.units.some((u) => u.unit_id === offered.unit_id)) return { ...line, unit_id: offered.unit_id, price: Number(offered.purchase_price) };
        return line;
      }),
    );

  const totals = orderTotals(lines.map((l) => ({ ...l, unit_name: l.units.find((u) => u.unit_id === l.unit_id)?.unit_name ?? l.base_unit_name })));
  const columns: TableColumnsType<EditLine> = [
    { title: t('wms.po_sku'), key: 'sku', width: 220, render: (_v, l) => <LineSkuCell line={l} /> },
    {
      title: t('wms.po_unit'),
      key: 'unit',
      width: 120,
      render: (_v, l, i) => <LineUnitSelect line={l} label={t('wms.po_unit')} width={110} onChange={(unitId) => setLine(i, { unit_id: unitId, price: supplierPrice(l.sku_id, unitId) ?? l.price })} />,
    },
    {
      title: t('wms.po_qty'),
      key: 'qty',
      width: 130,
      render: (_v, l, i) => (
        <CellField error={lineErrors[`items.${i}.qty`]}>
          <InputNumber
            aria-label={t('wms.po_qty')}
            value={l.qty}
            precision={lineQtyPrecision(l)}
            onChange={(v) => setLine(i, { qty: v })}
            style={{ width: 110 }}
          />
        </CellField>
      ),
    },
    {
      title: t('wms.po_price'),
      key: 'price',
      width: 130,
      render: (_v, l, i) => (
        <CellField error={lineErrors[`items.${i}.price`]}>
          <InputNumber aria-label={t('wms.po_price')} value={l.price} precision={2} onChange={(v) => setLine(i, { price: v })} style={{ width: 110 }} />
        </CellField>
      ),
    },
    { title: t('wms.po_amount'), key: 'amount', width: 110, align: 'right', render: (_v, l) => lineAmount(l) },
    { title: t('wms.po_line_remark'), key: 'remark', width: 160, render: (_v, l, i) => <Input aria-label={t('wms.po_line_remark')} value={l.remark} maxLength={200} onChange={(e) => setLine(i, { remark: e.target.value })} /> },
    {
      title: t('wms.actions'),
      key: 'actions',
      width: 80,
      render: (_v, _l, i) => (
        <Button type="link" danger onClick={() => setLines((all) => all.filter((_x, j) => j !== i))}>{t('wms.po_line_remove')}</Button>
      ),
    },
  ];

  const submit = (header: Header) => {
    const input: PurchaseOrderBody = {
      supplier_id: header.supplier_id as number,
      warehouse_id: header.warehouse_id as number,
      expected_date: header.expected_date ? header.expected_date.format('YYYY-MM-DD') : null,
      remark: header.remark ?? null,
      show_prices_on_share: header.show_prices_on_share ? 1 : 0,
      attachments: header.attachments.map((f) => f.url),
      items: lines.map((l) => ({ sku_id: l.sku_id, unit_id: l.unit_id, qty: l.qty ?? 0, price: l.price ?? 0, remark: l.remark || null })),
    };
    setLineErrors({});
    submitSave(input);
  };

  return (
    <Form<Header>
      form={form}
      layout="vertical"
      name="purchase_order"
      onFinish={submit}
      initialValues={{
        supplier_id: order?.supplier_id,
        warehouse_id: order?.warehouse_id,
        expected_date: order?.expected_date ? dayjs(order.expected_date) : null,
        remark: order?.remark ?? '',
        show_prices_on_share: (order?.show_prices_on_share ?? 1) === 1,
        attachments: (order?.attachments ?? []).map(fileOf),
      }}
    >
      <Card size="small" title={order ? t('wms.po_edit_title', { number: order.number }) : t('wms.po_create')}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="supplier_id" label={t('wms.po_supplier')} rules={[{ required: true, message: t('wms.supplier_required') }]}>
              <SupplierSelect placeholder={t('wms.po_supplier_choose')} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="warehouse_id" label={t('wms.po_warehouse')} rules={[{ required: true, message: t('wms.po_warehouse_choose') }]}>
              <WarehouseSelect placeholder={t('wms.po_warehouse_choose')} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="expected_date" label={t('wms.po_expected_date')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('wms.po_lines_title')}</Typography.Text>
          <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>{t('wms.po_add_skus')}</Button>
        </Flex>
        <Table<EditLine> rowKey={(l) => `${l.sku_id}:${l.unit_id}`} size="small" columns={columns} dataSource={lines} pagination={false} scroll={{ x: 960 }} locale={{ emptyText: t('wms.po_no_lines') }} />
        <Flex justify="flex-end" gap={24} style={{ margin: '12px 0' }} data-testid="po-totals">
          <span>{t('wms.po_total_qty')}: {totals.qty}</span>
          <strong>{t('wms.po_total_amount')}: ¥{totals.amount}</strong>
        </Flex>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="remark" label={t('wms.po_remark')}>
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="attachments" label={t('wms.po_attachments')}>
              <FileUploader maxCount={9} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="show_prices_on_share" label={t('wms.po_show_prices')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('wms.po_save')}</Button>
          <Button onClick={() => void navigate(-1)}>{t('wms.po_back')}</Button>
        </Flex>
      </Card>
      <SkuPicker open={picking} onSale={0} lockedIds={lines.map((l) => l.sku_id)} onClose={() => setPicking(false)} onConfirm={(picked) => { pick(picked); setPicking(false); }} />
    </Form>
  );
}

