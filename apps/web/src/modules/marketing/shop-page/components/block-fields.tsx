import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Tag, type FormInstance } from 'antd';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import {
  SHOP_BANNER_ITEMS_MAX,
  SHOP_GOODS_SKUS_MAX,
  ShopArticleBlockSchema,
  ShopBannerBlockSchema,
  ShopCouponBlockSchema,
  ShopGoodsBlockFieldsSchema,
  ShopNoticeBlockSchema,
  type ShopBlockType,
} from '@tradewind/contract/marketing/shop-page.schema';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { CategoryTreeSelect, SkuPicker } from '@/modules/pms';
import { useShopChoicesQuery } from '../api/shop-page.api';
import { type ItemLabel } from '../shop-blocks';

type Props = {
  form: FormInstance;
  /** the block's index in the page's blocks */
  index: number;
  type: ShopBlockType;
  /** what a chip says of a chosen SKU, coupon or article: its name, or that it is gone */
  itemLabel: ItemLabel;
  onSkusPicked: (rows: SkuPickRow[]) => void;
};

const banner = ShopBannerBlockSchema.shape;
const bannerItem = banner.items.element.shape;
const goods = ShopGoodsBlockFieldsSchema.shape;

/** A single upload as the uploader's list of one. */
const singleImage = { getValueProps: (v: string | null | undefined) => ({ value: v ? [v] : [] }), normalize: (v: string[] | undefined) => v?.[0] ?? '' };
/** Ids as the tags select holds them (text), back to numbers. */
function BannerFields({ index }: Pick<Props, 'index'>) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  return (
    <Form.List name={[index, 'items']}>
      {(items, { add, remove }) => (
        <>
          {items.map((item, j) => (
            <Space key={item.key} align="start" wrap>
              <Form.Item name={[item.name, 'image']} label={`${t('marketing.shop_banner_image')} ${j + 1}`} required rules={[zodRule(bannerItem.image)]} {...singleImage}>
                <ImageUploader maxCount={1} />
              </Form.Item>
              <Form.Item name={[item.name, 'link']} label={t('marketing.shop_link')} tooltip={t('marketing.shop_link_hint')} rules={[zodRule(bannerItem.link)]}>
                <Input maxLength={500} style={{ width: 260 }} placeholder="/goods/12" />
              </Form.Item>
              <Button icon={<DeleteOutlined />} aria-label={t('marketing.shop_remove_image', { n: j + 1 })} onClick={() => remove(item.name)} disabled={items.length <= 1} style={{ marginTop: 30 }} />
            </Space>
          ))}
          {items.length < SHOP_BANNER_ITEMS_MAX ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ image: '', link: null })}>
              {t('marketing.shop_banner_add')}
            </Button>
          ) : null}
        </>
      )}
    </Form.List>
  );
}

/** The chosen SKUs as tags, and the picker that adds more (a form field: value the ids). */
function SkuIdsField({ value, onChange, itemLabel, onSkusPicked }: { value?: number[]; onChange?: (ids: number[]) => void } & Pick<Props, 'itemLabel' | 'onSkusPicked'>) {
  const { t } = useI18n();
  const [picking, setPicking] = useState(false);
  const ids = value ?? [];
  const handlePicked = (rows: SkuPickRow[]) => {
    onSkusPicked(rows);
    onChange?.([...ids, ...rows.map((r) => r.id)].slice(0, SHOP_GOODS_SKUS_MAX));
    setPicking(false);
  };
  return (
    <div>
      <Space wrap size={4} style={{ marginBottom: 4 }}>
        {ids.map((id) => (
          <Tag key={id} closable onClose={() => onChange?.(ids.filter((x) => x !== id))}>
            {itemLabel('goods', id)}
          </Tag>
        ))}
      </Space>
      <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
        {t('marketing.shop_goods_pick')}
      </Button>
      <SkuPicker open={picking} onClose={() => setPicking(false)} onConfirm={handlePicked} lockedIds={ids} max={SHOP_GOODS_SKUS_MAX - ids.length} />
    </div>
  );
}

