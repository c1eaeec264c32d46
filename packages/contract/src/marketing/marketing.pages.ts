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
]);
