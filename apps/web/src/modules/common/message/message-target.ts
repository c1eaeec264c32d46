import type { Message } from '@tradewind/contract/common/message.schema';

/** Spec 000 §2: the page a message's target opens, by `params.target_type`. */
export const MESSAGE_TARGET_PAGES: Readonly<Record<string, string>> = {
  order: '/oms/order/detail',
  order_refund: '/oms/order_refund/detail',
  customer: '/crm/customer/list',
  customer_user: '/crm/customer/list',
  leads: '/crm/leads/list',
  invoice: '/crm/invoice/list',
  // a schedule reminder opens the calendar on that task, a payment reminder the plan
  schedule: '/crm/schedule/index',
  payment_plan: '/crm/payment_plan/detail',
  supplier: '/wms/purchase_order/detail',
  purchase_order: '/wms/purchase_order/detail',
  warehouse: '/wms/warehouse/list',
  warehousing_entry: '/wms/warehousing_entry/detail',
  logistics: '/lms/logistics_order/list',
  line: '/lms/line/list',
  // a finance adjustment's message opens the account (fms): the customer's by its id, a prepay account by the account's
  customer_account: '/fms/customer_account/detail',
  finance_prepay_account: '/fms/finance_prepay_account/detail',
  // a receipt note waiting for audit
  receipt_note: '/fms/receipt_note/detail',
};

/**
 * Targets a module shows in place instead of on a page (the customer module opens its detail drawer for
 * 'customer'). Registered from the module's index.ts, so this module needs to know none of them.
 */
const openers = new Map<string, (id: number) => void>();

export function registerMessageTargetOpener(type: string, open: (id: number) => void): void {
  openers.set(type, open);
}

/**
 * What the view action does: open a page with `?id=`, run a module's opener (a drawer), open the export
 * centre, or nothing (no action shown).
 */
export type MessageTarget = { kind: 'page'; path: string } | { kind: 'open'; open: () => void } | { kind: 'exports' } | { kind: 'none' };

export function messageTarget(params: Message['params'] | null | undefined): MessageTarget {
  const id = Number(params?.target_id ?? 0);
  const type = params?.target_type ?? '';
  if (!Number.isInteger(id) || id <= 0 || !type) return { kind: 'none' };
  if (type === 'export_task') return { kind: 'exports' };
  const opener = openers.get(type);
  if (opener) return { kind: 'open', open: () => opener(id) };
  const page = Object.prototype.hasOwnProperty.call(MESSAGE_TARGET_PAGES, type) ? MESSAGE_TARGET_PAGES[type] : undefined;
  return page ? { kind: 'page', path: `${page}?id=${id}` } : { kind: 'none' };
}
