export const SUPPLIER_LIST_PATH = '/wms/supplier/list';
export const SUPPLIER_ADD_PATH = '/wms/supplier/add';
export const supplierEditPath = (id: number) => `/wms/supplier/edit?id=${id}`;
export const supplierSkuPath = (supplierId: number) => `/wms/supplier_sku/list?supplier_id=${supplierId}`;
