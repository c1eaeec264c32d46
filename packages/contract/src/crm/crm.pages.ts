import { modulePages } from '../common/pages';

/**
 * The customer relations pages (spec 001 §2 /crm), each with its permission and buttons; the customer
 * drawer's section permissions (spec 001 §6) are buttons of the customer list.
 */
export const crmPages = modulePages({ key: 'crm', title: { zh: '客户管理', en: 'CRM' }, icon: 'ContactsOutlined', sort: 20 }, [
  { key: 'crm.workbench', path: '/crm/workbench/index', title: { zh: '工作台', en: 'Workbench' }, permission: 'crm:workbench:index', sort: 0, icon: 'DashboardOutlined' },
  { key: 'crm.customer', path: '/crm/customer/list', title: { zh: '客户列表', en: 'Customers' }, permission: 'crm:customer:list', sort: 1, icon: 'UserOutlined',
    buttons: [
      ['crm:customer:detail', '客户详情'], ['crm:customer:create', '新增客户'], ['crm:customer:update', '编辑客户'],
      ['crm:customer:status', '启用/禁用客户'], ['crm:customer:sales', '变更销售'], ['crm:customer:sales_type', '领取/释放客户'],
      ['crm:customer:update_store', '变更门店'], ['crm:customer:payment_day', '开通/修改账期'], ['crm:customer:export', '导出客户'],
      ['fms:customer_account:detail', '查看账户余额'], ['crm:certification:info', '查看认证'], ['crm:certification:create', '提交认证'],
      ['crm:certification:audit', '审核认证'], ['crm:certification:delete', '取消认证'], ['crm:visit:list', '查看跟进'], ['crm:visit:create', '新增跟进'],
      ['crm:visit:delete', '删除跟进'], ['crm:user:list', '查看联系人'], ['crm:user:create', '新增联系人'], ['crm:user:update', '编辑联系人'],
      ['crm:user:delete', '删除联系人'], ['crm:address:list', '查看收货地址'], ['crm:address:create', '新增收货地址'], ['crm:address:update', '编辑收货地址'],
      ['crm:address:delete', '删除收货地址'], ['crm:file:list', '查看附件'], ['crm:file:create', '上传附件'], ['crm:file:update', '编辑附件'],
      ['crm:file:delete', '删除附件'], ['crm:logs:list', '查看日志'], ['search:customer:list', '全局搜索客户'],
    ] },
  { key: 'crm.customer_add', path: '/crm/customer/add', title: { zh: '新增客户', en: 'New customer' }, permission: 'crm:customer:create', sort: 2, hidden: true },
  { key: 'crm.customer_edit', path: '/crm/customer/edit', title: { zh: '编辑客户', en: 'Edit customer' }, permission: 'crm:customer:update', sort: 3, hidden: true },
  { key: 'crm.customer_auth', path: '/crm/customer/auth', title: { zh: '客户认证', en: 'Customer certification' }, permission: 'crm:certification:info', sort: 4, hidden: true },
  { key: 'crm.public', path: '/crm/customer/public', title: { zh: '公海客户', en: 'Public pool' }, permission: 'crm:public:list', sort: 5, icon: 'ClusterOutlined' },
  { key: 'crm.account_period', path: '/crm/account_period/list', title: { zh: '账期客户', en: 'Account-period customers' }, permission: 'crm:customer_account_period:list', sort: 6, icon: 'CalendarOutlined',
    buttons: [
      ['crm:customer_account_period:create', '新增账期'], ['crm:customer_account_period:update', '编辑账期'],
      ['crm:customer_account_period:delete', '删除账期'],
    ] },
  { key: 'crm.down_public', path: '/crm/down_public', title: { zh: '掉保规则', en: 'Pool rules' }, permission: 'crm:down_public:index', sort: 7, icon: 'FileTextOutlined',
    buttons: [['crm:down_public:update', '修改掉保规则'], ['crm:down_public:export', '导出即将掉保客户']] },
  { key: 'crm.setting', path: '/crm/setting/index', title: { zh: '客户设置', en: 'Customer settings' }, permission: 'crm:setting:index', sort: 8, icon: 'SettingOutlined',
    buttons: [
      ['crm:type:create', '新增客户类型'], ['crm:type:update', '编辑客户类型'], ['crm:type:delete', '删除客户类型'], ['crm:level:create', '新增客户等级'],
      ['crm:level:update', '编辑客户等级'], ['crm:level:delete', '删除客户等级'], ['crm:source:create', '新增客户来源'], ['crm:source:update', '编辑客户来源'],
      ['crm:source:delete', '删除客户来源'], ['crm:visit_type:create', '新增跟进类型'], ['crm:visit_type:update', '编辑跟进类型'], ['crm:visit_type:delete', '删除跟进类型'],
    ] },
  { key: 'crm.price_plan', path: '/crm/price/list', title: { zh: '价格方案', en: 'Price plans' }, permission: 'crm:price:list', sort: 9, icon: 'TagsOutlined',
    buttons: [['crm:price:create', '新增价格方案'], ['crm:price:update', '编辑价格方案'], ['crm:price:status', '启用/停用价格方案'], ['crm:price:delete', '删除价格方案']] },
  { key: 'crm.price_plan_add', path: '/crm/price/add', title: { zh: '新增价格方案', en: 'New price plan' }, permission: 'crm:price:create', sort: 10, hidden: true },
  { key: 'crm.price_plan_edit', path: '/crm/price/edit', title: { zh: '编辑价格方案', en: 'Edit price plan' }, permission: 'crm:price:update', sort: 11, hidden: true },
  { key: 'crm.customer_price', path: '/crm/price', title: { zh: '客户价格', en: 'Customer prices' }, permission: 'crm:customer_price:list', sort: 12, icon: 'DollarOutlined',
    buttons: [
      ['crm:customer_price:create', '新增客户价格'], ['crm:customer_price:update', '编辑客户价格'], ['crm:customer_price:delete', '删除客户价格'],
      ['crm:customer_price:export', '导出客户价格'],
    ] },
  { key: 'crm.customer_price_add', path: '/crm/add_price', title: { zh: '新增客户价格', en: 'New customer prices' }, permission: 'crm:customer_price:create', sort: 13, hidden: true },
  { key: 'crm.customer_price_edit', path: '/crm/edit_price', title: { zh: '编辑客户价格', en: 'Edit customer price' }, permission: 'crm:customer_price:update', sort: 14, hidden: true },
  { key: 'crm.quotation_price', path: '/crm/quotation_price/list', title: { zh: '客户报价', en: 'Customer quotation' }, permission: 'crm:quotation_price:list', sort: 15, icon: 'FileSearchOutlined',
    buttons: [['crm:quotation_price:export', '导出报价单']] },
  { key: 'crm.leads', path: '/crm/leads/list', title: { zh: '线索列表', en: 'Leads' }, permission: 'crm:leads:list', sort: 16, icon: 'SolutionOutlined',
    buttons: [
      ['crm:leads:detail', '线索详情'], ['crm:leads:create', '新增线索'], ['crm:leads:update', '编辑线索'], ['crm:leads:delete', '删除线索'],
      ['crm:leads:sales', '分配线索'], ['crm:leads:claim', '领取线索'], ['crm:leads:release', '释放线索'], ['crm:leads:transform', '转化为客户'],
      ['crm:leads:export', '导出线索'],
    ] },
  { key: 'crm.invite', path: '/crm/invite/index', title: { zh: '邀请奖励', en: 'Invite rewards' }, permission: 'crm:invite:index', sort: 23, icon: 'GiftOutlined',
    buttons: [['crm:invite:setting', '修改邀请奖励规则'], ['crm:invite:export', '导出邀请记录']] },
  { key: 'system.setting_customer', path: '/system/setting/customer', title: { zh: '客户设置', en: 'Customer settings' }, permission: 'crm:customer_setting:index', parent: 'system', sort: 7, icon: 'ContactsOutlined', buttonKeys: 'action',
    buttons: [['crm:customer_setting:update', '修改客户设置']] },
  { key: 'crm.leads_add', path: '/crm/leads/add', title: { zh: '新增线索', en: 'New lead' }, permission: 'crm:leads:create', sort: 17, hidden: true },
  { key: 'crm.leads_edit', path: '/crm/leads/edit', title: { zh: '编辑线索', en: 'Edit lead' }, permission: 'crm:leads:update', sort: 18, hidden: true },
  { key: 'crm.biz_goal', path: '/crm/biz_goal/index', title: { zh: '业务目标', en: 'Business goals' }, permission: 'crm:biz_goal:index', sort: 19, icon: 'LineChartOutlined',
    buttons: [['crm:biz_goal:create', '新增业务目标'], ['crm:biz_goal:update', '编辑业务目标'], ['crm:biz_goal:delete', '删除业务目标']] },
  { key: 'crm.channel_link', path: '/crm/channel_link/list', title: { zh: '渠道链接', en: 'Channel links' }, permission: 'crm:channel_link:list', sort: 20, icon: 'BarcodeOutlined',
    buttons: [
      ['crm:channel_link:detail', '渠道链接详情'], ['crm:channel_link:create', '新增渠道链接'], ['crm:channel_link:update', '编辑渠道链接'],
      ['crm:channel_link:delete', '删除渠道链接'], ['crm:channel_link:customers', '查看渠道客户'],
    ] },
  { key: 'crm.channel_link_add', path: '/crm/channel_link/add', title: { zh: '新增渠道链接', en: 'New channel link' }, permission: 'crm:channel_link:create', sort: 21, hidden: true },
  { key: 'crm.channel_link_edit', path: '/crm/channel_link/edit', title: { zh: '编辑渠道链接', en: 'Edit channel link' }, permission: 'crm:channel_link:update', sort: 22, hidden: true },
]);
