import { OUTSIDE_KIND } from '../../warehousing-entry/stock-doc-kind';
import { makeStockDocPages } from '../../warehousing-entry/components/stock-doc-pages';

/** /wms/outside_purchase_order/print?id= (the receiving documents' page with the seller, buyer, date and photos) */
export const OutsidePurchasePrintPage = makeStockDocPages(OUTSIDE_KIND).Print;
