import { Alert, Flex, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { ShareLinkInvalid } from '@/shell/layout/share-layout';
import { useArticlePreviewQuery } from '../api/article.api';
import { ArticlePhoneView } from '../components/article-phone-view';

/**
 * /cms/article/preview?token= (share frame, no login): the article as it is saved now, at a phone's width, as
 * a customer will see it; kept out of search engines (the meta below, and X-Robots-Tag from the server).
 */
export function ArticlePreviewPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useArticlePreviewQuery(token);
  const robots = <meta name="robots" content="noindex, nofollow" />;
  if (token === '')
    return (
      <>
        {robots}
        <ShareLinkInvalid />
      </>
    );
  if (preview.isError)
    return (
      <>
        {robots}
        <Result
          status="warning"
          title={<span data-testid="share-link-invalid">{t('share.link_invalid')}</span>}
          subTitle={<div data-testid="share-link-reason">{preview.error.message}</div>}
        />
      </>
    );
  if (!preview.data)
    return (
      <>
        {robots}
        <Spin />
      </>
    );
  const article = preview.data;
  return (
    <Flex vertical gap={12} align="center" style={{ padding: '12px 0' }}>
      {robots}
      <Alert
        type={article.status === 2 ? 'success' : 'info'}
        showIcon
        message={<span data-testid="article-preview-banner">{t('cms_article.preview_banner', { status: article.status_text })}</span>}
        description={t('cms_article.preview_valid_until', { time: article.expires_at.slice(0, 16) })}
        style={{ width: 375, maxWidth: '100%' }}
      />
      <ArticlePhoneView article={article} />
    </Flex>
  );
}
