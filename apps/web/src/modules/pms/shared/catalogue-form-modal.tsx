import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

type Props<V> = {
  form: FormInstance<V>;
  /** antd ids the fields `<name>_<field>` */
  name: string;
  title: string;
  initialValues: V;
  saving: boolean;
  width?: number;
  onFinish: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
};

/** The create-or-edit dialog of a catalogue entity: a vertical form, 保存 submits it. */
export function CatalogueFormModal<V extends object>({ form, name, title, initialValues, saving, width = 480, onFinish, onClose, children }: Props<V>) {
  const { t } = useI18n();
  return (
    <Modal open title={title} width={width} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} okText={t('pms.save')} destroyOnHidden>
      <Form form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}
