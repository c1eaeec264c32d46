/**
 * The demo tenant's products: what a regional wholesaler of drinks, grain and oil, snacks, daily goods and
 * fresh produce carries. Each entry is one SPU; its SKUs are every combination of the listed spec values,
 * priced from the SPU's base price (for 500 ml / 500 g / one piece) by the size, and sold in a larger
 * package unit (1 箱 = 24 瓶) whose ratio follows the size. Fresh produce is sold by weight (斤, kg).
 */

/** How a demo SPU ends up: most are checked and on sale; a few show the other states on the pages. */
export type DemoSpuState = 'on_sale' | 'pending' | 'rejected' | 'draft' | 'off_sale';

export type DemoSpu = {
  name: string;
  category: string;
  brand: string | null;
  type: string | null;
  unit: string;
  /** spec name → the values this product comes in */
  specs: Array<[string, string[]]>;
  /** sale price of the 500 ml / 500 g / single form */
  price: number;
  /** the package unit, its ratio taken from the size (or fixed for products without sizes) */
  pack: [string, number] | [string, 'by_size'] | null;
  points?: string;
  origin?: string;
  state?: DemoSpuState;
};

/** Sale price factor of a size or flavour against the 500 ml / 500 g form. */
export const PRICE_FACTORS: Record<string, number> = {
  '330ml': 0.75, '350ml': 0.8, '500ml': 1, '550ml': 1, '1L': 1.8, '1.25L': 2.1, '1.5L': 2.4, '2L': 3, '5L': 6.5,
  '100g': 0.25, '250g': 0.55, '500g': 1, '1kg': 1.9, '2.5kg': 4.6, '5kg': 9, '10kg': 17.5,
  奶油: 1.05, 焦糖: 1.05, 巧克力: 1.05, 草莓: 1.05,
};

/** Base units in one package by size: a case of 24 small bottles, 12 large ones, 4 of 5 L. */
export const PACK_RATIOS: Record<string, number> = {
  '330ml': 24, '350ml': 24, '500ml': 24, '550ml': 24, '1L': 12, '1.25L': 12, '1.5L': 12, '2L': 6, '5L': 4,
  '100g': 50, '250g': 40, '500g': 20, '1kg': 10, '2.5kg': 6, '5kg': 4, '10kg': 2,
};

/** Shipping weight (kg) of one base unit by size. */
export const SIZE_WEIGHTS: Record<string, number> = {
  '330ml': 0.36, '350ml': 0.38, '500ml': 0.53, '550ml': 0.58, '1L': 1.05, '1.25L': 1.3, '1.5L': 1.56, '2L': 2.08, '5L': 5.2,
  '100g': 0.11, '250g': 0.27, '500g': 0.52, '1kg': 1.03, '2.5kg': 2.56, '5kg': 5.1, '10kg': 10.2,
};

const drink = (name: string, category: string, brand: string, sizes: string[], price: number, extra: Partial<DemoSpu> = {}): DemoSpu =>
  ({ name, category, brand, type: '酒水饮料', unit: '瓶', specs: [['规格', sizes]], price, pack: ['箱', 'by_size'], ...extra });
const grain = (name: string, category: string, brand: string | null, unit: string, spec: [string, string[]], price: number, extra: Partial<DemoSpu> = {}): DemoSpu =>
  ({ name, category, brand, type: '粮油', unit, specs: [spec], price, pack: ['件', 'by_size'], ...extra });
const snack = (name: string, category: string, brand: string | null, flavours: string[], weights: string[], price: number, extra: Partial<DemoSpu> = {}): DemoSpu =>
  ({ name, category, brand, type: '休闲零食', unit: '包', specs: [...(flavours.length ? [['口味', flavours] as [string, string[]]] : []), ['重量', weights]], price, pack: ['箱', 'by_size'], ...extra });
const daily = (name: string, category: string, brand: string, unit: string, specs: Array<[string, string[]]>, price: number, pack: [string, number] | [string, 'by_size']): DemoSpu =>
  ({ name, category, brand, type: null, unit, specs, price, pack });
const fresh = (name: string, category: string, price: number, pack: [string, number], origin: string, extra: Partial<DemoSpu> = {}): DemoSpu =>
  ({ name, category, brand: null, type: '生鲜', unit: '斤', specs: [], price, pack, origin, ...extra });

