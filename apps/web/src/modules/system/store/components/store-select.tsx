import { OptionSelect, type OptionSelectProps } from '@/core/form/option-select';
import { useI18n } from '@/core/i18n/use-i18n';
import { useStoreOptionsQuery } from '../api/store.api';

/** One store or several, from every store of the company (GET /stores/all). */
export function StoreSelect(props: OptionSelectProps) {
  const { t } = useI18n();
  const stores = useStoreOptionsQuery();
  const options = (stores.data ?? []).map((s) => ({ value: s.id, label: s.is_master ? `${s.name}（${t('store.is_master')}）` : s.name }));
  return <OptionSelect {...props} options={options} loading={stores.isPending} />;
}
