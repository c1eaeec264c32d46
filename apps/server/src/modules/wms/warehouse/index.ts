// Read by the modules above wms (orders', logistics' warehouse names and stores) in their own SQL, by column.
export { warehouses } from './warehouse.table';
