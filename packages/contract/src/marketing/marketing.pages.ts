import { modulePages } from '../common/pages';

/**
 * The marketing pages (spec 001 §2 /marketing), each with its permission and buttons: coupons and
 * activities (priced into orders), shop decoration, freight and carry-fee templates, feedback and couriers.
 */
export const marketingPages = modulePages({ key: 'marketing', title: { zh: '营销管理', en: 'Marketing' }, icon: 'GiftOutlined', sort: 70 }, [
  { key: 'marketing.activity', path: '/marketing/activity/list', title: { zh: '营销活动', en: 'Activities' }, permission: 'marketing:activity:list', sort: 20, icon: 'TagsOutlined',
    buttons: [['marketing:activity:create', '新增活动'], ['marketing:activity:update', '编辑活动'], ['marketing:activity:switch', '启用/停用活动'], ['marketing:activity:void', '作废活动']] },
  { key: 'marketing.activity_add', path: '/marketing/activity/add', title: { zh: '新增活动', en: 'New activity' }, permission: 'marketing:activity:create', sort: 21, hidden: true },
  { key: 'marketing.activity_edit', path: '/marketing/activity/edit', title: { zh: '编辑活动', en: 'Edit activity' }, permission: 'marketing:activity:update', sort: 22, hidden: true },
  { key: 'marketing.custom', path: '/marketing/custom/index', title: { zh: '店铺装修', en: 'Shop decoration' }, permission: 'marketing:custom:index', sort: 30, icon: 'ShopOutlined',
    buttons: [['marketing:custom:update', '编辑首页草稿'], ['marketing:custom:publish', '发布首页']] },
  { key: 'marketing.feedback', path: '/marketing/feedback/list', title: { zh: '意见反馈', en: 'Feedback' }, permission: 'marketing:feedback:list', sort: 80, icon: 'NotificationOutlined',
    buttons: [['marketing:feedback:create', '登记反馈'], ['marketing:feedback:reply', '回复反馈'], ['marketing:feedback:status', '关闭/重开反馈']] },
  { key: 'marketing.express', path: '/marketing/express/list', title: { zh: '快递公司', en: 'Couriers' }, permission: 'marketing:express:list', sort: 90, icon: 'TruckOutlined',
    buttons: [['marketing:express:create', '新增快递公司'], ['marketing:express:update', '编辑快递公司'], ['marketing:express:delete', '删除快递公司'], ['marketing:express:status', '启用/停用快递公司']] },
  { key: 'marketing.freight', path: '/marketing/freight/list', title: { zh: '运费模板', en: 'Freight templates' }, permission: 'marketing:freight:list', sort: 50, icon: 'CarOutlined',
    buttons: [['marketing:freight:create', '新增运费模板'], ['marketing:freight:update', '编辑运费模板'], ['marketing:freight:delete', '删除运费模板']] },
  { key: 'marketing.freight_add', path: '/marketing/freight/add', title: { zh: '新增运费模板', en: 'New freight template' }, permission: 'marketing:freight:create', sort: 51, hidden: true },
  { key: 'marketing.freight_edit', path: '/marketing/freight/edit', title: { zh: '编辑运费模板', en: 'Edit freight template' }, permission: 'marketing:freight:update', sort: 52, hidden: true },
  { key: 'marketing.carry_fee', path: '/marketing/carry_fee/list', title: { zh: '搬运费模板', en: 'Carry-fee templates' }, permission: 'marketing:carry_fee:list', sort: 53, icon: 'GoldOutlined',
    buttons: [['marketing:carry_fee:create', '新增搬运费模板'], ['marketing:carry_fee:update', '编辑搬运费模板'], ['marketing:carry_fee:delete', '删除搬运费模板']] },
  { key: 'marketing.carry_fee_add', path: '/marketing/carry_fee/add', title: { zh: '新增搬运费模板', en: 'New carry-fee template' }, permission: 'marketing:carry_fee:create', sort: 54, hidden: true },
  { key: 'marketing.carry_fee_edit', path: '/marketing/carry_fee/edit', title: { zh: '编辑搬运费模板', en: 'Edit carry-fee template' }, permission: 'marketing:carry_fee:update', sort: 55, hidden: true },
  { key: 'marketing.coupon', path: '/marketing/coupon/list', title: { zh: '优惠券', en: 'Coupons' }, permission: 'marketing:coupon:list', sort: 1, icon: 'TagOutlined',
    buttons: [
      ['marketing:coupon:create', '新增优惠券'], ['marketing:coupon:update', '编辑优惠券'], ['marketing:coupon:delete', '删除优惠券'],
      ['marketing:coupon:issue', '发放优惠券'], ['marketing:coupon:claim', '券码领取'], ['marketing:coupon:stop', '停止优惠券'],
      ['marketing:coupon:void', '作废优惠券'], ['marketing:coupon:code_create', '生成券码'], ['marketing:coupon:export', '导出券码'],
    ] },
  { key: 'marketing.coupon_add', path: '/marketing/coupon/add', title: { zh: '新增优惠券', en: 'New coupon' }, permission: 'marketing:coupon:create', sort: 2, hidden: true },
  { key: 'marketing.coupon_edit', path: '/marketing/coupon/edit', title: { zh: '编辑优惠券', en: 'Edit coupon' }, permission: 'marketing:coupon:update', sort: 3, hidden: true },
  { key: 'marketing.coupon_code', path: '/marketing/coupon/code', title: { zh: '优惠券券码', en: 'Coupon codes' }, permission: 'marketing:coupon:code', sort: 4, hidden: true },
  { key: 'marketing.coupon_code_print', path: '/marketing/coupon/code_print', title: { zh: '打印券码', en: 'Print coupon codes' }, permission: 'marketing:coupon:code', sort: 5, hidden: true, layout: 'print' },
]);
