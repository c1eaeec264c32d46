import { useState } from 'react';
import { Card, Checkbox, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { CustomerAccountListQuerySchema, type CustomerAccountRow } from '@tradewind/contract/fms/customer-account.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import type { ListQuery } from '@/core/list/list-url';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { TotalsRow } from '@/core/list/totals-row';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { useStoreOptionsQuery } from '@/shell/session/session.api';
import { CUSTOMER_ACCOUNTS_PATH, customerAccountKeys, useListTotals, type CustomerAccountTotals } from '../api/fms.api';
import { AccountListActions } from '../components/account-list-actions';
import { AdjustDialog, type AdjustTarget } from '../components/adjust-dialog';
import { money } from '../components/money-text';
import { customerAccountDetailPath } from '../fms.routes';

type Values = Record<string, unknown> & { flags?: string[] };
/** The two "has" filters are one checkbox group in the bar. */
const toValues = ({ has_balance, has_need_pay, ...query }: ListQuery): Values => ({ ...query, flags: [has_balance === 1 ? 'has_balance' : null, has_need_pay === 1 ? 'has_need_pay' : null].filter((f): f is string => f !== null) });
const fromValues = ({ flags, ...values }: Values) => ({ ...values, has_balance: flags?.includes('has_balance') ? 1 : undefined, has_need_pay: flags?.includes('has_need_pay') ? 1 : undefined });


/** /fms/customer_account/list: every customer the user sees with balance, receivable and prepaid total; filters, totals, export, adjust. */
export function CustomerAccountListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<CustomerAccountRow, typeof CustomerAccountListQuerySchema>({ keys: customerAccountKeys, path: CUSTOMER_ACCOUNTS_PATH, schema: CustomerAccountListQuerySchema, exportPath: `${CUSTOMER_ACCOUNTS_PATH}/export` });
  const totals = useListTotals<CustomerAccountTotals>(customerAccountKeys, CUSTOMER_ACCOUNTS_PATH, list.query as QueryParams).data?.totals;
  const stores = useStoreOptionsQuery(true);
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const canAct = usePermission(['or', 'fms:customer_account:detail', 'fms:customer_account:finance_adjust']);

  const columns: TableColumnsType<CustomerAccountRow> = [
    { title: t('fms_web.customer'), key: 'customer', width: 220, fixed: 'left', render: (_v, r) => <div>{r.customer_name}<br /><Typography.Text type="secondary">{`ID ${r.customer_id} · ${r.customer_phone ?? ''}`}</Typography.Text></div> },
    { title: t('fms_web.store'), dataIndex: 'store_name', width: 120 },
    { title: t('fms_web.sales'), dataIndex: 'sales_name', width: 90, render: (v: string | null) => v ?? '-' },
    { title: t('fms_web.credit'), key: 'credit', width: 120, align: 'right', render: (_v, r) => (r.is_open_payment_day === 1 ? money(r.payment_amount ?? '0.00') : <Typography.Text type="secondary">{t('fms_web.no_credit')}</Typography.Text>) },
    { title: t('fms_web.balance'), dataIndex: 'balance', width: 120, align: 'right', render: money },
    { title: t('fms_web.need_pay'), dataIndex: 'need_pay', width: 120, align: 'right', render: money },
    { title: t('fms_web.total_prepay'), dataIndex: 'total_prepay_amount', width: 120, align: 'right', render: money },
    { title: t('fms_web.updated_at'), dataIndex: 'updated_at', width: 160, render: (v: string | null) => v ?? '-' },
  ];
  if (canAct)
    columns.push(
      rowActionsColumn<CustomerAccountRow>({
        title: t('fms_web.actions'),
        width: 150,
        fixed: 'right',
        actions: (r) => [
          { permission: 'fms:customer_account:detail', label: t('fms_web.detail'), onClick: () => navigate(customerAccountDetailPath(r.customer_id)) },
          { permission: 'fms:customer_account:finance_adjust', label: t('fms_web.adjust'), onClick: () => setAdjusting({ kind: 'customer', customerId: r.customer_id, name: r.customer_name, balance: r.balance, needPay: r.need_pay }) },
        ],
      }),
    );
  const flags = [
    { value: 'has_balance', label: t('fms_web.has_balance') },
    { value: 'has_need_pay', label: t('fms_web.has_need_pay') },
  ];
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('fms_web.keyword'), width: 220 },
    { name: 'store_id', placeholder: t('fms_web.store_all'), width: 160, options: (stores.data ?? []).filter((s) => s.has_auth === 1).map((s) => ({ value: s.id, label: s.name })) },
    { name: 'flags', control: <Checkbox.Group options={flags} /> },
  ];
  const actions = <AccountListActions entity="customer_account" exportProps={list.exportProps} />;

  return (
    <Card size="small">
      <FilterBar<Values> list={list} name="customer_account_filters" toValues={toValues} fromValues={fromValues} actions={actions} fields={filters} />
      <ListTable<CustomerAccountRow>
        list={list}
        columns={columns}
        empty={t('fms_web.empty_accounts')}
        scroll={{ x: 1250 }}
        summary={() =>
          totals ? (
            <TotalsRow
              columns={columns}
              label={t('fms_web.totals', { total: list.total })}
              totals={{ balance: money(totals.balance), need_pay: money(totals.need_pay), total_prepay_amount: money(totals.total_prepay_amount) }}
            />
          ) : null
        }
      />
      <AdjustDialog target={adjusting} onClose={() => setAdjusting(null)} />
    </Card>
  );
}
