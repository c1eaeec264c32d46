import { App, Form, Result, Skeleton } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SALES_TYPE } from '@tradewind/contract/crm/config.schema';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { showFieldErrors } from '@/core/form/show-field-errors';
import { tabsStore } from '@/shell/tabs/tabs-store';
import { useSaveCustomerMutation, type CreateCustomerBody, type UpdateCustomerBody } from '../api/customer.mutations';
import { useCustomerQuery } from '../api/customer.queries';
import { CustomerForm, customerFormValues, type CustomerValues } from '../components/customer-form';
import { CUSTOMER_LIST_PATH } from '../customer.routes';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /crm/customer/add and /crm/customer/edit?id=: one page, one form. */
export function CustomerFormPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  const customer = useCustomerQuery(id);

  if (id !== null && customer.isPending) return <Skeleton active />;
  if (id !== null && !customer.data) return <Result status="404" title={t('crm_customer.not_found')} />;
  // Keyed by the customer: another id starts a fresh form.
  return <CustomerEditor key={id ?? 'new'} customer={customer.data} />;
}

/** Server field names that the form shows on another field. */
const FIELD_MAP = { province_id: 'area', city_id: 'area', area_id: 'area' };

function CustomerEditor({ customer }: { customer: Customer | undefined }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const [form] = Form.useForm<CustomerValues>();
  const save = useSaveCustomerMutation();

  /** Back to the list, and this page's tab closes: the next 'new customer' starts empty. */
  const leave = () => {
    void navigate(CUSTOMER_LIST_PATH);
    tabsStore.close(pathname, 'self');
  };

  const handleFinish = (values: CustomerValues) => {
    const [provinceId = null, cityId = null, areaId = null] = values.area?.ids ?? [];
    const common: UpdateCustomerBody = {
      name: values.name,
      phone: values.phone,
      avatar: values.avatar[0] ?? null,
      level_id: values.level_id ?? null,
      type_id: values.type_id ?? null,
      source: values.source ?? 0,
      sex: values.sex,
      weixin: values.weixin ?? null,
      qq: values.qq ?? null,
      email: values.email ?? null,
      province_id: provinceId,
      city_id: cityId,
      area_id: areaId,
      address: values.address ?? null,
      remark: values.remark ?? null,
      status: values.status ? 1 : 0,
    };
    const input: CreateCustomerBody | UpdateCustomerBody = customer
      ? common
      : {
          ...common,
          store_id: values.store_id ?? null,
          sales_type: values.sales_type,
          sales_id: values.sales_type === SALES_TYPE.private ? (values.sales_id ?? session.me.id) : null,
          contact_name: values.contact_name ?? null,
        };
    save.mutate(
      { id: customer?.id ?? null, input },
      {
        onSuccess: () => {
          void message.success(t(customer ? 'admin.updated' : 'admin.created'));
          leave();
        },
        onError: (error) => showFieldErrors(form, error, FIELD_MAP),
      },
    );
  };

  return (
    <CustomerForm
      form={form}
      mode={customer ? 'edit' : 'create'}
      initialValues={customerFormValues(customer, { storeId: session.store.id, meId: session.me.id })}
      saving={save.isPending}
      onFinish={handleFinish}
      onCancel={leave}
    />
  );
}
