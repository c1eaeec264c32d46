import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Form, InputNumber, Table, Typography, type FormInstance, type TableColumnsType } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuPicker } from '../../sku-picker/components/sku-picker';
import { addPickedLines, quantityPrecision } from '../../sku-picker/sku-selection';
import { lineOfPick, type ProcessLine, type ProcessValues } from '../process-lines';
import { useZodRule } from '@/core/form/use-zod-rule';
import { ProcessItemBodySchema } from '@tradewind/contract/pms/process.schema';

type Side = 'inputs' | 'outputs';
type Row = { key: number; name: number; line: ProcessLine };

/**
 * One side of a recipe (inputs or outputs): its SKUs added with the SKU picker, a quantity per line in the
 * SKU's base unit (decimals only where the unit takes them). A SKU is on a recipe once: the picker does
 * not offer those already on either side. A server message for a line ('inputs.0.sku_id') shows on it.
 */
export function ProcessLinesField({ form, side, unitDecimals }: { form: FormInstance<ProcessValues>; side: Side; unitDecimals: ReadonlyMap<string, 0 | 1> }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [picking, setPicking] = useState(false);
  const inputs = Form.useWatch('inputs', form) ?? [];
  const outputs = Form.useWatch('outputs', form) ?? [];
  const lockedIds = [...inputs, ...outputs].map((line) => line.sku_id);

  return (
    <Form.List
      name={side}
      rules={[{ validator: async (_r, lines?: ProcessLine[]) => (lines && lines.length > 0 ? undefined : Promise.reject(new Error(t(side === 'inputs' ? 'pms.process_inputs_required' : 'pms.process_outputs_required')))) }]}
    >
      {(fields, { remove }, { errors }) => {
        const rows: Row[] = fields.map((field) => ({ key: field.key, name: field.name, line: form.getFieldValue([side, field.name]) as ProcessLine }));
        const columns: TableColumnsType<Row> = [
          {
            title: t('pms.goods_goods'),
            key: 'sku',
            render: (_v, row) => (
              <Form.Item name={[row.name, 'sku_id']} style={{ marginBottom: 0 }}>
                <SkuCell line={row.line} />
              </Form.Item>
            ),
          },
          {
            title: t('pms.process_quantity'),
            key: 'quantity',
            width: 200,
            render: (_v, row) => {
              // a saved line's unit is known once the units have loaded; until then the server's 3 decimals
              const allowDecimal = row.line.allow_decimal ?? unitDecimals.get(row.line.unit_name) ?? null;
              const precision = allowDecimal === null ? 3 : quantityPrecision(allowDecimal);
              return (
                <Form.Item
                  name={[row.name, 'quantity']}
                  style={{ marginBottom: 0 }}
                  rules={[zodRule(ProcessItemBodySchema.shape.quantity)]}
                >
                  <InputNumber precision={precision} suffix={row.line.unit_name} aria-label={t('pms.process_quantity')} style={{ width: 160 }} />
                </Form.Item>
              );
            },
          },
          {
            title: t('pms.actions'),
            key: 'remove',
            width: 64,
            render: (_v, row) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('list.delete')} onClick={() => remove(row.name)} />,
          },
        ];
        return (
          <Flex vertical gap={8} data-testid={`process-${side}`}>
            <Table<Row> rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(side === 'inputs' ? 'pms.process_inputs_empty' : 'pms.process_outputs_empty')} /> }} />
            <Form.ErrorList errors={errors} />
            <div>
              <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
                {t(side === 'inputs' ? 'pms.process_add_input' : 'pms.process_add_output')}
              </Button>
            </div>
            <SkuPicker
              open={picking}
              onSale={0}
              title={t(side === 'inputs' ? 'pms.process_add_input' : 'pms.process_add_output')}
              lockedIds={lockedIds}
              onClose={() => setPicking(false)}
              onConfirm={(picked) => {
                form.setFieldValue(side, addPickedLines((form.getFieldValue(side) as ProcessLine[] | undefined) ?? [], picked, lineOfPick));
                void form.validateFields([side]).catch(() => undefined);
              }}
            />
          </Flex>
        );
      }}
    </Form.List>
  );
}

function SkuCell({ line }: { line: ProcessLine; value?: number }) {
  return (
    <Flex vertical>
      <Typography.Text>
        {line.name}
        {line.spec_text ? <Typography.Text type="secondary"> {line.spec_text}</Typography.Text> : null}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {line.code}
      </Typography.Text>
    </Flex>
  );
}
