import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, InputNumber, Row, Select, Switch, Table, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { PoolRulesSchema, type PoolRules } from '@tradewind/contract/crm/pool.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCustomerConfigQuery } from '../../customer/api/customer-config.api';

type DayRule = { level_id: number | null; no_visit_days: number | null; no_order_days: number | null };
export type PoolRulesValues = {
  enabled: boolean;
  max_customers: number | null;
  cooldown_days: number | null;
  remind_days: number | null;
  /** rules[0] is the default row (level_id null, every level without its own row); level rows follow */
  rules: DayRule[];
};

export function poolRulesFormValues(rules: PoolRules): PoolRulesValues {
  const fallback = rules.rules.find((r) => r.level_id === null);
  return {
    enabled: rules.enabled === 1,
    max_customers: rules.max_customers,
    cooldown_days: rules.cooldown_days,
    remind_days: rules.remind_days,
    rules: [
      { level_id: null, no_visit_days: fallback?.no_visit_days ?? 0, no_order_days: fallback?.no_order_days ?? 0 },
      ...rules.rules.filter((r) => r.level_id !== null).map((r) => ({ level_id: r.level_id, no_visit_days: r.no_visit_days, no_order_days: r.no_order_days })),
    ],
  };
}

type Props = { form: FormInstance<PoolRulesValues>; initialValues: PoolRulesValues; readOnly: boolean; saving: boolean; onFinish: (values: PoolRulesValues) => void };

/** Enabled switch, cap, cool-down and warning days, and the per-level days table whose first row is the default. */
export function PoolRulesForm({ form, initialValues, readOnly, saving, onFinish }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const shape = PoolRulesSchema.shape;
  // The same 0–3650 day rule (and message) as every day field of the schema.
  const dayRule = zodRule(shape.cooldown_days);
  const config = useCustomerConfigQuery();
  const levels = config.data?.customer_level ?? [];
  // The server refuses a level twice too ('每个等级只能设置一条规则'); the form says it first, on the row.
  const uniqueLevel: FormRule = {
    validator: (_rule, value: number | null | undefined) => {
      const rows = (form.getFieldValue('rules') as DayRule[] | undefined) ?? [];
      const same = rows.filter((r) => r?.level_id === value).length;
      return value !== null && value !== undefined && same > 1 ? Promise.reject(new Error(t('crm_pool.level_duplicate'))) : Promise.resolve();
    },
  };
  const days = (name: number, field: 'no_visit_days' | 'no_order_days', label: string) => (
    <Form.Item name={[name, field]} rules={[dayRule]} style={{ marginBottom: 0 }}>
      <InputNumber precision={0} suffix={t('crm_pool.days')} aria-label={label} style={{ width: 140 }} />
    </Form.Item>
  );

  return (
    <Form form={form} name="pool_rules" layout="vertical" initialValues={initialValues} onFinish={onFinish} disabled={readOnly} style={{ maxWidth: 880 }}>
      <Flex vertical gap={12}>
        <Card size="small" title={t('crm_pool.section_general')}>
          <Typography.Paragraph type="secondary">{t('crm_pool.rules_intro')}</Typography.Paragraph>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="enabled" label={t('crm_pool.enabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="max_customers" label={t('crm_pool.max_customers')} extra={t('crm_pool.max_customers_hint')} rules={[zodRule(shape.max_customers)]}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="cooldown_days" label={t('crm_pool.cooldown_days')} extra={t('crm_pool.cooldown_days_hint')} rules={[dayRule]}>
                <InputNumber precision={0} suffix={t('crm_pool.days')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="remind_days" label={t('crm_pool.remind_days')} extra={t('crm_pool.remind_days_hint')} rules={[dayRule]}>
                <InputNumber precision={0} suffix={t('crm_pool.days')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('crm_pool.section_levels')} extra={<Typography.Text type="secondary">{t('crm_pool.levels_hint')}</Typography.Text>}>
          <Form.List name="rules">
            {(fields, { add, remove }) => (
              <>
                <Table
                  rowKey="key"
                  size="small"
                  pagination={false}
                  dataSource={fields}
                  columns={[
                    {
                      title: t('crm_pool.level'),
                      key: 'level',
                      render: (_v, field) =>
                        field.name === 0 ? (
                          <Typography.Text strong>{t('crm_pool.default_level')}</Typography.Text>
                        ) : (
                          <Form.Item
                            name={[field.name, 'level_id']}
                            style={{ marginBottom: 0 }}
                            rules={[{ required: true, message: t('crm_pool.level_required') }, uniqueLevel]}
                          >
                            <Select
                              options={levels}
                              placeholder={t('crm_pool.level_required')}
                              style={{ width: 180 }}
                              aria-label={t('crm_pool.level')}
                              // the other rows' duplicate state changes with this one
                              onChange={() => void form.validateFields(fields.slice(1).map((f) => ['rules', f.name, 'level_id'])).catch(() => undefined)}
                            />
                          </Form.Item>
                        ),
                    },
                    { title: t('crm_pool.no_visit_days'), key: 'no_visit_days', render: (_v, field) => days(field.name, 'no_visit_days', t('crm_pool.no_visit_days')) },
                    { title: t('crm_pool.no_order_days'), key: 'no_order_days', render: (_v, field) => days(field.name, 'no_order_days', t('crm_pool.no_order_days')) },
                    {
                      title: t('admin.actions'),
                      key: 'actions',
                      width: 80,
                      render: (_v, field) =>
                        field.name === 0 || readOnly ? null : (
                          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('admin.delete')} />
                        ),
                    },
                  ]}
                />
                {readOnly || fields.length - 1 >= levels.length ? null : (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ level_id: null, no_visit_days: 0, no_order_days: 0 })} style={{ marginTop: 8 }} block>
                    {t('crm_pool.add_level_rule')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Card>
        {readOnly ? (
          <Typography.Text type="secondary">{t('crm_pool.read_only')}</Typography.Text>
        ) : (
          <div>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('admin.save')}
            </Button>
          </div>
        )}
      </Flex>
    </Form>
  );
}
