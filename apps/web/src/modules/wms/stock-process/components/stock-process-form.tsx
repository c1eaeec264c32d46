import { useEffect, useMemo, useState } from 'react';
import { DeleteOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Drawer, Empty, Flex, Form, Input, InputNumber, Select, Space, Table, Tooltip, Typography } from 'antd';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import type { StockProcessDetail, StockProcessLine, StockProcessPreview } from '@tradewind/contract/wms/stock-process.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { ApiError } from '@/core/http/http-error';
import { http } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell, SkuPicker } from '@/modules/pms';
import { useWarehouseLocationsQuery } from '../../stock/api/stock.api';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { usePreviewQuery, useRecipesQuery, useSaveStockProcessMutation } from '../api/stock-process.api';
import { LossSummary } from './loss-summary';

/** A line being edited: the SKU as shown, its quantity and location, and (outputs) its ratio — null: the default (qty × sale price). */
type Line = Pick<StockProcessLine, 'sku_id' | 'sku_code' | 'sku_name' | 'spec_text' | 'unit_name' | 'allow_decimal'> & { qty: number | null; location_id: number | null; cost_ratio: number | null };
type Header = { warehouse_id?: number; process_id?: number | null; quantity?: number | null; loss_rate?: number | null; remark?: string };

const fromLine = (l: StockProcessLine, keepRatio: boolean): Line => ({
  sku_id: l.sku_id,
  sku_code: l.sku_code,
  sku_name: l.sku_name,
  spec_text: l.spec_text,
  unit_name: l.unit_name,
  allow_decimal: l.allow_decimal,
  qty: Number(l.qty),
  location_id: l.location_id,
  cost_ratio: keepRatio ? Number(l.cost_ratio) : null,
});
const fromPick = (s: SkuPickRow): Line => ({ sku_id: s.id, sku_code: s.code, sku_name: s.name, spec_text: s.spec_text, unit_name: s.unit_name, allow_decimal: s.allow_decimal, qty: null, location_id: null, cost_ratio: null });
const toInput = (l: Line) => ({ sku_id: l.sku_id, qty: l.qty ?? 0, location_id: l.location_id });

/** What the form would save, once it is complete enough to be costed. */
function bodyOf(h: Header, inputs: Line[], outputs: Line[]) {
  return {
    warehouse_id: h.warehouse_id,
    process_id: h.process_id ?? null,
    quantity: h.process_id ? (h.quantity ?? 1) : null,
    loss_rate: h.loss_rate ?? null,
    remark: h.remark ?? null,
    inputs: inputs.map(toInput),
    outputs: outputs.map((l) => ({ ...toInput(l), cost_ratio: l.cost_ratio === null ? null : String(l.cost_ratio) })),
  };
}

/** A value that settles: the last one after `ms` without change (the preview is not asked at every keystroke). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The add / edit drawer: warehouse, a recipe and how many runs (its lines fill the tables, scaled) or free
 * lines picked with the SKU picker; locations, quantities and the outputs' cost ratios are editable. The
 * server's preview shows, as the form changes, the inputs' cost at today's moving average, its spread
 * over the outputs (share, amount, unit cost) and the loss.
 */
export function StockProcessFormDrawer({ open, doc, onClose, onSaved }: { open: boolean; doc: StockProcessDetail | null; onClose: () => void; onSaved: (id: number) => void }) {
  const { t } = useI18n();
  return (
    <Drawer open={open} onClose={onClose} size={1100} title={doc ? `${t('wms_sp.edit')} ${doc.number}` : t('wms_sp.create')} destroyOnHidden>
      {open ? <StockProcessForm key={doc?.id ?? 'new'} doc={doc} onClose={onClose} onSaved={onSaved} /> : null}
    </Drawer>
  );
}

