import { Form } from 'antd';
import { CustomerCategorySchema, type CustomerCategory } from '@tradewind/contract/crm/config.schema';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import type { CategoryKind } from '../api/category.api';
import { useCategoryListQuery, useDeleteCategoryMutation, useSaveCategoryMutation } from '../api/category.api';
import { SettingFormModal } from './setting-form-modal';
import { SettingTable, UseNumCell } from './setting-table';

/** One card: the types or the levels, with add, edit and delete behind crm:{kind}:create|update|delete. */
export function CategoryTable({ kind }: { kind: CategoryKind }) {
  const { t } = useI18n();
  const remove = useDeleteCategoryMutation(kind);
  return (
    <SettingTable<CustomerCategory>
      kind={kind}
      list={useCategoryListQuery(kind)}
      onDelete={(id) => remove.mutateAsync(id)}
      columns={[
        { title: t('crm_setting.sort'), dataIndex: 'sort', width: 70 },
        { title: t('crm_setting.customer_num'), dataIndex: 'customer_num', width: 80, render: (n: number) => <UseNumCell n={n} /> },
        { title: t('admin.created_at'), dataIndex: 'created_at', width: 140 },
      ]}
      usedBy={(row) => row.customer_num}
      inUseText="crm_setting.delete_in_use"
      minWidth={0}
      renderModal={(category, onClose) => <CategoryFormModal kind={kind} category={category} onClose={onClose} />}
    />
  );
}

type Values = { name: string; sort: number | null };

/** Add or edit one type or level. */
function CategoryFormModal({ kind, category, onClose }: { kind: CategoryKind; category: CustomerCategory | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCategoryMutation(kind);
  const submit = useSaveForm(form, save, { id: category?.id ?? null, onSaved: onClose });
  return (
    <SettingFormModal<Values>
      kind={kind}
      editing={category !== null}
      form={form}
      initialValues={{ name: category?.name ?? '', sort: category?.sort ?? 0 }}
      onFinish={(values) => submit({ name: values.name, sort: values.sort ?? 0 })}
      saving={save.isPending}
      onClose={onClose}
      shape={CustomerCategorySchema.shape}
    />
  );
}
