import { Flex, Tag, Typography } from 'antd';
import type { PublicArticle } from '@tradewind/contract/cms/article.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import styles from './article-phone-view.module.css';

/**
 * An article as a customer sees it in the ordering app, at a phone's width: cover, title, category and date,
 * summary, the body (HTML the server has cleaned: README "Rich text"), then the goods it links.
 */
export function ArticlePhoneView({ article }: { article: PublicArticle }) {
  const { t } = useI18n();
  return (
    <article className={styles.phone} data-testid="article-phone-view">
      {article.cover ? <img className={styles.cover} src={article.cover} alt="" /> : null}
      <div className={styles.content}>
        <h1 className={styles.title}>{article.title}</h1>
        <div className={styles.meta}>
          {[article.category_text, article.published_at?.slice(0, 16), article.company_name].filter(Boolean).join(' · ')}
        </div>
        {article.summary ? <div className={styles.summary}>{article.summary}</div> : null}
        {/* cleaned on the server when saved (scripts, handlers, frames and javascript: links never stored) */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.body }} />
        {article.goods.length > 0 ? (
          <section aria-label={t('cms_article.related_goods')}>
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
              {t('cms_article.related_goods')}
            </Typography.Title>
            {article.goods.map((g) => (
              <div key={g.sku_id} className={styles.goods}>
                {g.image ? <img className={styles.goodsImage} src={g.image} alt="" /> : <span className={styles.goodsImage} />}
                <Flex vertical gap={2} flex={1}>
                  <Typography.Text strong>{g.name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {g.spec_text}
                  </Typography.Text>
                  <span>
                    <span className={styles.price}>¥{g.sale_price}</span>/{g.unit_name} {g.on_sale ? null : <Tag>{t('cms_article.goods_off_sale')}</Tag>}
                  </span>
                </Flex>
              </div>
            ))}
          </section>
        ) : null}
      </div>
    </article>
  );
}
