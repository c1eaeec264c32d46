import { Card, Col, Form, Row, Switch } from 'antd';
import { CreateLeadSchema, type Lead } from '@tradewind/contract/crm/lead.schema';
import { FormShell } from '@/core/form/form-shell';
import { fromText, toText } from '@/core/form/converters';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { usePermission } from '@/core/permission/use-permission';
import { useSession } from '@/core/session/session-context';
import { StaffSelect } from '@/modules/system';
import { useSaveLeadMutation, type CreateLeadBody, type UpdateLeadBody } from '../api/lead.api';
import { LEAD_LIST_PATH } from '../../crm.routes';
import { ConfigSelect } from '../../customer/components/config-select';
import { OwnerCard, RemarkField } from '../../customer/components/record-form-parts';

type LeadValues = {
  name: string;
  company: string;
  phone: string;
  credit_number: string;
  source?: number | null;
  weixin: string;
  email: string;
  address: string;
  remark: string;
  // create only
  store_id?: number | null;
  sales_id?: number | null;
  to_pool: boolean;
};

function valuesOf(lead: Lead | undefined, defaults: { storeId: number; meId: number }): LeadValues {
  return {
    name: lead?.name ?? '',
    company: toText(lead?.company),
    phone: lead?.phone ?? '',
    credit_number: toText(lead?.credit_number),
    source: lead?.source ?? null,
    weixin: toText(lead?.weixin),
    email: toText(lead?.email),
    address: toText(lead?.address),
    remark: toText(lead?.remark),
    to_pool: false,
    ...(lead ? {} : { store_id: defaults.storeId, sales_id: defaults.meId }),
  };
}

function bodyOf(values: LeadValues, creating: boolean): CreateLeadBody | UpdateLeadBody {
  const common: UpdateLeadBody = {
    name: values.name,
    company: fromText(values.company),
    phone: values.phone,
    credit_number: fromText(values.credit_number),
    source: values.source ?? '',
    weixin: fromText(values.weixin),
    email: fromText(values.email),
    address: fromText(values.address),
    remark: fromText(values.remark),
  };
  if (!creating) return common;
  return { ...common, store_id: values.store_id ?? null, sales_id: values.to_pool ? null : (values.sales_id ?? null), to_pool: values.to_pool ? 1 : 0 };
}

/** The lead form of /crm/leads/add and /crm/leads/edit, checked with the contract's schema (the server's messages). */
export function LeadForm({ lead }: { lead: Lead | undefined }) {
  const { t } = useI18n();
  const session = useSession();
  const zodRule = useZodRule();
  const [form] = Form.useForm<LeadValues>();
  const save = useSaveLeadMutation();
  const shape = CreateLeadSchema.shape;
  const canAssign = usePermission('crm:leads:sales');
  const toPool = Form.useWatch('to_pool', form) ?? false;
  const select = t('crm_customer.placeholder_select');

  const leavePage = useLeavePage();
  const leave = () => leavePage(LEAD_LIST_PATH);
  const submit = useSaveForm(form, save, { id: lead?.id ?? null, onSaved: leave });

  return (
    <FormShell<LeadValues> form={form} name="lead" initialValues={valuesOf(lead, { storeId: session.store.id, meId: session.me.id })} onFinish={(values) => submit(bodyOf(values, !lead))} saving={save.isPending} onBack={leave}>
      <Card size="small" title={t('crm_lead.section_basic')}>
        <Row gutter={16}>
          <Col span={8}>
            <TextField name="name" label={t('crm_lead.name')} required schema={shape.name} maxLength={15} />
          </Col>
          <Col span={8}>
            <TextField name="phone" label={t('crm_lead.phone')} required schema={shape.phone} maxLength={30} extra={t('crm_lead.phone_hint')} />
          </Col>
          <Col span={8}>
            <Form.Item name="source" label={t('crm_lead.source')} required rules={[zodRule(shape.source)]}>
              <ConfigSelect list="customer_source" placeholder={select} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <TextField name="company" label={t('crm_lead.company')} schema={shape.company} maxLength={50} />
          </Col>
          <Col span={12}>
            <TextField name="credit_number" label={t('crm_lead.credit_number')} schema={shape.credit_number} maxLength={40} />
          </Col>
          <Col span={8}>
            <TextField name="weixin" label={t('crm_lead.weixin')} schema={shape.weixin} maxLength={50} />
          </Col>
          <Col span={8}>
            <TextField name="email" label={t('crm_lead.email')} schema={shape.email} maxLength={100} />
          </Col>
          <Col span={8}>
            <TextField name="address" label={t('crm_lead.address')} schema={shape.address} maxLength={200} />
          </Col>
          <RemarkField label={t('crm_lead.remark')} schema={shape.remark} />
        </Row>
      </Card>
      {!lead ? (
        <OwnerCard title={t('crm_lead.section_owner')} storeLabel={t('crm_lead.store')}>
          <Col span={8}>
            <Form.Item name="to_pool" label={t('crm_lead.to_pool')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            {!toPool && canAssign ? (
              <Form.Item name="sales_id" label={t('crm_lead.owner')} extra={t('crm_lead.owner_hint')}>
                <StaffSelect placeholder={select} />
              </Form.Item>
            ) : null}
          </Col>
        </OwnerCard>
      ) : null}
    </FormShell>
  );
}
