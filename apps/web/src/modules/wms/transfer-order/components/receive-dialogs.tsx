import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Table, Typography } from 'antd';
import type { TransferOrderDetail, TransferOrderLine } from '@tradewind/contract/wms/transfer-order.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell } from '@/modules/pms';
import { useWarehouseLocationsQuery } from '../../stock/api/stock.api';
import { useTransferActionMutation } from '../api/transfer-order.api';

type Row = { qty: number | null; location_id: number | null };

/**
 * 收货: per line still in transit, what arrived now (base units; starts at everything in transit) and the
 * target location it goes to (starts at the line's proposed one; empty: the target's default).
 */
export function ReceiveDialog({ doc, open, onClose }: { doc: TransferOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const openLines = doc.lines.filter((l) => Number(l.transit_qty) > 0);
  const [rows, setRows] = useState<Record<number, Row>>(() => Object.fromEntries(openLines.map((l) => [l.id, { qty: Number(l.transit_qty), location_id: l.to_location_id }])));
  const [remark, setRemark] = useState('');
  const locations = useWarehouseLocationsQuery(doc.to_warehouse_id);
  const act = useTransferActionMutation();
  const patch = (id: number, p: Partial<Row>) => setRows((r) => ({ ...r, [id]: { ...r[id], ...p } }));
  const handleOk = async () => {
    const lines = openLines.filter((l) => (rows[l.id]?.qty ?? 0) > 0).map((l) => ({ item_id: l.id, qty: String(rows[l.id].qty), location_id: rows[l.id].location_id }));
    if (lines.length === 0) return void message.warning(t('wms_to.receive_none'));
    await act.mutateAsync({ id: doc.id, action: 'receive', body: { lines, remark: remark || null } });
    void message.success(t('wms_to.received_done'));
    onClose();
  };
  return (
    <Modal open={open} title={t('wms_to.receive_title', { number: doc.number })} width={860} onCancel={onClose} onOk={() => void handleOk()} confirmLoading={act.isPending} destroyOnHidden>
      <Alert type="info" showIcon title={t('wms_to.receive_hint')} style={{ marginBottom: 12 }} />
      <Table<TransferOrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={openLines}
        columns={[
          { title: t('wms_doc.sku'), key: 'sku', render: (_v, l) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
          { title: t('wms_to.transit'), key: 'transit', width: 90, align: 'right', render: (_v, l) => `${l.transit_qty} ${l.base_unit_name}` },
          {
            title: t('wms_to.receive_qty'),
            key: 'qty',
            width: 140,
            render: (_v, l) => (
              <InputNumber
                aria-label={`receive-${l.sku_code}`}
                precision={l.units[0]?.allow_decimal === 1 ? 3 : 0}
                value={rows[l.id]?.qty}
                onChange={(v) => patch(l.id, { qty: v })}
                style={{ width: 120 }}
              />
            ),
          },
          {
            title: t('wms_to.to_location'),
            key: 'loc',
            width: 170,
            render: (_v, l) => (
              <Select
                aria-label={`location-${l.sku_code}`}
                allowClear
                placeholder={t('wms_to.location_default')}
                value={rows[l.id]?.location_id ?? undefined}
                onChange={(v?: number) => patch(l.id, { location_id: v ?? null })}
                options={(locations.data ?? []).map((x) => ({ value: x.id, label: x.zone ? `${x.code} · ${x.zone}` : x.code }))}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: 160 }}
              />
            ),
          },
        ]}
      />
      <Form layout="vertical" style={{ marginTop: 12 }}>
        <Form.Item label={t('wms_doc.remark')}>
          <Input aria-label={t('wms_doc.remark')} maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 结束收货: what is still in transit is recorded as lost, for a reason (required). */
export function CloseDialog({ doc, open, onClose }: { doc: TransferOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ reason: string }>();
  const act = useTransferActionMutation();
  const handleOk = async () => {
    const { reason } = await form.validateFields();
    await act.mutateAsync({ id: doc.id, action: 'close', body: { reason } });
    void message.success(t('wms_to.closed_done'));
    onClose();
  };
  return (
    <Modal open={open} title={t('wms_to.close_title', { number: doc.number })} onCancel={onClose} onOk={() => void handleOk()} okButtonProps={{ danger: true }} confirmLoading={act.isPending} destroyOnHidden>
      <Typography.Paragraph>{t('wms_to.close_hint', { qty: doc.transit_qty })}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('wms_to.reason')} rules={[{ required: true, whitespace: true, message: t('wms.to_loss_reason_required') }]}>
          <Input.TextArea aria-label={t('wms_to.reason')} maxLength={200} rows={3} placeholder={t('wms_to.reason_placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
