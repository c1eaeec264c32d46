import { toCents } from '@tradewind/contract/common/money';
import { startsFrom } from '@tradewind/contract/common/document-states';
import { SETTLEMENT_STATES, type SettlementStatusValue } from '@tradewind/contract/fms/settlement.schema';

type HeaderAction = 'audit1' | 'delete' | 'audit2' | 'pay';

/**
 * The actions a settlement's header offers in its state, as the contract's SETTLEMENT_STATES start them
 * (the user's permissions decide the rest); paying also wants money open.
 */
export function settlementActionsOf(d: { status: SettlementStatusValue; open_amount: string }): Record<HeaderAction, boolean> {
  const from = (action: HeaderAction) => startsFrom(SETTLEMENT_STATES, action, d.status);
  return { audit1: from('audit1'), delete: from('delete'), audit2: from('audit2'), pay: from('pay') && toCents(d.open_amount) > 0 };
}
