import { OUTSIDE_KIND } from '../../warehousing-entry/stock-doc-kind';
import { makeStockDocPages } from '../../warehousing-entry/pages/stock-doc-pages';

/** /wms/outside_purchase_order/list, add, edit?id=, detail?id=, print?id= (the receiving documents' pages with the seller, buyer, date and photos) */
const pages = makeStockDocPages(OUTSIDE_KIND);
export const OutsidePurchaseListPage = pages.List;
export const OutsidePurchaseFormPage = pages.Form;
export const OutsidePurchaseDetailPage = pages.Detail;
export const OutsidePurchasePrintPage = pages.Print;
