import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select } from 'antd';
import { ATTRIBUTE_INPUT_LABELS, ATTRIBUTE_INPUT_TYPES, GoodsTypeBodySchema } from '@tradewind/contract/pms/type.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';

export type AttributeValues = { name: string; input_type: 1 | 2 | 3; options: string[] };

/** A type's extra attributes: a name, how it is filled in, and the options of a choice list. */
export function TypeAttributesField() {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const kinds = ATTRIBUTE_INPUT_TYPES.map((k) => ({ value: k, label: t(ATTRIBUTE_INPUT_LABELS[k]) }));
  return (
    <Form.Item label={t('pms.type_attributes')}>
      <Form.List name="attributes" rules={[zodRule(GoodsTypeBodySchema.shape.attributes) as never]}>
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={6}>
            {fields.map((field) => (
              <Flex key={field.key} gap={6} align="flex-start">
                <Form.Item name={[field.name, 'name']} noStyle>
                  <Input maxLength={30} placeholder={t('pms.attribute_name')} autoComplete="off" style={{ width: 150 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'input_type']} noStyle>
                  <Select options={kinds} style={{ width: 120 }} aria-label={t('pms.attribute_input_type')} />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) =>
                    getFieldValue(['attributes', field.name, 'input_type']) === 3 ? (
                      <Form.Item name={[field.name, 'options']} noStyle>
                        <Select mode="tags" open={false} placeholder={t('pms.attribute_options_placeholder')} style={{ flex: 1, minWidth: 180 }} aria-label={t('pms.attribute_options')} />
                      </Form.Item>
                    ) : (
                      <div style={{ flex: 1 }} />
                    )
                  }
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('pms.remove')} />
              </Flex>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', input_type: 1, options: [] } satisfies AttributeValues)} style={{ width: 200 }}>
              {t('pms.attribute_add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
