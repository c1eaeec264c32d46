import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { type PickingPriceRule } from '@tradewind/contract/wms/picking.schema';
import { FormActions } from '@/core/form/form-actions';
import { RecordFormPage } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuPicker } from '@/modules/pms';
import { CategoryTreeSelect } from '@/modules/pms';
import { usePriceRuleQuery, useSavePriceRuleMutation } from '../api/picking.api';
import { PAY_TYPES } from '../components/price-rule-pay-types';

type Values = { target_type: 1 | 2; target_id?: number; pay_type: 1 | 2 | 3 | 4; unit_id?: number | null; price?: number; status: 0 | 1; remark?: string };

/** The add / edit form: a category or a SKU (picked), how it pays, the price. A package unit is one of the picked SKU's. */
function PriceRuleForm({ rule }: { rule: PickingPriceRule | null | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [picking, setPicking] = useState(false);
  const [sku, setSku] = useState<{ label: string; units: Array<{ value: number; label: string }> } | null>(
    rule?.target_type === 2 ? { label: `${rule.target_code} · ${rule.target_name}`, units: rule.unit_id ? [{ value: rule.unit_id, label: rule.unit_name ?? '' }] : [] } : null,
  );
  const save = useSavePriceRuleMutation();
  const submit = useSaveForm(form, save, { id: rule?.id ?? null, leaveTo: '/wms/picking_task_price_rule/list' });
  const targetType = Form.useWatch('target_type', form);
  const payType = Form.useWatch('pay_type', form);
  const handlePick = (rows: SkuPickRow[]) => {
    const s = rows[0];
    if (!s) return;
    setSku({ label: `${s.code} · ${s.name} ${s.spec_text}`, units: s.units.map((u) => ({ value: u.unit_id, label: `${u.unit_name}（${u.ratio}${s.unit_name}）` })) });
    form.setFieldsValue({ target_id: s.id, unit_id: null });
    setPicking(false);
  };
  return (
    <Card size="small">
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 12 }}
        initialValues={rule ? { ...rule, price: Number(rule.price), remark: rule.remark ?? undefined } : { target_type: 1, pay_type: 1, status: 1 }}
        onFinish={(v) => submit({ ...v, unit_id: v.pay_type === 2 ? v.unit_id : null })}
      >
        <Alert type="info" showIcon title={t('wms_rule.hint')} style={{ marginBottom: 16 }} />
        <Form.Item name="target_type" label={t('wms_rule.target_type')} rules={[{ required: true }]}>
          <Radio.Group onChange={() => form.setFieldsValue({ target_id: undefined, pay_type: 1 })} options={[{ value: 1, label: t('wms_rule.target_category') }, { value: 2, label: t('wms_rule.target_sku') }]} />
        </Form.Item>
        {targetType === 2 ? (
          <Form.Item name="target_id" label={t('wms_rule.target_sku')} rules={[{ required: true, message: t('wms_rule.pick_sku') }]}>
            <Space>
              <span>{sku?.label ?? '-'}</span>
              <Button onClick={() => setPicking(true)}>{t('wms_rule.pick_sku')}</Button>
            </Space>
          </Form.Item>
        ) : (
          <Form.Item name="target_id" label={t('wms_rule.target_category')} rules={[{ required: true, message: t('wms_rule.pick_category') }]}>
            <CategoryTreeSelect placeholder={t('wms_rule.target_category')} />
          </Form.Item>
        )}
        <Form.Item name="pay_type" label={t('wms_rule.pay_type')} rules={[{ required: true }]}>
          <Radio.Group options={PAY_TYPES.filter((v) => v !== 2 || targetType === 2).map((v) => ({ value: v, label: t(`wms_rule.pay_${v}`) }))} />
        </Form.Item>
        {payType === 2 ? (
          <Form.Item name="unit_id" label={t('wms_rule.unit')} rules={[{ required: true, message: t('wms.rule_unit_required') }]}>
            <Select options={sku?.units ?? []} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="price" label={t('wms_rule.price')} rules={[{ required: true, message: t('wms_rule.price_required') }]}>
          <InputNumber precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('wms_rule.status')}>
          <Radio.Group options={[{ value: 1, label: t('wms_rule.enabled') }, { value: 0, label: t('wms_rule.disabled') }]} />
        </Form.Item>
        <Form.Item name="remark" label={t('wms_doc.remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <FormActions saving={save.isPending} onBack={() => void navigate('/wms/picking_task_price_rule/list')} />
        </Form.Item>
      </Form>
      <SkuPicker open={picking} onClose={() => setPicking(false)} onConfirm={handlePick} onSale={0} max={1} />
    </Card>
  );
}

/** /wms/picking_task_price_rule/add and edit?id= */
export function PriceRuleFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={usePriceRuleQuery} notFound={t('wms_rule.not_found')}>
      {(rule) => <PriceRuleForm rule={rule} />}
    </RecordFormPage>
  );
}
