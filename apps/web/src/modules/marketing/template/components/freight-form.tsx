import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Radio, Row, Typography } from 'antd';
import { z } from 'zod';
import { FREIGHT_BASES, FreightRuleBodySchema, FreightTemplateBodySchema, type FreightTemplate } from '@tradewind/contract/marketing/template.schema';
import { AreaTreeSelect, type AreaChoice } from '@/core/form/address/area-tree-select';
import { fromText, toText } from '@/core/form/converters';
import { FormShell } from '@/core/form/form-shell';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { useSession } from '@/core/session/session-context';
import { useSaveFreightMutation, type FreightBody } from '../api/template.api';
import { FREIGHT_LIST_PATH } from '../../marketing.routes';
import { NumberField, RemarkField, TemplateStoreField } from './template-fields';

type Charge = { first_unit: number | null; first_fee: number | null; additional_unit: number | null; additional_fee: number | null };
type RuleValues = Charge & { area_codes: AreaChoice[] };
type Values = Charge & { store_id: number | null; name: string; basis: 1 | 2 | 3; rules: RuleValues[]; free_over_amount: number | null; free_over_qty: number | null; remark: string };

/** The area picker's choices checked as the codes the server takes. */
const areaChoices = z.preprocess((v) => ((v ?? []) as AreaChoice[]).map((a) => a.value), FreightRuleBodySchema.shape.area_codes);

const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
const chargeOf = (c: { first_unit: string; first_fee: string; additional_unit: string; additional_fee: string }): Charge => ({
  first_unit: num(c.first_unit),
  first_fee: num(c.first_fee),
  additional_unit: num(c.additional_unit),
  additional_fee: num(c.additional_fee),
});

/** The four fields of a charge (first unit and fee, each further unit and fee), under `prefix` in a Form.List row. */
function ChargeFields({ prefix, basis, precision }: { prefix: (string | number)[]; basis: 1 | 2 | 3; precision: number }) {
  const { t } = useI18n();
  const shape = FreightRuleBodySchema.shape;
  return (
    <>
      <Col span={6}>
        <NumberField name={[...prefix, 'first_unit']} label={t(`mk_tpl.first_unit_${basis}`)} schema={shape.first_unit} precision={precision} />
      </Col>
      <Col span={6}>
        <NumberField name={[...prefix, 'first_fee']} label={t('mk_tpl.first_fee')} schema={shape.first_fee} money />
      </Col>
      <Col span={6}>
        <NumberField name={[...prefix, 'additional_unit']} label={t(`mk_tpl.additional_unit_${basis}`)} schema={shape.additional_unit} precision={precision} />
      </Col>
      <Col span={6}>
        <NumberField name={[...prefix, 'additional_fee']} label={t('mk_tpl.additional_fee')} schema={shape.additional_fee} money />
      </Col>
    </>
  );
}

