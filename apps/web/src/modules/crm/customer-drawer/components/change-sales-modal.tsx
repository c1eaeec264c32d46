import { Form, Input, Modal } from 'antd';
import { ChangeSalesSchema, type Customer } from '@tradewind/contract/crm/customer.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useFormSubmit } from '@/core/form/use-save-form';
import { StaffPickerField } from '@/modules/system';
import { useChangeSalesMutation } from '../api/customer-detail.api';
import { isSameSales } from '../drawer-rules';

type Values = { sales_id?: number; remark?: string };
type Props = { customer: Pick<Customer, 'id' | 'sales_id'>; onClose: () => void };

/**
 * Reassign the owner (crm:customer:sales): type a name, or pick one person by department with the employee
 * picker. The current owner is refused with '和原本销售一致，无需修改' before any call.
 */
export function ChangeSalesModal({ customer, onClose }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const change = useChangeSalesMutation();
  const submit = useFormSubmit(form, change, { success: t('crm_drawer.sales_changed'), onDone: onClose });

  const handleFinish = (values: Values) =>
    submit({ customerId: customer.id, sales_id: values.sales_id ?? 0, remark: values.remark?.trim() });

  return (
    <Modal open title={t('crm_drawer.change_sales')} okText={t('admin.save')} onOk={() => form.submit()} confirmLoading={change.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="crm_change_sales" layout="vertical" initialValues={{ sales_id: customer.sales_id ?? undefined }} onFinish={handleFinish}>
        <Form.Item
          name="sales_id"
          label={t('crm_drawer.sales_label')}
          required
          rules={[
            { required: true, message: t('crm_drawer.sales_required') },
            { validator: (_rule, value: number | undefined) => (isSameSales(customer.sales_id, value) ? Promise.reject(new Error(t('crm.same_sales'))) : Promise.resolve()) },
          ]}
        >
          <StaffPickerField placeholder={t('crm_customer.placeholder_select')} />
        </Form.Item>
        <Form.Item name="remark" label={t('crm_drawer.remark_label')} rules={[zodRule(ChangeSalesSchema.shape.remark)]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
