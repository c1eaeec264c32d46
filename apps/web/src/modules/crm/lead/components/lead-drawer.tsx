import { Button, Descriptions, Drawer, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import type { Lead } from '@tradewind/contract/crm/lead.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useLeadQuery } from '../api/lead.api';
import { VisitSection } from '../../customer-drawer/components/visit-section';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';
import { LeadStatusTag } from './lead-status-tag';

/** A lead's details and its follow-ups (the customers' follow-ups: the same section, form and rules). */
export function LeadDrawer({ id, onClose, onTransform }: { id: number; onClose: () => void; onTransform: (lead: Lead) => void }) {
  const { t } = useI18n();
  const lead = useLeadQuery(id);
  const row = lead.data;
  const transformed = row?.status === 3;
  const value = (v: string | null | undefined) => v || '-';

  return (
    <Drawer open width={640} title={row ? `${t('crm_lead.detail_title')} · ${row.company ?? row.name}` : t('crm_lead.detail_title')} onClose={onClose} destroyOnHidden>
      {!row ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'info',
              label: t('crm_lead.tab_info'),
              children: (
                <Space direction="vertical" size={12} style={{ width: '100%' }}>
                  <Descriptions size="small" column={2} bordered>
                    <Descriptions.Item label={t('crm_lead.name')}>{row.name}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.phone')}>{row.phone}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.company')} span={2}>{value(row.company)}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.credit_number')} span={2}>{value(row.credit_number)}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.source')}>{value(row.source_text)}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.status')}><LeadStatusTag lead={row} /></Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.owner')}>{row.sales_id === null ? <Tag>{t('crm_lead.pool')}</Tag> : row.sales_name}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.store')}>{row.store_name}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.weixin')}>{value(row.weixin)}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.email')}>{value(row.email)}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.address')} span={2}>{value(row.address)}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.remark')} span={2}>{value(row.remark)}</Descriptions.Item>
                    <Descriptions.Item label={t('crm_lead.last_visit')}>{value(row.last_visit_at)}</Descriptions.Item>
                    <Descriptions.Item label={t('admin.created_at')}>{row.created_at}</Descriptions.Item>
                  </Descriptions>
                  {transformed && row.customer_id !== null ? (
                    <Typography.Link onClick={() => openCustomerDrawer(row.customer_id!)}>
                      {t('crm_lead.open_customer')}: {row.customer_name}
                    </Typography.Link>
                  ) : (
                    <Permission rule="crm:leads:transform">
                      <Button type="primary" onClick={() => onTransform(row)}>
                        {t('crm_lead.transform')}
                      </Button>
                    </Permission>
                  )}
                </Space>
              ),
            },
            {
              key: 'visits',
              label: t('crm_lead.tab_visits'),
              children: (
                <Permission rule="crm:visit:list">
                  <VisitSection owner={{ leadId: row.id }} readOnly={transformed} />
                </Permission>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