function StockProcessForm({ doc, onClose, onSaved }: { doc: StockProcessDetail | null; onClose: () => void; onSaved: (id: number) => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [form] = Form.useForm<Header>();
  const [inputs, setInputs] = useState<Line[]>(() => doc?.inputs.map((l) => fromLine(l, false)) ?? []);
  const [outputs, setOutputs] = useState<Line[]>(() => doc?.outputs.map((l) => fromLine(l, true)) ?? []);
  const [picking, setPicking] = useState<'inputs' | 'outputs' | null>(null);
  const [filling, setFilling] = useState(false);
  const header = Form.useWatch([], form) as Header | undefined;
  const warehouseId = header?.warehouse_id;
  const processId = header?.process_id ?? null;
  const recipes = useRecipesQuery(true);
  const locations = useWarehouseLocationsQuery(warehouseId);
  const save = useSaveStockProcessMutation();

  const complete = warehouseId !== undefined && inputs.length > 0 && outputs.length > 0 && [...inputs, ...outputs].every((l) => l.qty !== null && l.qty > 0);
  const body = useMemo(() => (complete ? bodyOf(header ?? {}, inputs, outputs) : null), [complete, header, inputs, outputs]);
  const preview = usePreviewQuery(useSettled(body, 300));
  const figures: StockProcessPreview | undefined = body ? preview.data : undefined;

  /** The recipe's lines × runs, as the server scales them (today's costs and default ratios with them). */
  const fillFromRecipe = async (recipeId: number | null, runs: number | null | undefined) => {
    if (!recipeId) return;
    if (!form.getFieldValue('warehouse_id')) {
      void form.validateFields(['warehouse_id']);
      return;
    }
    setFilling(true);
    try {
      const scaled = (await http.post<StockProcessPreview>('/wms/stock_process/preview', { warehouse_id: form.getFieldValue('warehouse_id'), process_id: recipeId, quantity: runs ?? 1, inputs: [], outputs: [] })).data;
      setInputs(scaled.inputs.map((l) => fromLine(l, false)));
      setOutputs(scaled.outputs.map((l) => fromLine(l, false)));
      form.setFieldValue('loss_rate', Number(scaled.loss_rate));
    } catch {
      // the app-wide handler has said why (a quantity that makes a whole-unit SKU fractional)
    } finally {
      setFilling(false);
    }
  };

  /** Another warehouse: the lines' locations were the old one's; a chosen recipe not filled yet fills now. */
  const handleWarehouseChange = () => {
    const clear = (ls: Line[]) => ls.map((l) => ({ ...l, location_id: null }));
    setInputs(clear);
    setOutputs(clear);
    if (processId && inputs.length === 0 && outputs.length === 0) void fillFromRecipe(processId, form.getFieldValue('quantity'));
  };

  const handleFinish = (values: Header) => {
    save.mutate(
      { id: doc?.id ?? null, input: bodyOf(values, inputs, outputs) },
      {
        onSuccess: (saved) => {
          void message.success(t(doc ? 'form.updated' : 'form.created'));
          onSaved(saved.id);
        },
        onError: (error) => {
          showFieldErrors(form, error);
          if (error instanceof ApiError) void message.error(error.message);
        },
      },
    );
  };

  const locationOptions = (locations.data ?? []).map((x) => ({ value: x.id, label: x.code }));
  const patch = (side: 'inputs' | 'outputs', i: number, p: Partial<Line>) => (side === 'inputs' ? setInputs : setOutputs)((ls) => ls.map((l, j) => (j === i ? { ...l, ...p } : l)));
  const remove = (side: 'inputs' | 'outputs', i: number) => (side === 'inputs' ? setInputs : setOutputs)((ls) => ls.filter((_l, j) => j !== i));
  const lineColumns = (side: 'inputs' | 'outputs') => [
    { title: t('wms_doc.sku'), key: 'sku', render: (_v: unknown, l: Line) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
    {
      title: t('wms_doc.location'),
      key: 'location',
      width: 130,
      render: (_v: unknown, l: Line, i: number) => (
        <Select allowClear placeholder={t('wms_sp.location_default')} value={l.location_id ?? undefined} style={{ width: 120 }} options={locationOptions} onChange={(v) => patch(side, i, { location_id: v ?? null })} />
      ),
    },
    {
      title: t('wms_doc.qty'),
      key: 'qty',
      width: 150,
      render: (_v: unknown, l: Line, i: number) => (
        <Space.Compact>
          <InputNumber aria-label={`${side}-qty-${l.sku_code}`} precision={l.allow_decimal ? undefined : 0} step={1} value={l.qty} style={{ width: 100 }} onChange={(v) => patch(side, i, { qty: v })} />
          <Button disabled>{l.unit_name}</Button>
        </Space.Compact>
      ),
    },
  ];
  const previewLine = (side: 'inputs' | 'outputs', i: number) => figures?.[side][i];
  const money = (v: string | undefined) => (v === undefined ? '-' : `¥${v}`);

  return (
    <Form<Header>
      form={form}
      layout="vertical"
      onFinish={handleFinish}
      initialValues={doc ? { warehouse_id: doc.warehouse_id, process_id: doc.process_id, quantity: doc.quantity === null ? 1 : Number(doc.quantity), loss_rate: Number(doc.loss_rate), remark: doc.remark ?? undefined } : { process_id: null, quantity: 1 }}
    >
      <Flex gap={12} wrap>
        <Form.Item name="warehouse_id" label={t('wms_doc.warehouse')} rules={[{ required: true, message: t('wms_doc.warehouse_required') }]}>
          <WarehouseSelect style={{ width: 200 }} onChange={handleWarehouseChange} />
        </Form.Item>
        <Form.Item name="process_id" label={t('wms_sp.recipe')}>
          <Select
            style={{ width: 260 }}
            showSearch={{ optionFilterProp: 'label' }}
            loading={recipes.isPending}
            placeholder={t('wms_sp.recipe_placeholder')}
            options={[{ value: null, label: t('wms_sp.recipe_free') }, ...(recipes.data ?? []).map((r) => ({ value: r.id, label: r.name }))]}
            onChange={(v: number | null) => void fillFromRecipe(v, form.getFieldValue('quantity'))}
          />
        </Form.Item>
        {processId ? (
          <Form.Item name="quantity" label={t('wms_sp.quantity')} tooltip={t('wms_sp.quantity_hint')}>
            <InputNumber aria-label="runs" style={{ width: 120 }} onBlur={() => void fillFromRecipe(processId, form.getFieldValue('quantity'))} onPressEnter={(e) => { e.preventDefault(); void fillFromRecipe(processId, form.getFieldValue('quantity')); }} />
          </Form.Item>
        ) : null}
        <Form.Item name="loss_rate" label={t('wms_sp.loss_rate')}>
          <InputNumber precision={2} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('wms_doc.remark')}>
          <Input maxLength={200} style={{ width: 240 }} />
        </Form.Item>
      </Flex>
      <Flex vertical gap={12}>
        <Card size="small" title={t('wms_sp.inputs')} loading={filling}>
          <Table<Line>
            rowKey={(l) => `in-${l.sku_id}-${l.location_id ?? 0}`}
            size="small"
            pagination={false}
            dataSource={inputs}
            locale={{ emptyText: <Empty description={t('wms_sp.no_inputs')} /> }}
            columns={[
              ...lineColumns('inputs'),
              { title: t('wms_sp.unit_cost'), key: 'cost', width: 110, align: 'right', render: (_v, _l, i) => previewLine('inputs', i)?.unit_cost ?? '-' },
              { title: t('wms_sp.amount'), key: 'amount', width: 110, align: 'right', render: (_v, _l, i) => money(previewLine('inputs', i)?.amount) },
              { title: '', key: 'x', width: 44, render: (_v, _l, i) => <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove('inputs', i)} /> },
            ]}
            footer={() => <Button icon={<PlusOutlined />} onClick={() => setPicking('inputs')}>{t('wms_sp.add_inputs')}</Button>}
          />
        </Card>
        <Card size="small" title={t('wms_sp.outputs')} loading={filling} extra={<Typography.Text type="secondary">{t('wms_sp.cost_rule')}</Typography.Text>}>
          <Table<Line>
            rowKey={(l) => `out-${l.sku_id}-${l.location_id ?? 0}`}
            size="small"
            pagination={false}
            dataSource={outputs}
            locale={{ emptyText: <Empty description={t('wms_sp.no_outputs')} /> }}
            columns={[
              ...lineColumns('outputs'),
              {
                title: <Tooltip title={t('wms_sp.ratio_hint')}>{t('wms_sp.ratio')} <QuestionCircleOutlined /></Tooltip>,
                key: 'ratio',
                width: 130,
                render: (_v, l, i) => (
                  <InputNumber
                    aria-label={`ratio-${l.sku_code}`}
                    precision={4}
                    style={{ width: 120 }}
                    value={l.cost_ratio}
                    placeholder={previewLine('outputs', i)?.cost_ratio ?? t('wms_sp.ratio_default')}
                    onChange={(v) => patch('outputs', i, { cost_ratio: v })}
                  />
                ),
              },
              { title: t('wms_sp.share'), key: 'share', width: 80, align: 'right', render: (_v, _l, i) => (previewLine('outputs', i) ? `${previewLine('outputs', i)!.share}%` : '-') },
              { title: t('wms_sp.amount'), key: 'amount', width: 110, align: 'right', render: (_v, _l, i) => <span data-testid={`out-amount-${i}`}>{money(previewLine('outputs', i)?.amount)}</span> },
              { title: t('wms_sp.unit_cost'), key: 'cost', width: 110, align: 'right', render: (_v, _l, i) => <span data-testid={`out-unit-cost-${i}`}>{previewLine('outputs', i)?.unit_cost ?? '-'}</span> },
              { title: '', key: 'x', width: 44, render: (_v, _l, i) => <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove('outputs', i)} /> },
            ]}
            footer={() => <Button icon={<PlusOutlined />} onClick={() => setPicking('outputs')}>{t('wms_sp.add_outputs')}</Button>}
          />
        </Card>
        {body && preview.isError && !preview.isFetching ? <Alert type="warning" showIcon title={t('wms_sp.preview_failed', { message: preview.error.message })} /> : null}
        {figures ? (
          <Card size="small">
            <Descriptions size="small" column={3}>
              <Descriptions.Item label={t('wms_sp.input_amount')}><strong data-testid="sp-input-amount">¥{figures.input_amount}</strong></Descriptions.Item>
              <Descriptions.Item label={t('wms_sp.output_amount')}>¥{figures.output_amount}</Descriptions.Item>
              <Descriptions.Item label={t('wms_sp.loss')}><LossSummary figures={figures} /></Descriptions.Item>
            </Descriptions>
            <Typography.Text type="secondary">{t('wms_sp.estimated')}</Typography.Text>
          </Card>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('form.save')}</Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </Space>
      </Flex>
      <SkuPicker
        open={picking !== null}
        onSale={0}
        lockedIds={(picking === 'inputs' ? inputs : outputs).map((l) => l.sku_id)}
        onClose={() => setPicking(null)}
        onConfirm={(rows) => {
          (picking === 'inputs' ? setInputs : setOutputs)((ls) => [...ls, ...rows.map(fromPick)]);
          setPicking(null);
        }}
      />
    </Form>
  );
}
