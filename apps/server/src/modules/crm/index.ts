import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import { registerMenuSeeds } from '@/modules/system/menu';
import { registerStoreUsageCheck } from '@/modules/system/store';
import { registerAccountPeriodRoutes } from './account-period/account-period.routes';
import { registerAddressRoutes } from './address/address.routes';
import { registerCertificationRoutes } from './certification/certification.routes';
import { registerConfigRoutes } from './config/config.routes';
import { registerContactRoutes } from './contact/contact.routes';
import { registerCustomerRoutes } from './customer/customer.routes';
import { storeHasCustomers } from './customer/customer.service';
import { registerFileRoutes } from './file/file.routes';
import { registerPoolRoutes } from './pool/pool.routes';
import { registerPriceRoutes } from './price/price.routes';
import { registerSearchRoutes } from './search/search.routes';
import { registerVisitRoutes } from './visit/visit.routes';

// The price of order lines for a customer (docs/trading-model.md §4): the customer's own price, a price plan of its
// level or type, else the list price — with where it came from (README "Prices").
export { priceForCustomer, type PricedLine } from './price/price-for-customer';
// the customers a keyword finds, through the search's postings (orders' keyword reads them)
export { customerIdsMatching } from './search/search.service';
export { PRICE_SOURCES, priceSourceKey, type PriceSource } from '@tradewind/contract/crm/price.schema';
// for the demo seed
export { createPricePlan } from './price/price-plan.service';
export { createCustomerPrices } from './price/customer-price.service';

// Customer relations pages (spec 001 §2 /crm routes), each with its list permission and buttons; the
// drawer's section permissions (spec 001 §6) are buttons of the customer list.
const page = (key: string, name: string, router: string, permission: string, sort: number, icon?: string, is_show: 0 | 1 = 1) =>
  ({ key: `crm.${key}`, parent: 'crm', type: 2 as const, name, router, permission, sort, icon, is_show });
const button = (parent: string, permission: string, name: string, sort: number) =>
  ({ key: `crm.${parent}.${permission}`, parent: `crm.${parent}`, type: 3 as const, name, permission, sort });
