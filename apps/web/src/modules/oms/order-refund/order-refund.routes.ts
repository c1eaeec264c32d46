import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/** /oms/order_refund/list, add, edit, detail, print (issue 17 §7) and /oms/statement/list, print (§9). */
export const refundStatementRoutes: RouteObject[] = [
  {
    path: 'oms/order_refund/list',
    handle: { title: 'route.oms_order_refund', permission: 'oms:order_refund:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/refund-list-page')).RefundListPage }),
  },
  {
    path: 'oms/order_refund/add',
    handle: { title: 'route.oms_order_refund_add', permission: 'oms:order_refund:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/refund-form-page')).RefundFormPage }),
  },
  {
    path: 'oms/order_refund/edit',
    handle: { title: 'route.oms_order_refund_edit', permission: 'oms:order_refund:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/refund-form-page')).RefundFormPage }),
  },
  {
    path: 'oms/order_refund/detail',
    handle: { title: 'route.oms_order_refund_detail', permission: 'oms:order_refund:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/refund-detail-page')).RefundDetailPage }),
  },
  {
    path: 'oms/order_refund/print',
    handle: { title: 'route.oms_order_refund_print', layout: 'print', printDescription: 'oms_refund.print_description', permission: 'oms/order_refund/Print' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/refund-print-page')).RefundPrintPage }),
  },
  {
    path: 'oms/statement/list',
    handle: { title: 'route.oms_statement', permission: 'oms:statement:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../statement/pages/statement-list-page')).StatementListPage }),
  },
  {
    path: 'oms/statement/print',
    handle: { title: 'route.oms_statement_print', layout: 'print', printDescription: 'oms_statement.print_description', permission: 'oms:statement:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../statement/pages/statement-print-page')).StatementPrintPage }),
  },
];
