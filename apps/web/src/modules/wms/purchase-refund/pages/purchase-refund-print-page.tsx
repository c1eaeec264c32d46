import { REFUND_KIND } from '../../warehousing-entry/stock-doc-kind';
import { makeStockDocPages } from '../../warehousing-entry/components/stock-doc-pages';

/** /wms/purchase_refund_order/print?id= (the warehousing entry's page with the refund's texts) */
export const PurchaseRefundPrintPage = makeStockDocPages(REFUND_KIND).Print;
