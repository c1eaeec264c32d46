import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import { useNavigate } from 'react-router';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { TransferLineInputSchema, type TransferOrderDetail, type TransferOrderLine } from '@tradewind/contract/wms/transfer-order.schema';
import { FormActions } from '@/core/form/form-actions';
import { DraftFormPage } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuPicker, quantityPrecision } from '@/modules/pms';
import { DocLinesList, docLineSkuOfPick, removeLineColumn, skuUnitColumns } from '../../components/doc-lines';
import { AVAILABLE_STOCK_PATH, useAvailableOf, useWarehouseLocationsQuery } from '../../stock/api/stock.api';
import { stockHints } from '../../stock/available-stock';
import { AvailableStockCell, StockShortWarning } from '../../stock/components/available-stock-cell';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { transferPath, useSaveTransferOrderMutation, useTransferOrderQuery } from '../api/transfer-order.api';
import { useZodRule } from '@/core/form/use-zod-rule';

/** What the form knows of a line's SKU beyond its id: its name for the row, the units it may take. */
type SkuMeta = Pick<TransferOrderLine, 'sku_id' | 'sku_name' | 'sku_code' | 'spec_text' | 'units'>;

type LineValues = { sku_id: number; unit_id: number; qty?: number | null; from_location_id?: number | null; to_location_id?: number | null };

type Values = { from_warehouse_id?: number; to_warehouse_id?: number; remark?: string; lines: LineValues[] };

const locationOptions = (rows: Array<{ id: number; code: string; zone: string | null }> | undefined) => (rows ?? []).map((l) => ({ value: l.id, label: l.zone ? `${l.code} · ${l.zone}` : l.code }));

/** The add / edit form: both warehouses, then lines picked through the SKU picker with unit, source location, target location and quantity. */
function TransferOrderForm({ doc }: { doc: TransferOrderDetail | undefined }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [meta, setMeta] = useState<Map<number, SkuMeta>>(() => new Map((doc?.lines ?? []).map((l) => [l.sku_id, l])));
  const [picking, setPicking] = useState(false);
  const save = useSaveTransferOrderMutation();
  const submit = useSaveForm(form, save, { id: doc?.id ?? null, leaveTo: (saved) => transferPath('detail', saved.id) });
  const fromId = Form.useWatch('from_warehouse_id', form);
  const toId = Form.useWatch('to_warehouse_id', form);
  const lines = Form.useWatch('lines', form) ?? [];
  // each line's available stock in the source warehouse, and a warning (not a refusal) beyond it: audit posts what fits
  const unitOf = (line: LineValues | undefined) => meta.get(line?.sku_id ?? 0)?.units.find((u) => u.unit_id === line?.unit_id);
  const availableOf = useAvailableOf(AVAILABLE_STOCK_PATH, [fromId], lines.map((l) => l.sku_id));
  const hints = stockHints(lines.map((l) => ({ sku_id: l.sku_id, warehouse_id: fromId, qty: l.qty, ratio: unitOf(l)?.ratio ?? 1 })), availableOf);
  const baseUnitOf = (line: LineValues | undefined) => meta.get(line?.sku_id ?? 0)?.units[0]?.unit_name ?? '';
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
    for (const s of picked) next.set(s.id, docLineSkuOfPick(s));
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
          <DocLinesList
            scrollX={1130}
            columns={(remove) => [
              ...skuUnitColumns(t, (i) => meta.get(lines[i]?.sku_id)),
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
                  const unit = unitOf(line);
                  return (
                    <Form.Item
                      name={[field.name, 'qty']}
                      rules={[zodRule(TransferLineInputSchema.shape.qty)]}
                      extra={hints[field.name]?.short ? <StockShortWarning hint={hints[field.name]} baseUnit={baseUnitOf(line)} /> : undefined}
                      style={{ margin: 0 }}
                    >
                      <InputNumber aria-label={t('wms_doc.qty')} precision={quantityPrecision(unit?.allow_decimal)} style={{ width: 120 }} />
                    </Form.Item>
                  );
                },
              },
              {
                title: t('wms_stock_hint.available'),
                key: 'available',
                width: 130,
                render: (_v, field) => {
                  const line = lines[field.name];
                  const unit = unitOf(line);
                  return <AvailableStockCell hint={hints[field.name] ?? null} baseUnit={baseUnitOf(line)} unitName={unit?.unit_name ?? ''} ratio={unit?.ratio ?? 1} />;
                },
              },
              removeLineColumn(t, remove),
            ]}
          />
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
    <DraftFormPage useRecord={useTransferOrderQuery} notFound={t('wms_to.not_found')} notEditable={t('wms_to.not_draft')}>
      {(doc) => <TransferOrderForm doc={doc} />}
    </DraftFormPage>
  );
}
