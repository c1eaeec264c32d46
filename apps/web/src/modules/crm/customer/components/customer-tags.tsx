import { Tag } from 'antd';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { useI18n } from '@/core/i18n/use-i18n';

const SALES_TYPE_COLOR = { 0: 'orange', 1: 'blue', 2: 'purple' } as const;

/** Private, public pool or team pool (spec 001 §3 sales_type), in the contract's words. */
export function SalesTypeTag({ salesType }: { salesType: Customer['sales_type'] }) {
  const { t } = useI18n();
  return (
    <Tag color={SALES_TYPE_COLOR[salesType]} style={{ marginInlineEnd: 0 }}>
      {t(`crm.sales_type_${salesType}`)}
    </Tag>
  );
}

export function StatusTag({ status }: { status: Customer['status'] }) {
  const { t } = useI18n();
  return (
    <Tag color={status === 1 ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(status === 1 ? 'admin.enabled' : 'admin.disabled')}
    </Tag>
  );
}

export function CertTag({ isCert }: { isCert: Customer['is_cert'] }) {
  const { t } = useI18n();
  return isCert === 1 ? (
    <Tag color="green" style={{ marginInlineEnd: 0 }}>
      {t('crm_customer.cert_yes')}
    </Tag>
  ) : (
    <Tag style={{ marginInlineEnd: 0 }}>{t('crm_customer.cert_no')}</Tag>
  );
}

/** On account (with the period's name) or not. */
export function PeriodTag({ customer }: { customer: Pick<Customer, 'is_open_payment_day' | 'account_period_name'> }) {
  const { t } = useI18n();
  return customer.is_open_payment_day === 1 ? (
    <Tag color="gold" style={{ marginInlineEnd: 0 }} title={customer.account_period_name || undefined}>
      {customer.account_period_name || t('crm_customer.period_open')}
    </Tag>
  ) : (
    <Tag style={{ marginInlineEnd: 0 }}>{t('crm_customer.period_none')}</Tag>
  );
}
