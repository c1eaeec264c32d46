import { Suspense } from 'react';
import { Card, Col, Form, Input, InputNumber, Row, Select, Skeleton } from 'antd';
import { ARTICLE_CATEGORIES, CreateArticleSchema, type Article } from '@tradewind/contract/cms/article.schema';
import { fromText, toText } from '@/core/form/converters';
import { FormShell } from '@/core/form/form-shell';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLeavePage } from '@/core/routing/leave-page';
import { ImageUploader } from '@/modules/common';
import { LazyRichTextEditor } from '@/modules/pms';
import { useSaveArticleMutation, type ArticleBody } from '../api/article.api';
import { ARTICLE_LIST_PATH } from '../../cms.routes';
import { ArticleGoodsField } from './article-goods-field';

type ArticleValues = { category: number | undefined; title: string; cover: string; summary: string; body: string; sku_ids: number[]; sort: number | null };

/** The one cover image as the uploader's list, and back. */
const coverValueProps = (value?: string) => ({ value: value ? [value] : [] });
const coverOf = (urls?: readonly string[]) => urls?.[0] ?? '';

/** The body's editor, loaded with this page only (the form hands it value and onChange). */
function BodyEditor(props: { value?: string; onChange?: (html: string) => void; id?: string }) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 6 }} />}>
      <LazyRichTextEditor {...props} label={t('cms_article.body')} />
    </Suspense>
  );
}

/**
 * The article form of /cms/article/add and /cms/article/edit: category, title, cover, summary, pin weight,
 * the body in the rich-text editor (loaded with this page only) and the linked goods. Saving keeps the
 * state (a new article is a draft); publishing is the list's.
 */
export function ArticleForm({ article }: { article: Article | undefined }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<ArticleValues>();
  const save = useSaveArticleMutation();
  const shape = CreateArticleSchema.shape;
  const leavePage = useLeavePage();
  const leave = () => leavePage(ARTICLE_LIST_PATH);
  const submit = useSaveForm(form, save, { id: article?.id ?? null, leaveTo: ARTICLE_LIST_PATH });
  const initial: ArticleValues = {
    category: article?.category,
    title: article?.title ?? '',
    cover: toText(article?.cover),
    summary: toText(article?.summary),
    body: article?.body ?? '',
    sku_ids: article?.sku_ids ?? [],
    sort: article?.sort ?? 0,
  };
  const body = (v: ArticleValues): ArticleBody => ({
    category: v.category ?? 0,
    title: v.title,
    cover: fromText(v.cover),
    summary: fromText(v.summary),
    body: v.body ?? '',
    sku_ids: v.sku_ids,
    sort: v.sort ?? 0,
  });

  return (
    <FormShell form={form} name="article" initialValues={initial} onFinish={(v) => submit(body(v))} saving={save.isPending} onBack={leave} maxWidth={1100}>
      <Card size="small" title={t('cms_article.section_basic')}>
        <Row gutter={16}>
          <Col span={16}>
            <TextField name="title" label={t('cms_article.title')} required schema={shape.title} maxLength={100} />
          </Col>
          <Col span={8}>
            <Form.Item name="category" label={t('cms_article.category')} required rules={[zodRule(shape.category)]}>
              <Select options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: t(`cms.article_category_${c}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="cover" label={t('cms_article.cover')} extra={t('cms_article.cover_hint')} getValueProps={coverValueProps} normalize={coverOf}>
              <ImageUploader maxCount={1} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="summary" label={t('cms_article.summary')} rules={[zodRule(shape.summary)]}>
              <Input.TextArea maxLength={300} rows={3} showCount />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="sort" label={t('cms_article.sort')} tooltip={t('cms_article.sort_hint')} rules={[zodRule(shape.sort)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('cms_article.body')}>
        <Form.Item name="body" rules={[zodRule(shape.body)]} style={{ marginBottom: 0 }}>
          <BodyEditor />
        </Form.Item>
      </Card>
      <Card size="small" title={t('cms_article.goods')}>
        <Form.Item name="sku_ids" rules={[zodRule(shape.sku_ids)]} style={{ marginBottom: 0 }}>
          <ArticleGoodsField known={article?.goods ?? []} />
        </Form.Item>
      </Card>
    </FormShell>
  );
}
