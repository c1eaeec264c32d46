import { ENTRY_KIND } from '../stock-doc-kind';
import { makeStockDocPages } from '../components/stock-doc-pages';

/** /wms/warehousing_entry/print?id= */
export const WarehousingEntryPrintPage = makeStockDocPages(ENTRY_KIND).Print;
