import { RecordFormPage } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useArticleQuery } from '../api/article.api';
import { ArticleForm } from '../components/article-form';

/** /cms/article/add and /cms/article/edit?id=: one page, one form. */
export function ArticleFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useArticleQuery} notFound={t('cms_article.not_found')}>
      {(article) => <ArticleForm article={article} />}
    </RecordFormPage>
  );
}
