/**
 * What tells the two kinds of settlement apart where their pages are otherwise one (same states, same
 * actions: the contract's SETTLEMENT_STATES): the pages' address and permissions, the names of the
 * states (the supplier's 待审核 / 采购已审 …, the worker's 草稿 / 主管已审 …) and the page texts' namespace.
 */
export type SettlementKind = {
  /** `/fms/<page>/list`, `fms:<page>:audit1`, `fms/<page>/Print` */
  page: 'supplier_settlement_order' | 'worker_settlement_order';
  /** the message prefix of the state names */
  statusNames: 'fms.ss_status' | 'fms.settlement_status';
  /** the page texts: `<ns>.audit1`, `<ns>.log` … */
  ns: 'fms_ss' | 'fms_ws';
};

export const SUPPLIER_SETTLEMENT: SettlementKind = { page: 'supplier_settlement_order', statusNames: 'fms.ss_status', ns: 'fms_ss' };
export const WORKER_SETTLEMENT: SettlementKind = { page: 'worker_settlement_order', statusNames: 'fms.settlement_status', ns: 'fms_ws' };

export type SettlementPage = 'list' | 'add' | 'detail' | 'print';

/** `/fms/<kind>/<page>` with `?id=` when one is given. */
export const settlementPagePath = (kind: SettlementKind, page: SettlementPage, id?: number) => `/fms/${kind.page}/${page}${id === undefined ? '' : `?id=${id}`}`;
