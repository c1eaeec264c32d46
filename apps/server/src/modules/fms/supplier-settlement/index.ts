// Supplier settlement orders (issue 20 part two, fms README "Supplier settlements").
export { registerSupplierSettlementRoutes } from './supplier-settlement.routes';
