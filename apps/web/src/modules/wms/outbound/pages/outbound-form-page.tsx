import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Form, Input, InputNumber, Select, Table } from 'antd';
import { useNavigate } from 'react-router';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { MANUAL_OUTBOUND_TYPES, type OutboundDetail } from '@tradewind/contract/wms/outbound.schema';
import { FormActions } from '@/core/form/form-actions';
import { RecordFormPage } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell, SkuPicker } from '@/modules/pms';
import { useOutboundQuery, useSaveOutboundMutation } from '../../picking/api/picking.api';
import { useWarehouseLocationsQuery } from '../../stock/api/stock.api';
import { SupplierSelect } from '../../supplier/components/supplier-select';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { outboundPath } from '../components/outbound-lines';

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
  const submit = useSaveForm(form, save, { id: doc?.id ?? null, leaveTo: (saved) => outboundPath('detail', saved.id) });
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
            { title: t('wms_doc.qty'), key: 'qty', width: 130, render: (_v, l, i) => <InputNumber aria-label={`qty-${l.sku.code}`} precision={3} value={l.qty} onChange={(v) => patch(i, { qty: v })} /> },
            { title: '', key: 'x', width: 50, render: (_v, _l, i) => <Button type="text" danger icon={<DeleteOutlined />} onClick={() => setLines((ls) => ls.filter((_x, j) => j !== i))} /> },
          ]}
          footer={() => <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>{t('wms_out.add_lines')}</Button>}
        />
        <FormActions saving={save.isPending} onBack={() => void navigate(outboundPath('list'))} />
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
