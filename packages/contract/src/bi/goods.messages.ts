import type { MessageEntry } from '../common/core-messages';

/** Texts the goods and goods sales dashboards' server says (validation, export titles), zh-CN and en-US. */
export const biGoodsMessages = {
  'bi.store_not_yours': { zh: '不能查看该门店的数据', en: 'You cannot see this store’s figures' },
  'bi.top_range': { zh: '排行数量须为 1 到 50 的整数', en: 'The ranking shows 1 to 50 SKUs' },
  'bi.days_range': { zh: '天数须为 1 到 366 的整数', en: 'Days are a whole number from 1 to 366' },
  // the SKU table of the goods dashboard: sell-through and ABC class
  'export.source.bi.goods': { zh: '商品分析', en: 'Goods analysis' },
  'export.column.bi.goods.code': { zh: '商品编码', en: 'SKU code' },
  'export.column.bi.goods.name': { zh: '商品名称', en: 'Name' },
  'export.column.bi.goods.spec_text': { zh: '规格', en: 'Spec' },
  'export.column.bi.goods.unit_name': { zh: '单位', en: 'Unit' },
  'export.column.bi.goods.qty': { zh: '净销量', en: 'Net qty' },
  'export.column.bi.goods.amount': { zh: '净销售额', en: 'Net amount' },
  'export.column.bi.goods.on_hand': { zh: '当前库存', en: 'On hand' },
  'export.column.bi.goods.sell_through_rate': { zh: '售罄率', en: 'Sell-through' },
  'export.column.bi.goods.abc_class': { zh: 'ABC 分类', en: 'ABC class' },
  'export.column.bi.goods.cum_share_rate': { zh: '累计占比', en: 'Cumulative share' },
  // slow movers
  'export.source.bi.goods_slow_movers': { zh: '滞销商品', en: 'Slow movers' },
  'export.column.bi.goods_slow_movers.code': { zh: '商品编码', en: 'SKU code' },
  'export.column.bi.goods_slow_movers.name': { zh: '商品名称', en: 'Name' },
  'export.column.bi.goods_slow_movers.spec_text': { zh: '规格', en: 'Spec' },
  'export.column.bi.goods_slow_movers.unit_name': { zh: '单位', en: 'Unit' },
  'export.column.bi.goods_slow_movers.on_hand': { zh: '当前库存', en: 'On hand' },
  'export.column.bi.goods_slow_movers.last_sale_day': { zh: '最后销售日', en: 'Last sale' },
  'export.column.bi.goods_slow_movers.days_since': { zh: '未销售天数', en: 'Days without sale' },
  // the goods sales table
  'export.source.bi.goods_sales': { zh: '商品销售', en: 'Goods sales' },
  'export.column.bi.goods_sales.code': { zh: '商品编码', en: 'SKU code' },
  'export.column.bi.goods_sales.name': { zh: '商品名称', en: 'Name' },
  'export.column.bi.goods_sales.spec_text': { zh: '规格', en: 'Spec' },
  'export.column.bi.goods_sales.category_name': { zh: '分类', en: 'Category' },
  'export.column.bi.goods_sales.brand_name': { zh: '品牌', en: 'Brand' },
  'export.column.bi.goods_sales.unit_name': { zh: '单位', en: 'Unit' },
  'export.column.bi.goods_sales.qty': { zh: '销量', en: 'Qty sold' },
  'export.column.bi.goods_sales.lines': { zh: '订单行数', en: 'Order lines' },
  'export.column.bi.goods_sales.sales_amount': { zh: '销售额', en: 'Sales' },
  'export.column.bi.goods_sales.refund_qty': { zh: '退货数量', en: 'Qty refunded' },
  'export.column.bi.goods_sales.refund_amount': { zh: '退款金额', en: 'Refunds' },
  'export.column.bi.goods_sales.amount': { zh: '净销售额', en: 'Net amount' },
  'export.column.bi.goods_sales.share_rate': { zh: '占比', en: 'Share' },
} as const satisfies Record<string, MessageEntry>;
