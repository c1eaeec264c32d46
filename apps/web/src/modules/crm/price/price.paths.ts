/** The price pages' addresses (spec 001 §2: /crm/price/list|add|edit, /crm/price, /crm/add_price, /crm/edit_price, /crm/quotation_price/list). */
export const PRICE_PLAN_LIST_PATH = '/crm/price/list';
export const PRICE_PLAN_ADD_PATH = '/crm/price/add';
export const pricePlanEditPath = (id: number) => `/crm/price/edit?id=${id}`;
export const CUSTOMER_PRICE_LIST_PATH = '/crm/price';
export const customerPriceListPath = (customerId?: number) => (customerId ? `/crm/price?customer_id=${customerId}` : '/crm/price');
export const customerPriceAddPath = (customerId?: number) => (customerId ? `/crm/add_price?customer_id=${customerId}` : '/crm/add_price');
export const customerPriceEditPath = (id: number) => `/crm/edit_price?id=${id}`;
export const quotationPath = (customerId?: number) => (customerId ? `/crm/quotation_price/list?customer_id=${customerId}` : '/crm/quotation_price/list');
