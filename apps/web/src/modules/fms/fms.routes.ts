import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';
import { moneyHistoryRoutes } from './money-history/money-history.web';
import { paymentNoteRoutes } from './payment-note/payment-note.web';
import { receiptNoteRoutes } from './receipt-note/receipt-note.web';
import { supplierSettlementRoutes } from './supplier-settlement/supplier-settlement.web';
import { workerSettlementRoutes } from './worker-settlement/worker-settlement.web';

const page = (path: string, title: string, permission: string, lazy: RouteObject['lazy']): RouteObject => ({ path, handle: { title, permission } satisfies RouteHandle, lazy });

/**
 * Pages of /fms (the accounts, payment methods, and each part's own: notes, journals, settlements) and the pay settings, which sit under /system/setting but
 * are this module's. A face of its own apart from index.ts: the router needs only these.
 */
export const fmsRoutes: RouteObject[] = [
  page('fms/customer_account/list', 'route.fms_customer_account', 'fms:customer_account:list', async () => ({ Component: (await import('./pages/customer-account-list-page')).CustomerAccountListPage })),
  page('fms/customer_account/detail', 'route.fms_customer_account_detail', 'fms:customer_account:detail', async () => ({ Component: (await import('./pages/customer-account-detail-page')).CustomerAccountDetailPage })),
  page('fms/finance_prepay_account/list', 'route.fms_prepay_account', 'fms:finance_prepay_account:list', async () => ({ Component: (await import('./pages/prepay-account-list-page')).PrepayAccountListPage })),
  page('fms/finance_prepay_account/detail', 'route.fms_prepay_account_detail', 'fms:finance_prepay_account:detail', async () => ({ Component: (await import('./pages/prepay-account-detail-page')).PrepayAccountDetailPage })),
  page('fms/payment_config/list', 'route.fms_payment_config', 'fms:payment_config:list', async () => ({ Component: (await import('./pages/payment-config-page')).PaymentConfigPage })),
  page('system/setting/pay', 'route.system_setting_pay', 'fms:setting:pay', async () => ({ Component: (await import('./pages/pay-setting-page')).PaySettingPage })),
  ...receiptNoteRoutes,
  ...paymentNoteRoutes,
  ...moneyHistoryRoutes,
  ...supplierSettlementRoutes,
  ...workerSettlementRoutes,
];
