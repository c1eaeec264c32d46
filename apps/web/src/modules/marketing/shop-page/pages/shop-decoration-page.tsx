import { useMemo, useState, type ComponentProps } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Dropdown, Empty, Form, Input, Row, Space, Spin, Tag, Typography } from 'antd';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { SHOP_BLOCKS_MAX, SHOP_BLOCK_TYPES, ShopPageContentSchema, type ShopBlockType, type ShopGoodsCard, type ShopPage, type ShopPageContentInput } from '@tradewind/contract/marketing/shop-page.schema';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useFeedback } from '@/core/feedback/feedback';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useZodRule } from '@/core/form/use-zod-rule';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { PublicKeyLink } from '@/core/share/public-key-link';
import { useCategoriesQuery } from '@/modules/pms';
import { usePublishShopPageMutation, useSaveShopDraftMutation, useShopPageQuery, useShopPreviewQuery } from '../api/shop-page.api';
import { BlockFields } from '../components/block-fields';
import { PhonePreview } from '../components/phone-preview';
import { goodsLabel, knownItems, newBlock, type ItemLabel, type KnownItems } from '../shop-blocks';

function PublishState({ page }: { page: ShopPage }) {
  const { t } = useI18n();
  return (
    <Space wrap size={4}>
      {page.published_at ? (
        <Tag color="green">{t('marketing.shop_published_at', { name: page.published_by_name ?? '', time: page.published_at })}</Tag>
      ) : (
        <Tag>{t('marketing.shop_never_published')}</Tag>
      )}
      <Tag color={page.changed ? 'orange' : 'default'}>{t(page.changed ? 'marketing.shop_changed' : 'marketing.shop_same')}</Tag>
    </Space>
  );
}

/** The preview with the goods blocks' category names, for those who may read the categories (pms:category:list). */
function PreviewWithCategories(props: Omit<ComponentProps<typeof PhonePreview>, 'categoryName'>) {
  const categories = useCategoriesQuery();
  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  return <PhonePreview {...props} categoryName={(id) => names.get(id)} />;
}

/**
 * What a chip of chosen items says: the SKU's name and spec, the coupon's name, the article's title; an id
 * the saved draft names that the resolved draft no longer shows (deleted, off sale, stopped, unpublished)
 * says it is gone; an id typed since the save shows as typed until saved.
 */
function useItemLabel(known: KnownItems, page: ShopPage, loaded: boolean): ItemLabel {
  const { t } = useI18n();
  const savedIds = useMemo(() => {
    const ids = { goods: new Set<number>(), coupons: new Set<number>(), articles: new Set<number>() };
    for (const b of page.draft.blocks) {
      if (b.type === 'goods') b.sku_ids.forEach((id) => ids.goods.add(id));
      if (b.type === 'coupon') b.coupon_ids.forEach((id) => ids.coupons.add(id));
      if (b.type === 'article') b.article_ids.forEach((id) => ids.articles.add(id));
    }
    return ids;
  }, [page.draft]);
  return (kind, id) => {
    const goods = kind === 'goods' ? known.goods.get(id) : undefined;
    if (goods) return goodsLabel(goods);
    const coupon = kind === 'coupons' ? known.coupons.get(id) : undefined;
    if (coupon) return coupon.name;
    const article = kind === 'articles' ? known.articles.get(id) : undefined;
    if (article) return article.title;
    return loaded && savedIds[kind].has(id) ? t('marketing.shop_item_gone', { id }) : `#${id}`;
  };
}

