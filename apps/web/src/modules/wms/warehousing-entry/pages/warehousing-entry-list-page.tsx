import { ENTRY_KIND } from '../stock-doc-kind';
import { makeStockDocPages } from '../components/stock-doc-pages';

/** /wms/warehousing_entry/list */
export const WarehousingEntryListPage = makeStockDocPages(ENTRY_KIND).List;
