import { Form, Input, InputNumber, Select } from 'antd';
import type { z } from 'zod';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';

/** A template's store: one of those the signed-in staff works in. */
export function TemplateStoreField({ schema }: { schema: z.ZodType }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const { stores } = useSession();
  return (
    <Form.Item name="store_id" label={t('mk_tpl.store')} required rules={[zodRule(schema)]} extra={t('mk_tpl.new_waits')}>
      <Select options={stores.filter((s) => s.has_auth === 1).map((s) => ({ value: s.id, label: s.name }))} showSearch={{ optionFilterProp: 'label' }} />
    </Form.Item>
  );
}

/** A fee or quantity field checked by its contract schema (¥ with two decimals, or a unit with three). */
export function NumberField({ name, label, schema, money, precision, extra }: { name: (string | number)[] | string; label: string; schema: z.ZodType; money?: boolean; precision?: number; extra?: string }) {
  const zodRule = useZodRule();
  return (
    <Form.Item name={name} label={label} required={!extra} rules={[zodRule(schema)]} extra={extra}>
      <InputNumber precision={precision ?? (money ? 2 : undefined)} prefix={money ? '¥' : undefined} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The remark every template has. */
export function RemarkField({ schema }: { schema: z.ZodType }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  return (
    <Form.Item name="remark" label={t('mk_tpl.remark')} rules={[zodRule(schema)]} style={{ marginBottom: 0 }}>
      <Input.TextArea maxLength={200} rows={2} showCount />
    </Form.Item>
  );
}
