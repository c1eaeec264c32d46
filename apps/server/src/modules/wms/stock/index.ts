// Read by the modules above wms (what an order's lines hold reserved) in their own SQL, by column; reserving
// and releasing go through wms's functions (`reserveStock`, `releaseReservation`).
export { reservations } from './stock.table';
