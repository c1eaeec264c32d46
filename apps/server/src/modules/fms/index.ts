import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerFmsConfigRoutes } from './config';
import { registerCustomerAccountRoutes } from './customer-account';
import { registerPaymentConfigRoutes } from './payment-config';
import { registerPrepayAccountRoutes } from './prepay-account';
import { registerPaySettingRoutes } from './setting';

// The money kernel (module README): the one writer of customer and prepay accounts and of workers'
// earnings, which warehouse, orders and logistics call in their own transactions, and the re-sum the tests run.
export { openCustomerAccount, getCustomerAccount, type CustomerAccount, type CustomerAccountRow } from './customer-account';
export { checkMoneyLedger, postCustomerAccount, recordEarning, type PostCustomerAccountInput, type PostedAccountChange, type RecordEarningInput, type RecordedEarning } from './ledger';
export { openPrepayAccount, postPrepayAccount, type PostPrepayAccountInput, type PostedPrepayChange } from './prepay-account';
export { CustomerAccountHistoryType, type CustomerAccountField } from '@tradewind/contract/fms/balance-history.schema';
export { PrepayHistoryType, type PrepayTargetType } from '@tradewind/contract/fms/prepay-account.schema';
export { EarningSourceType, type EarningTargetType } from '@tradewind/contract/fms/earning.schema';
// Payment methods (the demo seed makes them; receipt and payment notes register their use) and the pay
// rules oms's order header reads (which order pay types are offered).
export { createPaymentConfig, registerPaymentConfigUse, type PaymentConfigUse } from './payment-config';
export { readPayRules, type PayRules } from './setting';
// The demo seed adjusts accounts as finance does (a reason, the ledgers, the message).
export { financeAdjust } from './customer-account/balance-history.service';
export { adjustPrepayAccount } from './prepay-account/prepay-account.service';

// Finance pages (spec 001 §2 /fms routes) after logistics in the menu, with their buttons; the pay
// settings sit under system (/system/setting/pay) but are this module's, as the warehouse settings are wms's.
const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string, is_show: 0 | 1 = 1) =>
  ({ key: `fms.${key}`, parent: 'fms', type: 2 as const, name, router, permission, sort, icon, is_show });
const button = (parent: string, permission: string, name: string, sort: number) =>
  ({ key: `fms.${parent}.${permission}`, parent: `fms.${parent}`, type: 3 as const, name, permission, sort });
registerMenuSeeds([
  { key: 'fms', type: 1, name: '财务管理', icon: 'AccountBookOutlined', router: '/fms', sort: 60 },
  page('customer_account', '客户账户', '/fms/customer_account/list', 'fms:customer_account:list', 10, 'WalletOutlined'),
  button('customer_account', 'fms:customer_account:detail', '查看账户', 1),
  button('customer_account', 'fms:customer_account:export', '导出客户账户', 2),
  button('customer_account', 'fms:customer_account:finance_adjust', '财务调整', 3),
  page('customer_account_detail', '客户账户详情', '/fms/customer_account/detail', 'fms:customer_account:detail', 11, undefined, 0),
  page('finance_prepay_account', '预付款账户', '/fms/finance_prepay_account/list', 'fms:finance_prepay_account:list', 12, 'MoneyCollectOutlined'),
  button('finance_prepay_account', 'fms:finance_prepay_account:detail', '查看预付款账户', 1),
  button('finance_prepay_account', 'fms:finance_prepay_account:finance_adjust', '预付款调整', 2),
  page('finance_prepay_account_detail', '预付款账户详情', '/fms/finance_prepay_account/detail', 'fms:finance_prepay_account:detail', 13, undefined, 0),
  page('payment_config', '收付款方式', '/fms/payment_config/list', 'fms:payment_config:list', 20, 'BankOutlined'),
  button('payment_config', 'fms:payment_config:create', '新增收付款方式', 1),
  button('payment_config', 'fms:payment_config:update', '编辑收付款方式', 2),
  button('payment_config', 'fms:payment_config:delete', '删除收付款方式', 3),
  { key: 'system.setting_pay', parent: 'system', type: 2, name: '支付设置', router: '/system/setting/pay', permission: 'fms:setting:pay', sort: 10, icon: 'WalletOutlined' },
  { key: 'system.setting_pay.update', parent: 'system.setting_pay', type: 3, name: '修改支付设置', permission: 'fms:setting:update', sort: 1 },
]);

/** Finance: the money kernel, accounts, payment methods and pay settings; the finance documents come with issue 20 part two. */
export function registerFmsModule(app: FastifyInstance, deps: AppDeps): void {
  registerFmsConfigRoutes(app, deps);
  registerCustomerAccountRoutes(app, deps);
  registerPrepayAccountRoutes(app, deps);
  registerPaymentConfigRoutes(app, deps);
  registerPaySettingRoutes(app, deps);
}
