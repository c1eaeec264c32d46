import { Form, Input, Modal } from 'antd';
import { LeadSalesSchema, type Lead } from '@tradewind/contract/crm/lead.schema';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { StaffPickerField } from '@/modules/system';
import { useLeadOwnerMutation } from '../api/lead.api';

type Values = { sales_id?: number; remark?: string };

/** Assign a lead (crm:leads:sales) with the employee picker; the current owner is refused with '和原本销售一致，无需修改'. */
export function LeadAssignModal({ lead, onClose }: { lead: Pick<Lead, 'id' | 'sales_id'>; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const assign = useLeadOwnerMutation();
  const submit = useFormSubmit(form, assign, { success: t('crm_lead.assigned'), onDone: onClose });

  return (
    <Modal open title={t('crm_lead.assign_title')} okText={t('admin.save')} onOk={() => form.submit()} confirmLoading={assign.isPending} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        name="crm_lead_assign"
        layout="vertical"
        initialValues={{ sales_id: lead.sales_id ?? undefined }}
        onFinish={(values) => submit({ id: lead.id, action: 'sales', sales_id: values.sales_id ?? 0, remark: values.remark?.trim() })}
      >
        <Form.Item
          name="sales_id"
          label={t('crm_lead.owner')}
          required
          rules={[
            { required: true, message: t('crm_drawer.sales_required') },
            { validator: (_rule, value: number | undefined) => (value !== undefined && value === lead.sales_id ? Promise.reject(new Error(t('crm.same_sales'))) : Promise.resolve()) },
          ]}
        >
          <StaffPickerField placeholder={t('crm_customer.placeholder_select')} />
        </Form.Item>
        <Form.Item name="remark" label={t('crm_lead.remark_label')} rules={[zodRule(LeadSalesSchema.shape.remark)]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
