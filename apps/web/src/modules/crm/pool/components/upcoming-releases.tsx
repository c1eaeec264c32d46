import { Card, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { UpcomingReleaseQuerySchema, type UpcomingRelease } from '@tradewind/contract/crm/pool.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useI18n } from '@/core/i18n/use-i18n';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { StaffSelect } from '@/modules/system';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

export const upcomingKeys = createQueryKeys('crm', 'pool_upcoming');
const DAYS = [3, 7, 14, 30, 60, 90];

/**
 * The rules page's forecast: the private customers the rules will release in the next N days (chosen here,
 * default 7), soonest first, with when and why; customers with an open order, an unpaid receivable or an
 * open account period are kept by their owners and not listed. Exported with crm:down_public:export.
 */
export function UpcomingReleases({ enabled }: { enabled: boolean }) {
  const { t } = useI18n();
  const list = useList<UpcomingRelease, typeof UpcomingReleaseQuerySchema>({ keys: upcomingKeys, path: '/crm/down_public_rule/upcoming', schema: UpcomingReleaseQuerySchema, exportPath: '/crm/down_public_rule/upcoming/export' });
  const columns: TableColumnsType<UpcomingRelease> = [
    { title: t('crm_pool.upcoming_customer'), dataIndex: 'customer_name', render: (name: string, row) => <Typography.Link onClick={() => openCustomerDrawer(row.customer_id)}>{name}</Typography.Link> },
    { title: t('crm_pool.upcoming_owner'), dataIndex: 'sales_name', width: 110 },
    { title: t('crm_pool.upcoming_store'), dataIndex: 'store_name', width: 130 },
    { title: t('crm_pool.upcoming_level'), dataIndex: 'level_text', width: 110, render: (v: string) => v || <Typography.Text type="secondary">{t('crm_pool.default_rule')}</Typography.Text> },
    { title: t('crm_pool.upcoming_due'), dataIndex: 'due_at', width: 160 },
    { title: t('crm_pool.upcoming_reason'), dataIndex: 'reason_text', width: 140, render: (v: string, row) => <Tag color={row.reason === 'no_visit' ? 'orange' : 'volcano'}>{v}</Tag> },
    { title: t('crm_pool.upcoming_last_visit'), dataIndex: 'last_visit_at', width: 160, render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('crm_pool.never')}</Typography.Text> },
    { title: t('crm_pool.upcoming_last_order'), dataIndex: 'last_order_at', width: 160, render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('crm_pool.never')}</Typography.Text> },
  ];
  return (
    <Card
      size="small"
      title={t('crm_pool.upcoming_title')}
      extra={
        <Space>
          <Typography.Text>{t('crm_pool.upcoming_within')}</Typography.Text>
          <Select<number>
            value={list.query.days}
            style={{ width: 110 }}
            onChange={(days) => list.setFilters({ days })}
            options={DAYS.map((d) => ({ value: d, label: t('crm_pool.upcoming_days', { days: d }) }))}
            aria-label={t('crm_pool.upcoming_within')}
          />
          <StaffSelect value={list.query.sales_id ?? undefined} onChange={(v) => list.setFilters({ sales_id: (v as number | null | undefined) ?? null })} placeholder={t('crm_pool.upcoming_owner')} aria-label={t('crm_pool.upcoming_owner')} style={{ width: 130 }} />
          <ExportButton permission="crm:down_public:export" {...list.exportProps} />
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('crm_pool.upcoming_hint')}</Typography.Paragraph>
      <ListTable<UpcomingRelease> list={list} columns={columns} scroll={{ x: 1100 }} empty={t(enabled ? 'crm_pool.upcoming_empty' : 'crm_pool.upcoming_off')} />
    </Card>
  );
}
