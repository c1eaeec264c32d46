import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, InputNumber, Row, Space, Typography } from 'antd';
import { CarryBulkyBodySchema, CarryFeeTemplateBodySchema, type CarryFeeTemplate } from '@tradewind/contract/marketing/template.schema';
import { fromText, toText } from '@/core/form/converters';
import { FormShell } from '@/core/form/form-shell';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { useSession } from '@/core/session/session-context';
import { CategoryTreeSelect } from '@/modules/pms';
import { useSaveCarryTemplateMutation, type CarryTemplateBody } from '../api/template.api';
import { CARRY_TEMPLATE_LIST_PATH } from '../../marketing.routes';
import { NumberField, RemarkField, TemplateStoreField } from './template-fields';

type Values = {
  store_id: number | null;
  name: string;
  rate: number | null;
  free_floors: number | null;
  no_lift_rate: number | null;
  minimum: number | null;
  bulky: Array<{ category_id: number | undefined; fee: number | null }>;
  remark: string;
};

/** The form of /marketing/carry_fee/add and /edit: store, the rates per floor per piece, free floors, bulky goods, the minimum. */
export function CarryFeeTemplateForm({ template }: { template: CarryFeeTemplate | undefined }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const { store } = useSession();
  const [form] = Form.useForm<Values>();
  const save = useSaveCarryTemplateMutation();
  const leavePage = useLeavePage();
  const leave = () => leavePage(CARRY_TEMPLATE_LIST_PATH);
  const submit = useSaveForm(form, save, { id: template?.id ?? null, onSaved: leave });
  const shape = CarryFeeTemplateBodySchema.shape;
  const initial: Values = template
    ? {
        store_id: template.store_id,
        name: template.name,
        rate: Number(template.rate),
        free_floors: template.free_floors,
        no_lift_rate: Number(template.no_lift_rate),
        minimum: Number(template.minimum),
        bulky: template.bulky.map((b) => ({ category_id: b.category_id, fee: Number(b.fee) })),
        remark: toText(template.remark),
      }
    : { store_id: store.id, name: '', rate: null, free_floors: 1, no_lift_rate: 0, minimum: 0, bulky: [], remark: '' };
  const body = (v: Values): CarryTemplateBody => ({
    store_id: v.store_id as number,
    name: v.name,
    rate: v.rate as number,
    free_floors: v.free_floors as number,
    no_lift_rate: v.no_lift_rate as number,
    minimum: v.minimum as number,
    bulky: (v.bulky ?? []).map((b) => ({ category_id: b.category_id as number, fee: b.fee as number })),
    remark: fromText(v.remark),
  });

  return (
    <FormShell form={form} name="carry_fee_template" initialValues={initial} onFinish={(v) => submit(body(v))} saving={save.isPending} onBack={leave} maxWidth={1000}>
      <Card size="small" title={t('mk_tpl.section_basic')}>
        <Row gutter={16}>
          <Col span={12}>
            <TextField name="name" label={t('mk_tpl.name')} required schema={shape.name} maxLength={50} />
          </Col>
          <Col span={12}>
            <TemplateStoreField schema={shape.store_id} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('mk_tpl.carry_rules')}>
        <Typography.Paragraph type="secondary">{t('mk_tpl.carry_rules_hint')}</Typography.Paragraph>
        <Row gutter={16}>
          <Col span={6}>
            <NumberField name="rate" label={t('mk_tpl.rate')} schema={shape.rate} money />
          </Col>
          <Col span={6}>
            <Form.Item name="free_floors" label={t('mk_tpl.free_floors')} required rules={[zodRule(shape.free_floors)]} extra={t('mk_tpl.free_floors_hint')}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <NumberField name="no_lift_rate" label={t('mk_tpl.no_lift_rate')} schema={shape.no_lift_rate} money />
          </Col>
          <Col span={6}>
            <NumberField name="minimum" label={t('mk_tpl.minimum')} schema={shape.minimum} money />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('mk_tpl.bulky')} extra={<Typography.Text type="secondary">{t('mk_tpl.bulky_hint')}</Typography.Text>}>
        <Form.List name="bulky">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4}>
              {fields.map((field) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item name={[field.name, 'category_id']} label={t('mk_tpl.bulky_category')} required rules={[zodRule(CarryBulkyBodySchema.shape.category_id)]}>
                    <CategoryTreeSelect placeholder={t('mk_tpl.bulky_category')} style={{ width: 240 }} />
                  </Form.Item>
                  <NumberField name={[field.name, 'fee']} label={t('mk_tpl.bulky_fee')} schema={CarryBulkyBodySchema.shape.fee} money />
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('mk_tpl.rule_remove')} title={t('mk_tpl.rule_remove')} style={{ marginTop: 28 }} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ category_id: undefined, fee: null })} style={{ alignSelf: 'flex-start' }}>
                {t('mk_tpl.bulky_add')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Card>
      <Card size="small">
        <RemarkField schema={shape.remark} />
      </Card>
    </FormShell>
  );
}
