import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-handle';

/** The price pages of spec 001 §2 (titles as the server's menu seeds). */
export const priceRoutes: RouteObject[] = [
  {
    path: 'crm/price/list',
    handle: { title: 'route.crm_price_plan', permission: 'crm:price:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/price-plan-list-page')).PricePlanListPage }),
  },
  {
    path: 'crm/price/add',
    handle: { title: 'route.crm_price_plan_add', permission: 'crm:price:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/price-plan-form-page')).PricePlanFormPage }),
  },
  {
    path: 'crm/price/edit',
    handle: { title: 'route.crm_price_plan_edit', permission: 'crm:price:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/price-plan-form-page')).PricePlanFormPage }),
  },
  {
    path: 'crm/price',
    handle: { title: 'route.crm_customer_price', permission: 'crm:customer_price:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/customer-price-list-page')).CustomerPriceListPage }),
  },
  {
    path: 'crm/add_price',
    handle: { title: 'route.crm_customer_price_add', permission: 'crm:customer_price:create' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/customer-price-add-page')).CustomerPriceAddPage }),
  },
  {
    path: 'crm/edit_price',
    handle: { title: 'route.crm_customer_price_edit', permission: 'crm:customer_price:update' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/customer-price-edit-page')).CustomerPriceEditPage }),
  },
  {
    path: 'crm/quotation_price/list',
    handle: { title: 'route.crm_quotation_price', permission: 'crm:quotation_price:list' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/quotation-price-page')).QuotationPricePage }),
  },
];
