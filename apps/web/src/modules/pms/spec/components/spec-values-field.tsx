import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { SpecBodySchema } from '@tradewind/contract/pms/spec.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';

/** A spec's values in order: one input each, moved up and down, removed, added at the end. */
export function SpecValuesField() {
  const { t } = useI18n();
  const zodRule = useZodRule();
  return (
    <Form.Item label={t('pms.spec_values')} required extra={t('pms.spec_values_hint')}>
      <Form.List name="values" rules={[zodRule(SpecBodySchema.shape.values) as never]}>
        {(fields, { add, remove, move }, { errors }) => (
          <Flex vertical gap={6}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={4} align="center">
                <Form.Item name={field.name} noStyle>
                  <Input maxLength={30} placeholder={t('pms.spec_value_placeholder')} autoComplete="off" style={{ width: 220 }} aria-label={`${t('pms.spec_values')} ${index + 1}`} />
                </Form.Item>
                <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('pms.move_up')} />
                <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={t('pms.move_down')} />
                <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('pms.remove')} />
              </Flex>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ width: 220 }}>
              {t('pms.spec_value_add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
