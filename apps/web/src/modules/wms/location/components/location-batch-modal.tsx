import { Alert, Checkbox, Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { BatchLocationSchema } from '@tradewind/contract/wms/location.schema';
import { fromSwitch, fromText } from '@/core/form/converters';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useBatchLocationsMutation } from '../api/location.api';
import { previewLocationPattern, type PatternPreview } from '../location-pattern-preview';
import { locationTypeOptions } from './location-type';

type Values = { pattern: string; zone: string; type: 1 | 2 | 3 | 4; skip_existing: boolean };

/** Locations by a code pattern (`A-01..10-01..05`), the codes it makes shown as it is typed. */
export function LocationBatchModal({ warehouseId, onClose }: { warehouseId: number; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const batch = useBatchLocationsMutation();
  const submit = useFormSubmit(form, batch, {
    success: (r) => (r.skipped.length > 0 ? t('wms.location_batch_skipped', { created: r.created, skipped: r.skipped.length }) : t('wms.location_batch_done', { created: r.created })),
    onDone: onClose,
  });
  const pattern = Form.useWatch('pattern', form) ?? '';
  const preview = previewLocationPattern(pattern);
  const shape = BatchLocationSchema.shape;

  return (
    <Modal open title={t('wms.location_batch')} width={560} onCancel={onClose} onOk={() => form.submit()} confirmLoading={batch.isPending} okText={t('wms.save')} destroyOnHidden>
      <Form
        form={form}
        name="location_batch"
        layout="vertical"
        initialValues={{ pattern: '', zone: '', type: 1, skip_existing: false }}
        onFinish={(v: Values) => submit({ warehouse_id: warehouseId, pattern: v.pattern, zone: fromText(v.zone), type: v.type, skip_existing: fromSwitch(v.skip_existing) })}
      >
        <Form.Item
          name="pattern"
          label={t('wms.location_pattern')}
          required
          extra={t('wms.location_pattern_hint')}
          rules={[zodRule(shape.pattern), { validator: (_rule, value?: string) => patternCheck(previewLocationPattern(value ?? ''), t) }]}
        >
          <Input maxLength={60} autoComplete="off" placeholder="A-01..10-01..05" />
        </Form.Item>
        <PatternPreviewBox preview={preview} />
        <Flex gap={16}>
          <Form.Item name="zone" label={t('wms.location_zone')} rules={[zodRule(shape.zone)]} style={{ flex: 1 }}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
          <Form.Item name="type" label={t('wms.location_type')} style={{ flex: 1 }}>
            <Select options={locationTypeOptions(t)} />
          </Form.Item>
        </Flex>
        <Form.Item name="skip_existing" valuePropName="checked" extra={t('wms.location_skip_existing_hint')} style={{ marginBottom: 0 }}>
          <Checkbox>{t('wms.location_skip_existing')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The pattern field's own check: what the server would refuse, said before it is asked. */
function patternCheck(preview: PatternPreview, t: ReturnType<typeof useI18n>['t']): Promise<void> {
  if (preview.kind === 'codes' || preview.kind === 'empty') return Promise.resolve();
  if (preview.kind === 'too_many') return Promise.reject(new Error(t('wms.location_pattern_too_many', { max: preview.max })));
  if (preview.kind === 'bad_code') return Promise.reject(new Error(`${t('wms.code_invalid')}: ${preview.code}`));
  return Promise.reject(new Error(t('wms.location_pattern_invalid')));
}

function PatternPreviewBox({ preview }: { preview: PatternPreview }) {
  const { t } = useI18n();
  if (preview.kind === 'empty') return <Typography.Paragraph type="secondary">{t('wms.location_preview_empty')}</Typography.Paragraph>;
  if (preview.kind !== 'codes') return null;
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      title={t('wms.location_preview', { count: preview.count })}
      description={
        <Flex wrap gap={4} data-testid="location-preview">
          {preview.shown.map((code) => (
            <Tag key={code} bordered={false}>
              {code}
            </Tag>
          ))}
          {preview.more > 0 ? <Typography.Text type="secondary">{t('wms.location_preview_more', { count: preview.more })}</Typography.Text> : null}
        </Flex>
      }
    />
  );
}
