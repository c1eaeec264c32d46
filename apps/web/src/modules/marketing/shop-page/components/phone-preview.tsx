import { NotificationOutlined } from '@ant-design/icons';
import type { ResolvedShopBlock, ShopArticleCard, ShopBlock, ShopCouponCard, ShopGoodsCard, ShopPageContent } from '@tradewind/contract/marketing/shop-page.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { sameSource, type KnownItems } from '../shop-blocks';
import styles from './phone-preview.module.css';

type Props = {
  /** the form's values as they stand (a block may still lack fields while it is typed) */
  content: Partial<ShopPageContent> | undefined;
  /** the saved draft's blocks, by key */
  saved: ReadonlyMap<string, ShopBlock>;
  /** the saved draft resolved as customers see it, by key (undefined while it loads) */
  resolved: ReadonlyMap<string, ResolvedShopBlock> | undefined;
  /** the goods, coupons and articles known by id (the resolved draft, SKUs picked since) */
  known: KnownItems;
  /** category names by id, for the goods blocks' captions */
  categoryName: (id: number) => string | undefined;
};

type BlockProps = Omit<Props, 'content'> & { block: ShopBlock };

const count = (n: number | undefined, fallback: number) => Math.max(1, Math.min(Number(n) || fallback, 12));

/**
 * What a block lists: the resolved draft's list when the block still takes it from the same place (null
 * while loading), else the chosen ids that are known (SKUs just picked) — or null: only a save tells.
 */
function listOf<T>(props: BlockProps, fromResolved: (b: ResolvedShopBlock) => T[] | undefined, ids: readonly number[] | undefined, byId: ReadonlyMap<number, T>): T[] | null {
  const { block, saved, resolved } = props;
  if (resolved && sameSource(block, saved.get(block.key))) {
    const found = resolved.get(block.key);
    if (found) return fromResolved(found) ?? [];
  }
  if (!ids?.length) return null;
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

function Goods({ card }: { card: ShopGoodsCard }) {
  return (
    <div className={styles.goods}>
      {card.image ? <img className={styles.goodsImage} src={card.image} alt="" /> : <div className={styles.goodsImage} />}
      <div className={styles.goodsName}>{card.name}</div>
      {card.spec_text ? <div className={styles.muted}>{card.spec_text}</div> : null}
      <div className={styles.price}>
        ¥{card.sale_price}
        <span className={styles.muted}> /{card.unit_name}</span>
      </div>
    </div>
  );
}

function Coupon({ card }: { card: ShopCouponCard }) {
  const { t } = useI18n();
  return (
    <div className={styles.coupon}>
      <div className={styles.couponRule}>{card.rule_text}</div>
      <div>{card.name}</div>
      <div className={styles.couponValidity}>{card.validity_text}</div>
      <div className={styles.couponAction}>{card.sold_out ? t('marketing.shop_coupon_sold_out') : t('marketing.shop_preview_coupon')}</div>
    </div>
  );
}

function Article({ card }: { card: ShopArticleCard }) {
  return (
    <div className={styles.article}>
      {card.cover ? <img className={styles.articleThumb} src={card.cover} alt="" /> : <div className={styles.articleThumb} />}
      <div>
        <div className={styles.articleTitle}>{card.title}</div>
        {card.summary ? <div className={styles.muted}>{card.summary}</div> : null}
      </div>
    </div>
  );
}

/** A block that lists nothing: either everything it names is gone (the app leaves it out) or it waits for a save. */
function Note({ gone }: { gone?: string }) {
  const { t } = useI18n();
  return <div className={gone ? styles.gone : styles.muted}>{t(gone ?? 'marketing.shop_preview_unsaved')}</div>;
}

function Block(props: BlockProps) {
  const { block, known, categoryName } = props;
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
      const goods = listOf(props, (b) => (b.type === 'goods' ? b.goods : undefined), block.source === 'skus' ? block.sku_ids : [], known.goods);
      const caption = block.source === 'category' && block.category_id ? t('marketing.shop_preview_goods_category', { name: categoryName(block.category_id) ?? String(block.category_id) }) : null;
      return (
        <div className={styles.block}>
          <div className={styles.blockTitle}>{block.title || caption || t('marketing.shop_block_goods')}</div>
          {goods === null ? (
            <>
              <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
                {Array.from({ length: block.source === 'skus' ? Math.min((block.sku_ids ?? []).length, 12) || 1 : count(block.limit, 6) }, (_, i) => (
                  <div key={i} className={styles.goods}>
                    <div className={styles.goodsImage} />
                    <div>{t('marketing.shop_preview_goods', { n: i + 1 })}</div>
                  </div>
                ))}
              </div>
              <Note />
            </>
          ) : goods.length === 0 ? (
            <Note gone="marketing.shop_preview_goods_gone" />
          ) : (
            <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
              {goods.slice(0, block.source === 'category' ? count(block.limit, 6) : undefined).map((g) => (
                <Goods key={g.sku_id} card={g} />
              ))}
            </div>
          )}
        </div>
      );
    }
    case 'coupon': {
      const coupons = listOf(props, (b) => (b.type === 'coupon' ? b.coupons : undefined), block.coupon_ids, known.coupons);
      return (
        <div className={styles.block}>
          <div className={styles.blockTitle}>{block.title || t('marketing.shop_block_coupon')}</div>
          {coupons === null ? (
            <Note />
          ) : coupons.length === 0 ? (
            <Note gone="marketing.shop_preview_coupon_gone" />
          ) : (
            <div className={styles.coupons}>
              {coupons.map((c) => (
                <Coupon key={c.id} card={c} />
              ))}
            </div>
          )}
        </div>
      );
    }
    case 'article': {
      const articles = listOf(props, (b) => (b.type === 'article' ? b.articles : undefined), block.article_ids, known.articles);
      return (
        <div className={styles.block}>
          <div className={styles.blockTitle}>{block.title || t('marketing.shop_block_article')}</div>
          {articles === null ? (
            <Note />
          ) : articles.length === 0 ? (
            <Note gone="marketing.shop_preview_article_gone" />
          ) : (
            articles.map((a) => <Article key={a.id} card={a} />)
          )}
        </div>
      );
    }
    default:
      return null;
  }
}

/**
 * The home page as a phone 375 px wide shows it: the blocks top to bottom with the goods, coupons and
 * articles customers will see (the saved draft resolved by the server); a block edited since the save shows
 * what is known of it and asks for a save.
 */
export function PhonePreview({ content, ...rest }: Props) {
  const { t } = useI18n();
  const blocks = (content?.blocks ?? []).filter((b): b is ShopBlock => Boolean(b?.type));
  return (
    <div className={styles.frame} role="region" aria-label={t('marketing.shop_preview')}>
      <div className={styles.bar}>{content?.title || t('marketing.shop_default_title')}</div>
      <div className={styles.screen}>
        {blocks.length === 0 ? <div className={styles.empty}>{t('marketing.shop_empty_blocks')}</div> : null}
        {blocks.map((block, i) => (
          <Block key={block.key ?? i} block={block} {...rest} />
        ))}
      </div>
    </div>
  );
}
