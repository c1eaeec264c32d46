import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Select, Space, Switch, Table, Typography, type FormInstance, type FormRule, type TableColumnsType } from 'antd';
import { translate } from '@tradewind/contract/common/core-messages';
import { barcodeProblem } from '@tradewind/contract/pms/barcode';
import { SKU_MAX_UNITS, SkuBodySchema } from '@tradewind/contract/pms/spu.schema';
import type { Unit } from '@tradewind/contract/pms/unit.schema';
import { zodRuleOf } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { fillColumn, specTextOf, type SpecChoice } from '../sku-matrix';
import type { SkuValues, SpuFormValues } from '../spu-form-values';
import styles from './spu.module.css';

/** The columns a batch fill can set at once. */
const FILLABLE = ['unit_id', 'sale_price', 'market_price', 'cost_price', 'weight', 'volume', 'min_order_qty'] as const;
type Fillable = (typeof FILLABLE)[number];

type Props = {
  form: FormInstance<SpuFormValues>;
  specs: SpecChoice[];
  units: Unit[];
  /** the goods setting makes codes (prefix + counter): the code may stay empty */
  codeGenerated: boolean;
  allowFreeBarcode: boolean;
  disabled?: boolean;
  /** the rows whose package units are open (a 422 on a package unit opens its row) */
  expanded: number[];
  onExpandedChange: (rows: number[]) => void;
};

const rowKeyOf = (sku: SkuValues) => sku.spec_value_ids.join('-') || 'single';

