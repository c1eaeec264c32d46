import type { ReactNode } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Select, Table, type FormListFieldData, type TableColumnType } from 'antd';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell } from '@/modules/pms';

type Translate = ReturnType<typeof useI18n>['t'];

/** What a stock document's form knows of a line's SKU beyond its id: its name for the row, the units it may take. */
export type DocLineSku = {
  sku_id: number;
  sku_name: string;
  sku_code: string;
  spec_text: string | null;
  units: Array<{ unit_id: number; unit_name: string; ratio: string; allow_decimal: 0 | 1 }>;
};

/** A picked SKU as a line's SKU: its base unit, then its package units (a package unit counts whole packages). */
export function docLineSkuOfPick(s: SkuPickRow) {
  return {
    sku_id: s.id,
    sku_name: s.name,
    sku_code: s.code,
    spec_text: s.spec_text,
    image: s.image,
    units: [{ unit_id: s.unit_id, unit_name: s.unit_name, ratio: '1', allow_decimal: s.allow_decimal }, ...s.units.map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name, ratio: u.ratio, allow_decimal: 0 as const }))],
  };
}

type Column = TableColumnType<FormListFieldData>;

/** The SKU and unit columns of a document's lines: the SKU's name and code · spec, its unit picked among its units. */
export function skuUnitColumns(t: Translate, skuOf: (index: number) => DocLineSku | undefined): Column[] {
  return [
    {
      title: t('wms_doc.sku'),
      key: 'sku',
      width: 260,
      render: (_v, field) => {
        const m = skuOf(field.name);
        return m ? <SkuNameCell name={m.sku_name} spec={[m.sku_code, m.spec_text].filter(Boolean).join(' · ')} /> : null;
      },
    },
    {
      title: t('wms_doc.unit'),
      key: 'unit',
      width: 130,
      render: (_v, field) => (
        <Form.Item name={[field.name, 'unit_id']} noStyle>
          <Select aria-label={t('wms_doc.unit')} style={{ width: 120 }} options={(skuOf(field.name)?.units ?? []).map((u) => ({ value: u.unit_id, label: u.ratio === '1' ? u.unit_name : `${u.unit_name} (×${u.ratio})` }))} />
        </Form.Item>
      ),
    },
  ];
}

/** The last column: the line's hidden ids (`sku_id` and `hidden`), and its remove button. */
export function removeLineColumn(t: Translate, remove: (index: number) => void, hidden: string[] = []): Column {
  return {
    title: '',
    key: 'remove',
    width: 50,
    render: (_v, field) => (
      <>
        {['sku_id', ...hidden].map((name) => (
          <Form.Item key={name} name={[field.name, name]} hidden>
            <Input />
          </Form.Item>
        ))}
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('wms_doc.remove_line')} onClick={() => remove(field.name)} />
      </>
    ),
  };
}

/** A stock document's `lines` list: at least one line, as a table with the given columns, its errors, then `footer`. */
export function DocLinesList({ scrollX, columns, footer }: { scrollX: number; columns: (remove: (index: number) => void) => Column[]; footer?: ReactNode }) {
  const { t } = useI18n();
  return (
    <Form.List name="lines" rules={[{ validator: async (_r, v: unknown[]) => (v?.length ? undefined : Promise.reject(new Error(t('wms.doc_lines_required')))) }]}>
      {(fields, { remove }, { errors }) => (
        <>
          <Table size="small" rowKey="key" pagination={false} dataSource={fields} locale={{ emptyText: <Empty description={t('wms_doc.no_lines')} /> }} scroll={{ x: scrollX }} columns={columns(remove)} />
          <Form.ErrorList errors={errors} />
          {footer}
        </>
      )}
    </Form.List>
  );
}
