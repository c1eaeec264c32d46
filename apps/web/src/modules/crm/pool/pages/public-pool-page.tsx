import { useState } from 'react';
import { Button, Card, Flex, Tabs, Typography, type TableColumnsType } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { CustomerListQuerySchema, type Customer } from '@tradewind/contract/crm/customer.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { usePermission } from '@/core/permission/use-permission';
import { customerKeys } from '../../customer/api/customer.api';
import { CustomerFilterBar } from '../../customer/components/customer-filter-bar';
import { customerColumns } from '../../customer/components/customer-columns';
import { CertTag } from '../../customer/components/customer-tags';
import { usePoolQuotaQuery } from '../api/pool-rule.api';
import { useSalesTypeMutation } from '../api/sales-type.api';
import { PoolQuotaSummary } from '../components/pool-quota-summary';

/** 'Claim' on one row, behind a confirmation; a refusal (cap, cool-down, someone was quicker) is the server's toast. */
function GrabAction({ customer }: { customer: Pick<Customer, 'id' | 'name'> }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const grab = useSalesTypeMutation();
  return (
    <ConfirmAction
      title={t('crm_pool.grab_confirm', { name: customer.name })}
      onConfirm={() =>
        grab.mutateAsync({ id: customer.id, sales_type: 1 }).then(
          () => void message.success(t('crm_pool.grabbed', { name: customer.name })),
          () => undefined,
        )
      }
    >
      <Button type="link" size="small" loading={grab.isPending} data-testid={`grab-${customer.id}`}>
        {t('crm_pool.grab')}
      </Button>
    </ConfirmAction>
  );
}

/**
 * /crm/customer/public: the public pool and the team pool, where reps claim customers one by one or
 * several at once, seeing what is left of their cap. The server enforces cap and cool-down; a batch runs
 * the claims one after another and sums up what was refused and why.
 */
export function PublicPoolPage() {
  const { t } = useI18n();
  const { message, notification } = useFeedback();
  const canGrab = usePermission('crm:customer:sales_type');
  const canSeeQuota = usePermission(['or', 'crm:public:list', 'crm:customer:sales_type']);
  const quota = usePoolQuotaQuery(canSeeQuota);
  const grab = useSalesTypeMutation();
  const list = useList<Customer, typeof CustomerListQuerySchema>({ keys: customerKeys, path: '/crm/customers', schema: CustomerListQuerySchema, defaults: { ownership: 'public' } });
  const pool = list.query.ownership === 'team' ? 'team' : 'public';
  // The selection belongs to the rows it was made on: another page, filter or pool starts without one.
  const shown = JSON.stringify(list.query);
  const [selection, setSelection] = useState<{ shown: string; rows: Customer[] }>({ shown, rows: [] });
  const selected = selection.shown === shown ? selection.rows : [];
  const resetSelection = () => setSelection({ shown, rows: [] });
  const [batchRunning, setBatchRunning] = useState(false);

  const handleBatchGrab = async () => {
    setBatchRunning(true);
    let done = 0;
    const refused: string[] = [];
    // One after another: the cap is counted claim by claim, and the server's lock would serialise them anyway.
    for (const customer of selected) {
      try {
        await grab.mutateAsync({ id: customer.id, sales_type: 1, quiet: true });
        done += 1;
      } catch (error) {
        refused.push(error instanceof ApiError || error instanceof Error ? error.message : String(error));
      }
    }
    setBatchRunning(false);
    resetSelection();
    if (done > 0) void message.success(t('crm_pool.batch_done', { count: done }));
    if (refused.length > 0) {
      notification.warning({ title: t('crm_pool.batch_refused', { count: refused.length, reason: [...new Set(refused)].join('；') }), placement: 'topRight' });
    }
  };

  const c = customerColumns(t, list.sorter);
  const columns: TableColumnsType<Customer> = [
    c.id,
    c.name(),
    c.salesType,
    c.level,
    c.type,
    c.source,
    c.store,
    { title: t('crm_customer.certified'), dataIndex: 'is_cert', width: 80, render: (_v, row) => <CertTag isCert={row.is_cert} /> },
    c.lastVisit,
    c.createdAt,
    ...(canGrab ? [{ title: t('admin.actions'), key: 'actions', fixed: 'right' as const, width: 80, render: (_v: unknown, row: Customer) => <GrabAction customer={row} /> }] : []),
  ];

  const remaining = quota.data?.remaining ?? null;
  const overCap = remaining !== null && selected.length > remaining;

  return (
    <Card size="small" styles={{ body: { paddingTop: 0 } }}>
      <Tabs
        activeKey={pool}
        onChange={(key) => list.setFilters({ ownership: key as 'public' | 'team' })}
        items={[
          { key: 'public', label: t('crm_pool.tab_public') },
          { key: 'team', label: t('crm_pool.tab_team') },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t(pool === 'public' ? 'crm_pool.hint_public' : 'crm_pool.hint_team')}
      </Typography.Paragraph>
      {quota.data ? <PoolQuotaSummary quota={quota.data} /> : null}
      <CustomerFilterBar list={list} showOwner={false} />
      {canGrab ? (
        <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
          <ConfirmAction
            title={t('crm_pool.grab_selected_confirm', { count: selected.length })}
            description={overCap ? <Typography.Text type="warning">{t('crm_pool.grab_selected_over_cap', { remaining: remaining ?? 0 })}</Typography.Text> : undefined}
            disabled={selected.length === 0}
            onConfirm={() => void handleBatchGrab()}
          >
            <Button type="primary" disabled={selected.length === 0} loading={batchRunning}>
              {selected.length > 0 ? t('crm_pool.grab_selected', { count: selected.length }) : t('crm_pool.grab_batch')}
            </Button>
          </ConfirmAction>
          {selected.length > 0 ? <Typography.Text type="secondary">{t('crm_pool.selected', { count: selected.length })}</Typography.Text> : null}
        </Flex>
      ) : null}
      <ListTable<Customer>
        list={list}
        columns={columns}
        rowSelection={canGrab ? { selectedRowKeys: selected.map((c) => c.id), onChange: (_keys, rows) => setSelection({ shown, rows }) } : undefined}
        scroll={{ x: 1150 }}
        empty={t('crm_pool.empty')}
      />
    </Card>
  );
}
