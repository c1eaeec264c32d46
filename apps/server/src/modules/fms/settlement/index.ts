export { supplierSettlementItems, supplierSettlements, workerSettlements } from './settlement.table';
export { applySettlementPayment, lockSettlements, readSettlements, type PayableSettlement } from './settlement-payment';
