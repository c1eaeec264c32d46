import { useState } from 'react';
import { Card, Checkbox, Tabs, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { PREPAY_TARGET_TYPES, PrepayAccountListQuerySchema, type PrepayAccount } from '@tradewind/contract/fms/prepay-account.schema';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import type { ListQuery } from '@/core/list/list-url';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { TotalsRow } from '@/core/list/totals-row';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { PREPAY_ACCOUNTS_PATH, prepayAccountKeys, useListTotals, type PrepayAccountTotals } from '../api/fms.api';
import { AccountListActions } from '../components/account-list-actions';
import { AdjustDialog, type AdjustTarget } from '../components/adjust-dialog';
import { money } from '../components/money-text';
import { prepayAccountDetailPath } from '../fms.routes';

type Values = Record<string, unknown> & { flags?: string[] };
const toValues = ({ has_balance, ...query }: ListQuery): Values => ({ ...query, flags: has_balance === 1 ? ['has_balance'] : [] });
const fromValues = ({ flags, ...values }: Values) => ({ ...values, has_balance: flags?.includes('has_balance') ? 1 : undefined });

/** /fms/finance_prepay_account/list: suppliers' and workers' prepayments (a tab each), totals, export, adjust. */
export function PrepayAccountListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<PrepayAccount, typeof PrepayAccountListQuerySchema>({ keys: prepayAccountKeys, path: PREPAY_ACCOUNTS_PATH, schema: PrepayAccountListQuerySchema, exportPath: `${PREPAY_ACCOUNTS_PATH}/export` });
  const totals = useListTotals<PrepayAccountTotals>(prepayAccountKeys, PREPAY_ACCOUNTS_PATH, list.query as QueryParams).data?.totals;
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const canAct = usePermission(['or', 'fms:finance_prepay_account:detail', 'fms:finance_prepay_account:finance_adjust']);

  const columns: TableColumnsType<PrepayAccount> = [
    { title: t('fms_web.target_name'), dataIndex: 'target_name', width: 220, render: (v: string, r) => <span>{v} {r.target_status === 1 ? null : <Tag>{t('fms_web.disabled')}</Tag>}</span> },
    { title: t('fms_web.target_code'), dataIndex: 'target_code', width: 150, render: (v: string | null) => v ?? '-' },
    { title: t('fms_web.prepay_balance'), dataIndex: 'balance', width: 140, align: 'right', render: money },
    { title: t('fms_web.total_prepay_out'), dataIndex: 'total_prepay_amount', width: 140, align: 'right', render: money },
    { title: t('fms_web.updated_at'), dataIndex: 'updated_at', width: 170, render: (v: string | null) => v ?? '-' },
  ];
  if (canAct)
    columns.push(
      rowActionsColumn<PrepayAccount>({
        title: t('fms_web.actions'),
        width: 150,
        actions: (r) => [
          { permission: 'fms:finance_prepay_account:detail', label: t('fms_web.detail'), onClick: () => navigate(prepayAccountDetailPath(r.target_type, r.target_id)) },
          { permission: 'fms:finance_prepay_account:finance_adjust', label: t('fms_web.adjust'), onClick: () => setAdjusting({ kind: 'prepay', targetType: r.target_type, targetId: r.target_id, name: r.target_name, balance: r.balance }) },
        ],
      }),
    );
  const actions = <AccountListActions entity="finance_prepay_account" exportProps={list.exportProps} />;

  return (
    <Card size="small">
      <Tabs activeKey={list.query.target_type} onChange={(key) => list.setFilters({ target_type: key as PrepayAccount['target_type'] })} items={PREPAY_TARGET_TYPES.map((key) => ({ key, label: t(`fms.prepay_target.${key}`) }))} />
      <FilterBar<Values>
        list={list}
        name="prepay_account_filters"
        toValues={toValues}
        fromValues={fromValues}
        actions={actions}
        fields={[
          { name: 'keyword', placeholder: t('fms_web.target_keyword'), width: 220 },
          { name: 'flags', control: <Checkbox.Group options={[{ value: 'has_balance', label: t('fms_web.has_balance') }]} /> },
        ]}
      />
      <ListTable<PrepayAccount>
        list={list}
        rowKey={(r) => `${r.target_type}-${r.id}`}
        columns={columns}
        empty={t('fms_web.empty_prepay')}
        scroll={{ x: 950 }}
        summary={() =>
          totals ? <TotalsRow columns={columns} label={t('fms_web.totals', { total: list.total })} totals={{ balance: money(totals.balance), total_prepay_amount: money(totals.total_prepay_amount) }} /> : null
        }
      />
      <AdjustDialog target={adjusting} onClose={() => setAdjusting(null)} />
    </Card>
  );
}
