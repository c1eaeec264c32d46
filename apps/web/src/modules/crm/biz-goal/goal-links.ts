import { pathsOf } from '@tradewind/contract/common/pages';
import type { BizGoal } from '@tradewind/contract/crm/biz-goal.schema';
import { crmPages } from '@tradewind/contract/crm/crm.pages';
import { fmsPages } from '@tradewind/contract/fms/fms.pages';
import { omsPages } from '@tradewind/contract/oms/oms.pages';

/** The page of the documents a goal kind counts, and the permission that opens it. */
export const GOAL_DOCUMENTS = {
  1: { path: pathsOf(omsPages)('oms.order'), permission: 'oms:order:list' },
  2: { path: pathsOf(fmsPages)('fms.receipt_note'), permission: 'fms:receipt_note:list' },
} as const;

export const BIZ_GOAL_PATH = pathsOf(crmPages)('crm.biz_goal');

/**
 * The list of the documents an actual counts (crm README "Business goals"): the orders (sales) or receipt
 * notes (receipts) audited from `start` to `end`, of the customers the goal's company, department or
 * person owns, only those goals count (`goal_counted`). The lists show the chosen store's documents.
 */
export function goalDocumentsPath(goal: Pick<BizGoal, 'kind' | 'scope' | 'scope_id'>, start: string, end: string): string {
  const query = new URLSearchParams({ date_type: 'audited', start_date: start, end_date: end, goal_counted: '1' });
  if (goal.scope === 2 && goal.scope_id !== null) query.set('dept_id', String(goal.scope_id));
  if (goal.scope === 3 && goal.scope_id !== null) query.set('sales_id', String(goal.scope_id));
  return `${GOAL_DOCUMENTS[goal.kind].path}?${query.toString()}`;
}
