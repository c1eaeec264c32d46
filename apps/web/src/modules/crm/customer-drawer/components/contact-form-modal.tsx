import { Checkbox, DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';
import { CreateContactSchema, type CustomerContact } from '@tradewind/contract/crm/contact.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { AreaCascader } from '@/core/form/address/area-cascader';
import { useFormSubmit } from '@/core/form/use-save-form';
import { AREA_FIELD_MAP, fromAreaPath, toAreaPath, toText, type AreaPath } from '@/core/form/converters';
import { useSaveContactMutation } from '../api/customer-detail.api';
import { contactStatusHint } from '../contact-status';

type Values = {
  name: string;
  phone: string;
  sex?: number;
  birthday: string | null;
  area?: AreaPath;
  weixin: string;
  qq: string;
  email: string;
  remark: string;
  status: 0 | 1;
  is_master: boolean;
};

/**
 * The blank form starts with status 0 (spec 001 §5). So that nobody saves a disabled contact unawares,
 * the status sits near the top of the form and a new contact still disabled says so.
 */
const BLANK: Values = { name: '', phone: '', sex: 1, birthday: null, area: undefined, weixin: '', qq: '', email: '', remark: '', status: 0, is_master: false };

function valuesOf(contact: CustomerContact): Values {
  return {
    name: contact.name,
    phone: contact.phone,
    // contacts made with the customer may have no sex (0); the form offers male and female only
    sex: contact.sex === 0 ? undefined : contact.sex,
    birthday: contact.birthday,
    area: toAreaPath(contact),
    weixin: toText(contact.weixin),
    qq: toText(contact.qq),
    email: toText(contact.email),
    remark: toText(contact.remark),
    status: contact.status,
    is_master: contact.is_master === 1,
  };
}

type Props = { customerId: number; contact: CustomerContact | null; onClose: () => void };

/**
 * Create or edit a contact (crm:user:create / update): name 2-15 ('长度在 2 到 15 个字符'), mobile
 * ('请输入手机号' / '请输入正确的手机号'), area required up to three levels — the contract's rules.
 */
export function ContactFormModal({ customerId, contact, onClose }: Props) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveContactMutation();
  const submit = useFormSubmit(form, save, { success: t(contact ? 'form.updated' : 'form.created'), onDone: onClose, fieldMap: AREA_FIELD_MAP });
  const shape = CreateContactSchema.shape;
  // The cascader holds the path; the contract checks its first level (the province) as province_id.
  const areaRule = zodRule(z.preprocess((value) => (value as AreaPath | undefined)?.ids[0], shape.province_id));

  const status = Form.useWatch('status', form) ?? (contact ? contact.status : BLANK.status);
  const statusHint = contactStatusHint(contact === null, status);

  const handleFinish = (values: Values) => {
    const { province_id, city_id, area_id } = fromAreaPath(values.area);
    submit({
      customerId,
      id: contact?.id ?? null,
      input: {
        name: values.name,
        phone: values.phone,
        sex: values.sex,
        birthday: values.birthday,
        province_id: province_id ?? 0,
        city_id,
        area_id,
        weixin: values.weixin,
        qq: values.qq,
        email: values.email,
        remark: values.remark,
        status: values.status,
        // the main flag only moves: unticking it on the main contact would be refused
        ...(values.is_master ? { is_master: 1 } : contact === null ? { is_master: 0 } : {}),
      },
    });
  };

  return (
    <Modal
      open
      width={600}
      title={t(contact ? 'crm_drawer.contact_edit' : 'crm_drawer.contact_create')}
      okText={t('admin.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="crm_contact" layout="vertical" initialValues={contact ? valuesOf(contact) : BLANK} onFinish={handleFinish}>
        <Form.Item name="name" label={t('crm_drawer.contact_name')} required rules={[zodRule(shape.name)]}>
          <Input maxLength={15} autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={t('crm_drawer.contact_phone')} required rules={[zodRule(shape.phone)]}>
          <Input maxLength={11} autoComplete="off" />
        </Form.Item>
        <Form.Item name="status" label={t('crm_drawer.contact_status')} extra={statusHint ? t(statusHint) : undefined}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 1, label: t('crm_drawer.contact_status_1') },
              { value: 0, label: t('crm_drawer.contact_status_0') },
            ]}
          />
        </Form.Item>
        <Form.Item name="area" label={t('crm_drawer.contact_area')} required rules={[areaRule]}>
          <AreaCascader placeholder={t('crm_customer.area_placeholder')} />
        </Form.Item>
        <Form.Item name="sex" label={t('crm_drawer.contact_sex')} rules={[zodRule(shape.sex)]}>
          <Radio.Group options={[1, 2].map((value) => ({ value, label: t(`crm.sex_${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="birthday"
          label={t('crm_drawer.contact_birthday')}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
        >
          <DatePicker />
        </Form.Item>
        <Form.Item name="weixin" label={t('crm_customer.weixin')} rules={[zodRule(shape.weixin)]}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="qq" label={t('crm_customer.qq')} rules={[zodRule(shape.qq)]}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('crm_customer.email')} rules={[zodRule(shape.email)]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="remark" label={t('crm_customer.remark')} rules={[zodRule(shape.remark)]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="is_master" valuePropName="checked">
          <Checkbox disabled={contact?.is_master === 1}>{t('crm_drawer.contact_make_master')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
