import { modulePages } from '../common/pages';

/**
 * The marketing pages (spec 001 §2 /marketing), each with its permission and buttons: coupons and
 * activities (priced into orders), shop decoration, freight and carry-fee templates, feedback and couriers.
 */
export const marketingPages = modulePages({ key: 'marketing', title: { zh: '营销管理', en: 'Marketing' }, icon: 'GiftOutlined', sort: 70 }, [
]);
