import { useState } from 'react';
import { Button, Card, Image, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { FEEDBACK_STATUS, FEEDBACK_STATUSES, FEEDBACK_TYPES, FeedbackListQuerySchema, type Feedback } from '@tradewind/contract/marketing/feedback.schema';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { ListTable } from '@/core/list/list-table';
import { filterTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { CustomerSelect } from '@/modules/crm';
import { FEEDBACK_LIST_PATH, feedbackKeys, useFeedbackStatusMutation } from '../api/feedback.api';
import { FeedbackFormModal } from '../components/feedback-form-modal';
import { FeedbackReplyModal } from '../components/feedback-reply-modal';

const STATUS_COLOR = { 1: 'orange', 2: 'blue', 3: 'default' } as const;

/** /marketing/feedback/list: what customers said, by status tab; type, customer, words and days; reply, close and reopen (README "Feedback"). */
export function FeedbackListPage() {
  const { t } = useI18n();
  const list = useList<Feedback, typeof FeedbackListQuerySchema>({ keys: feedbackKeys, path: FEEDBACK_LIST_PATH, schema: FeedbackListQuerySchema });
  const setStatus = useFeedbackStatusMutation();
  const [creating, setCreating] = useState(false);
  const [replying, setReplying] = useState<Feedback | null>(null);
  const columns: TableColumnsType<Feedback> = [
    { title: t('marketing.feedback_created_at'), dataIndex: 'created_at', width: 150 },
    {
      title: t('marketing.feedback_customer'),
      key: 'who',
      width: 170,
      render: (_v, r) => (
        <div>
          {r.customer_name ?? r.contact_name ?? '—'}
          {r.contact_phone ? (
            <>
              <br />
              <Typography.Text type="secondary">{[r.customer_name ? r.contact_name : null, r.contact_phone].filter(Boolean).join(' ')}</Typography.Text>
            </>
          ) : null}
        </div>
      ),
    },
    { title: t('marketing.feedback_type'), dataIndex: 'type_name', width: 90 },
    {
      title: t('marketing.feedback_content'),
      dataIndex: 'content',
      render: (v: string, r) => (
        <div>
          <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: t('marketing.feedback_more') }} style={{ marginBottom: r.images.length ? 4 : 0 }}>
            {v}
          </Typography.Paragraph>
          {r.images.length > 0 ? (
            <Image.PreviewGroup>
              <Space size={4} wrap>
                {r.images.map((src, i) => (
                  <Image key={src} src={src} width={36} height={36} alt={`${t('marketing.feedback_images')} ${i + 1}`} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : null}
        </div>
      ),
    },
    { title: t('marketing.feedback_source'), dataIndex: 'source_name', width: 110 },
    { title: t('marketing.feedback_status'), dataIndex: 'status', width: 80, render: (v: Feedback['status'], r) => <Tag color={STATUS_COLOR[v]}>{r.status_name}</Tag> },
    {
      title: t('marketing.feedback_reply'),
      dataIndex: 'reply',
      width: 220,
      render: (v: string | null, r) =>
        v ? (
          <div>
            <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: t('marketing.feedback_more') }} style={{ marginBottom: 0 }}>
              {v}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {r.replied_by_name ?? ''} {r.replied_at ?? ''}
            </Typography.Text>
          </div>
        ) : (
          '—'
        ),
    },
    {
      title: t('admin.actions'),
      key: 'actions',
      fixed: 'right',
      width: 150,
      render: (_v, r) => (
        <Space size={0}>
          {r.status !== FEEDBACK_STATUS.closed ? (
            <Permission rule="marketing:feedback:reply">
              <Button type="link" onClick={() => setReplying(r)}>
                {t('marketing.feedback_reply_action')}
              </Button>
            </Permission>
          ) : null}
          <Permission rule="marketing:feedback:status">
            {r.status === FEEDBACK_STATUS.closed ? (
              <ConfirmAction title={t('marketing.feedback_reopen_confirm')} onConfirm={() => setStatus.mutateAsync({ id: r.id, action: 'reopen' })}>
                <Button type="link">{t('marketing.feedback_reopen')}</Button>
              </ConfirmAction>
            ) : (
              <ConfirmAction title={t('marketing.feedback_close_confirm')} onConfirm={() => setStatus.mutateAsync({ id: r.id, action: 'close' })}>
                <Button type="link">{t('marketing.feedback_close')}</Button>
              </ConfirmAction>
            )}
          </Permission>
        </Space>
      ),
    },
  ];
  const tabs = filterTabs(list, { all: t('marketing.feedback_all'), values: FEEDBACK_STATUSES, label: (s) => t(`marketing.feedback_status_${s}`) });
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('marketing.feedback_keyword'), width: 200 },
    { name: 'customer_id', control: <CustomerSelect placeholder={t('marketing.feedback_customer')} style={{ width: 200 }} /> },
    { name: 'type', placeholder: t('marketing.feedback_type'), width: 130, options: FEEDBACK_TYPES.map((v) => ({ value: v, label: t(`marketing.feedback_type_${v}`) })) },
    { name: 'dates', placeholder: [t('marketing.feedback_date_from'), t('marketing.feedback_date_to')], width: 250 },
  ];
  const create = <CreateButton permission="marketing:feedback:create" label={t('marketing.feedback_create')} onClick={() => setCreating(true)} />;
  return (
    <Card size="small">
      <FilterBar list={list} name="feedback_filters" actions={create} fields={filters} />
      <Tabs {...tabs} />
      <ListTable<Feedback> list={list} columns={columns} empty={t('marketing.feedback_empty')} scroll={{ x: 1300 }} />
      {creating ? <FeedbackFormModal onClose={() => setCreating(false)} /> : null}
      {replying ? <FeedbackReplyModal feedback={replying} onClose={() => setReplying(null)} /> : null}
    </Card>
  );
}
