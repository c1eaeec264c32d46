// Read by the modules above wms (what an order's lines hold reserved) in their own SQL, by column; reserving
// and releasing go through wms's functions (`reserveStock`, `releaseReservation`).
export { reservations } from './stock.table';
// Read by the dashboards above wms (bi: sell-through, slow movers) in their own SQL: on hand per SKU and warehouse.
export { stockTotals } from './stock.table';
