// Read by the modules above wms (where logistics' routes start) in their own SQL, by column.
export { storeDefaultWarehouses } from './setting.table';