/** The editor, once the page is loaded: the blocks as a form on the left, the phone preview on the right. */
function ShopEditor({ page }: { page: ShopPage }) {
  const { t } = useI18n();
  const zodRule = useZodRule();
  const { message } = useFeedback();
  const [form] = Form.useForm<ShopPageContentInput>();
  const save = useSaveShopDraftMutation();
  const publish = usePublishShopPageMutation();
  const canEdit = usePermission('marketing:custom:update');
  const [dirty, setDirty] = useState(false);
  const submit = useFormSubmit(form, save, {
    success: t('marketing.shop_draft_saved'),
    onDone: (saved) => {
      form.setFieldsValue(saved.draft);
      setDirty(false);
    },
  });
  const watched = Form.useWatch((values: ShopPageContentInput) => values, { form, preserve: true });
  const canReadCategories = usePermission('pms:category:list');
  // the saved draft as customers see it: the chips' names and the preview's goods, coupons and articles
  const preview = useShopPreviewQuery();
  const [picked, setPicked] = useState<ShopGoodsCard[]>([]);
  const handleSkusPicked = (rows: SkuPickRow[]) =>
    setPicked((cards) => [...cards, ...rows.map((r) => ({ sku_id: r.id, name: r.name, spec_text: r.spec_text, image: r.image, unit_name: r.unit_name, sale_price: r.sale_price }))]);
  const known = useMemo(() => knownItems(preview.data, picked), [preview.data, picked]);
  const saved = useMemo(() => new Map(page.draft.blocks.map((b) => [b.key, b])), [page.draft]);
  const resolved = useMemo(() => (preview.data ? new Map(preview.data.blocks.map((b) => [b.key, b])) : undefined), [preview.data]);
  const itemLabel = useItemLabel(known, page, preview.data !== undefined);
  const previewProps = { content: (watched as Partial<ShopPage['draft']> | undefined) ?? page.draft, saved, resolved, known };

  const handleSave = async () => {
    await form.validateFields();
    submit(form.getFieldsValue(true) as ShopPageContentInput);
  };
  const handlePublish = () =>
    publish.mutateAsync(undefined).then(() => {
      void message.success(t('marketing.shop_published'));
    });
  const typeLabel = (type: ShopBlockType) => t(`marketing.shop_block_${type}`);

  return (
    <Row gutter={16}>
      <Col xs={24} xl={14}>
        <Card
          size="small"
          title={<PublishState page={page} />}
          extra={
            <Space>
              {dirty ? <Typography.Text type="warning">{t('marketing.shop_unsaved')}</Typography.Text> : null}
              <Permission rule="marketing:custom:update">
                <Button onClick={() => void handleSave().catch(() => undefined)} loading={save.isPending}>
                  {t('marketing.shop_save_draft')}
                </Button>
              </Permission>
              <Permission rule="marketing:custom:publish">
                <ConfirmAction title={t('marketing.shop_publish_confirm')} onConfirm={handlePublish} disabled={dirty || !page.changed}>
                  <Button type="primary" disabled={dirty || !page.changed} loading={publish.isPending}>
                    {t('marketing.shop_publish')}
                  </Button>
                </ConfirmAction>
              </Permission>
            </Space>
          }
        >
          <Form form={form} name="shop_page" layout="vertical" initialValues={page.draft} disabled={!canEdit} onValuesChange={() => setDirty(true)}>
            <Form.Item name="title" label={t('marketing.shop_title')} required rules={[zodRule(ShopPageContentSchema.shape.title)]}>
              <Input maxLength={20} style={{ width: 240 }} />
            </Form.Item>
            <Form.List name="blocks">
              {(fields, { add, remove, move }) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                    <Typography.Text strong>{t('marketing.shop_blocks')}</Typography.Text>
                    <Dropdown
                      disabled={!canEdit || fields.length >= SHOP_BLOCKS_MAX}
                      menu={{
                        items: SHOP_BLOCK_TYPES.map((type) => ({ key: type, label: typeLabel(type) })),
                        onClick: ({ key }) => {
                          add(newBlock(key as ShopBlockType));
                          setDirty(true);
                        },
                      }}
                    >
                      <Button icon={<PlusOutlined />}>{t('marketing.shop_add_block')}</Button>
                    </Dropdown>
                  </Space>
                  {fields.length === 0 ? <Empty description={t('marketing.shop_empty_blocks')} /> : null}
                  {fields.map((field, i) => {
                    const type = form.getFieldValue(['blocks', field.name, 'type']) as ShopBlockType;
                    const label = `${i + 1}. ${typeLabel(type)}`;
                    const moveTo = (to: number) => {
                      move(i, to);
                      setDirty(true);
                    };
                    return (
                      <Card
                        key={field.key}
                        size="small"
                        type="inner"
                        title={label}
                        extra={
                          canEdit ? (
                            <Space size={0}>
                              <Button type="text" icon={<ArrowUpOutlined />} aria-label={`${t('marketing.shop_move_up')} ${label}`} disabled={i === 0} onClick={() => moveTo(i - 1)} />
                              <Button type="text" icon={<ArrowDownOutlined />} aria-label={`${t('marketing.shop_move_down')} ${label}`} disabled={i === fields.length - 1} onClick={() => moveTo(i + 1)} />
                              <Button
                                type="text"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={`${t('marketing.shop_remove_block')} ${label}`}
                                onClick={() => {
                                  remove(field.name);
                                  setDirty(true);
                                }}
                              />
                            </Space>
                          ) : null
                        }
                      >
                        <BlockFields form={form} index={field.name} type={type} itemLabel={itemLabel} onSkusPicked={handleSkusPicked} />
                      </Card>
                    );
                  })}
                </Space>
              )}
            </Form.List>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" title={t('marketing.shop_preview')} style={{ position: 'sticky', top: 8 }}>
          {canReadCategories ? <PreviewWithCategories {...previewProps} /> : <PhonePreview {...previewProps} categoryName={() => undefined} />}
          {/* where the ordering app reads the published page: the company's public key, as the articles' (README "Shop decoration") */}
          <div style={{ marginTop: 12 }}>
            <PublicKeyLink label={t('marketing.shop_public_link')} shop={page.shop} path={page.home_url} hint={t('marketing.shop_public_link_hint')} />
          </div>
        </Card>
      </Col>
    </Row>
  );
}

/** /marketing/custom/index: the ordering app's home page, edited as a draft with a phone preview and published as one version (README "Shop decoration"). */
export function ShopDecorationPage() {
  const page = useShopPageQuery();
  if (page.isError) return <Alert type="error" message={page.error.message} />;
  if (!page.data) return <Spin />;
  return <ShopEditor page={page.data} />;
}
