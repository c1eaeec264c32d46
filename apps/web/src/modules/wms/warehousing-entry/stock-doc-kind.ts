import { createQueryKeys } from '@/core/api/query-keys';

/**
 * The receiving documents the pages share (warehousing entry, purchase refund order, outside purchase
 * order): their API paths, page paths, permissions and texts' prefix. The pages are one set of components
 * over these.
 */
export type StockDocKind = {
  key: 'warehousing_entry' | 'purchase_refund_order' | 'outside_purchase_order';
  /** GET list */
  listApi: string;
  /** GET/:id, POST, PUT, DELETE/:id, PUT/:id/audit|cancel */
  oneApi: string;
  /** /wms/<key>: list, add, edit, detail, print pages below it */
  pages: string;
  keys: ReturnType<typeof createQueryKeys<readonly string[]>>;
  /** the texts' prefix: `${text}.title` … */
  text: 'wms_entry' | 'wms_refund' | 'wms_outside';
  /** GET …/export through the export centre (permission `wms:<key>:export`), when the list has one */
  exportApi?: string;
};

export const ENTRY_KIND: StockDocKind = {
  key: 'warehousing_entry',
  listApi: '/wms/warehousing_entries',
  oneApi: '/wms/warehousing_entry',
  pages: '/wms/warehousing_entry',
  keys: createQueryKeys('wms', 'warehousing_entry'),
  text: 'wms_entry',
};

export const REFUND_KIND: StockDocKind = {
  key: 'purchase_refund_order',
  listApi: '/wms/purchase_refund_orders',
  oneApi: '/wms/purchase_refund_order',
  pages: '/wms/purchase_refund_order',
  keys: createQueryKeys('wms', 'purchase_refund_order'),
  text: 'wms_refund',
};

export const OUTSIDE_KIND: StockDocKind = {
  key: 'outside_purchase_order',
  listApi: '/wms/outside_purchase_orders',
  oneApi: '/wms/outside_purchase_order',
  pages: '/wms/outside_purchase_order',
  keys: createQueryKeys('wms', 'outside_purchase_order'),
  text: 'wms_outside',
  exportApi: '/wms/outside_purchase_orders/export',
};

export const docPath = (kind: StockDocKind, page: 'list' | 'add' | 'edit' | 'detail' | 'print', id?: number) =>
  `${kind.pages}/${page}${id === undefined ? '' : `?id=${id}`}`;
