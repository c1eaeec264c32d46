import { Flex } from 'antd';
import type { Article } from '@tradewind/contract/cms/article.schema';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useArticleLogsQuery, useArticleQuery } from '../api/article.api';
import { ArticleForm } from '../components/article-form';

/** What happened to the article (created, changed, scheduled, published by hand or by the scheduled job …). */
function ArticleLogs({ id }: { id: number }) {
  const { t } = useI18n();
  const logs = useArticleLogsQuery(id);
  return <DocumentLogCard logs={logs.data ?? []} action={(l) => t(`cms_article.log_${l.action}`)} />;
}

/** /cms/article/add and /cms/article/edit?id=: one page, one form; an article's log under its form. */
export function ArticleFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useArticleQuery} notFound={t('cms_article.not_found')}>
      {(article: Article | undefined) => (
        <Flex vertical gap={12}>
          <ArticleForm article={article} />
          {article ? <ArticleLogs id={article.id} /> : null}
        </Flex>
      )}
    </RecordFormPage>
  );
}
