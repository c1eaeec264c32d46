import type { PrepayTargetType } from '@tradewind/contract/fms/prepay-account.schema';

/** The finance pages' addresses (spec 001 §2 /fms). The account detail is keyed by the customer's id. */
export const CUSTOMER_ACCOUNT_LIST_PATH = '/fms/customer_account/list';
export const customerAccountDetailPath = (customerId: number) => `/fms/customer_account/detail?id=${customerId}`;
export const PREPAY_ACCOUNT_LIST_PATH = '/fms/finance_prepay_account/list';
/** By target (`?supplier_id=` / `?worker_id=`); a finance message opens it by the account's id (`?id=`). */
export const prepayAccountDetailPath = (targetType: PrepayTargetType, targetId: number) => `/fms/finance_prepay_account/detail?${targetType}_id=${targetId}`;
