import { Alert, Button, DatePicker, Form, Input, Modal, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SCHEDULE_REMIND_CHOICES, type Schedule } from '@tradewind/contract/crm/schedule.schema';
import { fromSwitch, fromText, toSwitch, toText } from '@/core/form/converters';
import { useFormSubmit } from '@/core/form/use-save-form';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useDeleteScheduleMutation, useSaveScheduleMutation, type ScheduleBody } from '../api/schedule.api';
import { CustomerSelect } from '../../price/components/customer-select';

type Values = { title: string; all_day: boolean; time: [Dayjs, Dayjs] | null; customer_id: number | null; remind_minutes: number | null; remark: string; done: boolean };
const FULL = 'YYYY-MM-DD HH:mm';

function valuesOf(task: Schedule | undefined, day: Dayjs): Values {
  if (!task) {
    const start = day.hour(9).minute(0).second(0);
    return { title: '', all_day: false, time: [start, start.add(1, 'hour')], customer_id: null, remind_minutes: 15, remark: '', done: false };
  }
  return {
    title: task.title,
    all_day: toSwitch(task.all_day),
    time: [dayjs(task.start_time), dayjs(task.end_time)],
    customer_id: task.customer_id,
    remind_minutes: task.remind_minutes,
    remark: toText(task.remark),
    done: toSwitch(task.done),
  };
}

function bodyOf(v: Values): ScheduleBody {
  const fmt = v.all_day ? 'YYYY-MM-DD' : FULL;
  return {
    title: v.title,
    all_day: fromSwitch(v.all_day),
    start_time: v.time?.[0]?.format(fmt) ?? '',
    end_time: v.time?.[1]?.format(fmt) ?? '',
    customer_id: v.customer_id,
    remind_minutes: v.remind_minutes,
    remark: fromText(v.remark),
    done: fromSwitch(v.done),
  };
}

/** The reminder's choices: none, at the start, 5 … 120 minutes, a day before. */
function useRemindOptions() {
  const { t } = useI18n();
  return [
    { value: null as number | null, label: t('crm_schedule.remind_none') },
    ...SCHEDULE_REMIND_CHOICES.map((n) => ({
      value: n as number | null,
      label: n === 0 ? t('crm_schedule.remind_at_start') : n === 1440 ? t('crm_schedule.remind_day') : n >= 60 ? t('crm_schedule.remind_hours', { n: n / 60 }) : t('crm_schedule.remind_minutes', { n }),
    })),
  ];
}

/**
 * A task of the person's own calendar: new on a day, or the task to edit (with delete, behind its
 * permission and a confirmation). The server checks it with the contract's schema; its field messages show
 * on the fields (the time's on the range).
 */
export function ScheduleFormModal({ task, day, onClose }: { task?: Schedule; day: Dayjs; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveScheduleMutation();
  const remove = useDeleteScheduleMutation();
  // another person's task (a manager reading their calendar) is shown read-only
  const canEdit = usePermission(task ? 'crm:schedule:update' : 'crm:schedule:create') && (task?.editable ?? true);
  const canDelete = usePermission('crm:schedule:delete') && (task?.editable ?? true);
  const allDay = Form.useWatch('all_day', form) ?? false;
  const remindOptions = useRemindOptions();
  const submit = useFormSubmit(form, save, { success: t(task ? 'form.updated' : 'form.created'), onDone: onClose, fieldMap: { start_time: 'time', end_time: 'time' } });

  return (
    <Modal
      open
      title={t(task ? (canEdit ? 'crm_schedule.edit' : 'crm_schedule.view') : 'crm_schedule.create')}
      onCancel={onClose}
      width={560}
      footer={
        <Space>
          {task && canDelete ? (
            <ConfirmAction
              title={t('crm_schedule.delete_confirm', { title: task.title })}
              onConfirm={() => remove.mutateAsync(task.id).then(() => {
                void message.success(t('crm_schedule.deleted'));
                onClose();
              })}
            >
              <Button danger>{t('admin.delete')}</Button>
            </ConfirmAction>
          ) : null}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {canEdit ? (
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {t('form.save')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {task && !task.editable ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('crm_schedule.others_task', { name: task.staff_name })} /> : null}
      {task?.reminded_at ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('crm_schedule.reminded', { time: task.reminded_at })} /> : null}
      <Form form={form} name="schedule" layout="vertical" disabled={!canEdit} initialValues={valuesOf(task, day)} onFinish={(values) => submit({ id: task?.id ?? null, input: bodyOf(values) })}>
        <Form.Item name="title" label={t('crm_schedule.title')} required>
          <Input maxLength={50} showCount />
        </Form.Item>
        <Space align="start" size={16}>
          <Form.Item name="all_day" label={t('crm_schedule.all_day')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="time" label={t('crm_schedule.time')} required>
            {allDay ? (
              <DatePicker.RangePicker style={{ width: 300 }} placeholder={[t('crm_schedule.start'), t('crm_schedule.end')]} />
            ) : (
              <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format={FULL} style={{ width: 340 }} placeholder={[t('crm_schedule.start'), t('crm_schedule.end')]} />
            )}
          </Form.Item>
        </Space>
        <Space align="start" size={16}>
          <Form.Item name="customer_id" label={t('crm_schedule.customer')}>
            <CustomerSelect style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="remind_minutes" label={t('crm_schedule.remind')}>
            <Select style={{ width: 160 }} options={remindOptions} />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={t('crm_schedule.remark')}>
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
        {task ? (
          <Form.Item name="done" label={t('crm_schedule.done')} valuePropName="checked" style={{ marginBottom: 0 }}>
            <Switch />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
