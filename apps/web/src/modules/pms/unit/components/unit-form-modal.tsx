import { Form, Input, Switch } from 'antd';
import { CreateUnitSchema, type Unit } from '@tradewind/contract/pms/unit.schema';
import { fromSwitch, toSwitch } from '@/core/form/converters';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { CatalogueFormModal } from '../../shared/catalogue-form-modal';
import { SortField } from '../../shared/sort-field';
import { unitApi, type UnitBody } from '../api/unit.api';

type Values = { name: string; allow_decimal: boolean; sort: number };

export function UnitFormModal({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = unitApi.useSave<UnitBody, Unit>();
  const submit = useSaveForm(form, save, { id: unit?.id ?? null, onSaved: onClose });
  const initialValues: Values = { name: unit?.name ?? '', allow_decimal: toSwitch(unit?.allow_decimal), sort: unit?.sort ?? 0 };

  return (
    <CatalogueFormModal
      form={form}
      name="unit"
      title={t(unit ? 'pms.unit_edit' : 'pms.unit_create')}
      initialValues={initialValues}
      saving={save.isPending}
      onFinish={(v) => submit({ name: v.name, allow_decimal: fromSwitch(v.allow_decimal), sort: v.sort ?? 0 })}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('pms.unit_name')} required rules={[zodRule(CreateUnitSchema.shape.name)]}>
        <Input maxLength={10} autoComplete="off" />
      </Form.Item>
      <Form.Item name="allow_decimal" label={t('pms.unit_allow_decimal')} extra={t('pms.unit_allow_decimal_hint')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <SortField />
    </CatalogueFormModal>
  );
}
