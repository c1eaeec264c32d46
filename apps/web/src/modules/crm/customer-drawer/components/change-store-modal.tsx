import { Form, Modal } from 'antd';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useFormSubmit } from '@/core/form/use-save-form';
import { AuthorisedStoreSelect } from '../../customer/components/authorised-store-select';
import { useChangeStoreMutation } from '../api/customer-detail.api';

type Values = { store_id?: number | null };
type Props = { customer: Pick<Customer, 'id' | 'store_id'>; onClose: () => void };

/** Move the customer to another store (crm:customer:update_store); only stores the user holds (has_auth) are offered. */
export function ChangeStoreModal({ customer, onClose }: Props) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const change = useChangeStoreMutation();
  const submit = useFormSubmit(form, change, { success: t('crm_drawer.store_changed'), onDone: onClose });

  const handleFinish = (values: Values) =>
    submit({ customerId: customer.id, store_id: values.store_id ?? 0 });

  return (
    <Modal open title={t('crm_drawer.change_store')} okText={t('admin.save')} onOk={() => form.submit()} confirmLoading={change.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="crm_change_store" layout="vertical" initialValues={{ store_id: customer.store_id }} onFinish={handleFinish}>
        <Form.Item name="store_id" label={t('crm_drawer.store_label')} required rules={[{ required: true, message: t('crm_drawer.store_required') }]}>
          <AuthorisedStoreSelect allowClear={false} placeholder={t('crm_customer.placeholder_select')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
