import { Alert, Button, Flex, List, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import type { Lead, LeadDuplicate } from '@tradewind/contract/crm/lead.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useSession } from '@/core/session/session-context';
import { useLeadDuplicatesQuery, useTransformLeadMutation } from '../api/lead.api';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

/**
 * Transform a lead (crm:leads:transform): the customers it may already be (same mobile, credit code or
 * company name) each with 'merge into this customer' — filling only that customer's empty fields — or, when
 * no customer has the lead's mobile, 'create a new customer' (anyway, once duplicates were shown). A lead
 * with a credit code and a company says that the customer's enterprise certification will be submitted from
 * it (for one who may submit certifications), and after the transform what became of it.
 */
export function LeadTransformModal({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const session = useSession();
  const duplicates = useLeadDuplicatesQuery(lead.id);
  const transform = useTransformLeadMutation();
  const list = duplicates.data ?? [];
  const phoneTaken = list.some((d) => d.matches.includes('phone') && d.phone === lead.phone);
  const customerName = lead.company ?? lead.name;
  const mayCertify = usePermission('crm:certification:create');
  const carriesCredit = Boolean(lead.credit_number && lead.company) && mayCertify;

  const run = (body: { mode: 'create' | 'merge'; customer_id?: number; ignore_duplicates?: 0 | 1 }, done: string) =>
    transform.mutateAsync({ id: lead.id, ...body }).then(
      (result) => {
        void message.success(done);
        if (result.certification) void message.info(t(`crm_lead.cert_${result.certification}`));
        onClose();
        openCustomerDrawer(result.customer_id);
      },
      () => undefined,
    );

  const item = (d: LeadDuplicate) => (
    <List.Item
      key={d.customer_id}
      data-testid="lead-duplicate"
      actions={[
        d.can_merge ? (
          <Button key="merge" type="primary" loading={transform.isPending} onClick={() => void run({ mode: 'merge', customer_id: d.customer_id }, t('crm_lead.merged', { name: d.name }))}>
            {t('crm_lead.merge')}
          </Button>
        ) : (
          <Typography.Text key="locked" type="secondary">
            {t('crm_lead.not_mergeable')}
          </Typography.Text>
        ),
      ]}
    >
      <List.Item.Meta
        title={
          <Space size={6} wrap>
            <Typography.Text strong>{d.name}</Typography.Text>
            <Typography.Text type="secondary">#{d.customer_id}</Typography.Text>
            {d.matches.map((m) => (
              <Tag key={m} color="orange">
                {t(`crm_lead.match_${m}`)}
              </Tag>
            ))}
          </Space>
        }
        description={
          <Flex vertical gap={2}>
            <span>
              {d.phone} · {d.store_name} · {d.sales_name || '-'}
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {d.fills.length ? t('crm_lead.fills', { fields: d.fills.join(t('crm_lead.list_separator')) }) : t('crm_lead.fills_none')}
            </Typography.Text>
          </Flex>
        }
      />
    </List.Item>
  );

  const footer = duplicates.isPending ? null : list.length === 0 ? (
    <Space>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button type="primary" loading={transform.isPending} onClick={() => void run({ mode: 'create' }, t('crm_lead.transformed'))}>
        {t('crm_lead.create_customer')}
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button disabled={phoneTaken} title={phoneTaken ? t('crm_lead.phone_blocks_create') : undefined} loading={transform.isPending} onClick={() => void run({ mode: 'create', ignore_duplicates: 1 }, t('crm_lead.transformed'))}>
        {t('crm_lead.create_anyway')}
      </Button>
    </Space>
  );

  return (
    <Modal open width={720} title={t('crm_lead.transform_title')} onCancel={onClose} footer={footer} destroyOnHidden>
      {carriesCredit ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('crm_lead.cert_hint', { code: lead.credit_number ?? '' })} /> : null}
      {duplicates.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.length === 0 ? (
        <Alert type="success" showIcon title={t('crm_lead.no_duplicates', { name: customerName, owner: lead.sales_name || session.me.name })} />
      ) : (
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon title={t('crm_lead.duplicates_found', { count: list.length })} />
          {phoneTaken ? <Typography.Text type="secondary">{t('crm_lead.phone_blocks_create')}</Typography.Text> : null}
          <List size="small" bordered dataSource={list} renderItem={item} />
        </Flex>
      )}
    </Modal>
  );
}