/** The SKU matrix: one row per combination, each cell a field; batch fill above; package units under a row. */
export function SkuMatrixTable({ form, specs, units, codeGenerated, allowFreeBarcode, disabled, expanded, onExpandedChange }: Props) {
  const { t, locale } = useI18n();
  const rows = (Form.useWatch('skus', { form, preserve: true }) as SkuValues[] | undefined) ?? [];
  const [fillField, setFillField] = useState<Fillable>('sale_price');
  const [fillValue, setFillValue] = useState<number | null>(null);
  const unitOptions = units.map((u) => ({ value: u.id, label: u.name }));
  const unitName = (id: number | undefined) => units.find((u) => u.id === id)?.name ?? '';

  const label = (column: string, index: number) => {
    const text = specTextOf(specs, rows[index]?.spec_value_ids ?? []);
    return text ? `${column} ${text}` : column;
  };
  const barcodeRule: FormRule = {
    validator: (_r, value: string | undefined) => {
      const problem = value?.trim() ? barcodeProblem(value.trim(), allowFreeBarcode) : null;
      return problem ? Promise.reject(new Error(translate(problem, locale))) : Promise.resolve();
    },
  };
  const requiredRule = (key: string): FormRule => ({ required: true, message: t(key) });
  /** the server's rule for a SKU field, with its message: a negative price 'must not be negative', never 0 */
  const schemaRule = (field: 'sale_price' | 'market_price' | 'cost_price' | 'weight' | 'volume' | 'min_order_qty'): FormRule => zodRuleOf(SkuBodySchema.shape[field], locale);

  const cell = (field: keyof SkuValues, title: string, input: (index: number) => React.ReactNode, rules: FormRule[] = [], width = 110) => ({
    title,
    key: field,
    width,
    render: (_v: unknown, _row: SkuValues, index: number) => (
      <Form.Item name={['skus', index, field]} rules={rules} className={styles.cell}>
        {input(index)}
      </Form.Item>
    ),
  });
  const money = (column: string) => (index: number) => (
    <InputNumber size="small" precision={2} controls={false} disabled={disabled} aria-label={label(column, index)} style={{ width: '100%' }} />
  );
  const measure = (column: string, precision: number) => (index: number) => (
    <InputNumber size="small" precision={precision} controls={false} disabled={disabled} aria-label={label(column, index)} style={{ width: '100%' }} />
  );

  const columns: TableColumnsType<SkuValues> = [
    ...specs.map((spec, j) => ({
      title: spec.name,
      key: `spec_${spec.spec_id}`,
      fixed: 'left' as const,
      render: (_v: unknown, row: SkuValues) => spec.values.find((v) => v.id === row.spec_value_ids[j])?.value ?? '',
    })),
    cell(
      'code',
      t('pms_spu.sku_code'),
      (i) => <Input size="small" maxLength={40} disabled={disabled} placeholder={codeGenerated ? t('pms_spu.sku_code_auto') : undefined} aria-label={label(t('pms_spu.sku_code'), i)} />,
      codeGenerated ? [] : [requiredRule('pms_spu.sku_code_required')],
      130,
    ),
    cell('barcode', t('pms_spu.barcode'), (i) => <Input size="small" maxLength={32} disabled={disabled} aria-label={label(t('pms_spu.barcode'), i)} />, [barcodeRule], 150),
    cell(
      'unit_id',
      t('pms_spu.base_unit'),
      (i) => <Select size="small" options={unitOptions} disabled={disabled} aria-label={label(t('pms_spu.base_unit'), i)} style={{ width: '100%' }} />,
      [requiredRule('pms_spu.unit_required')],
      90,
    ),
    cell('sale_price', t('pms_spu.sale_price'), money(t('pms_spu.sale_price')), [requiredRule('pms_spu.sale_price_required'), schemaRule('sale_price')]),
    cell('market_price', t('pms_spu.market_price'), money(t('pms_spu.market_price')), [schemaRule('market_price')]),
    cell('cost_price', t('pms_spu.cost_price'), money(t('pms_spu.cost_price')), [schemaRule('cost_price')]),
    cell('weight', t('pms_spu.weight'), measure(t('pms_spu.weight'), 3), [schemaRule('weight')], 90),
    cell('volume', t('pms_spu.volume'), measure(t('pms_spu.volume'), 6), [schemaRule('volume')], 90),
    cell('min_order_qty', t('pms_spu.min_order_qty'), measure(t('pms_spu.min_order_qty'), 3), [schemaRule('min_order_qty')], 90),
    {
      title: t('pms_spu.sku_status'),
      key: 'status',
      width: 70,
      render: (_v, _row, index) => (
        <Form.Item name={['skus', index, 'status']} valuePropName="checked" className={styles.cell}>
          <Switch size="small" disabled={disabled} aria-label={label(t('pms_spu.sku_status'), index)} />
        </Form.Item>
      ),
    },
    {
      title: t('pms_spu.package_units'),
      key: 'units',
      fixed: 'right',
      width: 120,
      render: (_v, row, index) => {
        const open = expanded.includes(index);
        const summary = (row.units ?? []).filter((u) => u.unit_id && u.ratio).map((u) => `1${unitName(u.unit_id)}=${u.ratio}${unitName(row.unit_id)}`);
        const text = summary.length > 0 ? summary.join('，') : t('pms_spu.package_units_none');
        return (
          // the name starts with what the button shows (axe label-content-name-mismatch), then says whose units they are
          <Button type="link" size="small" aria-expanded={open} aria-label={`${text} ${label(t('pms_spu.package_units'), index)}`} onClick={() => onExpandedChange(open ? expanded.filter((i) => i !== index) : [...expanded, index])}>
            {text}
          </Button>
        );
      },
    },
  ];

  const fill = () => {
    if (fillValue === null || fillValue === undefined) return;
    form.setFieldValue('skus', fillColumn(form.getFieldValue('skus') as SkuValues[], fillField, fillValue));
    void form.validateFields(rows.map((_r, i) => ['skus', i, fillField])).catch(() => undefined);
  };
  const fillInput =
    fillField === 'unit_id' ? (
      <Select size="small" options={unitOptions} value={fillValue ?? undefined} onChange={(v: number) => setFillValue(v)} aria-label={t('pms_spu.batch_value')} style={{ width: 120 }} />
    ) : (
      <InputNumber size="small" value={fillValue} onChange={(v) => setFillValue(v)} aria-label={t('pms_spu.batch_value')} style={{ width: 120 }} />
    );

  return (
    <Flex vertical gap={8}>
      {!disabled && rows.length > 1 ? (
        <Space wrap className={styles.batchBar}>
          <Typography.Text>{t('pms_spu.batch_fill')}</Typography.Text>
          <Select<Fillable>
            size="small"
            value={fillField}
            onChange={(v) => {
              setFillField(v);
              setFillValue(null);
            }}
            aria-label={t('pms_spu.batch_column')}
            style={{ width: 120 }}
            options={FILLABLE.map((f) => ({ value: f, label: t(`pms_spu.${f === 'unit_id' ? 'base_unit' : f}`) }))}
          />
          {fillInput}
          <Button size="small" onClick={fill} disabled={fillValue === null}>
            {t('pms_spu.batch_apply')}
          </Button>
        </Space>
      ) : null}
      <Table<SkuValues>
        size="small"
        bordered
        rowKey={rowKeyOf}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 1300 }}
        tableLayout="auto"
        data-testid="sku-matrix"
        locale={{ emptyText: t('pms_spu.matrix_empty') }}
        expandable={{
          showExpandColumn: false,
          expandedRowKeys: expanded.map((i) => rows[i]).filter(Boolean).map(rowKeyOf),
          expandedRowRender: (row, index) => <PackageUnits index={index} baseUnit={unitName(row.unit_id)} unitOptions={unitOptions} disabled={disabled} label={label} />,
        }}
      />
    </Flex>
  );
}

