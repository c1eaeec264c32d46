import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { CustomerSelect } from '@/modules/crm';
import { useCreateStatementMutation } from '../api/statement.api';

type Values = { customer_id?: number | null; dates?: [Dayjs, Dayjs]; remark?: string };

/** A statement by hand: an account-period customer and the days it covers (ending by today). */
export function StatementCreateModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const create = useCreateStatementMutation();
  const submit = useFormSubmit(form, create, {
    success: t('oms_statement.created_ok'),
    onDone: (s) => {
      onClose();
      onCreated(s.id);
    },
    fieldMap: { start_date: 'dates', end_date: 'dates' },
  });
  return (
    <Modal open={open} title={t('oms_statement.create')} okText={t('oms_statement.create')} onCancel={onClose} onOk={() => form.submit()} okButtonProps={{ loading: create.isPending }} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ dates: [dayjs().subtract(1, 'month').startOf('month'), dayjs().subtract(1, 'month').endOf('month')] }}
        onFinish={(v) => submit({ customer_id: v.customer_id!, start_date: v.dates![0].format('YYYY-MM-DD'), end_date: v.dates![1].format('YYYY-MM-DD'), remark: v.remark ?? null })}
      >
        <Form.Item name="customer_id" label={t('oms_statement.customer')} rules={[{ required: true, message: t('oms_statement.customer_choose') }]}>
          <CustomerSelect placeholder={t('oms_statement.customer_choose')} />
        </Form.Item>
        <Form.Item name="dates" label={t('oms_statement.period')} rules={[{ required: true, message: t('oms.statement_date_invalid') }]}>
          <DatePicker.RangePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('oms_statement.remark')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
