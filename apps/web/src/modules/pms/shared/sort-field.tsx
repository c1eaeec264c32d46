import { Form, InputNumber } from 'antd';
import { pmsSort } from '@tradewind/contract/pms/pms-fields';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';

/** The display order of a catalogue entry (0–9999, smaller first). */
export function SortField() {
  const { t } = useI18n();
  const zodRule = useZodRule();
  return (
    <Form.Item name="sort" label={t('pms.sort')} tooltip={t('pms.sort_hint')} rules={[zodRule(pmsSort)]}>
      <InputNumber precision={0} style={{ width: 160 }} />
    </Form.Item>
  );
}
