import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';
import { fleetPageMessages } from './fleet.web-messages';

/** The fleet part's page texts (registered by the module's index.ts). */
export const fleetWebMessages = fleetPageMessages;

const workerPages = {
  list: async () => ({ Component: (await import('./pages/worker-list-page')).WorkerListPage }),
  form: async () => ({ Component: (await import('./pages/worker-form-page')).WorkerFormPage }),
  detail: async () => ({ Component: (await import('./pages/worker-detail-page')).WorkerDetailPage }),
};
const feePages = {
  list: async () => ({ Component: (await import('./pages/carry-fee-list-page')).CarryFeeListPage }),
  form: async () => ({ Component: (await import('./pages/carry-fee-form-page')).CarryFeeFormPage }),
};
const page = (path: string, title: string, permission: string, lazy: RouteObject['lazy']): RouteObject => ({ path, handle: { title, permission } satisfies RouteHandle, lazy });

/** The fleet part's pages (spec 001 §2 /lms): workers, car models, cars, the settings, worker orders and carry fees. */
export const fleetRoutes: RouteObject[] = [
  page('lms/worker/list', 'route.lms_worker', 'lms:worker:list', workerPages.list),
  page('lms/worker/add', 'route.lms_worker_add', 'lms:worker:create', workerPages.form),
  page('lms/worker/edit', 'route.lms_worker_edit', 'lms:worker:update', workerPages.form),
  page('lms/worker/detail', 'route.lms_worker_detail', 'lms:worker:list', workerPages.detail),
  page('lms/car_model/list', 'route.lms_car_model', 'lms:car_model:list', async () => ({ Component: (await import('./pages/car-model-page')).CarModelPage })),
  page('lms/car/list', 'route.lms_car', 'lms:car:list', async () => ({ Component: (await import('./pages/car-page')).CarPage })),
  page('lms/setting/index', 'route.lms_setting', 'lms:setting:index', async () => ({ Component: (await import('./pages/logistics-setting-page')).LogisticsSettingPage })),
  page('lms/worker_order/list', 'route.lms_worker_order', 'lms:worker_order:list', async () => ({ Component: (await import('./pages/worker-order-page')).WorkerOrderPage })),
  page('lms/logistics_carry_fee/list', 'route.lms_logistics_carry_fee', 'lms:logistics_carry_fee:list', feePages.list),
  page('lms/logistics_carry_fee/add', 'route.lms_logistics_carry_fee_add', 'lms:logistics_carry_fee:create', feePages.form),
  page('lms/logistics_carry_fee/edit', 'route.lms_logistics_carry_fee_edit', 'lms:logistics_carry_fee:list', feePages.form),
];
