import { modulePages } from '../common/pages';

/**
 * The marketing pages (spec 001 §2 /marketing), each with its permission and buttons: coupons and
 * activities (priced into orders), shop decoration, freight and carry-fee templates, feedback and couriers.
 */
export const marketingPages = modulePages({ key: 'marketing', title: { zh: '营销管理', en: 'Marketing' }, icon: 'GiftOutlined', sort: 70 }, [
  { key: 'marketing.freight', path: '/marketing/freight/list', title: { zh: '运费模板', en: 'Freight templates' }, permission: 'marketing:freight:list', sort: 50, icon: 'CarOutlined',
    buttons: [['marketing:freight:create', '新增运费模板'], ['marketing:freight:update', '编辑运费模板'], ['marketing:freight:delete', '删除运费模板']] },
  { key: 'marketing.freight_add', path: '/marketing/freight/add', title: { zh: '新增运费模板', en: 'New freight template' }, permission: 'marketing:freight:create', sort: 51, hidden: true },
  { key: 'marketing.freight_edit', path: '/marketing/freight/edit', title: { zh: '编辑运费模板', en: 'Edit freight template' }, permission: 'marketing:freight:update', sort: 52, hidden: true },
  { key: 'marketing.carry_fee', path: '/marketing/carry_fee/list', title: { zh: '搬运费模板', en: 'Carry-fee templates' }, permission: 'marketing:carry_fee:list', sort: 53, icon: 'GoldOutlined',
    buttons: [['marketing:carry_fee:create', '新增搬运费模板'], ['marketing:carry_fee:update', '编辑搬运费模板'], ['marketing:carry_fee:delete', '删除搬运费模板']] },
  { key: 'marketing.carry_fee_add', path: '/marketing/carry_fee/add', title: { zh: '新增搬运费模板', en: 'New carry-fee template' }, permission: 'marketing:carry_fee:create', sort: 54, hidden: true },
  { key: 'marketing.carry_fee_edit', path: '/marketing/carry_fee/edit', title: { zh: '编辑搬运费模板', en: 'Edit carry-fee template' }, permission: 'marketing:carry_fee:update', sort: 55, hidden: true },
]);
