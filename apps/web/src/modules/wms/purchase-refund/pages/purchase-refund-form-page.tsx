import { REFUND_KIND } from '../../warehousing-entry/stock-doc-kind';
import { makeStockDocPages } from '../../warehousing-entry/components/stock-doc-pages';

/** /wms/purchase_refund_order/add, /wms/purchase_refund_order/edit?id= (the warehousing entry's page with the refund's texts) */
export const PurchaseRefundFormPage = makeStockDocPages(REFUND_KIND).Form;
