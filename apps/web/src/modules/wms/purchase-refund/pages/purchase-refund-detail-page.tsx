import { REFUND_KIND } from '../../warehousing-entry/stock-doc-kind';
import { makeStockDocPages } from '../../warehousing-entry/components/stock-doc-pages';

/** /wms/purchase_refund_order/detail?id= (the warehousing entry's page with the refund's texts) */
export const PurchaseRefundDetailPage = makeStockDocPages(REFUND_KIND).Detail;
