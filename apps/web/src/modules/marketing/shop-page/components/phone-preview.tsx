import { NotificationOutlined } from '@ant-design/icons';
import type { ShopBlock, ShopPageContent } from '@tradewind/contract/marketing/shop-page.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import styles from './phone-preview.module.css';

type Props = {
  /** the form's values as they stand (a block may still lack fields while it is typed) */
  content: Partial<ShopPageContent> | undefined;
  /** category names by id, for the goods blocks' captions */
  categoryName: (id: number) => string | undefined;
  /** SKU names picked in this session, by id */
  skuName: (id: number) => string | undefined;
};

const count = (n: number | undefined, fallback: number) => Math.max(1, Math.min(Number(n) || fallback, 12));

function Block({ block, categoryName, skuName }: { block: ShopBlock } & Omit<Props, 'content'>) {
  const { t } = useI18n();
  switch (block.type) {
    case 'banner': {
      const items = (block.items ?? []).filter((i) => i?.image);
      return (
        <div>
          {items[0] ? <img className={styles.banner} src={items[0].image} alt={t('marketing.shop_block_banner')} /> : <div className={styles.banner} />}
          {items.length > 1 ? <div className={styles.dots}>{items.map((_, i) => (i === 0 ? '●' : '○')).join(' ')}</div> : null}
        </div>
      );
    }
    case 'notice':
      return (
        <div className={styles.notice}>
          <NotificationOutlined aria-hidden />
          <span>{block.text || t('marketing.shop_notice_text')}</span>
        </div>
      );
    case 'goods': {
      const columns = block.columns === 3 ? 3 : 2;
      const ids = block.source === 'skus' ? (block.sku_ids ?? []) : [];
      const shown = block.source === 'skus' ? ids.slice(0, 12).map((id, i) => skuName(id) ?? t('marketing.shop_preview_goods', { n: i + 1 })) : Array.from({ length: count(block.limit, 6) }, (_, i) => t('marketing.shop_preview_goods', { n: i + 1 }));
      const caption = block.source === 'category' && block.category_id ? t('marketing.shop_preview_goods_category', { name: categoryName(block.category_id) ?? String(block.category_id) }) : null;
      return (
        <div className={styles.block}>
          <div className={styles.blockTitle}>{block.title || caption || t('marketing.shop_block_goods')}</div>
          <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
            {shown.map((name, i) => (
              <div key={i} className={styles.goods}>
                <div className={styles.goodsImage} />
                <div>{name}</div>
                <div className={styles.price}>¥ —</div>
              </div>
            ))}
          </div>
        </div>
      );
    }
    case 'coupon': {
      const n = (block.coupon_ids ?? []).length || 3;
      return (
        <div className={styles.block}>
          <div className={styles.blockTitle}>{block.title || t('marketing.shop_block_coupon')}</div>
          <div className={styles.coupons}>
            {Array.from({ length: n }, (_, i) => (
              <div key={i} className={styles.coupon}>
                <div>{block.coupon_ids?.[i] ? `#${block.coupon_ids[i]}` : '¥ —'}</div>
                <div>{t('marketing.shop_preview_coupon')}</div>
              </div>
            ))}
          </div>
        </div>
      );
    }
    case 'article': {
      const n = (block.article_ids ?? []).length || count(block.limit, 3);
      return (
        <div className={styles.block}>
          <div className={styles.blockTitle}>{block.title || t('marketing.shop_block_article')}</div>
          {Array.from({ length: n }, (_, i) => (
            <div key={i} className={styles.article}>
              <div className={styles.articleThumb} />
              <span>{block.article_ids?.[i] ? `#${block.article_ids[i]}` : t('marketing.shop_preview_article', { n: i + 1 })}</span>
            </div>
          ))}
        </div>
      );
    }
    default:
      return null;
  }
}

/** The home page as a phone 375 px wide shows it: the blocks top to bottom, goods and coupons as placeholders. */
export function PhonePreview({ content, categoryName, skuName }: Props) {
  const { t } = useI18n();
  const blocks = (content?.blocks ?? []).filter((b): b is ShopBlock => Boolean(b?.type));
  return (
    <div className={styles.frame} role="region" aria-label={t('marketing.shop_preview')}>
      <div className={styles.bar}>{content?.title || t('marketing.shop_default_title')}</div>
      <div className={styles.screen}>
        {blocks.length === 0 ? <div className={styles.empty}>{t('marketing.shop_empty_blocks')}</div> : null}
        {blocks.map((block, i) => (
          <Block key={block.key ?? i} block={block} categoryName={categoryName} skuName={skuName} />
        ))}
      </div>
    </div>
  );
}