type PackageUnitsProps = { index: number; baseUnit: string; unitOptions: { value: number; label: string }[]; disabled?: boolean; label: (column: string, index: number) => string };

/** A SKU's package units: 1 箱 = 12 个 (ratio in base units), with an optional price of its own. */
function PackageUnits({ index, baseUnit, unitOptions, disabled, label }: PackageUnitsProps) {
  const { t } = useI18n();
  return (
    <Form.List name={['skus', index, 'units']}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} className={styles.packageUnits}>
          {fields.map((field) => (
            <Space key={field.key} align="start" wrap>
              <span className={styles.unitEq}>1</span>
              <Form.Item name={[field.name, 'unit_id']} rules={[{ required: true, message: t('pms_spu.unit_required') }]} className={styles.cell}>
                <Select size="small" options={unitOptions} disabled={disabled} aria-label={label(t('pms_spu.package_unit'), index)} style={{ width: 90 }} />
              </Form.Item>
              <span className={styles.unitEq}>=</span>
              <Form.Item name={[field.name, 'ratio']} rules={[{ required: true, message: t('pms_spu.ratio_required') }]} className={styles.cell}>
                <InputNumber size="small" precision={3} controls={false} disabled={disabled} aria-label={label(t('pms_spu.ratio'), index)} style={{ width: 90 }} />
              </Form.Item>
              <span className={styles.unitEq}>{baseUnit}</span>
              <Form.Item name={[field.name, 'sale_price']} className={styles.cell}>
                <InputNumber size="small" precision={2} controls={false} disabled={disabled} placeholder={t('pms_spu.package_price')} aria-label={label(t('pms_spu.package_price'), index)} style={{ width: 110 }} />
              </Form.Item>
              {!disabled ? <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('pms_spu.package_unit_remove')} onClick={() => remove(field.name)} /> : null}
            </Space>
          ))}
          {!disabled && fields.length < SKU_MAX_UNITS ? (
            <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => add({ unit_id: undefined, ratio: null, sale_price: null })} style={{ alignSelf: 'flex-start' }}>
              {t('pms_spu.package_unit_add')}
            </Button>
          ) : null}
        </Flex>
      )}
    </Form.List>
  );
}
