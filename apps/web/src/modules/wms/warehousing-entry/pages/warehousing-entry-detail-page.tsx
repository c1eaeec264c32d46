import { ENTRY_KIND } from '../stock-doc-kind';
import { makeStockDocPages } from '../components/stock-doc-pages';

/** /wms/warehousing_entry/detail?id= */
export const WarehousingEntryDetailPage = makeStockDocPages(ENTRY_KIND).Detail;
