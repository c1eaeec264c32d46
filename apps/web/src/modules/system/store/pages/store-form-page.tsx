import { App, Form, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { Store } from '@tradewind/contract/system/store.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { showFormError } from '../../shared/show-form-error';
import { useSaveStoreMutation, type StoreBody } from '../api/store.mutations';
import { useStoreQuery } from '../api/store.queries';
import { StoreForm, storeFormValues, type StoreValues } from '../components/store-form';
import { STORE_LIST_PATH } from '../store.routes';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /system/store/add and /system/store/edit?id=: one page, one form. */
export function StoreFormPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  const store = useStoreQuery(id);

  if (id !== null && store.isPending) return <Skeleton active />;
  if (id !== null && !store.data) return <Result status="404" title={t('store.not_found')} />;
  // Keyed by the store: a different id starts a fresh form.
  return <StoreEditor key={id ?? 'new'} store={store.data} />;
}

function StoreEditor({ store }: { store: Store | undefined }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<StoreValues>();
  const save = useSaveStoreMutation();

  const handleFinish = (values: StoreValues) => {
    const [provinceId = null, cityId = null, areaId = null] = values.area?.ids ?? [];
    const input: StoreBody = {
      name: values.name,
      is_master: values.is_master ? 1 : 0,
      status: values.status ? 1 : 0,
      province_id: provinceId,
      city_id: cityId,
      area_id: areaId,
      address: values.address?.trim() || undefined,
      longitude: values.longitude ?? null,
      latitude: values.latitude ?? null,
      contact_name: values.contact_name?.trim() || undefined,
      contact_phone: values.contact_phone?.trim() || undefined,
      staff_ids: values.staff_ids ?? [],
    };
    save.mutate(
      { id: store?.id ?? null, input },
      {
        onSuccess: () => {
          message.success(t(store ? 'admin.updated' : 'admin.created'));
          void navigate(STORE_LIST_PATH);
        },
        onError: (error) => showFormError(form, message, error, { province_id: 'area', city_id: 'area', area_id: 'area' }),
      },
    );
  };

  return <StoreForm form={form} initialValues={storeFormValues(store)} saving={save.isPending} onFinish={handleFinish} onCancel={() => void navigate(STORE_LIST_PATH)} />;
}
