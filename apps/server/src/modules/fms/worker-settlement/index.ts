// Worker settlement orders (issue 20 item 7; README "Worker settlements"): routes only — payment notes pay
// them through settlement/settlement-payment.ts.
export { registerWorkerSettlementRoutes } from './worker-settlement.routes';