registerMenuSeeds([
  { key: 'crm', type: 1, name: '客户管理', icon: 'ContactsOutlined', router: '/crm', sort: 20 },
  page('customer', '客户列表', '/crm/customer/list', 'crm:customer:list', 1, 'UserOutlined'),
  button('customer', 'crm:customer:detail', '客户详情', 1),
  button('customer', 'crm:customer:create', '新增客户', 2),
  button('customer', 'crm:customer:update', '编辑客户', 3),
  button('customer', 'crm:customer:status', '启用/禁用客户', 4),
  button('customer', 'crm:customer:sales', '变更销售', 5),
  button('customer', 'crm:customer:sales_type', '领取/释放客户', 6),
  button('customer', 'crm:customer:update_store', '变更门店', 7),
  button('customer', 'crm:customer:payment_day', '开通/修改账期', 8),
  button('customer', 'crm:customer:export', '导出客户', 9),
  button('customer', 'fms:customer_account:detail', '查看账户余额', 10),
  button('customer', 'crm:certification:info', '查看认证', 11),
  button('customer', 'crm:certification:create', '提交认证', 12),
  button('customer', 'crm:certification:audit', '审核认证', 13),
  button('customer', 'crm:certification:delete', '取消认证', 14),
  button('customer', 'crm:visit:list', '查看跟进', 15),
  button('customer', 'crm:visit:create', '新增跟进', 16),
  button('customer', 'crm:visit:delete', '删除跟进', 17),
  button('customer', 'crm:user:list', '查看联系人', 18),
  button('customer', 'crm:user:create', '新增联系人', 19),
  button('customer', 'crm:user:update', '编辑联系人', 20),
  button('customer', 'crm:user:delete', '删除联系人', 21),
  button('customer', 'crm:address:list', '查看收货地址', 22),
  button('customer', 'crm:address:create', '新增收货地址', 23),
  button('customer', 'crm:address:update', '编辑收货地址', 24),
  button('customer', 'crm:address:delete', '删除收货地址', 25),
  button('customer', 'crm:file:list', '查看附件', 26),
  button('customer', 'crm:file:create', '上传附件', 27),
  button('customer', 'crm:file:update', '编辑附件', 28),
  button('customer', 'crm:file:delete', '删除附件', 29),
  button('customer', 'crm:logs:list', '查看日志', 30),
  button('customer', 'search:customer:list', '全局搜索客户', 31),
  page('customer_add', '新增客户', '/crm/customer/add', 'crm:customer:create', 2, undefined, 0),
  page('customer_edit', '编辑客户', '/crm/customer/edit', 'crm:customer:update', 3, undefined, 0),
  page('customer_auth', '客户认证', '/crm/customer/auth', 'crm:certification:info', 4, undefined, 0),
  page('public', '公海客户', '/crm/customer/public', 'crm:public:list', 5, 'ClusterOutlined'),
  page('account_period', '账期客户', '/crm/account_period/list', 'crm:customer_account_period:list', 6, 'CalendarOutlined'),
  button('account_period', 'crm:customer_account_period:create', '新增账期', 1),
  button('account_period', 'crm:customer_account_period:update', '编辑账期', 2),
  button('account_period', 'crm:customer_account_period:delete', '删除账期', 3),
  page('down_public', '掉保规则', '/crm/down_public', 'crm:down_public:index', 7, 'FileTextOutlined'),
  button('down_public', 'crm:down_public:update', '修改掉保规则', 1),
  page('setting', '客户设置', '/crm/setting/index', 'crm:setting:index', 8, 'SettingOutlined'),
  button('setting', 'crm:type:create', '新增客户类型', 1),
  button('setting', 'crm:type:update', '编辑客户类型', 2),
  button('setting', 'crm:type:delete', '删除客户类型', 3),
  button('setting', 'crm:level:create', '新增客户等级', 4),
  button('setting', 'crm:level:update', '编辑客户等级', 5),
  button('setting', 'crm:level:delete', '删除客户等级', 6),
  // prices (README "Prices"): plans by level/type, a customer's own prices, the customer's quotation
  page('price_plan', '价格方案', '/crm/price/list', 'crm:price:list', 9, 'TagsOutlined'),
  button('price_plan', 'crm:price:create', '新增价格方案', 1),
  button('price_plan', 'crm:price:update', '编辑价格方案', 2),
  button('price_plan', 'crm:price:status', '启用/停用价格方案', 3),
  button('price_plan', 'crm:price:delete', '删除价格方案', 4),
  page('price_plan_add', '新增价格方案', '/crm/price/add', 'crm:price:create', 10, undefined, 0),
  page('price_plan_edit', '编辑价格方案', '/crm/price/edit', 'crm:price:update', 11, undefined, 0),
  page('customer_price', '客户价格', '/crm/price', 'crm:customer_price:list', 12, 'DollarOutlined'),
  button('customer_price', 'crm:customer_price:create', '新增客户价格', 1),
  button('customer_price', 'crm:customer_price:update', '编辑客户价格', 2),
  button('customer_price', 'crm:customer_price:delete', '删除客户价格', 3),
  button('customer_price', 'crm:customer_price:export', '导出客户价格', 4),
  page('customer_price_add', '新增客户价格', '/crm/add_price', 'crm:customer_price:create', 13, undefined, 0),
  page('customer_price_edit', '编辑客户价格', '/crm/edit_price', 'crm:customer_price:update', 14, undefined, 0),
  page('quotation_price', '客户报价', '/crm/quotation_price/list', 'crm:quotation_price:list', 15, 'FileSearchOutlined'),
  button('quotation_price', 'crm:quotation_price:export', '导出报价单', 1),
]);

export function registerCrmModule(app: FastifyInstance, deps: AppDeps): void {
  // system sits below crm and may not import it: crm tells it at start that its customers hold a store
  registerStoreUsageCheck(storeHasCustomers);
  registerConfigRoutes(app, deps);
  registerCustomerRoutes(app, deps);
  registerPoolRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerVisitRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerCertificationRoutes(app, deps);
  registerAccountPeriodRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerPriceRoutes(app, deps);
}