export const DEMO_SPUS: DemoSpu[] = [
  // 酒水饮料
  drink('农夫山泉饮用天然水', '饮用水', '农夫山泉', ['330ml', '550ml', '1L', '1.5L', '5L'], 2, { points: '天然水源，弱碱性', origin: '浙江千岛湖' }),
  drink('怡宝纯净水', '饮用水', '怡宝', ['350ml', '550ml', '1.5L', '5L'], 1.8, { origin: '广东深圳' }),
  drink('农夫山泉NFC橙汁', '茶饮果汁', '农夫山泉', ['330ml', '1L'], 7.5, { points: '非浓缩还原，冷藏保存' }),
  drink('康师傅冰红茶', '茶饮果汁', '康师傅', ['500ml', '1L', '2L'], 3),
  drink('统一绿茶', '茶饮果汁', '统一', ['500ml', '1L', '2L'], 3),
  drink('康师傅茉莉清茶', '茶饮果汁', '康师傅', ['500ml', '1L'], 3),
  drink('可口可乐', '碳酸饮料', '可口可乐', ['330ml', '500ml', '1.25L', '2L'], 3, { points: '经典口味，聚会必备' }),
  drink('雪碧', '碳酸饮料', '可口可乐', ['330ml', '500ml', '1.25L', '2L'], 3),
  drink('芬达橙味汽水', '碳酸饮料', '可口可乐', ['330ml', '500ml', '2L'], 3, { state: 'off_sale' }),
  drink('青岛啤酒经典', '啤酒', '青岛啤酒', ['330ml', '500ml', '1L'], 5, { origin: '山东青岛' }),
  drink('青岛啤酒纯生', '啤酒', '青岛啤酒', ['330ml', '500ml'], 6.5, { origin: '山东青岛' }),
  drink('雪花勇闯天涯', '啤酒', '雪花', ['330ml', '500ml'], 4.5),
  drink('青岛啤酒白啤', '啤酒', '青岛啤酒', ['500ml'], 8, { state: 'pending' }),
  // 粮油调味
  grain('五得利特精小麦粉', '大米面粉', '五得利', '袋', ['重量', ['1kg', '2.5kg', '5kg', '10kg']], 3.2, { origin: '河北邯郸' }),
  grain('福临门东北大米', '大米面粉', '福临门', '袋', ['重量', ['2.5kg', '5kg', '10kg']], 3, { origin: '黑龙江五常' }),
  grain('金龙鱼长粒香大米', '大米面粉', '金龙鱼', '袋', ['重量', ['5kg', '10kg']], 3.2),
  grain('金龙鱼黄金比例调和油', '食用油', '金龙鱼', '桶', ['规格', ['1L', '1.5L', '2L', '5L']], 10),
  grain('鲁花5S压榨花生油', '食用油', '鲁花', '桶', ['规格', ['1L', '1.5L', '2L', '5L']], 15, { points: '物理压榨，一级花生油' }),
  grain('福临门大豆油', '食用油', '福临门', '桶', ['规格', ['5L']], 9),
  grain('海天金标生抽', '酱油', '海天', '瓶', ['规格', ['500ml', '1L', '1.5L']], 7.5),
  { name: '海天老抽王', category: '酱油', brand: '海天', type: null, unit: '瓶', specs: [], price: 8.5, pack: ['箱', 12] },
  { name: '海天上等蚝油', category: '调味品', brand: '海天', type: null, unit: '瓶', specs: [], price: 9.8, pack: ['箱', 12] },
  { name: '恒顺镇江香醋', category: '食醋', brand: '恒顺', type: null, unit: '瓶', specs: [], price: 6.5, pack: ['箱', 12], origin: '江苏镇江' },
  grain('海天米醋', '食醋', '海天', '瓶', ['规格', ['500ml', '1L']], 5),
  grain('太太乐鸡精', '调味品', '太太乐', '袋', ['重量', ['100g', '250g', '500g', '1kg']], 13),
  { name: '海天黄豆酱', category: '调味品', brand: '海天', type: null, unit: '瓶', specs: [], price: 9.8, pack: ['箱', 12] },
  snack('康师傅红烧牛肉面', '方便速食', '康师傅', ['红烧牛肉', '香辣', '老坛酸菜'], ['100g'], 18, { pack: ['箱', 24] }),
  snack('统一老坛酸菜牛肉面', '方便速食', '统一', ['老坛酸菜', '红烧牛肉'], ['100g'], 18, { pack: ['箱', 24], state: 'pending' }),
  grain('金龙鱼挂面', '方便速食', '金龙鱼', '包', ['重量', ['500g', '1kg']], 5.5),
  // 休闲零食
  snack('旺旺雪饼', '饼干糕点', '旺旺', ['原味', '海苔'], ['250g', '500g', '1kg'], 16),
  snack('旺旺仙贝', '饼干糕点', '旺旺', ['原味', '海苔'], ['250g', '500g', '1kg'], 18),
  snack('奥利奥夹心饼干', '饼干糕点', '奥利奥', ['原味', '巧克力', '草莓'], ['100g', '250g', '500g'], 22),
  snack('三只松鼠每日坚果', '坚果炒货', '三只松鼠', [], ['250g', '500g', '1kg'], 48, { points: '六种坚果果干，独立小包' }),
  snack('三只松鼠碧根果', '坚果炒货', '三只松鼠', ['原味', '奶油', '椒盐'], ['250g', '500g', '1kg'], 42),
  snack('洽洽香瓜子', '坚果炒货', '洽洽', ['原味', '五香', '焦糖', '奶油', '椒盐'], ['250g', '500g'], 14),
  snack('洽洽山核桃瓜子', '坚果炒货', '洽洽', [], ['250g', '500g'], 16),
  snack('三只松鼠夏威夷果', '坚果炒货', '三只松鼠', ['原味', '奶油'], ['250g', '500g', '1kg'], 44),
  snack('卫龙大面筋', '辣味零食', '卫龙', ['麻辣', '香辣', '原味'], ['100g', '250g'], 12),
  snack('卫龙亲嘴烧', '辣味零食', '卫龙', ['麻辣', '香辣', '原味'], ['100g'], 12, { state: 'rejected' }),
  snack('良品铺子牛肉干', '辣味零食', '良品铺子', ['五香', '麻辣', '香辣'], ['100g', '250g', '500g'], 70),
  // 日用百货
  daily('维达超韧抽纸', '纸品', '维达', '包', [], 4.5, ['箱', 24]),
  daily('维达蓝色经典卷纸', '纸品', '维达', '包', [], 26, ['箱', 6]),
  daily('心相印手帕纸', '纸品', '心相印', '包', [], 9.9, ['箱', 48]),
  daily('心相印湿巾', '纸品', '心相印', '包', [], 6.9, ['箱', 24]),
  daily('蓝月亮深层洁净洗衣液', '清洁用品', '蓝月亮', '瓶', [['规格', ['500ml', '1L', '2L', '5L']]], 10, ['箱', 'by_size']),
  daily('蓝月亮洗手液', '清洁用品', '蓝月亮', '瓶', [['规格', ['500ml', '1L']]], 15, ['箱', 'by_size']),
  daily('立白洗洁精', '清洁用品', '立白', '瓶', [['规格', ['500ml', '1L', '1.5L']]], 8, ['箱', 'by_size']),
  daily('立白无磷洗衣粉', '清洁用品', '立白', '袋', [['重量', ['500g', '1kg', '2.5kg']]], 6, ['件', 'by_size']),
  { ...daily('蓝月亮84消毒液', '清洁用品', '蓝月亮', '瓶', [['规格', ['500ml', '1L']]], 7, ['箱', 'by_size']), state: 'off_sale' },
  daily('蓝月亮洁厕灵', '清洁用品', '蓝月亮', '瓶', [], 9.5, ['箱', 12]),
  // 生鲜果蔬
  fresh('土豆', '新鲜蔬菜', 1.8, ['袋', 20], '内蒙古乌兰察布'),
  fresh('西红柿', '新鲜蔬菜', 3.2, ['件', 10], '山东寿光'),
  fresh('黄瓜', '新鲜蔬菜', 2.8, ['件', 10], '山东寿光'),
  fresh('大白菜', '新鲜蔬菜', 1.2, ['袋', 20], '河北'),
  fresh('青椒', '新鲜蔬菜', 3.5, ['件', 10], '山东寿光'),
  fresh('胡萝卜', '新鲜蔬菜', 1.6, ['袋', 20], '河北'),
  fresh('洋葱', '新鲜蔬菜', 1.5, ['袋', 20], '甘肃'),
  fresh('大蒜', '新鲜蔬菜', 5.5, ['袋', 10], '山东金乡'),
  fresh('生姜', '新鲜蔬菜', 6, ['袋', 10], '山东'),
  fresh('菠菜', '新鲜蔬菜', 4, ['件', 10], '本地'),
  fresh('红富士苹果', '时令水果', 5.8, ['件', 20], '陕西洛川'),
  fresh('香蕉', '时令水果', 3.6, ['件', 30], '广西'),
  fresh('砂糖橘', '时令水果', 4.5, ['件', 20], '广西'),
  fresh('赣南脐橙', '时令水果', 5.5, ['件', 20], '江西赣州'),
  fresh('巨峰葡萄', '时令水果', 8, ['件', 10], '辽宁'),
  fresh('鸭梨', '时令水果', 3.8, ['件', 20], '河北'),
  fresh('猕猴桃', '时令水果', 9, ['件', 10], '陕西周至'),
  { ...fresh('麒麟西瓜', '时令水果', 2.6, ['件', 20], '海南'), unit: 'kg' },
  fresh('哈密瓜', '时令水果', 4.8, ['件', 10], '新疆', { state: 'draft' }),
];

/** The rejected demo product's reason, as a manager would write it. */
export const DEMO_REJECT_REASON = '主图不清晰，且缺少配料表图片，请补充后重新提交';
