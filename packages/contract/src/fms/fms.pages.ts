import { modulePages } from '../common/pages';

/**
 * The finance pages (spec 001 §2 /fms), after logistics in the menu, each with its permission and
 * buttons; the pay settings sit under system (/system/setting/pay) but are this module's.
 */
export const fmsPages = modulePages({ key: 'fms', title: { zh: '财务管理', en: 'Finance' }, icon: 'AccountBookOutlined', sort: 60 }, [
  { key: 'fms.customer_account', path: '/fms/customer_account/list', title: { zh: '客户账户', en: 'Customer accounts' }, permission: 'fms:customer_account:list', sort: 10, icon: 'WalletOutlined',
    buttons: [['fms:customer_account:detail', '查看账户'], ['fms:customer_account:export', '导出客户账户'], ['fms:customer_account:finance_adjust', '财务调整']] },
  { key: 'fms.customer_account_detail', path: '/fms/customer_account/detail', title: { zh: '客户账户详情', en: 'Customer account' }, permission: 'fms:customer_account:detail', sort: 11, hidden: true },
  { key: 'fms.finance_prepay_account', path: '/fms/finance_prepay_account/list', title: { zh: '预付款账户', en: 'Prepay accounts' }, permission: 'fms:finance_prepay_account:list', sort: 12, icon: 'MoneyCollectOutlined',
    buttons: [['fms:finance_prepay_account:detail', '查看预付款账户'], ['fms:finance_prepay_account:export', '导出预付款账户与明细'], ['fms:finance_prepay_account:finance_adjust', '预付款调整']] },
  { key: 'fms.finance_prepay_account_detail', path: '/fms/finance_prepay_account/detail', title: { zh: '预付款账户详情', en: 'Prepay account' }, permission: 'fms:finance_prepay_account:detail', sort: 13, hidden: true },
  { key: 'fms.payment_config', path: '/fms/payment_config/list', title: { zh: '收付款方式', en: 'Payment methods' }, permission: 'fms:payment_config:list', sort: 20, icon: 'BankOutlined',
    buttons: [['fms:payment_config:create', '新增收付款方式'], ['fms:payment_config:update', '编辑收付款方式'], ['fms:payment_config:delete', '删除收付款方式']] },
  { key: 'fms.receipt_note', path: '/fms/receipt_note/list', title: { zh: '收款单', en: 'Receipt notes' }, permission: 'fms:receipt_note:list', sort: 1, icon: 'TransactionOutlined',
    buttons: [
      ['fms:receipt_note:create', '新增收款单'], ['fms:receipt_note:update', '编辑收款单'], ['fms:receipt_note:delete', '删除收款单'],
      ['fms:receipt_note:audit', '审核收款单'], ['fms:receipt_note:export', '导出收款单'], ['fms/receipt_note/Print', '打印收款单'],
    ] },
  { key: 'fms.receipt_note_add', path: '/fms/receipt_note/add', title: { zh: '新增收款单', en: 'New receipt note' }, permission: 'fms:receipt_note:create', sort: 2, hidden: true },
  { key: 'fms.receipt_note_edit', path: '/fms/receipt_note/edit', title: { zh: '编辑收款单', en: 'Edit receipt note' }, permission: 'fms:receipt_note:update', sort: 3, hidden: true },
  { key: 'fms.receipt_note_detail', path: '/fms/receipt_note/detail', title: { zh: '收款单详情', en: 'Receipt note' }, permission: 'fms:receipt_note:list', sort: 4, hidden: true },
  { key: 'fms.receipt_note_print', path: '/fms/receipt_note/print', title: { zh: '打印收款单', en: 'Print receipt note' }, permission: 'fms/receipt_note/Print', sort: 5, hidden: true, layout: 'print' },
  { key: 'fms.payment_note', path: '/fms/payment_note/list', title: { zh: '付款单', en: 'Payment notes' }, permission: 'fms:payment_note:list', sort: 6, icon: 'PayCircleOutlined',
    buttons: [
      ['fms:payment_note:create', '新增付款单'], ['fms:payment_note:update', '编辑付款单'], ['fms:payment_note:delete', '删除付款单'],
      ['fms:payment_note:audit', '审核付款单'], ['fms:payment_note:export', '导出付款单'], ['fms/payment_note/Print', '打印付款单'],
    ] },
  { key: 'fms.payment_note_add', path: '/fms/payment_note/add', title: { zh: '新增付款单', en: 'New payment note' }, permission: 'fms:payment_note:create', sort: 7, hidden: true },
  { key: 'fms.payment_note_edit', path: '/fms/payment_note/edit', title: { zh: '编辑付款单', en: 'Edit payment note' }, permission: 'fms:payment_note:update', sort: 8, hidden: true },
  { key: 'fms.payment_note_detail', path: '/fms/payment_note/detail', title: { zh: '付款单详情', en: 'Payment note' }, permission: 'fms:payment_note:list', sort: 9, hidden: true },
  { key: 'fms.payment_note_print', path: '/fms/payment_note/print', title: { zh: '打印付款单', en: 'Print payment note' }, permission: 'fms/payment_note/Print', sort: 9, hidden: true, layout: 'print' },
  { key: 'fms.money_in', path: '/fms/money_in/list', title: { zh: '收入流水', en: 'Money in' }, permission: 'fms:money_in:list', sort: 30, icon: 'RiseOutlined',
    buttons: [['fms:money_in:export', '导出收入流水']] },
  { key: 'fms.money_out', path: '/fms/money_out/list', title: { zh: '支出流水', en: 'Money out' }, permission: 'fms:money_out:list', sort: 31, icon: 'FallOutlined',
    buttons: [['fms:money_out:export', '导出支出流水']] },
  { key: 'fms.supplier_settlement_order', path: '/fms/supplier_settlement_order/list', title: { zh: '供应商结算单', en: 'Supplier settlements' }, permission: 'fms:supplier_settlement_order:list', sort: 40, icon: 'ShopOutlined',
    buttons: [
      ['fms:supplier_settlement_order:create', '新增供应商结算单'], ['fms:supplier_settlement_order:delete', '删除供应商结算单'],
      ['fms:supplier_settlement_order:remove', '移除结算明细'], ['fms:supplier_settlement_order:audit1', '采购审核'],
      ['fms:supplier_settlement_order:audit2', '财务审核'], ['fms/supplier_settlement_order/Print', '打印供应商结算单'],
    ] },
  { key: 'fms.supplier_settlement_order_add', path: '/fms/supplier_settlement_order/add', title: { zh: '新增供应商结算单', en: 'New supplier settlement' }, permission: 'fms:supplier_settlement_order:create', sort: 41, hidden: true },
  { key: 'fms.supplier_settlement_order_detail', path: '/fms/supplier_settlement_order/detail', title: { zh: '供应商结算单详情', en: 'Supplier settlement' }, permission: 'fms:supplier_settlement_order:list', sort: 42, hidden: true },
  { key: 'fms.supplier_settlement_order_print', path: '/fms/supplier_settlement_order/print', title: { zh: '打印供应商结算单', en: 'Print supplier settlement' }, permission: 'fms/supplier_settlement_order/Print', sort: 43, hidden: true, layout: 'print' },
  { key: 'fms.worker_settlement_order', path: '/fms/worker_settlement_order/list', title: { zh: '工人结算单', en: 'Worker settlements' }, permission: 'fms:worker_settlement_order:list', sort: 44, icon: 'TeamOutlined',
    buttons: [
      ['fms:worker_settlement_order:create', '新增工人结算单'], ['fms:worker_settlement_order:delete', '删除工人结算单'],
      ['fms:worker_settlement_order:remove', '移除结算明细'], ['fms:worker_settlement_order:audit1', '主管审核'],
      ['fms:worker_settlement_order:audit2', '财务审核'], ['fms/worker_settlement_order/Print', '打印工人结算单'],
    ] },
  { key: 'fms.worker_settlement_order_add', path: '/fms/worker_settlement_order/add', title: { zh: '新增工人结算单', en: 'New worker settlement' }, permission: 'fms:worker_settlement_order:create', sort: 45, hidden: true },
  { key: 'fms.worker_settlement_order_detail', path: '/fms/worker_settlement_order/detail', title: { zh: '工人结算单详情', en: 'Worker settlement' }, permission: 'fms:worker_settlement_order:list', sort: 46, hidden: true },
  { key: 'fms.worker_settlement_order_print', path: '/fms/worker_settlement_order/print', title: { zh: '打印工人结算单', en: 'Print worker settlement' }, permission: 'fms/worker_settlement_order/Print', sort: 47, hidden: true, layout: 'print' },
  { key: 'system.setting_pay', path: '/system/setting/pay', title: { zh: '支付设置', en: 'Pay settings' }, permission: 'fms:setting:pay', parent: 'system', sort: 10, icon: 'WalletOutlined', buttonKeys: 'action',
    buttons: [['fms:setting:update', '修改支付设置']] },
]);
