import { useState } from 'react';
import { Button, Card, Flex, Form, Image, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { ARTICLE_CATEGORIES, ARTICLE_STATES, ARTICLE_STATUSES, ArticleListQuerySchema, type ArticleRow } from '@tradewind/contract/cms/article.schema';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { PublicKeyLink } from '@/core/share/public-key-link';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { articleKeys, useArticleActionMutation, useArticlePublicLinkQuery, useDeleteArticleMutation } from '../api/article.api';
import { PreviewLinkDialog, ScheduleDialog } from '../components/article-dialogs';
import { ARTICLE_ADD_PATH, articleEditPath } from '../../cms.routes';

const STATUS_COLOURS = { 0: 'default', 1: 'processing', 2: 'success' } as const;

type Dialog = { kind: 'schedule' | 'preview'; article: ArticleRow } | null;

/** A row's actions, offered by the article's state and the user's permissions (contract ARTICLE_STATES). */
function ArticleActions({ article, onDialog }: { article: ArticleRow; onDialog: (dialog: Dialog) => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const can = useDocumentActions(ARTICLE_STATES, article.status);
  const act = useArticleActionMutation();
  const remove = useDeleteArticleMutation();
  const run = (action: 'publish' | 'unpublish') => act.mutateAsync({ id: article.id, action }).then((r) => void message.success(r.message));
  return (
    <Space size={0} wrap>
      {can.update ? (
        <Button type="link" onClick={() => void navigate(articleEditPath(article.id))}>
          {t('cms_article.edit')}
        </Button>
      ) : null}
      {can.preview ? (
        <Button type="link" onClick={() => onDialog({ kind: 'preview', article })}>
          {t('cms_article.preview')}
        </Button>
      ) : null}
      {can.publish ? (
        <ConfirmAction title={t('cms_article.publish_confirm', { title: article.title })} onConfirm={() => run('publish')}>
          <Button type="link">{t('cms_article.publish')}</Button>
        </ConfirmAction>
      ) : null}
      {can.schedule ? (
        <Button type="link" onClick={() => onDialog({ kind: 'schedule', article })}>
          {t('cms_article.schedule')}
        </Button>
      ) : null}
      {can.unpublish ? (
        <ConfirmAction title={t('cms_article.unpublish_confirm', { title: article.title })} onConfirm={() => run('unpublish')}>
          <Button type="link">{t('cms_article.unpublish')}</Button>
        </ConfirmAction>
      ) : null}
      {can.delete ? <DeleteAction size="middle" title={t('cms_article.delete_confirm', { title: article.title })} onDelete={() => remove.mutateAsync(article.id)} /> : null}
    </Space>
  );
}

/** Where the ordering app reads the published articles (the company's public key). */
function PublicLink() {
  const { t } = useI18n();
  const link = useArticlePublicLinkQuery();
  if (!link.data) return null;
  return <PublicKeyLink label={t('cms_article.public_link')} shop={link.data.shop} path={link.data.list_url} hint={t('cms_article.public_link_hint')} />;
}

/** /cms/article/list: the articles with their state; write, preview by link, publish now or at a time, take back, delete. */
export function ArticleListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<ArticleRow, typeof ArticleListQuerySchema>({ keys: articleKeys, path: '/cms/articles', schema: ArticleListQuerySchema });
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns: TableColumnsType<ArticleRow> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('cms_article.cover'),
      dataIndex: 'cover',
      width: 96,
      render: (v: string | null) => (v ? <Image src={v} width={80} height={45} style={{ objectFit: 'cover' }} alt="" /> : '-'),
    },
    {
      title: t('cms_article.title'),
      dataIndex: 'title',
      width: 320,
      render: (_v, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.title}</Typography.Text>
          {row.summary ? (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 300 }}>
              {row.summary}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: t('cms_article.category'), dataIndex: 'category_text', width: 100 },
    {
      title: t('cms_article.status'),
      dataIndex: 'status',
      width: 170,
      render: (_v, row) => (
        <Flex vertical gap={2} align="start">
          <Tag color={STATUS_COLOURS[row.status]}>{row.status_text}</Tag>
          {row.status === 1 && row.publish_at ? <Typography.Text style={{ fontSize: 12 }}>{row.publish_at.slice(0, 16)}</Typography.Text> : null}
        </Flex>
      ),
    },
    { title: t('cms_article.goods_count'), dataIndex: 'sku_ids', width: 70, align: 'right', render: (ids: number[]) => ids.length },
    { title: t('cms_article.published_at'), dataIndex: 'published_at', width: 180, render: (v: string | null) => v ?? '-' },
    {
      title: t('cms_article.updated'),
      dataIndex: 'updated_at',
      width: 170,
      render: (v: string, row) => (
        <Flex vertical>
          <span>{row.updated_by_name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {v}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('admin.actions'), key: 'actions', fixed: 'right', width: 260, render: (_v, row) => <ArticleActions article={row} onDialog={setDialog} /> },
  ];

  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="article_filters"
        actions={<CreateButton permission="cms:article:create" label={t('cms_article.create')} onClick={() => void navigate(ARTICLE_ADD_PATH)} />}
      >
        <Form.Item name="keyword">
          <Input placeholder={t('cms_article.keyword')} aria-label={t('cms_article.keyword')} allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="category">
          <Select placeholder={t('cms_article.category')} aria-label={t('cms_article.category')} allowClear style={{ width: 130 }} options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: t(`cms.article_category_${c}`) }))} />
        </Form.Item>
        <Form.Item name="status">
          <Select placeholder={t('cms_article.status')} aria-label={t('cms_article.status')} allowClear style={{ width: 120 }} options={ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`cms.article_status_${s}`) }))} />
        </Form.Item>
      </FilterBar>
      <div style={{ marginBottom: 8 }}>
        <PublicLink />
      </div>
      <ListTable<ArticleRow> list={list} columns={columns} scroll={{ x: 1400 }} empty={t(list.filtered ? 'cms_article.empty_filtered' : 'cms_article.empty')} />
      {dialog?.kind === 'schedule' ? <ScheduleDialog article={dialog.article} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'preview' ? <PreviewLinkDialog article={dialog.article} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}
