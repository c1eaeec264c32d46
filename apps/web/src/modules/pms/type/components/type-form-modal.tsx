import { Form, Input, Select } from 'antd';
import type { Spec } from '@tradewind/contract/pms/spec.schema';
import { CreateGoodsTypeSchema, type GoodsType } from '@tradewind/contract/pms/type.schema';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { CatalogueFormModal } from '../../shared/catalogue-form-modal';
import { SortField } from '../../shared/sort-field';
import { specApi } from '../../spec/api/spec.api';
import { typeApi, type GoodsTypeBody } from '../api/type.api';
import { TypeAttributesField, type AttributeValues } from './type-attributes-field';

type Values = { name: string; spec_ids: number[]; attributes: AttributeValues[]; sort: number };

export function TypeFormModal({ type, onClose }: { type: GoodsType | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const specs = specApi.useOptions<Spec>();
  const save = typeApi.useSave<GoodsTypeBody, GoodsType>();
  const submit = useSaveForm(form, save, { id: type?.id ?? null, onSaved: onClose });
  const shape = CreateGoodsTypeSchema.shape;
  const initialValues: Values = {
    name: type?.name ?? '',
    spec_ids: type?.spec_ids ?? [],
    attributes: type?.attributes.map((a) => ({ name: a.name, input_type: a.input_type, options: a.options })) ?? [],
    sort: type?.sort ?? 0,
  };

  const handleFinish = (v: Values) =>
    submit({ name: v.name, spec_ids: v.spec_ids ?? [], attributes: (v.attributes ?? []).map((a) => ({ name: a.name ?? '', input_type: a.input_type, options: a.options ?? [] })), sort: v.sort ?? 0 });

  return (
    <CatalogueFormModal form={form} name="type" width={640} title={t(type ? 'pms.type_edit' : 'pms.type_create')} initialValues={initialValues} saving={save.isPending} onFinish={handleFinish} onClose={onClose}>
      <Form.Item name="name" label={t('pms.type_name')} required rules={[zodRule(shape.name)]}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item name="spec_ids" label={t('pms.type_specs')} rules={[zodRule(shape.spec_ids)]}>
        <Select
          mode="multiple"
          loading={specs.isPending}
          placeholder={t('pms.type_specs_placeholder')}
          options={(specs.data ?? []).map((s) => ({ value: s.id, label: `${s.name}（${s.values.map((v) => v.value).join(' / ')}）` }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <TypeAttributesField />
      <SortField />
    </CatalogueFormModal>
  );
}
