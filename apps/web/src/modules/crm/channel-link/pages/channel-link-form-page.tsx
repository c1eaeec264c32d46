import { Card, Col, DatePicker, Form, Input, Row, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CreateChannelLinkSchema, type ChannelLink } from '@tradewind/contract/crm/channel-link.schema';
import { fromText, toText } from '@/core/form/converters';
import { FormActions } from '@/core/form/form-actions';
import { RecordFormPage } from '@/core/form/record-form-page';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { useSession } from '@/core/session/session-context';
import { StaffSelect } from '@/modules/system';
import { useChannelLinkQuery, useSaveChannelLinkMutation } from '../api/channel-link.api';
import { CHANNEL_LINK_LIST_PATH } from '../../crm.routes';
import { AuthorisedStoreSelect } from '../../customer/components/authorised-store-select';
import { ConfigSelect } from '../../customer/components/config-select';

type Values = { name: string; store_id?: number | null; sales_id?: number | null; type_id?: number | null; level_id?: number | null; source?: number | null; valid_until?: Dayjs | null; status: boolean; remark: string };

function ChannelLinkForm({ link }: { link: ChannelLink | undefined }) {
  const { t } = useI18n();
  const session = useSession();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveChannelLinkMutation();
  const shape = CreateChannelLinkSchema.shape;
  const leavePage = useLeavePage();
  const leave = () => leavePage(CHANNEL_LINK_LIST_PATH);
  const submit = useSaveForm(form, save, { id: link?.id ?? null, onSaved: leave });
  const initial: Values = {
    name: link?.name ?? '',
    store_id: link?.store_id ?? session.store.id,
    sales_id: link?.sales_id ?? session.me.id,
    type_id: link?.type_id ?? null,
    level_id: link?.level_id ?? null,
    source: link?.source ?? null,
    valid_until: link?.valid_until ? dayjs(link.valid_until) : null,
    status: (link?.status ?? 1) === 1,
    remark: toText(link?.remark),
  };
  const onFinish = (v: Values) =>
    submit({
      name: v.name,
      store_id: v.store_id ?? '',
      sales_id: v.sales_id ?? '',
      type_id: v.type_id ?? null,
      level_id: v.level_id ?? null,
      source: v.source ?? '',
      valid_until: v.valid_until ? v.valid_until.format('YYYY-MM-DD') : null,
      status: v.status ? 1 : 0,
      remark: fromText(v.remark),
    });
  return (
    <Form form={form} name="channel_link" layout="vertical" initialValues={initial} onFinish={onFinish} style={{ maxWidth: 960 }}>
      <Card size="small">
        <Row gutter={16}>
          <Col span={8}>
            <TextField name="name" label={t('crm_link.name')} required schema={shape.name} maxLength={30} />
          </Col>
          <Col span={8}>
            <Form.Item name="store_id" label={t('crm_link.store')} required>
              <AuthorisedStoreSelect allowClear={false} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sales_id" label={t('crm_link.owner')} required>
              <StaffSelect />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="source" label={t('crm_link.source')} required rules={[zodRule(shape.source)]}>
              <ConfigSelect list="customer_source" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="type_id" label={t('crm_link.type')}>
              <ConfigSelect list="customer_type" allowClear />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="level_id" label={t('crm_link.level')}>
              <ConfigSelect list="customer_level" allowClear />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="valid_until" label={t('crm_link.valid_until')} extra={t('crm_link.forever')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="status" label={t('crm_link.status')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('crm_link.remark')} rules={[zodRule(shape.remark)]}>
              <Input.TextArea maxLength={200} rows={2} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <FormActions saving={save.isPending} onBack={leave} />
    </Form>
  );
}

/** /crm/channel_link/add and /crm/channel_link/edit?id=: one page, one form. */
export function ChannelLinkFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useChannelLinkQuery} notFound={t('crm_link.not_found')}>
      {(link) => <ChannelLinkForm link={link} />}
    </RecordFormPage>
  );
}
