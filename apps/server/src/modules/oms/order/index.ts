// Read by the modules above oms (logistics' carry fees, logistics orders and sign-ins) in their own SQL, by
// column; an order changes only through oms's functions (module index.ts).
export { orderItems, orders, subOrders } from './order.table';
