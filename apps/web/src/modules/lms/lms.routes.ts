import { pathsOf } from '@tradewind/contract/common/pages';
import { lmsPages } from '@tradewind/contract/lms/lms.pages';
import { routesOf } from '@/core/routing/page-routes';

/** The lms pages' components, by manifest key (their paths, titles and permissions: contract lms/lms.pages.ts). */
export const lmsRoutes = routesOf(lmsPages, {
  'lms.worker': () => import('./fleet/pages/worker-list-page').then((m) => m.WorkerListPage),
  'lms.worker_add': () => import('./fleet/pages/worker-form-page').then((m) => m.WorkerFormPage),
  'lms.worker_edit': () => import('./fleet/pages/worker-form-page').then((m) => m.WorkerFormPage),
  'lms.worker_detail': () => import('./fleet/pages/worker-detail-page').then((m) => m.WorkerDetailPage),
  'lms.car_model': () => import('./car-model/pages/car-model-page').then((m) => m.CarModelPage),
  'lms.car': () => import('./fleet/pages/car-page').then((m) => m.CarPage),
  'lms.setting': () => import('./fleet/pages/logistics-setting-page').then((m) => m.LogisticsSettingPage),
  'lms.worker_order': () => import('./fleet/pages/worker-order-page').then((m) => m.WorkerOrderPage),
  'lms.logistics_carry_fee': () => import('./fleet/pages/carry-fee-list-page').then((m) => m.CarryFeeListPage),
  'lms.logistics_carry_fee_add': () => import('./fleet/pages/carry-fee-form-page').then((m) => m.CarryFeeFormPage),
  'lms.logistics_carry_fee_edit': () => import('./fleet/pages/carry-fee-form-page').then((m) => m.CarryFeeFormPage),
  'lms.logistics_order': () => import('./logistics-order/pages/logistics-order-list-page').then((m) => m.LogisticsOrderListPage),
  'lms.logistics_order_print': { load: () => import('./logistics-order/pages/logistics-order-print-page').then((m) => m.LogisticsOrderPrintPage), handle: { printDescription: 'lms_lo.print_description' } },
  'lms.logistics_order_batch_print': { load: () => import('./logistics-order/pages/logistics-order-batch-print-page').then((m) => m.LogisticsOrderBatchPrintPage), handle: { printDescription: 'lms_lo.print_description' } },
  'lms.sign_in': () => import('./logistics-order/pages/sign-in-list-page').then((m) => m.SignInListPage),
  'lms.line': () => import('./line/pages/line-list-page').then((m) => m.LineListPage),
  'lms.line_detail': () => import('./line/pages/line-detail-page').then((m) => m.LineDetailPage),
  'lms.line_print': { load: () => import('./line/pages/line-print-page').then((m) => m.LinePrintPage), handle: { printDescription: 'lms_line.print_description' } },
  'lms.line_compare': () => import('./line/pages/line-compare-page').then((m) => m.LineComparePage),
  'lms.line_map': () => import('./line/pages/line-map-page').then((m) => m.LineMapPage),
  'lms.pre_line': () => import('./line/pages/pre-line-list-page').then((m) => m.PreLineListPage),
});

const path = pathsOf(lmsPages);

// The addresses pages link to.
export const WORKER_LIST_PATH = path('lms.worker');
export const WORKER_ADD_PATH = path('lms.worker_add');
export const workerEditPath = (id: number) => path('lms.worker_edit', `?id=${id}`);
export const workerDetailPath = (id: number) => path('lms.worker_detail', `?id=${id}`);
export const CARRY_FEE_LIST_PATH = path('lms.logistics_carry_fee');
export const CARRY_FEE_ADD_PATH = path('lms.logistics_carry_fee_add');
export const carryFeeEditPath = (id: number) => path('lms.logistics_carry_fee_edit', `?id=${id}`);