function GoodsFields({ form, index, itemLabel, onSkusPicked }: Omit<Props, 'type'>) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const source = Form.useWatch(['blocks', index, 'source'], form) as 'category' | 'skus' | undefined;
  return (
    <>
      <Form.Item name={[index, 'title']} label={t('marketing.shop_block_title')} rules={[zodRule(goods.title)]}>
        <Input maxLength={20} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name={[index, 'source']} label={t('marketing.shop_goods_source')} rules={[zodRule(goods.source)]}>
        <Radio.Group
          options={[
            { value: 'category', label: t('marketing.shop_goods_source_category') },
            { value: 'skus', label: t('marketing.shop_goods_source_skus') },
          ]}
        />
      </Form.Item>
      {source === 'skus' ? (
        <Form.Item name={[index, 'sku_ids']} label={t('marketing.shop_goods_skus')} required rules={[zodRule(goods.sku_ids.refine((ids) => ids.length > 0, 'marketing.shop_goods_skus_required'))]}>
          <SkuIdsField itemLabel={itemLabel} onSkusPicked={onSkusPicked} />
        </Form.Item>
      ) : (
        <Space wrap>
          <Form.Item
            name={[index, 'category_id']}
            label={t('marketing.shop_goods_category')}
            required
            rules={[zodRule(goods.category_id.refine((v) => v !== null, 'marketing.shop_goods_category_required'))]}
            getValueProps={(v: number | null) => ({ value: v ?? undefined })}
            normalize={(v: number | undefined) => v ?? null}
          >
            <CategoryTreeSelect placeholder={t('marketing.shop_goods_category')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name={[index, 'limit']} label={t('marketing.shop_goods_limit')} rules={[zodRule(goods.limit)]}>
            <InputNumber precision={0} style={{ width: 100 }} />
          </Form.Item>
        </Space>
      )}
      <Form.Item name={[index, 'columns']} label={t('marketing.shop_goods_columns')} rules={[zodRule(goods.columns)]}>
        <Radio.Group options={[2, 3].map((v) => ({ value: v, label: String(v) }))} />
      </Form.Item>
    </>
  );
}

function PickFields({ index, type, itemLabel }: Pick<Props, 'index' | 'type' | 'itemLabel'>) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const coupon = type === 'coupon';
  const shape = coupon ? ShopCouponBlockSchema.shape : ShopArticleBlockSchema.shape;
  const idsField = coupon ? 'coupon_ids' : 'article_ids';
  const choices = useShopChoicesQuery();
  const options = coupon
    ? (choices.data?.coupons ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.rule_text}）` }))
    : (choices.data?.articles ?? []).map((a) => ({ value: a.id, label: a.title }));
  const offered = new Set(options.map((o) => o.value));
  return (
    <>
      <Form.Item name={[index, 'title']} label={t('marketing.shop_block_title')} rules={[zodRule(shape.title)]}>
        <Input maxLength={20} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name={[index, idsField]} label={t(coupon ? 'marketing.shop_coupon_ids' : 'marketing.shop_article_ids')} extra={t(coupon ? 'marketing.shop_coupon_hint' : 'marketing.shop_article_hint')}>
        <Select
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          loading={choices.isPending}
          placeholder={t(coupon ? 'marketing.shop_coupon_pick' : 'marketing.shop_article_pick')}
          style={{ width: 420 }}
          options={options}
          // a saved pick that is no longer live (stopped, unpublished) keeps its name and says so
          labelRender={({ value, label }) => (offered.has(Number(value)) ? label : itemLabel(coupon ? 'coupons' : 'articles', Number(value)))}
        />
      </Form.Item>
      {coupon ? null : (
        <Form.Item name={[index, 'limit']} label={t('marketing.shop_article_limit')} rules={[zodRule(ShopArticleBlockSchema.shape.limit)]}>
          <InputNumber precision={0} style={{ width: 100 }} />
        </Form.Item>
      )}
    </>
  );
}

function NoticeFields({ index }: Pick<Props, 'index'>) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const notice = ShopNoticeBlockSchema.shape;
  return (
    <>
      <Form.Item name={[index, 'text']} label={t('marketing.shop_notice_text')} required rules={[zodRule(notice.text)]}>
        <Input.TextArea maxLength={200} rows={2} showCount />
      </Form.Item>
      <Form.Item name={[index, 'link']} label={t('marketing.shop_link')} tooltip={t('marketing.shop_link_hint')} rules={[zodRule(notice.link)]}>
        <Input maxLength={500} style={{ width: 300 }} />
      </Form.Item>
    </>
  );
}

/** The fields of one block, by its type (names inside the page form's `blocks` list). */
export function BlockFields(props: Props) {
  switch (props.type) {
    case 'banner':
      return <BannerFields index={props.index} />;
    case 'goods':
      return <GoodsFields {...props} />;
    case 'notice':
      return <NoticeFields index={props.index} />;
    default:
      return <PickFields index={props.index} type={props.type} itemLabel={props.itemLabel} />;
  }
}
