import { Form, Input } from 'antd';
import { CreateSpecSchema, type Spec } from '@tradewind/contract/pms/spec.schema';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { CatalogueFormModal } from '../../shared/catalogue-form-modal';
import { SortField } from '../../shared/sort-field';
import { specApi, type SpecBody } from '../api/spec.api';
import { SpecValuesField } from './spec-values-field';

type Values = { name: string; values: string[]; sort: number };

export function SpecFormModal({ spec, onClose }: { spec: Spec | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = specApi.useSave<SpecBody, Spec>();
  const submit = useSaveForm(form, save, { id: spec?.id ?? null, onSaved: onClose });
  const initialValues: Values = { name: spec?.name ?? '', values: spec ? spec.values.map((v) => v.value) : [''], sort: spec?.sort ?? 0 };

  return (
    <CatalogueFormModal
      form={form}
      name="spec"
      title={t(spec ? 'pms.spec_edit' : 'pms.spec_create')}
      initialValues={initialValues}
      saving={save.isPending}
      onFinish={(v) => submit({ name: v.name, values: (v.values ?? []).map((s) => s?.trim() ?? ''), sort: v.sort ?? 0 })}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('pms.spec_name')} required rules={[zodRule(CreateSpecSchema.shape.name)]}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <SpecValuesField />
      <SortField />
    </CatalogueFormModal>
  );
}
