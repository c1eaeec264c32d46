import { useState } from 'react';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useNavigate } from 'react-router';
import { SALES_TYPE } from '@tradewind/contract/crm/config.schema';
import type { Customer } from '@tradewind/contract/crm/customer.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { openAccountPeriodDialog } from '../../account-period/account-period-dialog-store';
import { accountPeriodListPath, customerEditPath, quotationPath } from '../../crm.routes';
import { CertTag, StatusTag, SalesTypeTag } from '../../customer/components/customer-tags';
import { useSalesTypeMutation } from '../../pool/api/sales-type.api';
import { closeCustomerDrawer } from '../customer-drawer-store';
import { ChangeSalesModal } from './change-sales-modal';
import { ChangeStoreModal } from './change-store-modal';
import { areaText } from '@tradewind/contract/common/address';

const dash = (value: string | null | undefined) => (value ? value : '-');

/**
 * The customer's fields (spec 001 §3) with the actions of spec 001 §6, each shown only with its
 * permission: edit, change sales owner, grab into private / put into the public pool (confirmed),
 * change store, open or modify the account period.
 */
export function BaseInfoSection({ customer }: { customer: Customer }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [modal, setModal] = useState<'sales' | 'store' | null>(null);
  const salesType = useSalesTypeMutation();
  const isPrivate = customer.sales_type === SALES_TYPE.private;

  const handleSalesType = (next: 0 | 1) =>
    salesType.mutateAsync({ id: customer.id, sales_type: next }).then(
      () => void message.success(t(next === 1 ? 'crm_drawer.grabbed' : 'crm_drawer.released')),
      () => undefined,
    );

  const contract = customer.contract_begin_time ? `${customer.contract_begin_time.slice(0, 10)} ~ ${customer.contract_end_time?.slice(0, 10) ?? ''}` : '-';

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap data-testid="customer-actions">
        <Permission rule="crm:customer:update">
          <Button
            onClick={() => {
              closeCustomerDrawer();
              void navigate(customerEditPath(customer.id));
            }}
          >
            {t('crm_drawer.edit')}
          </Button>
        </Permission>
        <Permission rule="crm:customer:sales">
          <Button onClick={() => setModal('sales')}>{t('crm_drawer.change_sales')}</Button>
        </Permission>
        <Permission rule="crm:customer:sales_type">
          {isPrivate ? (
            <ConfirmAction title={t('crm_drawer.release_confirm')} okButtonProps={{ danger: true }} onConfirm={() => handleSalesType(0)}>
              <Button danger loading={salesType.isPending}>
                {t('crm_drawer.release')}
              </Button>
            </ConfirmAction>
          ) : (
            <ConfirmAction title={t('crm_drawer.grab_confirm')} onConfirm={() => handleSalesType(1)}>
              <Button loading={salesType.isPending}>{t('crm_drawer.grab')}</Button>
            </ConfirmAction>
          )}
        </Permission>
        <Permission rule="crm:customer:update_store">
          <Button onClick={() => setModal('store')}>{t('crm_drawer.change_store')}</Button>
        </Permission>
        <Permission rule="crm:customer:payment_day">
          <Button onClick={() => openAccountPeriodDialog(customer.id)}>{t(customer.is_open_payment_day === 1 ? 'crm_drawer.modify_period' : 'crm_drawer.open_period')}</Button>
        </Permission>
        <Permission rule="crm:quotation_price:list">
          <Button
            onClick={() => {
              closeCustomerDrawer();
              void navigate(quotationPath(customer.id));
            }}
          >
            {t('crm_price.quotation_open')}
          </Button>
        </Permission>
      </Flex>

      <Descriptions size="small" column={2} bordered title={t('crm_drawer.section_base')} data-testid="customer-base-info">
        <Descriptions.Item label={t('crm_customer.id')}>{customer.id}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.name')}>{customer.name}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.phone')}>{customer.phone}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.status')}>
          <StatusTag status={customer.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.level')}>{dash(customer.level_text)}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.type')}>{dash(customer.type_text)}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.source')}>{dash(customer.source_text)}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.sex')}>{t(`crm.sex_${customer.sex}`)}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.sales_type')}>
          <SalesTypeTag salesType={customer.sales_type} />
        </Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.owner')}>{customer.sales_name || t('crm_drawer.no_owner')}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.store')}>{dash(customer.store_name)}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.certified')}>
          <Flex gap={6} align="center">
            <CertTag isCert={customer.is_cert} />
            {customer.cert_name && <Typography.Text>{customer.cert_name}</Typography.Text>}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.weixin')}>{dash(customer.weixin)}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.qq')}>{dash(customer.qq)}</Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.email')} span={2}>
          {dash(customer.email)}
        </Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.area')} span={2}>
          {dash(areaText(customer.area_string))}
        </Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.address')} span={2}>
          {dash(customer.address)}
        </Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.remark')} span={2}>
          {dash(customer.remark)}
        </Descriptions.Item>
        <Descriptions.Item label={t('crm_customer.created_by')}>{dash(customer.created_by_name)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.created_at')}>{customer.created_at}</Descriptions.Item>
      </Descriptions>

      <Descriptions size="small" column={2} bordered title={t('crm_drawer.section_period')} data-testid="customer-period-info">
        <Descriptions.Item label={t('crm_drawer.period_status')}>{t(customer.is_open_payment_day === 1 ? 'crm_drawer.period_opened' : 'crm_drawer.period_closed')}</Descriptions.Item>
        <Descriptions.Item label={t('crm_drawer.period_name')}>
          {customer.account_period_id ? (
            <Typography.Link
              onClick={() => {
                closeCustomerDrawer();
                void navigate(accountPeriodListPath(customer.account_period_id ?? undefined));
              }}
            >
              {customer.account_period_name || `#${customer.account_period_id}`}
            </Typography.Link>
          ) : (
            '-'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('crm_drawer.payment_amount')}>{customer.payment_amount}</Descriptions.Item>
        <Descriptions.Item label={t('crm_drawer.contract_time')}>{contract}</Descriptions.Item>
      </Descriptions>

      {modal === 'sales' && <ChangeSalesModal customer={customer} onClose={() => setModal(null)} />}
      {modal === 'store' && <ChangeStoreModal customer={customer} onClose={() => setModal(null)} />}
    </Flex>
  );
}
