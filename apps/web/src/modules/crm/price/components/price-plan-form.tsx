import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CreatePricePlanSchema, type PricePlanDetail } from '@tradewind/contract/crm/price.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { lineErrorsOf, useSaveForm } from '@/core/form/use-save-form';
import { TextField } from '@/core/form/text-field';
import { useI18n } from '@/core/i18n/use-i18n';
import { useCustomerConfigQuery } from '../../customer/api/customer-config.api';
import { useSavePricePlanMutation } from '../api/price.api';
import { PRICE_PLAN_LIST_PATH } from '../../crm.routes';
import { hasTargets, lineErrors, linesFromPlan, linesInput, type PriceLine } from '../price-lines';
import { PriceLinesEditor } from './price-lines-editor';

type Header = { name: string; status: boolean; level_ids: number[]; type_ids: number[]; remark: string };

/** The add and edit form of a price plan: name, state, the levels and types it applies to, its SKU prices. */
export function PricePlanForm({ plan }: { plan: PricePlanDetail | null }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Header>();
  const config = useCustomerConfigQuery();
  const [lines, setLines] = useState<PriceLine[]>(() => (plan ? linesFromPlan(plan.items) : []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePricePlanMutation();
  const submitSave = useSaveForm(form, save, { id: plan?.id ?? null, leaveTo: PRICE_PLAN_LIST_PATH, onError: (error) => setErrors(lineErrorsOf(error, 'items')) });
  const shape = CreatePricePlanSchema.shape;

  const submit = (header: Header) => {
    const own = lineErrors(lines);
    if (lines.length === 0) own.items = 'crm.price_items_required';
    setErrors(own);
    if (Object.keys(own).length) return void message.error(t(own.items ?? 'crm_price.lines_invalid'));
    submitSave({ name: header.name, status: header.status ? 1 : 0, remark: header.remark || null, level_ids: header.level_ids, type_ids: header.type_ids, items: linesInput(lines) });
  };

  return (
    <Form<Header>
      form={form}
      layout="vertical"
      name="price_plan"
      onFinish={submit}
      initialValues={{
        name: plan?.name ?? '',
        status: (plan?.status ?? 1) === 1,
        level_ids: plan?.levels.map((l) => l.id) ?? [],
        type_ids: plan?.types.map((l) => l.id) ?? [],
        remark: plan?.remark ?? '',
      }}
    >
      <Card size="small" title={plan ? t('crm_price.plan_edit_title', { name: plan.name }) : t('crm_price.plan_create')}>
        <Alert type="info" showIcon title={t('crm_price.plan_rule_hint')} style={{ marginBottom: 16 }} />
        <Row gutter={16}>
          <Col span={8}>
            <TextField name="name" label={t('crm_price.plan_name')} schema={shape.name} maxLength={50} required />
          </Col>
          <Col span={8}>
            <Form.Item
              name="level_ids"
              label={t('crm_price.levels')}
              dependencies={['type_ids']}
              rules={[{ validator: (_r, v: number[]) => (hasTargets(v, form.getFieldValue('type_ids') as number[]) ? Promise.resolve() : Promise.reject(new Error(t('crm.price_plan_targets_required')))) }]}
            >
              <Select mode="multiple" allowClear options={config.data?.customer_level ?? []} loading={config.isPending} optionFilterProp="label" placeholder={t('crm_price.level_filter')} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="type_ids" label={t('crm_price.types')}>
              <Select mode="multiple" allowClear options={config.data?.customer_type ?? []} loading={config.isPending} optionFilterProp="label" placeholder={t('crm_price.type_filter')} />
            </Form.Item>
          </Col>
        </Row>
        <PriceLinesEditor title={t('crm_price.lines')} lines={lines} onChange={setLines} errors={errors} />
        <Row gutter={16} style={{ marginTop: 16 }}>
          <Col span={16}>
            <Form.Item name="remark" label={t('crm_price.remark')}>
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="status" label={t('crm_price.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('crm_price.save')}</Button>
          <Button onClick={() => void navigate(-1)}>{t('crm_price.back')}</Button>
        </Flex>
      </Card>
    </Form>
  );
}
