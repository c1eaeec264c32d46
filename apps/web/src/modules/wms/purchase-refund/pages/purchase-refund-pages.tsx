import { REFUND_KIND } from '../../warehousing-entry/stock-doc-kind';
import { makeStockDocPages } from '../../warehousing-entry/pages/stock-doc-pages';

/** /wms/purchase_refund_order/list, add, edit?id=, detail?id=, print?id= (the warehousing entry's pages with the refund's texts) */
const pages = makeStockDocPages(REFUND_KIND);
export const PurchaseRefundListPage = pages.List;
export const PurchaseRefundFormPage = pages.Form;
export const PurchaseRefundDetailPage = pages.Detail;
export const PurchaseRefundPrintPage = pages.Print;
