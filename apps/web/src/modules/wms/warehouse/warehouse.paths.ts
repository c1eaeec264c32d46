export const WAREHOUSE_LIST_PATH = '/wms/warehouse/list';
export const WAREHOUSE_ADD_PATH = '/wms/warehouse/add';
export const warehouseEditPath = (id: number) => `/wms/warehouse/edit?id=${id}`;
export const warehouseManagerPath = (id: number) => `/wms/warehouse/manager?id=${id}`;
export const locationPath = (warehouseId: number) => `/wms/stock/location?warehouse_id=${warehouseId}`;
