import { Card, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Warehouse } from '@tradewind/contract/wms/warehouse.schema';
import { FormActions } from '@/core/form/form-actions';
import { RecordFormPage } from '@/core/form/record-form-page';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { StaffPickerField } from '@/modules/system';
import { useSetManagersMutation, useWarehouseQuery } from '../api/warehouse.api';
import { WAREHOUSE_LIST_PATH } from '../../wms.routes';

/** /wms/warehouse/manager?id=: who manages the warehouse (and gets its messages). */
export function WarehouseManagerPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useWarehouseQuery} notFound={t('wms.warehouse_not_found_page')}>
      {(warehouse) => (warehouse ? <ManagerForm warehouse={warehouse} /> : <Typography.Text type="secondary">{t('wms.warehouse_not_found_page')}</Typography.Text>)}
    </RecordFormPage>
  );
}

function ManagerForm({ warehouse }: { warehouse: Warehouse }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ staff_ids: number[] }>();
  const save = useSetManagersMutation(warehouse.id);
  const back = () => void navigate(WAREHOUSE_LIST_PATH);
  const submit = useFormSubmit(form, save, { success: t('wms.manager_saved'), onDone: back });
  return (
    <Card size="small" title={t('wms.manager_title', { name: warehouse.name })} style={{ maxWidth: 880 }}>
      <Form form={form} name="warehouse_manager" layout="vertical" initialValues={{ staff_ids: warehouse.managers.map((m) => m.id) }} onFinish={(v) => submit(v.staff_ids ?? [])}>
        <Form.Item name="staff_ids" label={t('wms.managers')} extra={t('wms.managers_hint')}>
          <StaffPickerField multiple />
        </Form.Item>
        <FormActions saving={save.isPending} onBack={back} />
      </Form>
    </Card>
  );
}
