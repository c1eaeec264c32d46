import { pathsOf } from '@tradewind/contract/common/pages';
import { marketingPages } from '@tradewind/contract/marketing/marketing.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The marketing pages' components, by manifest key (their paths, titles and permissions: contract marketing/marketing.pages.ts). */
export const marketingRoutes = routesOf(marketingPages, {
  'marketing.activity': () => import('./activity/pages/activity-list-page').then((m) => m.ActivityListPage),
  'marketing.activity_add': () => import('./activity/pages/activity-form-page').then((m) => m.ActivityFormPage),
  'marketing.activity_edit': () => import('./activity/pages/activity-form-page').then((m) => m.ActivityFormPage),
  'marketing.custom': () => import('./shop-page/pages/shop-decoration-page').then((m) => m.ShopDecorationPage),
  'marketing.feedback': () => import('./feedback/pages/feedback-list-page').then((m) => m.FeedbackListPage),
  'marketing.express': () => import('./courier/pages/courier-list-page').then((m) => m.CourierListPage),
  'marketing.freight': () => import('./template/pages/freight-list-page').then((m) => m.FreightListPage),
  'marketing.freight_add': () => import('./template/pages/freight-form-page').then((m) => m.FreightFormPage),
  'marketing.freight_edit': () => import('./template/pages/freight-form-page').then((m) => m.FreightFormPage),
  'marketing.carry_fee': () => import('./template/pages/carry-fee-list-page').then((m) => m.CarryFeeTemplateListPage),
  'marketing.carry_fee_add': () => import('./template/pages/carry-fee-form-page').then((m) => m.CarryFeeTemplateFormPage),
  'marketing.carry_fee_edit': () => import('./template/pages/carry-fee-form-page').then((m) => m.CarryFeeTemplateFormPage),
  'marketing.coupon': () => import('./coupon/pages/coupon-list-page').then((m) => m.CouponListPage),
  'marketing.coupon_add': () => import('./coupon/pages/coupon-form-page').then((m) => m.CouponFormPage),
  'marketing.coupon_edit': () => import('./coupon/pages/coupon-form-page').then((m) => m.CouponFormPage),
  'marketing.coupon_code': () => import('./coupon/pages/coupon-code-page').then((m) => m.CouponCodePage),
  'marketing.coupon_code_print': () => import('./coupon/pages/coupon-code-print-page').then((m) => m.CouponCodePrintPage),
});

const path = pathsOf(marketingPages);
export const ACTIVITY_LIST_PATH = path('marketing.activity');
export const ACTIVITY_ADD_PATH = path('marketing.activity_add');
export const activityEditPath = (id: number) => path('marketing.activity_edit', `?id=${id}`);
export const FREIGHT_LIST_PATH = path('marketing.freight');
export const FREIGHT_ADD_PATH = path('marketing.freight_add');
export const freightEditPath = (id: number) => path('marketing.freight_edit', `?id=${id}`);
export const CARRY_TEMPLATE_LIST_PATH = path('marketing.carry_fee');
export const CARRY_TEMPLATE_ADD_PATH = path('marketing.carry_fee_add');
export const carryTemplateEditPath = (id: number) => path('marketing.carry_fee_edit', `?id=${id}`);
export const COUPON_LIST_PATH = path('marketing.coupon');
export const COUPON_ADD_PATH = path('marketing.coupon_add');
export const couponEditPath = (id: number) => path('marketing.coupon_edit', `?id=${id}`);
export const couponCodePath = (id: number) => path('marketing.coupon_code', `?id=${id}`);
export const couponCodePrintPath = (id: number, batch: number) => path('marketing.coupon_code_print', `?id=${id}&batch=${batch}`);
