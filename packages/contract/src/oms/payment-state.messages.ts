import type { MessageEntry } from '../common/core-messages';

/** Orders' and statements' payment state (issue 20): why a receipt note cannot pay one, what the pages show, zh-CN and en-US. */
export const paymentStateMessages = {
  'oms.receipt_order_cancelled': { zh: '订单已取消，不能收款', en: 'The order is cancelled; it cannot be paid' },
  'oms.receipt_order_on_statement': { zh: '订单已在对账单上，请按对账单收款', en: 'The order is on a statement; pay the statement' },
  'oms.receipt_order_not_delivered': { zh: '账期订单送达后才形成应收，暂不能收款', en: 'An account-period order becomes receivable when it is delivered' },
  'oms.receipt_order_not_audited': { zh: '订单审核后才能收款', en: 'The order can be paid once it is audited' },
  'oms.receipt_order_balance_paid': { zh: '余额支付的订单审核时已付清', en: 'A balance order was paid at audit' },
  'oms.receipt_statement_draft': { zh: '对账单发送后才能收款', en: 'The statement can be paid once it is sent' },
  'oms.receipt_statement_settled': { zh: '对账单已结算', en: 'The statement is settled' },
  'oms.receipt_over_open': { zh: '{number} 待收 {open}，本次收款 {amount} 超出', en: '{number} has {open} open; {amount} is more' },
  'oms.statement_not_received': {
    zh: '对账单应收 {total}，已收 {received}，请先通过收款单收款',
    en: 'The statement is {total}, {received} received; receive the rest through receipt notes first',
  },
  'oms.payment.paid_amount': { zh: '已付金额', en: 'Paid' },
  'oms.payment.open_amount': { zh: '待收金额', en: 'Open' },
  'oms.payment.received_amount': { zh: '已收金额', en: 'Received' },
  'oms.payment.receipts': { zh: '收款记录', en: 'Receipts' },
  'oms.payment.receipt_no': { zh: '收款单号', en: 'Receipt note' },
  'oms.payment.amount': { zh: '收款金额', en: 'Amount' },
  'oms.payment.status': { zh: '状态', en: 'Status' },
  'oms.payment.date': { zh: '日期', en: 'Date' },
  'oms.payment.receive': { zh: '收款', en: 'Receive' },
  'oms.payment.no_receipts': { zh: '暂无收款记录', en: 'No receipts yet' },
  // the document logs' action (order and statement pages)
  'oms_order.action.receipt': { zh: '收款', en: 'Receipt' },
  'oms_statement.action.receipt': { zh: '收款', en: 'Receipt' },
  'oms.receipt_status.0': { zh: '待审核', en: 'Pending audit' },
  'oms.receipt_status.1': { zh: '已审核', en: 'Audited' },
} as const satisfies Record<string, MessageEntry>;