/** The form of /marketing/freight/add and /edit: store, basis, the default fee, area rules, free delivery. */
export function FreightForm({ template }: { template: FreightTemplate | undefined }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const { store } = useSession();
  const [form] = Form.useForm<Values>();
  const save = useSaveFreightMutation();
  const leavePage = useLeavePage();
  const leave = () => leavePage(FREIGHT_LIST_PATH);
  const submit = useSaveForm(form, save, { id: template?.id ?? null, onSaved: leave });
  const shape = FreightTemplateBodySchema.shape;
  const basis = (Form.useWatch('basis', form) ?? template?.basis ?? 1) as 1 | 2 | 3;
  const precision = basis === 1 ? 0 : 3;
  const initial: Values = template
    ? {
        store_id: template.store_id,
        name: template.name,
        basis: template.basis,
        ...chargeOf(template),
        rules: template.rules.map((r) => ({ ...chargeOf(r), area_codes: r.areas.map((a) => ({ value: a.code, label: a.name })) })),
        free_over_amount: num(template.free_over_amount),
        free_over_qty: template.free_over_qty,
        remark: toText(template.remark),
      }
    : { store_id: store.id, name: '', basis: 1, first_unit: 1, first_fee: null, additional_unit: 1, additional_fee: null, rules: [], free_over_amount: null, free_over_qty: null, remark: '' };
  const body = (v: Values): FreightBody => ({
    store_id: v.store_id as number,
    name: v.name,
    basis: v.basis,
    first_unit: v.first_unit as number,
    first_fee: v.first_fee as number,
    additional_unit: v.additional_unit as number,
    additional_fee: v.additional_fee as number,
    rules: (v.rules ?? []).map((r) => ({
      area_codes: (r.area_codes ?? []).map((a) => a.value),
      first_unit: r.first_unit as number,
      first_fee: r.first_fee as number,
      additional_unit: r.additional_unit as number,
      additional_fee: r.additional_fee as number,
    })),
    free_over_amount: v.free_over_amount,
    free_over_qty: v.free_over_qty,
    remark: fromText(v.remark),
  });

  return (
    <FormShell form={form} name="freight_template" initialValues={initial} onFinish={(v) => submit(body(v))} saving={save.isPending} onBack={leave} maxWidth={1100}>
      <Card size="small" title={t('mk_tpl.section_basic')}>
        <Row gutter={16}>
          <Col span={8}>
            <TextField name="name" label={t('mk_tpl.name')} required schema={shape.name} maxLength={50} />
          </Col>
          <Col span={8}>
            <TemplateStoreField schema={shape.store_id} />
          </Col>
          <Col span={8}>
            <Form.Item name="basis" label={t('mk_tpl.basis')} required rules={[zodRule(shape.basis)]}>
              <Radio.Group options={FREIGHT_BASES.map((b) => ({ value: b, label: t(`marketing.freight_basis_${b}`) }))} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('mk_tpl.default_rule')} extra={<Typography.Text type="secondary">{t('mk_tpl.default_rule_hint')}</Typography.Text>}>
        <Row gutter={16}>
          <ChargeFields prefix={[]} basis={basis} precision={precision} />
        </Row>
      </Card>
      <Card size="small" title={t('mk_tpl.rules')}>
        <Typography.Paragraph type="secondary">{t('mk_tpl.rules_hint')}</Typography.Paragraph>
        <Form.List name="rules">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Card key={field.key} size="small" type="inner">
                  <Row gutter={16} align="top">
                    <Col span={22}>
                      <Form.Item name={[field.name, 'area_codes']} label={t('mk_tpl.rule_areas')} required rules={[zodRule(areaChoices)]}>
                        <AreaTreeSelect placeholder={t('mk_tpl.rule_areas_placeholder')} />
                      </Form.Item>
                    </Col>
                    <Col span={2} style={{ paddingTop: 28 }}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('mk_tpl.rule_remove')} title={t('mk_tpl.rule_remove')} onClick={() => remove(field.name)} />
                    </Col>
                    <ChargeFields prefix={[field.name]} basis={basis} precision={precision} />
                  </Row>
                </Card>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ area_codes: [], first_unit: 1, first_fee: null, additional_unit: 1, additional_fee: null })}>
                {t('mk_tpl.rule_add')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Card>
      <Card size="small" title={t('mk_tpl.free')}>
        <Row gutter={16}>
          <Col span={8}>
            <NumberField name="free_over_amount" label={t('mk_tpl.free_over_amount')} schema={shape.free_over_amount} money extra={t('mk_tpl.free_hint')} />
          </Col>
          <Col span={8}>
            <NumberField name="free_over_qty" label={t('mk_tpl.free_over_qty')} schema={shape.free_over_qty} precision={0} extra={t('mk_tpl.free_hint')} />
          </Col>
          <Col span={24}>
            <RemarkField schema={shape.remark} />
          </Col>
        </Row>
      </Card>
    </FormShell>
  );
}
