import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Select, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CellField } from '@/core/form/cell-field';
import { useI18n } from '@/core/i18n/use-i18n';
import { LineSkuCell, SkuPicker, addPickedLines } from '@/modules/pms';
import { addUnitLine, lineFromPicked, nextFreeUnit, unitLabel, unitListPrice, type PriceLine } from '../price-lines';

type Props = {
  lines: PriceLine[];
  onChange: (lines: PriceLine[]) => void;
  /** message keys by field (`items.{i}.price`, `items.{i}.unit_id`), the form's or the server's */
  errors: Record<string, string>;
  title: string;
};

/**
 * The lines of a price plan or of a customer's new prices: SKUs through the SKU picker, each in a unit
 * of the SKU (another unit of the same SKU as a line of its own), its list price beside the price typed.
 */
export function PriceLinesEditor({ lines, onChange, errors, title }: Props) {
  const { t } = useI18n();
  const [picking, setPicking] = useState(false);
  const setLine = (index: number, patch: Partial<PriceLine>) => onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const columns: TableColumnsType<PriceLine> = [
    { title: t('crm_price.sku'), key: 'sku', width: 240, render: (_v, l) => <LineSkuCell line={l} /> },
    {
      title: t('crm_price.unit'),
      key: 'unit',
      width: 150,
      render: (_v, l, i) => (
        <CellField error={error(`items.${i}.unit_id`)}>
          <Select aria-label={t('crm_price.unit')} value={l.unit_id} style={{ width: 130 }} options={l.units.map((u) => ({ value: u.unit_id, label: unitLabel(u, l.base_unit_name) }))} onChange={(unitId: number) => setLine(i, { unit_id: unitId })} />
        </CellField>
      ),
    },
    { title: t('crm_price.list_price'), key: 'list', width: 100, align: 'right', render: (_v, l) => `¥${unitListPrice(l, l.unit_id)}` },
    {
      title: t('crm_price.price'),
      key: 'price',
      width: 160,
      render: (_v, l, i) => (
        <CellField error={error(`items.${i}.price`)}>
          <InputNumber aria-label={t('crm_price.price')} value={l.price} precision={2} prefix="¥" onChange={(v) => setLine(i, { price: v })} style={{ width: 140 }} />
        </CellField>
      ),
    },
    {
      title: t('crm_price.actions'),
      key: 'actions',
      width: 150,
      render: (_v, _l, i) => (
        <Space size={0}>
          <Tooltip title={t('crm_price.add_unit_hint')}>
            <Button type="link" disabled={nextFreeUnit(lines, i) === null} onClick={() => onChange(addUnitLine(lines, i))}>{t('crm_price.add_unit')}</Button>
          </Tooltip>
          <Button type="link" danger onClick={() => onChange(lines.filter((_x, j) => j !== i))}>{t('crm_price.remove')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>{t('crm_price.add_skus')}</Button>
      </Flex>
      {errors.items ? <Typography.Text type="danger">{t(errors.items)}</Typography.Text> : null}
      <Table<PriceLine> rowKey={(l) => `${l.sku_id}:${l.unit_id}:${lines.indexOf(l)}`} size="small" columns={columns} dataSource={lines} pagination={false} scroll={{ x: 800 }} locale={{ emptyText: t('crm_price.no_lines') }} />
      <SkuPicker
        open={picking}
        lockedIds={[...new Set(lines.map((l) => l.sku_id))]}
        onClose={() => setPicking(false)}
        onConfirm={(picked) => {
          onChange(addPickedLines(lines, picked, lineFromPicked));
          setPicking(false);
        }}
      />
    </>
  );
}
