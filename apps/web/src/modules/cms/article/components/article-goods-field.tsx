import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Typography } from 'antd';
import { ARTICLE_MAX_GOODS, type ArticleGoods } from '@tradewind/contract/cms/article.schema';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuImageCell, SkuPicker } from '@/modules/pms';

type Shown = Pick<ArticleGoods, 'sku_id' | 'name' | 'spec_text' | 'image' | 'unit_name' | 'sale_price'>;

type Props = {
  /** the SKU ids, in their order (the form's value) */
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** what the saved article showed of its goods (their names before the picker adds more) */
  known: readonly ArticleGoods[];
  id?: string;
};

/** 关联商品: picked with the SKU picker every document uses, shown in their order, removable; at most 20. */
export function ArticleGoodsField({ value = [], onChange, known, id }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<ReadonlyMap<number, Shown>>(() => new Map(known.map((g) => [g.sku_id, g])));
  const handlePicked = (picked: SkuPickRow[]) => {
    setShown((before) => new Map([...before, ...picked.map((s): [number, Shown] => [s.id, { sku_id: s.id, name: s.name, spec_text: s.spec_text, image: s.image, unit_name: s.unit_name, sale_price: s.sale_price }])]));
    onChange?.([...value, ...picked.map((s) => s.id)].slice(0, ARTICLE_MAX_GOODS));
    setOpen(false);
  };
  const rows = value.map((skuId) => shown.get(skuId) ?? { sku_id: skuId, name: `#${skuId}`, spec_text: '', image: null, unit_name: '', sale_price: '' });
  return (
    <Flex vertical gap={8} id={id}>
      <div>
        <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} disabled={value.length >= ARTICLE_MAX_GOODS}>
          {t('cms_article.goods_add')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('cms_article.goods_none')}</Typography.Text>
      ) : (
        <Table<Shown>
          size="small"
          rowKey="sku_id"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: t('cms_article.goods_image'), key: 'image', width: 60, render: (_v, row) => <SkuImageCell src={row.image} /> },
            { title: t('cms_article.goods'), dataIndex: 'name', render: (_v, row) => `${row.name} ${row.spec_text}`.trim() },
            { title: t('cms_article.goods_price'), dataIndex: 'sale_price', width: 120, align: 'right', render: (v: string, row) => (v ? `¥${v}/${row.unit_name}` : '') },
            {
              title: t('admin.actions'),
              key: 'remove',
              width: 80,
              render: (_v, row) => (
                <Button type="link" danger onClick={() => onChange?.(value.filter((x) => x !== row.sku_id))}>
                  {t('cms_article.goods_remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <SkuPicker open={open} onClose={() => setOpen(false)} onConfirm={handlePicked} lockedIds={value} max={ARTICLE_MAX_GOODS - value.length} />
    </Flex>
  );
}
