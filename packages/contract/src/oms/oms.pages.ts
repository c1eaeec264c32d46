import { modulePages } from '../common/pages';

/**
 * The order pages (spec 001 §2 /oms), each with its permission and buttons; orders follow customers
 * and precede the warehouse in the menu. The order rules show on the module's settings page and under
 * system (/system/setting/order).
 */
export const omsPages = modulePages({ key: 'oms', title: { zh: '订单管理', en: 'Orders' }, icon: 'ProfileOutlined', sort: 30 }, [
  { key: 'oms.sub_order', path: '/oms/sub_order/list', title: { zh: '子订单', en: 'Sub-orders' }, permission: 'oms:sub_order:list', sort: 6, icon: 'ApartmentOutlined',
    buttons: [['oms/sub_order/Print', '打印子订单']] },
  { key: 'oms.sub_order_print', path: '/oms/sub_order/print', title: { zh: '打印子订单', en: 'Print sub-order' }, permission: 'oms/sub_order/Print', sort: 7, hidden: true, layout: 'print' },
  { key: 'oms.photo_order', path: '/oms/photo_order/list', title: { zh: '拍照下单', en: 'Photo orders' }, permission: 'oms:photo_order:list', sort: 17, icon: 'FileSearchOutlined',
    buttons: [['oms:photo_order:create', '上传拍照订单'], ['oms:photo_order:convert', '转为订单'], ['oms:photo_order:reject', '驳回拍照订单']] },
  { key: 'oms.photo_order_detail', path: '/oms/photo_order/detail', title: { zh: '拍照订单详情', en: 'Photo order' }, permission: 'oms:photo_order:list', sort: 18, hidden: true },
  { key: 'oms.setting_add_site', path: '/oms/setting/add_site', title: { zh: '新增站点', en: 'New site' }, permission: 'oms:site:create', sort: 21, hidden: true },
  { key: 'oms.setting_edit_site', path: '/oms/setting/edit_site', title: { zh: '编辑站点', en: 'Edit site' }, permission: 'oms:site:update', sort: 22, hidden: true },
  { key: 'oms.order', path: '/oms/order/list', title: { zh: '订单列表', en: 'Orders' }, permission: 'oms:order:list', sort: 1, icon: 'UnorderedListOutlined',
    buttons: [
      ['oms:order:create', '新增订单'], ['oms:order:update', '编辑订单'], ['oms:order:audit', '审核订单'], ['oms:order:cancel', '取消订单'],
      ['oms:order:deliver', '确认送达'], ['oms:order:complete', '完成订单'], ['oms:order:export', '导出订单'], ['oms:order:change_price', '修改商品价格'],
      ['oms/order/Print', '打印订单'],
    ] },
  { key: 'oms.order_add', path: '/oms/order/add', title: { zh: '新增订单', en: 'New order' }, permission: 'oms:order:create', sort: 2, hidden: true },
  { key: 'oms.order_edit', path: '/oms/order/edit', title: { zh: '编辑订单', en: 'Edit order' }, permission: 'oms:order:update', sort: 2, hidden: true },
  { key: 'oms.order_detail', path: '/oms/order/detail', title: { zh: '订单详情', en: 'Order' }, permission: 'oms:order:list', sort: 3, hidden: true },
  { key: 'oms.order_print', path: '/oms/order/print', title: { zh: '打印订单', en: 'Print order' }, permission: 'oms/order/Print', sort: 4, hidden: true, layout: 'print' },
  { key: 'oms.order_print_batch', path: '/oms/order/print_batch', title: { zh: '批量打印订单', en: 'Print orders' }, permission: 'oms/order/Print', sort: 5, hidden: true, layout: 'print' },
  { key: 'oms.order_refund', path: '/oms/order_refund/list', title: { zh: '退货退款', en: 'Refunds' }, permission: 'oms:order_refund:list', sort: 10, icon: 'MoneyCollectOutlined',
    buttons: [
      ['oms:order_refund:create', '新增退款单'], ['oms:order_refund:update', '编辑退款单'], ['oms:order_refund:delete', '删除退款单'],
      ['oms:order_refund:audit', '审核退款单'], ['oms:order_refund:reject', '驳回退款单'], ['oms:order_refund:receive', '退货入库'],
      ['oms:order_refund:refund', '确认退款'], ['oms/order_refund/Print', '打印退款单'],
    ] },
  { key: 'oms.order_refund_add', path: '/oms/order_refund/add', title: { zh: '新增退款单', en: 'New refund' }, permission: 'oms:order_refund:create', sort: 11, hidden: true },
  { key: 'oms.order_refund_edit', path: '/oms/order_refund/edit', title: { zh: '编辑退款单', en: 'Edit refund' }, permission: 'oms:order_refund:update', sort: 12, hidden: true },
  { key: 'oms.order_refund_detail', path: '/oms/order_refund/detail', title: { zh: '退款单详情', en: 'Refund' }, permission: 'oms:order_refund:list', sort: 13, hidden: true },
  { key: 'oms.order_refund_print', path: '/oms/order_refund/print', title: { zh: '打印退款单', en: 'Print refund' }, permission: 'oms/order_refund/Print', sort: 14, hidden: true, layout: 'print' },
  { key: 'oms.statement', path: '/oms/statement/list', title: { zh: '对账单', en: 'Statements' }, permission: 'oms:statement:list', sort: 15, icon: 'AccountBookOutlined',
    buttons: [
      ['oms:statement:create', '新增对账单'], ['oms:statement:send', '发送对账单'], ['oms:statement:confirm', '确认对账单'],
      ['oms:statement:settle', '结算对账单'], ['oms:statement:export', '导出对账单'], ['oms:statement:delete', '删除对账单'],
    ] },
  { key: 'oms.statement_print', path: '/oms/statement/print', title: { zh: '打印对账单', en: 'Print statement' }, permission: 'oms:statement:list', sort: 16, hidden: true, layout: 'print' },
  { key: 'oms.setting', path: '/oms/setting/index', title: { zh: '订单设置', en: 'Order settings' }, permission: 'oms:setting:index', sort: 20, icon: 'SettingOutlined',
    buttons: [
      ['oms:setting:update', '修改订单设置'], ['oms:site:list', '查看站点'], ['oms:site:create', '新增站点'], ['oms:site:update', '编辑站点'],
      ['oms:site:delete', '删除站点'],
    ] },
  { key: 'system.setting_order', path: '/system/setting/order', title: { zh: '订单设置', en: 'Order settings' }, permission: 'oms:setting:index', parent: 'system', sort: 8, icon: 'ProfileOutlined', buttonKeys: 'action',
    buttons: [['oms:setting:update', '修改订单设置']] },
]);
