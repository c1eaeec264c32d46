import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, DatePicker, Flex, Form, Modal, Select, Typography } from 'antd';
import { PREVIEW_HOURS_DEFAULT, ScheduleArticleSchema, type ArticleRow, type PreviewLink } from '@tradewind/contract/cms/article.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { useArticleActionMutation, usePreviewLinkMutation } from '../api/article.api';

const WALL_CLOCK = 'YYYY-MM-DD HH:mm';

/** 定时发布: a time ahead of now (the server refuses the past on the field); the scheduled job publishes it then. */
export function ScheduleDialog({ article, onClose }: { article: ArticleRow; onClose: () => void }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const [form] = Form.useForm<{ publish_at: string | null }>();
  const act = useArticleActionMutation();
  const submit = useFormSubmit(form, act, { success: (r) => r.message, onDone: onClose });
  const initial = article.publish_at ?? dayjs().add(1, 'hour').startOf('hour').format('YYYY-MM-DD HH:mm:ss');
  return (
    <Modal open title={t('cms_article.schedule_title', { title: article.title })} onCancel={onClose} onOk={() => form.submit()} confirmLoading={act.isPending} destroyOnHidden>
      <Form form={form} name="article_schedule" layout="vertical" initialValues={{ publish_at: initial }} onFinish={(v) => submit({ id: article.id, action: 'schedule', publish_at: v.publish_at ?? '' })}>
        <Form.Item
          name="publish_at"
          label={t('cms_article.publish_at')}
          extra={t('cms_article.schedule_hint')}
          required
          rules={[zodRule(ScheduleArticleSchema.shape.publish_at)]}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD HH:mm:00') : null)}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={WALL_CLOCK} disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: 220 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const HOURS = [1, PREVIEW_HOURS_DEFAULT, 72, 168];

/** 预览链接: a signed link that expires, to open, copy and send to whoever should look before it goes out. */
export function PreviewLinkDialog({ article, onClose }: { article: ArticleRow; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const [hours, setHours] = useState(PREVIEW_HOURS_DEFAULT);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const make = usePreviewLinkMutation();
  const url = link ? `${window.location.origin}${link.url}` : '';
  const handleMake = () => make.mutate({ id: article.id, hours }, { onSuccess: setLink });
  return (
    <Modal open title={t('cms_article.preview_title', { title: article.title })} onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <label htmlFor="article-preview-hours">{t('cms_article.preview_hours')}</label>
          <Select id="article-preview-hours" value={hours} onChange={setHours} style={{ width: 120 }} options={HOURS.map((n) => ({ value: n, label: t('cms_article.preview_hours_n', { n }) }))} />
          <Button type="primary" loading={make.isPending} onClick={handleMake}>
            {t('cms_article.preview_make')}
          </Button>
        </Flex>
        {link ? (
          <>
            <Alert type="info" showIcon message={t('cms_article.preview_expires', { time: link.expires_at.slice(0, 16) })} />
            <Typography.Paragraph copyable={{ text: url, onCopy: () => void message.success(t('cms_article.preview_copy')) }} style={{ wordBreak: 'break-all' }} data-testid="article-preview-url">
              {url}
            </Typography.Paragraph>
            <Button href={url} target="_blank" rel="noopener noreferrer">
              {t('cms_article.preview_open')}
            </Button>
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
