import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { ALL_STORES, type StoreChoice } from '@tradewind/contract/bi/period.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';

/**
 * A dashboard's store: one of the user's stores or, with `allowAll`, "all stores" (`all`: every store of
 * theirs, whichever the shell has chosen); cleared, the store chosen in the shell. The control of the period
 * filter, the goods page and the customer page; it gives what goes to the address's `store_id`.
 */
export function StoreChoiceSelect({
  value,
  onChange,
  allowAll = true,
  placeholder,
  style,
}: {
  value?: StoreChoice | null;
  onChange?: (value: StoreChoice | undefined) => void;
  allowAll?: boolean;
  placeholder?: string;
  style?: CSSProperties;
}) {
  const { t } = useI18n();
  const { stores } = useSession();
  const options = [
    ...(allowAll ? [{ value: ALL_STORES as StoreChoice, label: t('bi_period.all_stores') }] : []),
    ...stores.filter((s) => s.has_auth === 1).map((s) => ({ value: s.id as StoreChoice, label: s.name })),
  ];
  return (
    <Select<StoreChoice>
      aria-label={t('bi_period.store')}
      style={{ minWidth: 180, ...style }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder ?? t('bi_period.current_store')}
      value={value ?? undefined}
      options={options}
      onChange={(v?: StoreChoice) => onChange?.(v ?? undefined)}
    />
  );
}
