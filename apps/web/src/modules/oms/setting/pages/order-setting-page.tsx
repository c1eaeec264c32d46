import { Button, Card, Flex, Form, InputNumber, Select, Spin, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TIME_SLOT_PATTERN } from '@tradewind/contract/oms/setting.schema';
import { SwitchItem } from '@/core/form/settings-form';
import { ApiError } from '@/core/http/http-error';
import { ownToastOf } from '@/core/form/use-save-form';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useOrderSettingQuery, useSaveOrderSettingMutation } from '../api/order-setting.api';
import { SitesSection } from '../../site/components/sites-section';

type Values = { auto_audit: boolean; cutoff_time: Dayjs | null; min_order_amount: number | null; time_slots: string[] };

/** /oms/setting/index and /system/setting/order: the order rules (docs/trading-model.md §4 settings), one form on both pages. */
export function OrderSettingPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const setting = useOrderSettingQuery();
  const save = useSaveOrderSettingMutation();
  const canUpdate = usePermission('oms:setting:update');
  const [form] = Form.useForm<Values>();
  if (!setting.data) return <Spin />;
  const s = setting.data;
  const submit = (v: Values) =>
    save.mutate(
      { auto_audit: v.auto_audit ? 1 : 0, cutoff_time: v.cutoff_time ? v.cutoff_time.format('HH:mm') : null, min_order_amount: v.min_order_amount ?? 0, time_slots: v.time_slots },
      {
        onSuccess: () => void message.success(t('oms_setting.saved')),
        onError: (error) => {
          if (error instanceof ApiError) form.setFields(error.fieldErrors.map((f) => ({ name: f.field.split('.')[0] as keyof Values, errors: [f.message] })));
          const toast = ownToastOf(error);
          if (toast) void message.error(toast);
        },
      },
    );
  return (
    <>
      <Card size="small" title={t('oms_setting.title')}>
        <Form<Values>
          form={form}
          layout="vertical"
          name="order_setting"
          style={{ maxWidth: 560 }}
          disabled={!canUpdate}
          onFinish={submit}
          initialValues={{ auto_audit: s.auto_audit === 1, cutoff_time: s.cutoff_time ? dayjs(s.cutoff_time, 'HH:mm') : null, min_order_amount: Number(s.min_order_amount), time_slots: s.time_slots }}
        >
          <SwitchItem name="auto_audit" label={t('oms_setting.auto_audit')} extra={t('oms_setting.auto_audit_help')} />
          <Form.Item name="cutoff_time" label={t('oms_setting.cutoff_time')} extra={t('oms_setting.cutoff_help')}>
            <TimePicker format="HH:mm" minuteStep={5} allowClear />
          </Form.Item>
          <Form.Item name="min_order_amount" label={t('oms_setting.min_order_amount')}>
            <InputNumber precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="time_slots"
            label={t('oms_setting.time_slots')}
            rules={[{ validator: async (_r, v: string[] = []) => (v.every((s) => TIME_SLOT_PATTERN.test(s) && s.slice(0, 5) < s.slice(6)) ? undefined : Promise.reject(new Error(t('oms.time_slot_invalid')))) }]}
          >
            <Select mode="tags" placeholder="08:00-12:00" tokenSeparators={[',', '，', ' ']} />
          </Form.Item>
          {canUpdate && (
            <Flex>
              <Button type="primary" htmlType="submit" loading={save.isPending}>{t('oms_setting.save')}</Button>
            </Flex>
          )}
        </Form>
      </Card>
      <SitesSection />
    </>
  );
}
