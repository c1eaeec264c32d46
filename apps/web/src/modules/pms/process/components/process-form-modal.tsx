import { useMemo } from 'react';
import { Divider, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { ProcessFieldsSchema, type Process } from '@tradewind/contract/pms/process.schema';
import type { Unit } from '@tradewind/contract/pms/unit.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { ownToastOf } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { unitApi } from '../../unit/api/unit.api';
import { useSaveProcessMutation } from '../api/process.api';
import { fieldPathOf, linesOf, processBodyOf, type ProcessValues } from '../process-lines';
import { ProcessLinesField } from './process-lines-field';

/** The create-or-edit dialog of a processing recipe: name, inputs → outputs, loss rate, remark, status. */
export function ProcessFormModal({ process, onClose }: { process: Process | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const zodRule = useZodRule();
  const [form] = Form.useForm<ProcessValues>();
  const save = useSaveProcessMutation();
  const units = unitApi.useOptions<Unit>(usePermission('pms:unit_config:list'));
  const shape = ProcessFieldsSchema.shape;
  const decimalUnits = useMemo(() => new Map((units.data ?? []).map((u) => [u.name, u.allow_decimal] as const)), [units.data]);
  const initialValues = useMemo<ProcessValues>(
    () => ({
      name: process?.name ?? '',
      inputs: linesOf(process?.inputs ?? [], decimalUnits),
      outputs: linesOf(process?.outputs ?? [], decimalUnits),
      loss_rate: process ? Number(process.loss_rate) : 0,
      remark: process?.remark ?? '',
      status: process ? process.status === 1 : true,
    }),
    // the saved lines once, when the dialog opens (units loading later are read by the lines' inputs)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [process],
  );

  const handleFinish = (values: ProcessValues) =>
    save.mutate(
      { id: process?.id ?? null, input: processBodyOf({ ...values, inputs: form.getFieldValue('inputs'), outputs: form.getFieldValue('outputs') }) },
      {
        onSuccess: () => {
          void message.success(t(process ? 'form.updated' : 'form.created'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0) form.setFields(error.fieldErrors.map((f) => ({ name: fieldPathOf(f.field) as never, errors: [f.message] })));
          const toast = ownToastOf(error);
          if (toast) void message.error(toast);
        },
      },
    );

  return (
    <Modal open title={t(process ? 'pms.process_edit' : 'pms.process_create')} width={860} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('pms.save')} destroyOnHidden>
      <Form form={form} name="process" layout="vertical" initialValues={initialValues} onFinish={handleFinish}>
        <Form.Item name="name" label={t('pms.process_name')} required rules={[zodRule(shape.name)]}>
          <Input maxLength={60} autoComplete="off" style={{ width: 360 }} />
        </Form.Item>
        <Divider titlePlacement="start" plain>
          {t('pms.process_inputs')}
        </Divider>
        <ProcessLinesField form={form} side="inputs" unitDecimals={decimalUnits} />
        <Divider titlePlacement="start" plain>
          {t('pms.process_outputs')}
        </Divider>
        <ProcessLinesField form={form} side="outputs" unitDecimals={decimalUnits} />
        <Divider />
        <Form.Item name="loss_rate" label={t('pms.process_loss_rate')} extra={t('pms.process_loss_rate_hint')} rules={[zodRule(shape.loss_rate)]}>
          <InputNumber precision={2} suffix="%" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('pms.process_remark')} rules={[zodRule(shape.remark)]}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="status" label={t('pms.process_status')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
